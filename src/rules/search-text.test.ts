import { describe, expect, it } from 'vitest'
import {
  allowedEdits,
  foldText,
  highlightRanges,
  matchesAsPrefix,
  proseOf,
  searchTerms,
} from './search-text'

describe('foldText', () => {
  it.each([
    ['Café', 'cafe'],
    ['CRÈME BRÛLÉE', 'creme brulee'],
    ['Łódź', 'łodz'],
    ['Сайдкар', 'сайдкар'],
    ['Ｃｏｇｎａｃ', 'cognac'],
    ['Vieux Carré', 'vieux carre'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})

describe('searchTerms', () => {
  it.each([
    ['Café de Paris', ['cafe', 'de', 'paris']],
    ['L’art de l’assemblage', ['l', 'art', 'de', 'l', 'assemblage']],
    ['twenty-two years', ['twenty', 'two', 'years']],
    ['САЙДКАР', ['сайдкар']],
    ['側車', ['側車']],
    ['經典側車', ['經典', '典側', '側車']],
    ['干邑 XO', ['干邑', 'xo']],
    ['XO干邑', ['xo', '干邑']],
    ['酒', ['酒']],
    ['코냑 칵테일', ['코냑', '칵테', '테일']],
    ['  ', []],
  ])('%s → %j', (text, terms) => {
    expect(searchTerms(text)).toEqual(terms)
  })
})

describe('allowedEdits (issue 12: cognak, sidecr)', () => {
  it.each([
    ['xo', 0],
    ['rum', 0],
    ['cafe', 0],
    ['cognak', 1],
    ['sidecr', 1],
    ['assemblag', 2],
    ['側車', 0],
  ])('%s → %i', (term, edits) => {
    expect(allowedEdits(term)).toBe(edits)
  })
})

describe('matchesAsPrefix', () => {
  it('only the last word, from 3 characters, never a CJK pair', () => {
    expect(matchesAsPrefix('cogn', 0, ['cogn'])).toBe(true)
    expect(matchesAsPrefix('cogn', 0, ['cogn', 'xo'])).toBe(false)
    expect(matchesAsPrefix('co', 0, ['co'])).toBe(false)
    expect(matchesAsPrefix('側車', 0, ['側車'])).toBe(false)
  })
})

describe('proseOf (the body text the index reads)', () => {
  const richText = {
    root: {
      type: 'root',
      format: '',
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Aged in ', format: 0, mode: 'normal', style: '' },
            {
              type: 'link',
              fields: { url: 'https://example.com/', newTab: true },
              children: [{ type: 'text', text: 'Limousin oak' }],
            },
          ],
        },
      ],
    },
  }
  it.each([
    ['rich text: text nodes only, in order', richText, 'Aged in  Limousin oak'],
    [
      'arrays and groups of plain fields',
      { ingredients: [{ name: 'Cognac', quantity: '4', unit: 'cl', id: 'a1b2' }] },
      'Cognac 4 cl',
    ],
    [
      'links, paths and dates are left out',
      { a: 'https://x.y/', b: '/en-ww/', c: '2026-01-01T00:00:00Z' },
      '',
    ],
    ['nothing', null, ''],
  ])('%s', (_, value, text) => {
    expect(proseOf(value)).toBe(text)
  })
})

describe('highlightRanges (what the results list marks)', () => {
  const marked = (text: string, terms: string[]) =>
    highlightRanges(text, terms).map(([a, b]) => text.slice(a, b))
  it.each([
    ['Café Corsé', ['cafe'], ['Café']],
    ['Café Corsé', ['cafe', 'corse'], ['Café', 'Corsé']],
    ['The Sidecar, inside out', ['side'], ['Side']],
    ['SIDECAR', ['sidecar'], ['SIDECAR']],
    ['經典側車', ['側車'], ['側車']],
    ['經典側車', ['經典', '典側', '側車'], ['經典側車']],
    ['Сайдкар у бара', ['сайдкар'], ['Сайдкар']],
    ['Cafe\u0301 noir', ['cafe'], ['Cafe\u0301']],
    ['Ｃｏｇｎａｃ XO', ['cognac', 'xo'], ['Ｃｏｇｎａｃ', 'XO']],
    ['nothing here', ['cognac'], []],
  ])('%s with %j → %j', (text, terms, parts) => {
    expect(marked(text, terms)).toEqual(parts)
  })
})
