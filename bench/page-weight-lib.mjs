/**
 * What a page weighs on its first load, shared by bench/page-weight.mjs (prints) and
 * tests/e2e/page-weight.spec.ts (checks the budgets below on the production build).
 *
 * - scripts: the <script src> files the HTML names (noModule polyfills excluded). Every page of
 *   the site route names the same ones: the framework and the chrome (age gate, header, footer,
 *   modal host), the "shared" part.
 * - islands: the chunks of the client islands the page renders (next/dynamic preloads them with
 *   <link rel="preload" as="script">); they load with the page, so they count in its total.
 * - html: the document's own bytes (the RSC payload included), raw.
 */
import { gzipSync } from 'node:zlib'

/** The goal of every page's budget in gzipped KiB (issue 16 goal 1). */
export const TARGET_KIB = 120

/**
 * One page of every template (Exclude<TemplateName, 'preview'>; the spec checks the table is
 * complete) with its budget in gzipped KiB of scripts + islands. The goal is TARGET_KIB; no page
 * reaches it yet: the framework alone (React DOM 19 + the Next 16 App Router runtime, the build's
 * rootMainFiles) weighs 129 KiB. Each budget is the page's value measured on 2026-11-26 after
 * issue 16's per-page loading + 1 KiB, re-measured the same day once the quizzes, masterclass
 * progress, en-us cart and video cards were merged (shared scripts +0.1; the episode page +3.0
 * with its progress player, the NFT gallery +2.1, the event page +2.2), and may only go down from here; a new page starts at
 * TARGET_KIB unless its measured value is higher (then that + 1, said in the report).
 */
export const TEMPLATE_PAGES = {
  home: { path: '/en-ww/', budget: 158.1 },
  newsletter: { path: '/en-ww/newsletter/', budget: 158.1 },
  'video-card-generator': { path: '/en-ww/video-card/create/', budget: 158.1 },
  'video-card-landing': { path: '/en-ww/video-card/', budget: 158.1 },
  'video-card-sharing': { path: '/en-ww/video-card/share/', budget: 158.1 },
  'masterclass-hub': { path: '/en-ww/masterclass/', budget: 158.1 },
  shows: { path: '/en-ww/shows/', budget: 159.1 },
  contact: { path: '/en-ww/contact-us/', budget: 161.5 },
  maison: { path: '/en-ww/la-maison/craftsmanship/', budget: 158.1 },
  timeline: { path: '/en-ww/timeline/', budget: 158.1 },
  booking: { path: '/en-ww/cordon-bleu-your-journey-book-visit/', budget: 164.0 },
  'visit-us': { path: '/en-ww/visit-us/', budget: 158.1 },
  'cocktails-list': { path: '/en-ww/cocktails/', budget: 159.2 },
  'food-recipes-list': { path: '/en-ww/food-recipes/', budget: 159.1 },
  'articles-list': { path: '/en-ww/articles/', budget: 159.1 },
  'videos-list': { path: '/en-ww/videos/', budget: 159.1 },
  qualification: { path: '/en-ww/qualification/', budget: 161.5 },
  playlists: { path: '/en-ww/playlists/', budget: 160.9 },
  collection: { path: '/en-ww/collection/', budget: 166.1 },
  'nft-collection': { path: '/en-ww/nft-collection/', budget: 160.1 },
  comparator: { path: '/en-ww/comparator/', budget: 160.6 },
  'comparator-results': {
    path: '/en-ww/comparator/results/?p=v-s-o-p,xo,cordon-bleu',
    budget: 160.6,
  },
  tags: { path: '/en-ww/tags/', budget: 158.1 },
  search: { path: '/en-ww/search/?q=cognac', budget: 164.2 },
  legals: { path: '/en-ww/terms-and-conditions/', budget: 158.1 },
  'store-locator': { path: '/en-us/store-locator/', budget: 161.5 },
  'event-finder': { path: '/en-ww/event-finder/', budget: 162.1 },
  universal: { path: '/en-ww/visit-us/indigo-cordon-bleu/', budget: 166.9 },
  'connected-bottle-landing': { path: '/en-ww/connected-bottle/', budget: 158.1 },
  carousel: { path: '/en-ww/carousel/', budget: 166.9 },
  noblige: { path: '/en-ww/noblesse/', budget: 158.1 },
  'noblige-shared-card': { path: '/en-ww/noblesse/shared-card/', budget: 158.1 },
  news: { path: '/en-ww/news/', budget: 159.1 },
  'not-found': { path: '/en-ww/no-such-page-here/', budget: 130.2 },
  'quizz-journeys': { path: '/en-ww/quizz-journeys/', budget: 158.1 },
}

