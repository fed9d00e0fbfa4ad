/**
 * The first-screen guard (issue 19): one page of every template and of every content type, at a
 * phone's and a laptop's width, in a Latin, a Cyrillic and a CJK locale, as a visitor who passed
 * the age gate. On each page:
 *  - the document is no wider than the viewport (no sideways scrolling);
 *  - the H1 is visible: the element at its centre is the H1 or inside it;
 *  - the H1's text contrasts with what is painted behind it (4.5:1, 3:1 for large text), measured
 *    on the pixels under the title with its text hidden, so images, gradients and overlays count;
 *  - no link, button or field in the first screen is covered by another element;
 *  - axe (WCAG 2.2 A/AA) reports no violation.
 * The page tables are typed against the template and content-type lists, so a new template or
 * content type does not compile here until it has a page in the guard.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import type { ContentTypeSegment } from '../../src/routing/content-types'
import {
  composite,
  contrastRatio,
  parseCssColor,
  type Rgb,
  requiredContrast,
} from '../../src/rules/contrast'
import type { TemplateName } from '../../src/templates/names'

/** Pages by template, as paths under the locale (the demo's slugs are the same in every locale). */
const TEMPLATE_PAGES: Record<Exclude<TemplateName, 'preview'>, string> = {
  home: '/',
  newsletter: '/newsletter/',
  'video-card-generator': '/video-card/create/',
  'video-card-landing': '/video-card/',
  'video-card-sharing': '/video-card/share/',
  'masterclass-hub': '/masterclass/',
  shows: '/shows/',
  contact: '/contact-us/',
  maison: '/la-maison/craftsmanship/',
  timeline: '/timeline/',
  booking: '/cordon-bleu-your-journey-book-visit/',
  'visit-us': '/visit-us/',
  'cocktails-list': '/cocktails/',
  'food-recipes-list': '/food-recipes/',
  'articles-list': '/articles/',
  'videos-list': '/videos/',
  qualification: '/qualification/',
  playlists: '/playlists/',
  collection: '/collection/',
  'nft-collection': '/nft-collection/',
  comparator: '/comparator/',
  'comparator-results': '/comparator/results/',
  tags: '/tags/',
  search: '/search/?q=cognac',
  legals: '/terms-and-conditions/',
  'store-locator': '/store-locator/',
  'event-finder': '/event-finder/',
  universal: '/visit-us/indigo-cordon-bleu/',
  'connected-bottle-landing': '/connected-bottle/',
  carousel: '/carousel/',
  noblige: '/noblesse/',
  'noblige-shared-card': '/noblesse/shared-card/',
  news: '/news/',
  'not-found': '/no-such-page-here/',
  'quizz-journeys': '/quizz-journeys/',
}

/** One document of every content type (SPEC §2.1). */
const CONTENT_PAGES: Record<ContentTypeSegment, string> = {
  'event-finder': '/event-finder/tasting-xo-paris/',
  collection: '/collection/xo/',
  cocktails: '/cocktails/sidecar/',
  'food-recipes': '/food-recipes/duck-breast-cognac-pepper-sauce/',
  articles: '/articles/the-art-of-blending/',
  videos: '/videos/harvest-2026/',
  shows: '/shows/summer-jazz-2025/',
  timeline: '/timeline/1847-founding/',
  journeys: '/journeys/heritage/',
  quizzjourneys: '/quizzjourneys/quizz-journeys/',
  quizzcognacprofile: '/quizzcognacprofile/quizz-cognac-profile/',
  quiz: '/quiz/cognac-knowledge/',
  sessions: '/sessions/the-art-of-tasting/',
  episodes: '/episodes/the-art-of-tasting-1-nose/',
  tag: '/tag/heritage/',
}

/** A Latin, a Cyrillic and a CJK locale (issue 19). */
const LOCALES = ['fr-fr', 'ru-ru', 'zh-tw'] as const
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const

/** Pages per test: small enough to fit a test's time, large enough to share a context's warm-up. */
const CHUNK = 9
/** The member pages a visitor meets first (SPEC §2.3), rendered by the account shell. */
const ACCOUNT_PAGES = ['/account/sign-in/', '/account/sign-up/']
/** Pages below a content item: a quiz's shared result (issue 15). */
const SHARED_PAGES = ['/quiz/cognac-knowledge/result/enthusiast/']
const PATHS = [
  ...Object.values(TEMPLATE_PAGES),
  ...Object.values(CONTENT_PAGES),
  ...ACCOUNT_PAGES,
  ...SHARED_PAGES,
]
const CHUNKS = Array.from({ length: Math.ceil(PATHS.length / CHUNK) }, (_, i) =>
  PATHS.slice(i * CHUNK, (i + 1) * CHUNK),
)

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Settles what moves on its own: web fonts and finite CSS animations (fade-ins of heroes). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ])
  })
}

