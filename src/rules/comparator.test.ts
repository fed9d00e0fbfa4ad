import { describe, expect, it } from 'vitest'
import {
  COMPARE_MAX,
  COMPARE_MIN,
  type ComparableProduct,
  compareProducts,
  normalizeText,
  parseSelection,
  readSelectionParam,
  selectionQuery,
} from './comparator'

describe('readSelectionParam (the `p` query, SPEC §2.2 "?p=xo,v-s-o-p,cordon-bleu")', () => {
  it.each<[string | string[] | null | undefined, string[]]>([
    ['xo,v-s-o-p,cordon-bleu', ['xo', 'v-s-o-p', 'cordon-bleu']],
    [' XO , V-S-O-P ', ['xo', 'v-s-o-p']],
    ['xo,,xo,XO', ['xo']],
    [',', []],
    ['', []],
    [null, []],
    [undefined, []],
    // The selection form without JavaScript repeats the parameter.
    [
      ['xo', 'v-s-o-p', 'cordon-bleu'],
      ['xo', 'v-s-o-p', 'cordon-bleu'],
    ],
    [
      ['xo,v-s-o-p', 'cordon-bleu', 'xo'],
      ['xo', 'v-s-o-p', 'cordon-bleu'],
    ],
  ])('%j → %j', (raw, slugs) => {
    expect(readSelectionParam(raw)).toEqual(slugs)
  })

  it('reads at most 20 slugs of at most 100 characters, however long the link', () => {
    expect(
      readSelectionParam(Array.from({ length: 50 }, (_, i) => `s${i}`).join(',')),
    ).toHaveLength(20)
    expect(readSelectionParam(['a'.repeat(101), 'xo'])).toEqual(['xo'])
  })
})

describe(`parseSelection: ${COMPARE_MIN} to ${COMPARE_MAX} cognacs`, () => {
  const catalog = {
    available: new Set(['xo', 'v-s-o-p', 'cordon-bleu', 'blue-swift']),
    unavailable: new Set(['lor-de-jean-gold']),
  }

  it.each<[string | string[], string[], boolean, { u?: string[]; n?: string[]; o?: string[] }]>([
    ['xo,v-s-o-p,cordon-bleu', ['xo', 'v-s-o-p', 'cordon-bleu'], true, {}],
    ['xo,v-s-o-p', ['xo', 'v-s-o-p'], true, {}],
    ['xo', ['xo'], false, {}],
    ['', [], false, {}],
    ['xo,xo', ['xo'], false, {}],
    // A fourth cognac is left out, with a word about it.
    [
      'xo,v-s-o-p,cordon-bleu,blue-swift',
      ['xo', 'v-s-o-p', 'cordon-bleu'],
      true,
      { o: ['blue-swift'] },
    ],
    // An unknown slug is dropped before the limit, so it never pushes a real cognac out.
    ['nope,xo,v-s-o-p,cordon-bleu', ['xo', 'v-s-o-p', 'cordon-bleu'], true, { u: ['nope'] }],
    ['xo,nope', ['xo'], false, { u: ['nope'] }],
    ['xo,lor-de-jean-gold,v-s-o-p', ['xo', 'v-s-o-p'], true, { n: ['lor-de-jean-gold'] }],
    [['XO', 'Cordon-Bleu'], ['xo', 'cordon-bleu'], true, {}],
  ])('%j → %j (valid: %s)', (raw, slugs, valid, dropped) => {
    expect(parseSelection(raw, catalog)).toEqual({
      slugs,
      valid,
      dropped: {
        unknown: dropped.u ?? [],
        unavailable: dropped.n ?? [],
        overLimit: dropped.o ?? [],
      },
    })
  })

  it('without a list of unavailable cognacs, every slug it cannot compare is unknown', () => {
    const s = parseSelection('xo,lor-de-jean-gold', { available: catalog.available })
    expect(s.dropped.unknown).toEqual(['lor-de-jean-gold'])
  })
})

describe('selectionQuery', () => {
  it('writes the comma list the comparator shares', () => {
    expect(selectionQuery(['xo', 'v-s-o-p', 'cordon-bleu'])).toBe('p=xo,v-s-o-p,cordon-bleu')
  })

  it('round-trips through readSelectionParam', () => {
    const slugs = ['xo', 'v-s-o-p']
    const query = new URLSearchParams(selectionQuery(slugs))
    expect(readSelectionParam(query.getAll('p'))).toEqual(slugs)
  })
})