/** One document of every content type (ContentTypeSegment; the spec checks completeness). */
export const CONTENT_PAGES = {
  'event-finder': { path: '/fr-fr/event-finder/tasting-xo-paris/', budget: 177.5 },
  collection: { path: '/en-ww/collection/xo/', budget: 160.9 },
  cocktails: { path: '/en-ww/cocktails/sidecar/', budget: 162.5 },
  'food-recipes': {
    path: '/en-ww/food-recipes/duck-breast-cognac-pepper-sauce/',
    budget: 162.2,
  },
  articles: { path: '/en-ww/articles/the-art-of-blending/', budget: 158.9 },
  videos: { path: '/en-ww/videos/harvest-2026/', budget: 159.6 },
  shows: { path: '/en-ww/shows/summer-jazz-2025/', budget: 158.9 },
  timeline: { path: '/en-ww/timeline/1847-founding/', budget: 158.1 },
  journeys: { path: '/en-ww/journeys/heritage/', budget: 158.9 },
  quizzjourneys: { path: '/en-ww/quizzjourneys/quizz-journeys/', budget: 158.1 },
  quizzcognacprofile: {
    path: '/en-ww/quizzcognacprofile/quizz-cognac-profile/',
    budget: 158.1,
  },
  quiz: { path: '/en-ww/quiz/cognac-knowledge/', budget: 158.1 },
  sessions: { path: '/en-ww/sessions/the-art-of-tasting/', budget: 158.9 },
  // 162.63 on 2026-11-27 (the focal point's object-position in the age gate and menu cards);
  // 162.71 once the episode player reads its texts through the shared useText() hook.
  // +0.2 (2026-11-27): the header's panel contents are fetched on demand (a 0.2 KiB hook in the
  // shared scripts) instead of 12 KB of every page's HTML; this page had no margin left.
  // +0.2 (session 23): 163.09 once the form captcha (shared, footer newsletter) waits for a
  // press's release before it appears, so the press on Send is not lost.
  episodes: { path: '/en-ww/episodes/the-art-of-tasting-1-nose/', budget: 163.2 },
  tag: { path: '/en-ww/tag/heritage/', budget: 158.1 },
}

/** Pages outside the site route that a visitor meets first. */
export const OTHER_PAGES = {
  'account sign-in': { path: '/en-ww/account/sign-in/', budget: 161.9 },
}

/** The home page's HTML goal in KiB (issue 16 goal 3); printed, not yet checked. */
export const HOME_HTML_GOAL_KIB = 60

function attr(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
}

/** The page's script and island chunk URLs, read from its HTML. */
export function scriptUrls(html) {
  const scripts = new Set()
  for (const [tag] of html.matchAll(/<script[^>]*>/g)) {
    const src = attr(tag, 'src')
    if (src && !/nomodule/i.test(tag)) scripts.add(src)
  }
  const islands = new Set()
  for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
    const rel = attr(tag, 'rel')
    const href = attr(tag, 'href')
    const asScript = rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script')
    if (href && asScript && !scripts.has(href)) islands.add(href.replaceAll('&amp;', '&'))
  }
  return { scripts: [...scripts], islands: [...islands] }
}

/**
 * Whether a chunk is the framework's rather than ours: the Turbopack runtime, React DOM (its
 * container marker) or the App Router's client (its router marker). Markers, not file names: the
 * names are content hashes.
 */
export function isFrameworkChunk(src, code) {
  return (
    /\/turbopack-[^/]*\.js$/.test(src) ||
    code.includes('__reactContainer$') ||
    code.includes('next-router')
  )
}

async function gzippedKib(urls, base) {
  let gz = 0
  let framework = 0
  const bodies = []
  for (const src of urls) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    const size = gzipSync(body, { level: 9 }).length
    const code = body.toString('utf8')
    gz += size
    if (isFrameworkChunk(src, code)) framework += size
    bodies.push(code)
  }
  return { kib: gz / 1024, frameworkKib: framework / 1024, code: bodies.join('\n') }
}

/**
 * How many interface texts the page's RSC payload gives its client components: the distinct
 * catalogue-shaped keys ("chrome.menu.open") of string tables in the flight data (issue 16
 * item 3: only the groups of the components the page renders, src/i18n/client-strings.ts).
 */
export function interfaceStringCount(html) {
  const keys = new Set()
  for (const [, key] of html.matchAll(/\\"([a-zA-Z][\w-]*(?:\.[\w-]+)+)\\":\\"/g)) keys.add(key)
  return keys.size
}

/** The first-load weight of the page at `url` (a server must be up). */
export async function pageWeight(url) {
  const html = await (await fetch(url)).text()
  const { scripts, islands } = scriptUrls(html)
  const shared = await gzippedKib(scripts, url)
  const own = await gzippedKib(islands, url)
  return {
    scriptsKib: shared.kib,
    /** Of the shared scripts: React DOM, the App Router's client and the Turbopack runtime. */
    frameworkKib: shared.frameworkKib,
    islandsKib: own.kib,
    totalKib: shared.kib + own.kib,
    htmlKib: Buffer.byteLength(html) / 1024,
    htmlGzKib: gzipSync(Buffer.from(html), { level: 9 }).length / 1024,
    htmlBytes: Buffer.byteLength(html),
    interfaceStrings: interfaceStringCount(html),
    code: `${shared.code}\n${own.code}`,
  }
}
