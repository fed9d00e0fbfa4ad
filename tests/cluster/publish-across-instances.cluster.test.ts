import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLUSTER_DEFAULTS, startLocalCluster } from '../../deploy/local-cluster.mjs'

/**
 * Two app instances behind the front cache, sharing PostgreSQL and Redis (issue 16 item 9):
 * what an editor publishes on one instance is what every visitor gets from any instance within
 * 2 s. Needs a production build and the cluster's database seeded (`node deploy/local-cluster.mjs
 * --seed`, which scripts/test-all.sh runs beside the browser tests' seed).
 */

const LOCALE = 'en-ww'
const SLUG = 'sidecar'
const EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }
const GOAL_MS = 2000

type Cluster = Awaited<ReturnType<typeof startLocalCluster>>
let cluster: Cluster
let auth: Record<string, string>
let cocktail: { id: number | string; title: string }
/** When the last publish returned. */
let savedAt = 0

const [a, b] = [0, 1]
const instance = (i: number) => cluster.instances[i]?.url ?? ''

async function page(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { 'cache-control': 'no-cache' } })
  return response.ok ? response.text() : ''
}

/** Milliseconds from `since` until `check` holds (every 50 ms), or Infinity after 10 s. */
async function msUntil(check: () => Promise<boolean>, since = savedAt): Promise<number> {
  const started = since
  while (performance.now() - started < 10_000) {
    if (await check().catch(() => false)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Number.POSITIVE_INFINITY
}

async function publishTitle(title: string): Promise<void> {
  const response = await fetch(
    `${instance(a)}/api/cocktails/${cocktail.id}/?locale=${LOCALE}&depth=0`,
    {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title, _status: 'published' }),
    },
  )
  expect(response.status).toBe(200)
}

const searchTotal = async (base: string, q: string) => {
  const response = await fetch(`${base}/api/search/?locale=${LOCALE}&q=${encodeURIComponent(q)}`)
  return response.ok ? ((await response.json()) as { total: number }).total : -1
}

beforeAll(async () => {
  cluster = await startLocalCluster({
    ...CLUSTER_DEFAULTS,
    ports: [3411, 3412],
    listenPort: 8481,
    cachePrefix: `solaine-test-${Date.now().toString(36)}`,
  })
  const login = await fetch(`${instance(a)}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  expect(login.status, 'the demo editor signs in: is the cluster database seeded?').toBe(200)
  const { token } = (await login.json()) as { token: string }
  auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const found = await fetch(
    `${instance(a)}/api/cocktails/?locale=${LOCALE}&depth=0&limit=1&where[slug][equals]=${SLUG}`,
    { headers: auth },
  )
  const docs = ((await found.json()) as { docs: (typeof cocktail)[] }).docs
  expect(docs).toHaveLength(1)
  cocktail = docs[0] as typeof cocktail
})

afterAll(async () => {
  if (cocktail) await publishTitle(cocktail.title).catch(() => undefined)
  await cluster?.stop()
})

describe('several instances on PostgreSQL, Redis and the front cache', () => {
  it('both instances and the front cache serve the seeded page', async () => {
    for (const base of [instance(a), instance(b), cluster.front]) {
      expect(await page(base, `/${LOCALE}/cocktails/${SLUG}/`)).toContain(cocktail.title)
    }
  })

  it('a publish on instance A shows on instance B within 2 s (through the front cache 3 s)', async () => {
    // B has the page (and its search index) cached before the change.
    await page(instance(b), `/${LOCALE}/cocktails/${SLUG}/`)
    expect(await searchTotal(instance(b), 'sidecar')).toBeGreaterThan(0)
    const marker = `Cluster${Date.now().toString(36)}`
    const started = performance.now()
    await publishTitle(`${cocktail.title} ${marker}`)
    savedAt = performance.now()
    const saveMs = savedAt - started
    const onB = await msUntil(async () =>
      (await page(instance(b), `/${LOCALE}/cocktails/${SLUG}/`)).includes(marker),
    )
    // From the save, through nginx: its page copies stay fresh to the end of the second (README
    // "Front cache"), so it may add up to one more second to the instances' 2 s.
    const front = await msUntil(async () =>
      (await page(cluster.front, `/${LOCALE}/cocktails/${SLUG}/`)).includes(marker),
    )
    // B's search index lives in B's memory: the change reaches it over Redis. Asked once the
    // pages are checked, so that B's index rebuild does not slow the page render measured above.
    const search = await msUntil(
      async () => (await searchTotal(instance(b), marker)) > 0,
      performance.now(),
    )
    console.log(
      `publish on A (save ${Math.round(saveMs)} ms) → B's page ${Math.round(onB)} ms, the front cache ${Math.round(front)} ms after the save; then B's search ${Math.round(search)} ms`,
    )
    expect(onB).toBeLessThanOrEqual(GOAL_MS)
    expect(search).toBeLessThanOrEqual(GOAL_MS)
    expect(front).toBeLessThanOrEqual(GOAL_MS + 1000)
  })

  it('an editor session made on instance A is valid on instance B', async () => {
    const me = await fetch(`${instance(b)}/api/users/me/`, { headers: auth })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(EDITOR.email)
  })
})