describe('normalizeText', () => {
  it.each([
    ['Grande Champagne', 'grande champagne'],
    ['  Grande   Champagne\n', 'grande champagne'],
    // Composed and decomposed accents are the same text.
    ['Eau-de-vie de Cre\u0301mieux', 'eau-de-vie de crémieux'],
    ['ＸＯ', 'xo'],
  ])('%j → %j', (raw, normal) => {
    expect(normalizeText(raw)).toBe(normal)
  })
})

const XO: ComparableProduct = {
  slug: 'xo',
  title: 'XO',
  age_statement_years: 10,
  cru: 'Grande Champagne',
  cask_type: 'French oak',
  abv: 40,
  volume_ml: 700,
  colour: 'Deep amber',
  nose: 'Dried fruit',
  palate: 'Rich',
  finish: 'Long',
  flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
}
const VSOP: ComparableProduct = {
  ...XO,
  slug: 'v-s-o-p',
  title: 'V.S.O.P',
  age_statement_years: 4,
  cru: 'grande  champagne ',
  flavour_profile: { fruity: 7, floral: 6, spicy: 4, woody: 4, sweet: 6 },
}

describe('compareProducts: rows lined up, differing rows marked', () => {
  const rows = compareProducts([XO, VSOP])
  const row = (key: string) => rows.find((r) => r.key === key)

  it('lines up age, cru, casks, strength, bottle size, tasting notes and the five flavour axes', () => {
    expect(rows.map((r) => r.key)).toEqual([
      'age',
      'cru',
      'cask',
      'abv',
      'volume',
      'colour',
      'nose',
      'palate',
      'finish',
      'fruity',
      'floral',
      'spicy',
      'woody',
      'sweet',
    ])
    expect(rows.map((r) => r.group)).toEqual([
      ...Array(5).fill('facts'),
      ...Array(4).fill('tasting'),
      ...Array(5).fill('profile'),
    ])
  })

  it.each([
    ['age', [10, 4], true],
    // Text is compared normalized but shown as written.
    ['cru', ['Grande Champagne', 'grande  champagne'], false],
    ['abv', [40, 40], false],
    ['volume', [700, 700], false],
    ['fruity', [7, 7], false],
    ['floral', [5, 6], true],
    ['spicy', [7, 4], true],
  ])('%s: %j differs: %s', (key, values, differs) => {
    expect(row(key)).toMatchObject({ values, differs })
  })

  it('compares numbers by value', () => {
    const a = { ...XO, abv: 40 }
    const b = { ...XO, abv: 40.0, slug: 'b' }
    const c = { ...XO, abv: '40' as unknown as number, slug: 'c' }
    expect(compareProducts([a, b, c]).find((r) => r.key === 'abv')?.differs).toBe(false)
    expect(compareProducts([a, { ...b, abv: 40.5 }]).find((r) => r.key === 'abv')?.differs).toBe(
      true,
    )
  })

  it('one differing product of three marks the row', () => {
    const r = compareProducts([XO, { ...XO, slug: 'b' }, { ...XO, slug: 'c', volume_ml: 1000 }])
    expect(r.find((x) => x.key === 'volume')).toMatchObject({
      values: [700, 700, 1000],
      differs: true,
    })
    expect(r.filter((x) => x.differs).map((x) => x.key)).toEqual(['volume'])
  })

  it('a value missing on one side differs; a row no product fills is left out', () => {
    const r = compareProducts([
      { ...XO, cask_type: null, age_statement_years: null },
      { ...VSOP, cask_type: null, age_statement_years: 4 },
    ])
    expect(r.find((x) => x.key === 'cask')).toBeUndefined()
    expect(r.find((x) => x.key === 'age')).toMatchObject({ values: [null, 4], differs: true })
  })

  it('blank text counts as no value', () => {
    const r = compareProducts([
      { ...XO, colour: '  ' },
      { ...VSOP, colour: null },
    ])
    expect(r.find((x) => x.key === 'colour')).toBeUndefined()
  })
})
