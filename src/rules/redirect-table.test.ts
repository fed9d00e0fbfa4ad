import { describe, expect, it } from 'vitest'
import { counterpartPath, REDIRECT_TABLE } from './redirect-table'

describe('REDIRECT_TABLE (SPEC §2.10: "A table maps pages between worldwide English and US English")', () => {
  it.each([
    ['en-ww', 'enWw'],
    ['en-us', 'enUs'],
  ] as const)('no path appears twice on the %s side', (_, side) => {
    const paths = REDIRECT_TABLE.map((p) => p[side])
    expect(new Set(paths).size).toBe(paths.length)
  })

  it.each([
    ['en-ww', 'enWw', '/en-ww/'],
    ['en-us', 'enUs', '/en-us/'],
  ] as const)('every %s path starts with its prefix and ends with a slash', (_, side, prefix) => {
    for (const p of REDIRECT_TABLE) {
      expect(p[side].startsWith(prefix)).toBe(true)
      expect(p[side].endsWith('/')).toBe(true)
    }
  })
})

describe('counterpartPath (SPEC §2.10)', () => {
  it.each([
    [
      '"The worldwide XO page /en-ww/collection/xo/ maps to the US root"',
      '/en-ww/collection/xo/',
      '/en-us/',
    ],
    [
      '"The house: /en-ww/la-maison/ and /en-us/the-house/"',
      '/en-ww/la-maison/',
      '/en-us/the-house/',
    ],
    ['"with sub-pages history"', '/en-ww/la-maison/history/', '/en-us/the-house/history/'],
    ['"and craftsmanship"', '/en-ww/la-maison/craftsmanship/', '/en-us/the-house/craftsmanship/'],
    ['"julep (US slug swift-julep)"', '/en-ww/cocktails/julep/', '/en-us/cocktails/swift-julep/'],
    ['cocktail sidecar', '/en-ww/cocktails/sidecar/', '/en-us/cocktails/sidecar/'],
    [
      'cocktail crisp-green-tea',
      '/en-ww/cocktails/crisp-green-tea/',
      '/en-us/cocktails/crisp-green-tea/',
    ],
    ['cocktail float', '/en-ww/cocktails/float/', '/en-us/cocktails/float/'],
    ['cocktail ginger-spice', '/en-ww/cocktails/ginger-spice/', '/en-us/cocktails/ginger-spice/'],
    [
      'cocktail robust-coffee',
      '/en-ww/cocktails/robust-coffee/',
      '/en-us/cocktails/robust-coffee/',
    ],
    [
      'cocktail swift-old-fashioned',
      '/en-ww/cocktails/swift-old-fashioned/',
      '/en-us/cocktails/swift-old-fashioned/',
    ],
    [
      'cocktail chevalier-noir',
      '/en-ww/cocktails/chevalier-noir/',
      '/en-us/cocktails/chevalier-noir/',
    ],
    [
      'product cordon-bleu-extra',
      '/en-ww/collection/cordon-bleu-extra/',
      '/en-us/collection/cordon-bleu-extra/',
    ],
    ['product cordon-bleu', '/en-ww/collection/cordon-bleu/', '/en-us/collection/cordon-bleu/'],
    [
      'product lor-de-jean-{product}',
      '/en-ww/collection/lor-de-jean-gold/',
      '/en-us/collection/lor-de-jean-gold/',
    ],
    ['product v-s-o-p', '/en-ww/collection/v-s-o-p/', '/en-us/collection/v-s-o-p/'],
    ['product blue-swift', '/en-ww/collection/blue-swift/', '/en-us/collection/blue-swift/'],
    [
      '"The US slugs of the limited editions ... carry a -2 suffix" (blue-swift)',
      '/en-ww/collection/blue-swift-limited-edition-by-aurore/',
      '/en-us/collection/blue-swift-limited-edition-by-aurore-2/',
    ],
    [
      '"and of vs-single-distillery carry a -2 suffix"',
      '/en-ww/collection/vs-single-distillery/',
      '/en-us/collection/vs-single-distillery-2/',
    ],
    [
      '"The US slugs of the limited editions ... carry a -2 suffix" (vs-single-distillery)',
      '/en-ww/collection/vs-single-distillery-limited-edition-by-celeste/',
      '/en-us/collection/vs-single-distillery-limited-edition-by-celeste-2/',
    ],
    ['articles', '/en-ww/articles/', '/en-us/articles/'],
    ['store-locator', '/en-ww/store-locator/', '/en-us/store-locator/'],
    ['visit-us', '/en-ww/visit-us/', '/en-us/visit-us/'],
    [
      'visit-us/indigo-{product}',
      '/en-ww/visit-us/indigo-cordon-bleu/',
      '/en-us/visit-us/indigo-cordon-bleu/',
    ],
    [
      '{product}-your-journey-book-visit',
      '/en-ww/cordon-bleu-your-journey-book-visit/',
      '/en-us/cordon-bleu-your-journey-book-visit/',
    ],
    ['contact-us', '/en-ww/contact-us/', '/en-us/contact-us/'],
    ['comparator', '/en-ww/comparator/', '/en-us/comparator/'],
    [
      'nutritional-information',
      '/en-ww/nutritional-information/',
      '/en-us/nutritional-information/',
    ],
    ['terms-and-conditions', '/en-ww/terms-and-conditions/', '/en-us/terms-and-conditions/'],
    ['privacy-policy', '/en-ww/privacy-policy/', '/en-us/privacy-policy/'],
    ['cookie-policy', '/en-ww/cookie-policy/', '/en-us/cookie-policy/'],
    ['journey heritage', '/en-ww/journeys/heritage/', '/en-us/journeys/heritage/'],
    [
      'journey part-des-anges',
      '/en-ww/journeys/part-des-anges/',
      '/en-us/journeys/part-des-anges/',
    ],
    ['journey savoir-faire', '/en-ww/journeys/savoir-faire/', '/en-us/journeys/savoir-faire/'],
    [
      'quiz quizzcognacprofile/quizz-cognac-profile',
      '/en-ww/quizzcognacprofile/quizz-cognac-profile/',
      '/en-us/quizzcognacprofile/quizz-cognac-profile/',
    ],
    [
      'quiz quizzjourneys/quizz-journeys',
      '/en-ww/quizzjourneys/quizz-journeys/',
      '/en-us/quizzjourneys/quizz-journeys/',
    ],
  ])('%s: %s ↔ %s', (_, enWw, enUs) => {
    expect(counterpartPath(enWw, 'en-ww')).toBe(enUs)
    expect(counterpartPath(enUs, 'en-us')).toBe(enWw)
  })

  it('maps every row both ways', () => {
    for (const { enWw, enUs } of REDIRECT_TABLE) {
      expect(counterpartPath(enWw, 'en-ww')).toBe(enUs)
      expect(counterpartPath(enUs, 'en-us')).toBe(enWw)
    }
  })

  it.each([
    ['a missing trailing slash', '/en-ww/la-maison', 'en-ww', '/en-us/the-house/'],
    [
      'a query and hash',
      '/en-us/the-house/history/?a=1#top',
      'en-us',
      '/en-ww/la-maison/history/?a=1#top',
    ],
    ['the US root', '/en-us', 'en-us', '/en-ww/collection/xo/'],
  ] as const)('tolerates %s', (_, path, from, expected) => {
    expect(counterpartPath(path, from)).toBe(expected)
  })

  it.each([
    ['a page not in the table', '/en-ww/shows/', 'en-ww'],
    ['the worldwide home', '/en-ww/', 'en-ww'],
    ['an en-us path read from the en-ww side', '/en-us/the-house/', 'en-ww'],
    ['an en-ww path read from the en-us side', '/en-ww/la-maison/', 'en-us'],
    ['another locale', '/fr-fr/la-maison/', 'en-ww'],
  ] as const)('returns null for %s', (_, path, from) => {
    expect(counterpartPath(path, from)).toBeNull()
  })
})
