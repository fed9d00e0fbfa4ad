/**
 * The en-ww ↔ en-us page table (SPEC §2.10). Data plus one lookup; no React, no I/O.
 *
 * The spec writes some slugs with placeholders ({product}, {name}). The concrete slugs below for
 * those rows (gold, aurore, celeste, cordon-bleu) are demo names of this fictional house.
 */

import { withTrailingSlash } from './links'

export interface RedirectPair {
  enWw: string
  enUs: string
}

export type RedirectSide = 'en-ww' | 'en-us'

export const REDIRECT_TABLE: readonly RedirectPair[] = [
  // "The US home serves the XO collection page."
  { enWw: '/en-ww/collection/xo/', enUs: '/en-us/' },

  { enWw: '/en-ww/la-maison/', enUs: '/en-us/the-house/' },
  { enWw: '/en-ww/la-maison/history/', enUs: '/en-us/the-house/history/' },
  { enWw: '/en-ww/la-maison/craftsmanship/', enUs: '/en-us/the-house/craftsmanship/' },

  { enWw: '/en-ww/cocktails/sidecar/', enUs: '/en-us/cocktails/sidecar/' },
  { enWw: '/en-ww/cocktails/crisp-green-tea/', enUs: '/en-us/cocktails/crisp-green-tea/' },
  { enWw: '/en-ww/cocktails/julep/', enUs: '/en-us/cocktails/swift-julep/' },
  { enWw: '/en-ww/cocktails/float/', enUs: '/en-us/cocktails/float/' },
  { enWw: '/en-ww/cocktails/ginger-spice/', enUs: '/en-us/cocktails/ginger-spice/' },
  { enWw: '/en-ww/cocktails/robust-coffee/', enUs: '/en-us/cocktails/robust-coffee/' },
  { enWw: '/en-ww/cocktails/swift-old-fashioned/', enUs: '/en-us/cocktails/swift-old-fashioned/' },
  { enWw: '/en-ww/cocktails/chevalier-noir/', enUs: '/en-us/cocktails/chevalier-noir/' },

  { enWw: '/en-ww/collection/cordon-bleu-extra/', enUs: '/en-us/collection/cordon-bleu-extra/' },
  { enWw: '/en-ww/collection/cordon-bleu/', enUs: '/en-us/collection/cordon-bleu/' },
  { enWw: '/en-ww/collection/lor-de-jean-gold/', enUs: '/en-us/collection/lor-de-jean-gold/' },
  { enWw: '/en-ww/collection/v-s-o-p/', enUs: '/en-us/collection/v-s-o-p/' },
  { enWw: '/en-ww/collection/blue-swift/', enUs: '/en-us/collection/blue-swift/' },
  // "The US slugs of the limited editions and of vs-single-distillery carry a -2 suffix."
  {
    enWw: '/en-ww/collection/blue-swift-limited-edition-by-aurore/',
    enUs: '/en-us/collection/blue-swift-limited-edition-by-aurore-2/',
  },
  {
    enWw: '/en-ww/collection/vs-single-distillery/',
    enUs: '/en-us/collection/vs-single-distillery-2/',
  },
  {
    enWw: '/en-ww/collection/vs-single-distillery-limited-edition-by-celeste/',
    enUs: '/en-us/collection/vs-single-distillery-limited-edition-by-celeste-2/',
  },

  { enWw: '/en-ww/articles/', enUs: '/en-us/articles/' },
  { enWw: '/en-ww/store-locator/', enUs: '/en-us/store-locator/' },
  { enWw: '/en-ww/visit-us/', enUs: '/en-us/visit-us/' },
  { enWw: '/en-ww/visit-us/indigo-cordon-bleu/', enUs: '/en-us/visit-us/indigo-cordon-bleu/' },
  {
    enWw: '/en-ww/cordon-bleu-your-journey-book-visit/',
    enUs: '/en-us/cordon-bleu-your-journey-book-visit/',
  },
  { enWw: '/en-ww/contact-us/', enUs: '/en-us/contact-us/' },
  { enWw: '/en-ww/comparator/', enUs: '/en-us/comparator/' },
  { enWw: '/en-ww/nutritional-information/', enUs: '/en-us/nutritional-information/' },
  { enWw: '/en-ww/terms-and-conditions/', enUs: '/en-us/terms-and-conditions/' },
  { enWw: '/en-ww/privacy-policy/', enUs: '/en-us/privacy-policy/' },
  { enWw: '/en-ww/cookie-policy/', enUs: '/en-us/cookie-policy/' },

  { enWw: '/en-ww/journeys/heritage/', enUs: '/en-us/journeys/heritage/' },
  { enWw: '/en-ww/journeys/part-des-anges/', enUs: '/en-us/journeys/part-des-anges/' },
  { enWw: '/en-ww/journeys/savoir-faire/', enUs: '/en-us/journeys/savoir-faire/' },

  {
    enWw: '/en-ww/quizzcognacprofile/quizz-cognac-profile/',
    enUs: '/en-us/quizzcognacprofile/quizz-cognac-profile/',
  },
  { enWw: '/en-ww/quizzjourneys/quizz-journeys/', enUs: '/en-us/quizzjourneys/quizz-journeys/' },
]

const fromEnWw = new Map(REDIRECT_TABLE.map((p) => [p.enWw, p.enUs]))
const fromEnUs = new Map(REDIRECT_TABLE.map((p) => [p.enUs, p.enWw]))

/**
 * The page's path on the other side of the table, or null when the table has no row for it.
 * A missing trailing slash is tolerated; query and hash are carried over.
 */
export function counterpartPath(path: string, from: RedirectSide): string | null {
  const cut = path.search(/[?#]/)
  const pathname = withTrailingSlash(cut === -1 ? path : path.slice(0, cut))
  const rest = cut === -1 ? '' : path.slice(cut)
  const found = (from === 'en-ww' ? fromEnWw : fromEnUs).get(pathname)
  return found === undefined ? null : found + rest
}
