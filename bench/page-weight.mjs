/**
 * Gzipped JavaScript each page loads first (its scripts + the chunks of its islands), its HTML
 * size and how many interface strings its payload carries, for one page of every template and
 * content type (bench/page-weight-lib.mjs; Next 16 no longer prints First Load JS).
 * Usage: node bench/page-weight.mjs [base-url | url …] (a server must be up; default base
 * http://127.0.0.1:3000).
 */
import {
  CONTENT_PAGES,
  HOME_HTML_GOAL_KIB,
  OTHER_PAGES,
  pageWeight,
  TEMPLATE_PAGES,
} from './page-weight-lib.mjs'

const args = process.argv.slice(2)
const base = args.length === 1 && new URL(args[0]).pathname === '/' ? args[0] : null
const rows =
  args.length > 0 && !base
    ? args.map((url) => ({ name: url, url, budget: null }))
    : [
        ...Object.entries(TEMPLATE_PAGES).map(([n, p]) => [`template ${n}`, p]),
        ...Object.entries(CONTENT_PAGES).map(([n, p]) => [`content ${n}`, p]),
        ...Object.entries(OTHER_PAGES),
      ].map(([name, p]) => ({
        name,
        url: new URL(p.path, base ?? 'http://127.0.0.1:3000').href,
        budget: p.budget,
      }))

const f = (n) => n.toFixed(1).padStart(6)
console.log(
  'KiB gzipped: scripts + islands = total (budget) | HTML raw, gzipped (bytes raw) | interface strings in the payload',
)
for (const { name, url, budget } of rows) {
  const w = await pageWeight(url)
  const over = budget !== null && w.totalKib > budget ? ' OVER' : ''
  console.log(
    `${name.padEnd(34)} ${f(w.scriptsKib)} + ${f(w.islandsKib)} = ${f(w.totalKib)}${budget === null ? '' : ` (${budget})`}${over} | HTML ${f(w.htmlKib)}, ${f(w.htmlGzKib)} (${w.htmlBytes}) | ${String(w.interfaceStrings).padStart(3)}  ${new URL(url).pathname}`,
  )
  if (name === 'template home') {
    console.log(`  (home HTML goal: ≤ ${HOME_HTML_GOAL_KIB} KiB raw)`)
    console.log(
      `  (of its shared scripts: framework ${w.frameworkKib.toFixed(1)} KiB — React DOM, App Router, runtime — and ours ${(w.scriptsKib - w.frameworkKib).toFixed(1)} KiB)`,
    )
  }
}
