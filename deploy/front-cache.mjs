#!/usr/bin/env node
/**
 * Starts nginx as the front cache (deploy/nginx/front-cache.conf) in front of the app, as the
 * current user, with its pid, logs, temp files and cache under one prefix directory.
 *
 *   node deploy/front-cache.mjs --app-port 3000 --listen 8080 --prefix /tmp/front-cache
 *     (--app-port 3001,3002 balances several instances)
 *     [--static-root DIR --static-port N]   also serve DIR as plain files (the bench's baseline)
 *     [--workers N] [--access-log]          default: `auto` workers, no access log
 *     [--render-only]                       print the filled-in config instead of starting nginx
 *
 * nginx (NGINX=<path> picks the binary) runs in the foreground until this process gets SIGINT
 * or SIGTERM. The bench and the browser test import startFrontCache() instead.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const TEMPLATE = fileURLToPath(new URL('./nginx/front-cache.conf', import.meta.url))

/**
 * @typedef {object} FrontCacheOptions
 * @property {number | number[]} appPort the app (node server.mjs) on 127.0.0.1; several ports =
 *   several instances, balanced (deploy/local-cluster.sh)
 * @property {number} listenPort where nginx listens, on 127.0.0.1
 * @property {string} prefix an absolute directory for everything nginx writes
 * @property {string} [staticRoot] a directory to serve as plain files on staticPort
 * @property {number} [staticPort]
 * @property {string | number} [workers]
 * @property {boolean} [accessLog]
 */

/** @param {FrontCacheOptions} o */
export function renderFrontCacheConfig(o) {
  if (!path.isAbsolute(o.prefix)) throw new Error('prefix must be an absolute path')
  const appPorts = [o.appPort].flat()
  if (appPorts.length === 0) throw new Error('no app port')
  for (const port of [...appPorts, o.listenPort, o.staticPort]) {
    if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
      throw new Error(`not a port: ${port}`)
  }
  const staticServer =
    o.staticRoot && o.staticPort
      ? `
  # Plain files, for the bench's baseline (the same bytes the app serves, from disk).
  server {
    listen 127.0.0.1:${o.staticPort};
    server_name _;
    root ${o.staticRoot};
    location / {
      default_type text/html;
      index index.html;
    }
  }`
      : ''
  // Started by root, nginx would hand its workers to `nobody`; keep them as the caller.
  const user =
    process.getuid?.() === 0 ? `user ${userInfo().username};` : '# runs as the user who starts it'
  /** @type {Record<string, string>} */
  const values = {
    USER: user,
    WORKERS: String(o.workers ?? 'auto'),
    PREFIX: o.prefix,
    ACCESS_LOG: o.accessLog ? `${o.prefix}/access.log` : 'off',
    APP_SERVERS: appPorts.map((port) => `server 127.0.0.1:${port};`).join('\n    '),
    LISTEN_PORT: String(o.listenPort),
    STATIC_SERVER: staticServer,
  }
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name]
    if (value === undefined) throw new Error(`front-cache.conf: unknown placeholder ${name}`)
    return value
  })
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
async function waitForPort(port, timeoutMs, exited) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (exited()) throw new Error('nginx exited')
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => resolve(socket.end() && true))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`)
}

/**
 * Writes the config under the prefix and starts nginx (foreground, child of this process).
 * @param {FrontCacheOptions & { nginx?: string }} o
 */
export async function startFrontCache(o) {
  const config = renderFrontCacheConfig(o)
  for (const dir of ['tmp', 'cache']) mkdirSync(path.join(o.prefix, dir), { recursive: true })
  const configPath = path.join(o.prefix, 'nginx.conf')
  writeFileSync(configPath, config)
  // -e: the error log before the config is read (otherwise /var/log/nginx, not ours).
  const args = ['-p', o.prefix, '-c', configPath, '-e', path.join(o.prefix, 'error.log')]
  // Debian puts nginx in /usr/sbin, which is not on an ordinary user's PATH.
  const binary =
    o.nginx ?? process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
  const child = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr += d
  })
  let exited = false
  const done = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true
      resolve({ code, signal })
    })
    child.once('error', (error) => {
      exited = true
      stderr += String(error)
      resolve({ code: -1, signal: null })
    })
  })
  const ports = [o.listenPort, ...(o.staticRoot && o.staticPort ? [o.staticPort] : [])]
  try {
    for (const port of ports) await waitForPort(port, 10_000, () => exited)
  } catch (error) {
    child.kill('SIGTERM')
    const log = readFileSync(path.join(o.prefix, 'error.log'), 'utf8').slice(-2000)
    throw new Error(`nginx did not start: ${error}\n${stderr}\n${log}`)
  }
  return {
    url: `http://127.0.0.1:${o.listenPort}`,
    configPath,
    pid: child.pid,
    done,
    /** Stops nginx (SIGQUIT would wait for open keep-alive connections; SIGTERM does not). */
    async stop() {
      if (!exited) child.kill('SIGTERM')
      return done
    },
  }
}

function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const out = {}
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]?.replace(/^--/, '') ?? ''
    const next = argv[i + 1]
    if (next === undefined || next.startsWith('--')) out[name] = true
    else {
      out[name] = next
      i++
    }
  }
  return out
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const a = parseArgs(process.argv.slice(2))
  const options = {
    appPort: String(a['app-port'] ?? 3000)
      .split(',')
      .map(Number),
    listenPort: Number(a.listen ?? 8080),
    prefix: path.resolve(String(a.prefix ?? './data/front-cache')),
    staticRoot: typeof a['static-root'] === 'string' ? path.resolve(a['static-root']) : undefined,
    staticPort: a['static-port'] ? Number(a['static-port']) : undefined,
    workers: typeof a.workers === 'string' ? a.workers : undefined,
    accessLog: a['access-log'] === true,
  }
  if (a['render-only']) {
    process.stdout.write(renderFrontCacheConfig(options))
  } else {
    const nginx = await startFrontCache(options)
    console.log(
      `front cache on ${nginx.url} → app on 127.0.0.1:${options.appPort.join(', ')} ` +
        `(nginx pid ${nginx.pid}, files in ${options.prefix})`,
    )
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => nginx.stop())
    const { code } = await nginx.done
    process.exit(code ?? 0)
  }
}
