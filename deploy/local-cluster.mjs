#!/usr/bin/env node
/**
 * Several app instances on one machine, as they run on many (docs/deploy.md "Several instances"):
 * two `node server.mjs` processes sharing PostgreSQL, Next's cache in Redis (CACHE_STORE=redis,
 * cache-handler.mjs), the rate-limit counters in Redis and one media directory, behind the nginx
 * front cache balancing them. Needs a production build (`npm run build`), PostgreSQL, Redis and
 * nginx (Debian: nginx-light).
 *
 *   node deploy/local-cluster.mjs [--seed] [--ports 3401,3402] [--listen 8480]
 *     --seed   drops and re-creates the cluster's database, then seeds the demo into it
 *     --seed-only   the same, then exits
 *   Environment: CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/solaine_cluster),
 *     REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_MEDIA_DIR (default data/cluster-media)
 *
 * Runs until SIGINT/SIGTERM. tests/cluster/ imports startLocalCluster() instead.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFrontCache } from './front-cache.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

export const CLUSTER_DEFAULTS = {
  databaseUrl:
    process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/solaine_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  mediaDir: path.resolve(root, process.env.CLUSTER_MEDIA_DIR ?? 'data/cluster-media'),
  ports: [3401, 3402],
  listenPort: 8480,
  /** Only when .next was built from this cluster's database. */
  primeFromBuild: process.env.CACHE_PRIME_FROM_BUILD === '1',
}

/** What every instance shares: the database, the cache, the counters, the files, the origin. */
export function instanceEnv(o, port) {
  return {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: o.databaseUrl,
    MEDIA_DIR: o.mediaDir,
    CACHE_STORE: 'redis',
    // One namespace per cluster, so that a test's cluster never reads another's entries.
    CACHE_PREFIX: o.cachePrefix ?? 'solaine-cluster',
    RATE_LIMIT_STORE: 'redis',
    RATE_LIMIT_PREFIX: `${o.cachePrefix ?? 'solaine-cluster'}:rl`,
    REDIS_URL: o.redisUrl,
    // Links in mail and the same-origin checks use the public origin: the front cache.
    SITE_URL: `http://127.0.0.1:${o.listenPort}`,
    TRUSTED_PROXIES: '127.0.0.1',
    // The build in .next may come from another database (the browser tests' SQLite): its pages
    // are not put into the shared cache; each is rendered from this cluster's database once.
    CACHE_PRIME_FROM_BUILD: o.primeFromBuild ? '1' : '0',
    // Scheduled publishing runs on one instance only (docs/deploy.md).
    JOBS_AUTORUN: port === o.ports[0] ? '1' : '0',
  }
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    )
  })
}

/** Drops and re-creates the cluster's database, then seeds the demo (a small outlet network). */
export async function seedCluster(o = CLUSTER_DEFAULTS) {
  const url = new URL(o.databaseUrl)
  const name = url.pathname.slice(1)
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`)
  const admin = new URL(o.databaseUrl)
  admin.pathname = '/postgres'
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  mkdirSync(o.mediaDir, { recursive: true })
  const env = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    MEDIA_DIR: o.mediaDir,
    SEED_OUTLET_NETWORK: process.env.SEED_OUTLET_NETWORK ?? '0',
  }
  // PostgreSQL changes only through the committed migrations (src/cms/database.ts).
  await run('npx', ['payload', 'migrate'], {
    ...env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=development`.trim(),
  })
  await run('npm', ['run', 'seed'], env)
}

async function waitForHttp(url, timeoutMs, exited) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (exited()) throw new Error(`the instance for ${url} exited`)
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Starts the instances and the front cache; resolves when all of them answer. */
export async function startLocalCluster(options = {}) {
  const o = { ...CLUSTER_DEFAULTS, ...options }
  const instances = o.ports.map((port) => {
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: root,
      env: instanceEnv(o, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    const keep = (d) => {
      log = (log + d).slice(-20_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let exited = false
    child.once('exit', () => {
      exited = true
    })
    return {
      url: `http://127.0.0.1:${port}`,
      child,
      exited: () => exited,
      log: () => log,
    }
  })
  const stopAll = async (front) => {
    await front?.stop()
    await Promise.all(
      instances.map(
        (i) =>
          new Promise((resolve) => {
            if (i.exited()) return resolve()
            i.child.once('exit', resolve)
            i.child.kill('SIGTERM')
          }),
      ),
    )
  }
  try {
    // The first start fills the shared cache from the build (instrumentation.ts): one at a time.
    for (const i of instances) await waitForHttp(`${i.url}/api/health/`, 120_000, i.exited)
    const prefix = path.join(root, 'data', `cluster-front-${o.listenPort}`)
    const front = await startFrontCache({ appPort: o.ports, listenPort: o.listenPort, prefix })
    return {
      instances: instances.map(({ url, log }) => ({ url, log })),
      front: front.url,
      stop: () => stopAll(front),
    }
  } catch (error) {
    const logs = instances.map((i) => `--- ${i.url}\n${i.log().slice(-3000)}`).join('\n')
    await stopAll()
    throw new Error(`${error instanceof Error ? error.message : error}\n${logs}`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2)
  const value = (name) => {
    const i = args.indexOf(name)
    return i >= 0 ? args[i + 1] : undefined
  }
  const o = {
    ...CLUSTER_DEFAULTS,
    ...(value('--ports') ? { ports: value('--ports').split(',').map(Number) } : {}),
    ...(value('--listen') ? { listenPort: Number(value('--listen')) } : {}),
  }
  if (args.includes('--seed') || args.includes('--seed-only')) await seedCluster(o)
  if (args.includes('--seed-only')) process.exit(0)
  const cluster = await startLocalCluster(o)
  console.log(
    `cluster: ${cluster.instances.map((i) => i.url).join(' + ')} behind ${cluster.front}` +
      ` (PostgreSQL ${o.databaseUrl}, Redis ${o.redisUrl}, media ${o.mediaDir})`,
  )
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => cluster.stop().then(() => process.exit(0)))
}