interface TitleFacts {
  problem: string | null
  box: { x: number; y: number; width: number; height: number } | null
  color: string
  fontSize: number
  fontWeight: number
  /**
   * The background colours under the title's centre, topmost first, down to the first opaque
   * one; null when an image, a gradient or an effect is painted there (then pixels are measured).
   */
  layers: string[] | null
}

/** The page's visible H1: is it there, is its centre really the H1 (not something over it)? */
async function titleFacts(page: Page): Promise<TitleFacts> {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll('h1')].filter((h) => {
      const r = h.getBoundingClientRect()
      return (
        r.width > 1 &&
        r.height > 1 &&
        h.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
    })
    const h1 = visible[0]
    const facts = { box: null, color: '', fontSize: 0, fontWeight: 400, layers: null }
    if (!h1) return { ...facts, problem: 'no visible H1' }
    if (visible.length > 1) return { ...facts, problem: `${visible.length} visible H1s` }
    const top = h1.getBoundingClientRect().top + window.scrollY
    // A title below the first screen is brought to the middle, as a visitor scrolls to it.
    if (top > window.innerHeight - 40) window.scrollTo({ top: top - window.innerHeight / 2 })
    const r = h1.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    const s = getComputedStyle(h1)
    const stack = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    let layers: string[] | null = []
    for (const e of stack.slice(Math.max(0, stack.indexOf(h1)))) {
      const es = getComputedStyle(e)
      const painted = ['IMG', 'VIDEO', 'CANVAS', 'PICTURE', 'IFRAME', 'svg'].includes(e.tagName)
      const effect =
        es.backgroundImage !== 'none' ||
        es.filter !== 'none' ||
        es.backdropFilter !== 'none' ||
        es.mixBlendMode !== 'normal' ||
        Number(es.opacity) < 1
      if (painted || effect) {
        layers = null
        break
      }
      layers.push(es.backgroundColor)
      if (/^rgb\(/.test(es.backgroundColor)) break
    }
    const text = h1.textContent?.trim().slice(0, 60) ?? ''
    return {
      problem:
        hit && (hit === h1 || h1.contains(hit))
          ? null
          : `H1 "${text}" is covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}">`,
      box: { x: r.left, y: r.top, width: r.width, height: r.height },
      color: s.color,
      fontSize: Number.parseFloat(s.fontSize),
      fontWeight: Number(s.fontWeight) || 400,
      layers,
    }
  })
}

/**
 * The contrast of the H1's text colour against the pixels behind it: the title's box is captured
 * with its text made transparent, and the 5th-percentile pixel (the weakest area, ignoring a few
 * stray pixels of a photo) must reach the ratio SC 1.4.3 asks.
 */
async function titleContrast(page: Page, facts: TitleFacts): Promise<string | null> {
  const text = parseCssColor(facts.color)
  if (!text || !facts.box) return `cannot read the H1's colour (${facts.color})`
  const needed = requiredContrast(facts.fontSize, facts.fontWeight)
  if (facts.layers) {
    // Flat colours: composite them bottom-up over the canvas's white.
    let behind: Rgb = { r: 255, g: 255, b: 255 }
    for (const layer of [...facts.layers].reverse()) {
      const colour = parseCssColor(layer)
      if (!colour) return `cannot read a background colour under the H1 (${layer})`
      behind = composite(colour, behind)
    }
    const ratio = contrastRatio(composite(text, behind), behind)
    return ratio >= needed ? null : `H1 contrast ${ratio.toFixed(2)}:1, needs ${needed}:1`
  }
  const hide = await page.addStyleTag({
    content:
      'h1, h1 * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important }',
  })
  const png = await page.screenshot({ clip: facts.box, animations: 'disabled' })
  await hide.evaluate((node) => (node as Element).remove())
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const ratios: number[] = []
  for (let i = 0; i < data.length; i += info.channels * 3) {
    const behind: Rgb = { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 }
    // A translucent text colour is what it paints over each pixel.
    ratios.push(contrastRatio(composite(text, behind), behind))
  }
  ratios.sort((a, b) => a - b)
  const weakest = ratios[Math.floor(ratios.length * 0.05)] ?? 0
  return weakest >= needed
    ? null
    : `H1 contrast ${weakest.toFixed(2)}:1 against its background, needs ${needed}:1`
}

