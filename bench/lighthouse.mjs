/**
 * Lighthouse mobile scores of the issue's key pages (issue 16 item 2): performance ≥ 98,
 * accessibility, best practices and SEO 100, CLS ≤ 0.02 and LCP ≤ 2.0 s under Lighthouse's
 * simulated throttling (its default mobile config), each the median of 3 runs, on a first visit
 * (clean profile: the age gate shows) and behind the gate (a returning visitor: the pass and a
 * cookie choice stored, as tests/e2e/fixtures.ts AGE_GATE_PASSED_STATE).
 *
 * Usage: node bench/lighthouse.mjs [base-url] [--runs=3] [--pages=home,product,…]
 *   [--modes=first,gated] [--json=file] (a production server must be up; default base
 *   http://127.0.0.1:3000). Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH for another
 *   binary), never a downloaded one; every run starts a fresh browser with a fresh profile.
 * Prints one row per page and mode (the medians; "!" after a figure that misses its goal) and,
 * under it, the audits that failed (score < 1 in accessibility, best practices and SEO; the
 * performance insights with the largest estimated savings) with how many runs they failed in.
 */
import { writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { CONTENT_PAGES, OTHER_PAGES, TEMPLATE_PAGES } from './page-weight-lib.mjs'
import { median } from './stats.mjs'

/** The issue's pages, from the page-weight tables where they are (same documents, same paths). */
const PAGES = {
  home: TEMPLATE_PAGES.home.path,
  product: CONTENT_PAGES.collection.path,
  cocktail: CONTENT_PAGES.cocktails.path,
  article: CONTENT_PAGES.articles.path,
  'store-locator': TEMPLATE_PAGES['store-locator'].path,
  'event-finder': TEMPLATE_PAGES['event-finder'].path,
  search: TEMPLATE_PAGES.search.path,
  'sign-in': OTHER_PAGES['account sign-in'].path,
}

/** The goals (issue 16 item 2). */
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const CLS_GOAL = 0.02
const LCP_GOAL_S = 2.0

const MODES = {
  first: 'first visit (age gate showing)',
  gated: 'behind the gate (pass + cookie choice stored)',
}

/**
 * What a returning visitor has in localStorage: src/components/age-gate/age-gate-pass.ts
 * AGE_GATE_STORAGE_KEY with MAX_MINIMUM_AGE (every locale open), and src/consent/consent-rules.ts
 * CONSENT_STORAGE_KEY with choiceRecord(OPTIONAL_CATEGORIES, now). Copied here because a bench
 * runs in plain Node, which cannot import the TypeScript sources; keep the two in step.
 */
function returningVisitorStorage(now = new Date()) {
  const at = now.toISOString()
  const expiry = new Date(now)
  expiry.setMonth(expiry.getMonth() + 12)
  return {
    age_gate_passed: '25',
    consent_choice: JSON.stringify({
      categories: ['necessary', 'analytics', 'marketing', 'media'],
      revision: 1,
      data: null,
      consentTimestamp: at,
      lastConsentTimestamp: at,
      consentId: '00000000-0000-4000-8000-000000000000',
      services: { necessary: [], analytics: [], marketing: [], media: [] },
      languageCode: 'en',
      expirationTime: expiry.getTime(),
    }),
  }
}

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`))
  return found ? found.slice(name.length + 3) : fallback
}
const base = args.find((a) => !a.startsWith('--')) ?? 'http://127.0.0.1:3000'
const runs = Number(option('runs', '3'))
const pageNames = option('pages', Object.keys(PAGES).join(',')).split(',')
const modeNames = option('modes', Object.keys(MODES).join(',')).split(',')
const jsonOut = option('json', null)
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']

for (const name of pageNames) if (!PAGES[name]) throw new Error(`unknown page ${name}`)
for (const name of modeNames) if (!MODES[name]) throw new Error(`unknown mode ${name}`)

/** Every page must answer 200 itself (no redirect) before it is measured. */
async function status(url) {
  const res = await fetch(url, { redirect: 'manual' })
  await res.arrayBuffer()
  return res.status
}

/**
 * Behind the gate: write the returning visitor's storage from a same-origin document that loads
 * nothing (robots.txt), then empty the HTTP cache, so the measured load is a cold cache with the
 * pass already stored (Lighthouse then runs with disableStorageReset so it keeps the storage).
 */
async function storeReturningVisitor(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage())
    await page.goto(new URL('/robots.txt', origin).href)
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, returningVisitorStorage())
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
  } finally {
    await browser.disconnect()
  }
}

/** One Lighthouse run in a fresh browser; returns the figures and the failed audits. */
async function measure(url, mode) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS })
  try {
    if (mode === 'gated') await storeReturningVisitor(chrome.port, new URL(url).origin)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(GOALS),
      disableStorageReset: mode === 'gated',
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      scores: Object.fromEntries(Object.keys(GOALS).map((id) => [id, score(id)])),
      lcpS: value('largest-contentful-paint') / 1000,
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      failed: failedAudits(lhr),
      warnings: lhr.runWarnings ?? [],
      versions: `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment?.hostUserAgent ?? ''}`,
    }
  } finally {
    await chrome.kill()
  }
}

/** Failed audits per category: score < 1 (a11y, BP, SEO); the costliest perf insights. */
function failedAudits(lhr) {
  const scored = (ref) => {
    const a = lhr.audits[ref.id]
    return (
      a &&
      ref.group !== 'hidden' &&
      a.score !== null &&
      a.score < 1 &&
      a.scoreDisplayMode !== 'informative'
    )
  }
  const out = {}
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    out[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter(scored)
      .map((ref) => (ref.weight === 0 ? `${ref.id} (weight 0: no score lost)` : ref.id))
  }
  const savings = (a) =>
    (a.metricSavings?.LCP ?? 0) +
    (a.metricSavings?.FCP ?? 0) +
    (a.metricSavings?.TBT ?? 0) +
    (a.metricSavings?.CLS ?? 0) * 10_000
  out.performance = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && scored(ref))
    .map((ref) => lhr.audits[ref.id])
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 6)
    .map((a) => {
      const s = Object.entries(a.metricSavings ?? {})
        .filter(([, v]) => v > 0)
        .map(([m, v]) => (m === 'CLS' ? `${m} ${v.toFixed(3)}` : `${m} ${Math.round(v)} ms`))
      return s.length > 0 ? `${a.id} (${s.join(', ')})` : a.id
    })
  return out
}

const rows = []
console.log(`Lighthouse mobile (simulated throttling), ${chromePath}, median of ${runs}, ${base}`)
console.log(
  'goals: perf ≥ 98, a11y/BP/SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.02 ("!" marks a miss); TBT for information',
)
console.log(
  `${'page'.padEnd(14)} ${'mode'.padEnd(6)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'SEO'.padStart(5)} ${'LCP s'.padStart(7)} ${'CLS'.padStart(7)} ${'TBT ms'.padStart(7)}  path`,
)
for (const name of pageNames) {
  const url = new URL(PAGES[name], base).href
  const code = await status(url)
  if (code !== 200) {
    console.log(`${name.padEnd(14)} answers ${code}, not measured  ${PAGES[name]}`)
    continue
  }
  for (const mode of modeNames) {
    const samples = []
    // A run Lighthouse could not record (NO_NAVSTART and the like, rare) is retried, twice at most.
    for (let attempt = 1; samples.length < runs && attempt <= runs + 2; attempt++) {
      try {
        samples.push(await measure(url, mode))
      } catch (error) {
        console.log(`  ${name} ${mode} attempt ${attempt} failed: ${error.message}`)
      }
    }
    if (samples.length === 0) continue
    const row = summarise(name, mode, url, samples)
    rows.push(row)
    printRow(row)
  }
}

const misses = rows.filter((r) => r.misses.length > 0)
console.log(
  `\n${rows.length - misses.length} of ${rows.length} page × mode rows meet every goal.${
    misses.length > 0
      ? ` Missed: ${misses.map((r) => `${r.name} ${r.mode} (${r.misses.join(', ')})`).join('; ')}`
      : ''
  }`,
)
const versions = rows[0]?.samples[0]?.versions
if (versions) console.log(versions)
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(rows, null, 2)}\n`)

