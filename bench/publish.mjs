/**
 * Publish-to-live (issue 16 item 10, issue 17 item 1): how long after an editor saves does the
 * change show on the public site: the document's page, its list page, the sitemap, site search,
 * and (for a menu change) the header of every page. Goal: ≤ 2 s each.
 *
 * Usage: node bench/publish.mjs [base URL] [rounds]
 *   e.g. node bench/publish.mjs http://127.0.0.1:3000 3
 * Runs against a production server on the demo database (`npm run demo`, or `npm run build &&
 * npm run start` after `npm run seed`), signed in as the demo editor. It edits the en-ww Sidecar
 * cocktail and the first main-menu entry, and puts both back when done (also after a failure).
 * Each round first saves a draft and checks for 1.5 s that it does not show publicly.
 * Loopback only: it writes content.
 */
import { performance } from 'node:perf_hooks'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const rounds = Number(process.argv[3] ?? 3)
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('loopback only')

const EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }
const LOCALE = 'en-ww'
const SLUG = 'sidecar'
const POLL_MS = 50
const GIVE_UP_MS = 20_000

async function json(path, init = {}) {
  const response = await fetch(`${base}${path}`, init)
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status}`)
  return body
}

const login = await json('/api/users/login/', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(EDITOR),
})
const auth = { authorization: `JWT ${login.token}`, 'content-type': 'application/json' }

/** A fresh copy of a public address (no browser or CDN cache in between). */
async function text(path) {
  const response = await fetch(`${base}${path}`, { headers: { 'cache-control': 'no-cache' } })
  return response.ok ? response.text() : ''
}

/** Milliseconds from `started` until `check()` first holds, or Infinity after GIVE_UP_MS. */
async function until(started, check) {
  while (performance.now() - started < GIVE_UP_MS) {
    if (await check().catch(() => false)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return Number.POSITIVE_INFINITY
}

const found = await json(
  `/api/cocktails/?locale=${LOCALE}&depth=0&limit=1&where[slug][equals]=${SLUG}`,
  { headers: auth },
)
const cocktail = found.docs?.[0]
if (!cocktail) throw new Error(`no ${SLUG} cocktail in ${LOCALE}: seed the demo first`)
const originalTitle = cocktail.title
const menu = await json(`/api/globals/main-menu/?locale=${LOCALE}&depth=0`, { headers: auth })
const originalItems = menu.items

// Documents and the menu have drafts (issue 17): a save is a draft until it is published.
const saveCocktail = (title, status = 'published') =>
  json(
    `/api/cocktails/${cocktail.id}/?locale=${LOCALE}&depth=0${status === 'draft' ? '&draft=true' : ''}`,
    { method: 'PATCH', headers: auth, body: JSON.stringify({ title, _status: status }) },
  )
const saveMenu = (items) =>
  json(`/api/globals/main-menu/?locale=${LOCALE}&depth=0`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ items, _status: 'published' }),
  })

/** A draft must stay off the public page: whether `marker` shows there within `ms`. */
async function leaks(marker, ms) {
  const started = performance.now()
  while (performance.now() - started < ms) {
    if ((await text(`/${LOCALE}/cocktails/${SLUG}/`)).includes(marker)) return true
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return false
}

const rows = []
try {
  for (let round = 1; round <= rounds; round++) {
    const marker = `Bench${Date.now().toString(36)}`
    const title = `${originalTitle} ${marker}`
    await saveCocktail(`${originalTitle} ${marker}Draft`, 'draft')
    const draftLeaked = await leaks(`${marker}Draft`, 1500)
    const started = performance.now()
    const saved = await saveCocktail(title)
    const saveMs = performance.now() - started
    const updatedAt = saved.doc?.updatedAt
    const [page, list, sitemap, search] = await Promise.all([
      until(started, async () => (await text(`/${LOCALE}/cocktails/${SLUG}/`)).includes(marker)),
      until(started, async () => (await text(`/${LOCALE}/cocktails/`)).includes(marker)),
      until(started, async () =>
        (await text(`/${LOCALE}/sitemap.xml`)).includes(
          `/${LOCALE}/cocktails/${SLUG}/</loc><lastmod>${updatedAt}`,
        ),
      ),
      until(started, async () => {
        const answer = await fetch(`${base}/api/search/?locale=${LOCALE}&q=${marker}`)
        return answer.ok && (await answer.json()).total > 0
      }),
    ])

    const label = `${originalItems[0].title} ${marker}`
    const menuStarted = performance.now()
    await saveMenu(originalItems.map((item, i) => (i === 0 ? { ...item, title: label } : item)))
    const header = await until(menuStarted, async () =>
      (await text(`/${LOCALE}/cocktails/${SLUG}/`)).includes(label),
    )
    rows.push({
      round,
      'draft public': draftLeaked ? 'LEAKED' : 'no',
      'save ms': Math.round(saveMs),
      'page ms': Math.round(page),
      'list ms': Math.round(list),
      'sitemap ms': Math.round(sitemap),
      'search ms': Math.round(search),
      'menu → header ms': Math.round(header),
    })
    await saveMenu(originalItems)
  }
} finally {
  await saveCocktail(originalTitle).catch((error) => console.error(String(error)))
  await saveMenu(originalItems).catch((error) => console.error(String(error)))
}

console.log(`\nPublish to live against ${base} (${LOCALE}, ${SLUG}; goal ≤ 2000 ms)`)
console.table(rows)
const worst = Math.max(...rows.flatMap((row) => Object.values(row).slice(3)))
const leaked = rows.some((row) => row['draft public'] !== 'no')
if (leaked) console.log('A draft showed on the public page.')
console.log(
  `slowest: ${Number.isFinite(worst) ? `${worst} ms` : `not live after ${GIVE_UP_MS} ms`}`,
)
process.exitCode = worst <= 2000 && !leaked ? 0 : 1
