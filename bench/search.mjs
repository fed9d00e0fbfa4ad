/**
 * Site-search figures of issue 12: p50/p95 of a search over ≥ 10,000 generated documents on the
 * engine the API uses (src/content/search/minisearch-engine.ts, goal p95 ≤ 20 ms in process)
 * and, given the base URL of a running server, of `GET /api/search/` (goal p95 ≤ 50 ms).
 *
 * Documents are generated from word lists of three scripts (Latin with accents, Cyrillic, Han),
 * each with a title, a card summary and a body of about 80 words, as the demo's items have;
 * queries mix whole words, words without accents, one-letter slips, unfinished last words, two
 * words, and Chinese. Deterministic: the same documents and queries every run.
 *
 * Usage: node bench/search.mjs [documents=10000] [queries=2000] [base URL for the HTTP part]
 *   e.g. node bench/search.mjs 10000 2000 http://127.0.0.1:3000
 * For the HTTP part, start the server with TRUSTED_PROXIES=127.0.0.1: each request then comes
 * from its own client address (X-Forwarded-For), as visitors behind a CDN do, and the search
 * rate limit (120 a minute per client) measures nothing here.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { tsImport } from 'tsx/esm/api'
import { percentiles, prng } from './stats.mjs'

const COUNT = Number(process.argv[2] ?? 10_000)
const QUERIES = Number(process.argv[3] ?? 2_000)
const BASE = process.argv[4]?.replace(/\/$/, '')
if (BASE && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(BASE))
  throw new Error('loopback only')

const { miniSearchEngine } = await tsImport(
  '../src/content/search/minisearch-engine.ts',
  import.meta.url,
)

const rand = prng(12)
const pick = (list) => list[Math.floor(rand() * list.length)]

const LATIN = `cognac eau-de-vie assemblage chêne fût vieillissement dégustation arôme vanille
  épices poire abricot café corsé crème brûlée sidecar julep citron sucre glace distillation
  alambic charente vignoble récolte grappe raisin ugni blanc cave chai maître finesse rondeur
  longueur équilibre promesse carnet printemps automne hiver été fleur miel tabac cuir noisette
  amande orange cannelle muscade gingembre poivre réglisse fumé boisé fruité floral velouté
  soyeux riche généreux élégant intense délicat frais chaleureux cocktail recette apéritif
  digestif dîner dessert chocolat fromage tarte poire rôtie maison famille histoire héritage`
  .split(/\s+/)
  .filter(Boolean)
const CYRILLIC = `коньяк спирт купаж дуб бочка выдержка дегустация аромат ваниль специи груша
  абрикос кофе сайдкар джулеп лимон сахар лёд перегонка виноградник урожай виноград погреб
  мастер тонкость округлость долгота баланс обещание весна осень зима лето цветок мёд табак`
  .split(/\s+/)
  .filter(Boolean)
const HAN =
  '干邑 白蘭地 調配 橡木 木桶 陳年 品鑑 香氣 香草 香料 西洋梨 杏桃 咖啡 側車 檸檬 糖 冰 蒸餾 葡萄園 酒窖 大師 平衡 春天 秋天 蜂蜜 巧克力 甜點 雞尾酒 食譜'.split(
    ' ',
  )

const words = (list, n, join = ' ') => Array.from({ length: n }, () => pick(list)).join(join)
const documents = Array.from({ length: COUNT }, (_, i) => {
  const list = i % 3 === 0 ? LATIN : i % 3 === 1 ? CYRILLIC : HAN
  const join = list === HAN ? '' : ' '
  return {
    id: `bench:${i}`,
    order: i % 10,
    title: words(list, 3, join),
    summary: words(list, 14, join),
    body: words(list, 80, join),
  }
})

/** Queries as visitors type them. */
const stripAccents = (w) => w.normalize('NFKD').replace(/\p{M}/gu, '')
const slip = (w) => {
  const chars = [...w]
  const at = 1 + Math.floor(rand() * (chars.length - 2))
  chars[at] = chars[at] === 'a' ? 'e' : 'a'
  return chars.join('')
}
const long = (list) => {
  let w = pick(list)
  while ([...w].length < 5) w = pick(list)
  return w
}
const queries = Array.from({ length: QUERIES }, (_, i) => {
  switch (i % 7) {
    case 0:
      return pick(LATIN)
    case 1:
      return stripAccents(long(LATIN))
    case 2:
      return slip(long(LATIN))
    case 3:
      return long(LATIN).slice(0, 4)
    case 4:
      return `${pick(LATIN)} ${pick(LATIN)}`
    case 5:
      return slip(long(CYRILLIC))
    default:
      return pick(HAN)
  }
})

const ms = (n) => `${n.toFixed(2)} ms`
const report = (label, samples) => {
  const { p50, p95, max } = percentiles(samples)
  console.log(`${label.padEnd(40)} p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}`)
  return p95
}

const engine = miniSearchEngine()
let started = performance.now()
await engine.index('en-ww', { documents, cards: new Map() })
const buildMs = performance.now() - started
console.log(
  `${COUNT} documents (~${Math.round(documents.reduce((n, d) => n + d.body.length, 0) / COUNT)} characters of body each) indexed in ${buildMs.toFixed(0)} ms; ${QUERIES} queries`,
)

// Warm-up (JIT), then timed queries.
for (const q of queries.slice(0, 200)) await engine.search('en-ww', q)
const samples = []
let found = 0
for (const q of queries) {
  started = performance.now()
  const hits = await engine.search('en-ww', q)
  samples.push(performance.now() - started)
  found += hits.length
}
const p95 = report('in process (MiniSearch engine)', samples)
console.log(`(on average ${(found / QUERIES).toFixed(0)} matches per query)`)
console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`)
console.log(p95 <= 20 ? 'in-process goal met: p95 ≤ 20 ms' : 'in-process goal MISSED: p95 > 20 ms')

if (BASE) {
  // Over HTTP, one request at a time, on the server's own (demo) content: first each query
  // once (answers not cached yet), then the same again (answers cached per locale and query).
  const httpQueries = [
    'sidecar',
    'sidecr',
    'cognak',
    'cafe corse',
    'julep',
    'xo',
    'vanille',
    'blending',
  ]
  const locales = ['en-ww', 'fr-fr', 'en-us', 'ru-ru', 'zh-tw', 'es-mx', 'pl-pl', 'vi-vn']
  const asked = []
  for (const locale of locales) for (const q of httpQueries) asked.push({ locale, q })
  for (let i = 0; i < 200; i++) asked.push({ locale: pick(locales), q: `${pick(LATIN)} ${i}` })
  const timeAll = async () => {
    const times = []
    for (const [i, { locale, q }] of asked.entries()) {
      const t = performance.now()
      const response = await fetch(`${BASE}/api/search/?${new URLSearchParams({ locale, q })}`, {
        headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`${response.status} for ${locale} ${q}`)
      times.push(performance.now() - t)
    }
    return times
  }
  const cold = report(`HTTP, first asked (${asked.length})`, await timeAll())
  const warm = report(`HTTP, asked again (${asked.length})`, await timeAll())
  console.log(
    Math.max(cold, warm) <= 50 ? 'HTTP goal met: p95 ≤ 50 ms' : 'HTTP goal MISSED: p95 > 50 ms',
  )
}