function summarise(name, mode, url, samples) {
  const med = (pick) => median(samples.map(pick))
  const scores = Object.fromEntries(Object.keys(GOALS).map((id) => [id, med((s) => s.scores[id])]))
  const lcpS = med((s) => s.lcpS)
  const cls = med((s) => s.cls)
  const tbtMs = med((s) => s.tbtMs)
  const misses = [
    ...Object.entries(GOALS)
      .filter(([id, goal]) => scores[id] < goal)
      .map(([id]) => id),
    ...(lcpS > LCP_GOAL_S ? ['LCP'] : []),
    ...(cls > CLS_GOAL ? ['CLS'] : []),
  ]
  /** Each failed audit with the number of runs it failed in, most frequent first. */
  const failed = {}
  for (const category of ['performance', ...Object.keys(GOALS).slice(1)]) {
    const counts = new Map()
    for (const s of samples) {
      for (const entry of s.failed[category]) {
        const id = entry.split(' ')[0]
        const seen = counts.get(id) ?? { n: 0, label: entry }
        counts.set(id, { n: seen.n + 1, label: seen.label })
      }
    }
    failed[category] = [...counts.values()]
      .sort((a, b) => b.n - a.n)
      .map(({ n, label }) => `${label} ${n}/${samples.length}`)
  }
  const warnings = [...new Set(samples.flatMap((s) => s.warnings))]
  return {
    name,
    mode,
    path: new URL(url).pathname + new URL(url).search,
    runs: samples.length,
    scores,
    lcpS,
    cls,
    tbtMs,
    misses,
    failed,
    warnings,
    samples,
  }
}

function printRow(r) {
  const mark = (miss) => (miss ? '!' : ' ')
  const cell = (id) => `${String(r.scores[id]).padStart(4)}${mark(r.scores[id] < GOALS[id])}`
  console.log(
    `${r.name.padEnd(14)} ${r.mode.padEnd(6)} ${cell('performance')} ${cell('accessibility')} ${cell('best-practices')} ${cell('seo')} ${r.lcpS.toFixed(2).padStart(6)}${mark(r.lcpS > LCP_GOAL_S)} ${r.cls.toFixed(3).padStart(6)}${mark(r.cls > CLS_GOAL)} ${String(Math.round(r.tbtMs)).padStart(7)}  ${r.path}${r.runs < runs ? ` (${r.runs} of ${runs} runs)` : ''}`,
  )
  for (const [category, ids] of Object.entries(r.failed)) {
    if (ids.length > 0) console.log(`    ${category}: ${ids.join('; ')}`)
  }
  for (const w of r.warnings) console.log(`    warning: ${w}`)
}