/**
 * Links, buttons and fields on the screen that another element covers. The screen's content area
 * is what the fixed chrome leaves free (the sticky header above, the legal disclaimer below): a
 * control under the disclaimer is below the fold and scrolls into view, so it is checked where the
 * visitor will see it. Run at the top (the first screen) and at the end of the page, where nothing
 * may stay hidden under the disclaimer for good.
 */
async function coveredControls(page: Page, where: 'top' | 'end'): Promise<string[]> {
  return page.evaluate((where) => {
    if (where === 'end')
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    let top = 0
    let bottom = window.innerHeight
    for (const el of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(el).position
      if (position !== 'fixed' && position !== 'sticky') continue
      const r = el.getBoundingClientRect()
      if (r.width < window.innerWidth / 2 || r.height < 1 || r.height > window.innerHeight / 3)
        continue
      if (r.top <= 0 && r.bottom > top) top = r.bottom
      else if (r.bottom >= window.innerHeight - 1 && r.top < bottom) bottom = r.top
    }
    const clipped = (el: Element, x: number, y: number) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a)
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
        const r = a.getBoundingClientRect()
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true
      }
      return false
    }
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])'
    const found: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect()
      const s = getComputedStyle(el)
      if (r.width < 2 || r.height < 2 || s.pointerEvents === 'none') continue
      // Hidden by an ancestor (a closed dropdown at opacity 0, visibility hidden, display none).
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      if (el.closest('[aria-hidden="true"], [inert]')) continue
      const x = r.left + r.width / 2
      const y = r.top + r.height / 2
      // Only controls whose centre is in the content area (carousel slides parked off to the
      // side, or the chrome's own controls, are not checked against the chrome).
      if (x < 0 || x > window.innerWidth || y < top || y > bottom) continue
      if (clipped(el, x, y)) continue
      const hit = document.elementFromPoint(x, y)
      if (!hit || hit === el || el.contains(hit)) continue
      if (hit instanceof HTMLLabelElement && hit.control === el) continue
      // The captcha widget draws its spinner over its own checkbox while it works: its inside is
      // the library's, and what matters is that nothing of ours covers the widget.
      const widget = el.closest('altcha-widget')
      if (widget?.contains(hit)) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      found.push(
        `${where === 'top' ? 'first screen' : 'page end'}: <${el.tagName.toLowerCase()}> "${name}" is covered by <${hit.tagName.toLowerCase()} class="${hit.className}">`,
      )
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return found
  }, where)
}

async function axeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    })
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    )
  }, AXE_TAGS)
  return violations
}

async function checkPage(page: Page, url: string, width: number): Promise<string[]> {
  const response = await page.goto(url, { waitUntil: 'load' })
  const problems: string[] = []
  const status = response?.status() ?? 0
  const notFound = url.includes('/no-such-page-here/')
  if (notFound ? status !== 404 : status >= 400) problems.push(`answered ${status}`)
  // Next 16 sends an on-demand 404 of a dynamic route as an empty shell and renders the
  // not-found template in the browser (vercel/next.js#95613): its H1 comes after hydration.
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined)
  await settle(page)

  const docWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  if (docWidth > width) problems.push(`document is ${docWidth} px wide at ${width} px`)

  problems.push(...(await coveredControls(page, 'top')))
  problems.push(...(await coveredControls(page, 'end')))
  const facts = await titleFacts(page)
  if (facts.problem) problems.push(facts.problem)
  else {
    const contrast = await titleContrast(page, facts)
    if (contrast) problems.push(contrast)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  problems.push(...(await axeViolations(page)).map((v) => `axe ${v}`))
  return problems.map((p) => `${url}: ${p}`)
}

test.describe.configure({ mode: 'parallel' })
// Visitors who prefer less motion see the settled page at once; the layout is the same.
test.use({ reducedMotion: 'reduce' })

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    CHUNKS.forEach((paths, index) => {
      test(`first screen: ${locale} at ${viewport.width} px, pages ${index + 1}/${CHUNKS.length}`, async ({
        page,
      }) => {
        test.setTimeout(150_000)
        await page.setViewportSize(viewport)
        const problems: string[] = []
        for (const path of paths)
          problems.push(...(await checkPage(page, `/${locale}${path}`, viewport.width)))
        expect(problems, problems.join('\n')).toEqual([])
      })
    })
  }
}
