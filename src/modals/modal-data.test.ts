import { describe, expect, it } from 'vitest'
import {
  cocktailModalData,
  ctbModalData,
  embedPlayerData,
  imageSliderData,
  masterclassCompleteData,
  nativePlayerData,
  searchData,
  webformData,
} from './modal-data'

const img = (n: number) => ({ url: `/api/media/file/photo-${n}.jpg` })

describe('image_slider data (SPEC §3: items (url), index)', () => {
  it('keeps items and index', () => {
    expect(imageSliderData.parse({ items: [img(1), img(2)], index: 1 })).toEqual({
      items: [img(1), img(2)],
      index: 1,
    })
  })

  it('starts at 0 without an index', () => {
    expect(imageSliderData.parse({ items: [img(1)] }).index).toBe(0)
  })

  it.each([
    ['no items', { items: [], index: 0 }],
    ['items missing', { index: 0 }],
    ['an item without a url', { items: [{ alt: 'x' }] }],
    ['an empty url', { items: [{ url: '  ' }] }],
    ['a fractional index', { items: [img(1)], index: 0.5 }],
    ['a text index', { items: [img(1)], index: '1' }],
    ['not an object', 'photos'],
  ])('refuses %s', (_name, data) => {
    expect(imageSliderData.safeParse(data).success).toBe(false)
  })
})

describe('embed_player and native_player data', () => {
  it.each([
    [embedPlayerData, { url: 'https://youtu.be/dQw4w9WgXcQ' }, true],
    [embedPlayerData, { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'The cellar' }, true],
    [embedPlayerData, { url: '' }, false],
    [embedPlayerData, {}, false],
    [nativePlayerData, { src: '/api/media/file/cellar.mp4', poster: '/p.jpg' }, true],
    [nativePlayerData, { src: 42 }, false],
    [nativePlayerData, null, false],
  ] as const)('%#: %j valid %s', (schema, data, valid) => {
    expect(schema.safeParse(data).success).toBe(valid)
  })
})

describe('what a modal receives is only what it accepts', () => {
  it('trims urls and drops fields no modal reads', () => {
    expect(
      embedPlayerData.parse({ url: ' https://youtu.be/x ', title: null, onload: 'alert(1)' }),
    ).toEqual({ url: 'https://youtu.be/x', title: null })
    expect(imageSliderData.parse({ items: [{ url: '/a.jpg', extra: 1 }] })).toEqual({
      items: [{ url: '/a.jpg' }],
      index: 0,
    })
  })

  it('throws from parse on data it refuses', () => {
    expect(() => nativePlayerData.parse({ src: '' })).toThrow()
  })

  it.each([
    [{ formKey: 'newsletter' }, true],
    [{ formKey: 'newsletter', action: '/api/newsletter/', locale: 'fr-fr' }, true],
    [{ formKey: 'contact', formParams: { bottle_id: 'xo-royal' } }, true],
    [{ formKey: 'Contact Us' }, false],
    [{ formKey: '../newsletter' }, false],
    [{ formKey: 'contact', formParams: { bottle_id: 7 } }, false],
    [{ formKey: 'newsletter', locale: 7 }, false],
    [{}, false],
  ])('webform %j valid %s (a well-formed form key)', (data, valid) => {
    expect(webformData.safeParse(data).success).toBe(valid)
  })

  it.each([
    [{}, true],
    [undefined, false],
    [[], false],
  ])('search %j valid %s', (data, valid) => {
    expect(searchData.safeParse(data).success).toBe(valid)
  })
})

describe('ctbModalData (SPEC §3 "ctb_modal: productName, groupingId")', () => {
  it.each([
    [
      { groupingId: 'SOL-XO-70', productName: 'Solaine XO' },
      { groupingId: 'SOL-XO-70', productName: 'Solaine XO' },
    ],
    [{ groupingId: ' SOL-XO-70 ' }, { groupingId: 'SOL-XO-70' }],
    [
      { groupingId: '4711', productName: null },
      { groupingId: '4711', productName: null },
    ],
  ])('%j opens with %j', (data, parsed) => {
    expect(ctbModalData.safeParse(data)).toEqual({ success: true, data: parsed })
  })

  it.each([
    [{}],
    [{ groupingId: '' }],
    [{ groupingId: 'SOL XO' }],
    [{ groupingId: 42 }],
    [{ groupingId: 'X'.repeat(65) }],
    [{ groupingId: 'SOL-XO-70', productName: 3 }],
  ])('%j opens nothing', (data) => {
    expect(ctbModalData.safeParse(data).success).toBe(false)
  })
})

describe('masterclassCompleteData (issue 15)', () => {
  it.each([
    [
      { title: 'The art of tasting', link: '/en-ww/sessions/the-art-of-tasting/', level: 'level2' },
      { title: 'The art of tasting', link: '/en-ww/sessions/the-art-of-tasting/', level: 'level2' },
    ],
    [
      { title: ' Tasting ', link: null },
      { title: 'Tasting', link: null },
    ],
  ])('%j opens with %j', (data, parsed) => {
    expect(masterclassCompleteData.safeParse(data)).toEqual({ success: true, data: parsed })
  })

  it.each([
    [{}],
    [{ title: '' }],
    [{ title: 'x', link: 'https://evil.example/' }],
    [{ title: 'x', link: '//evil.example/' }],
    [{ title: 'x', link: 'javascript:alert(1)' }],
    [{ title: 'x', level: 'level9' }],
  ])('%j opens nothing', (data) => {
    expect(masterclassCompleteData.safeParse(data).success).toBe(false)
  })
})

describe('cocktailModalData (SPEC §3 "cocktail modal: routeData, blueSwiftBg")', () => {
  const routeData = {
    path: '/en-ww/cocktails/solaine-sour/',
    data: { title: 'Solaine Sour', image: '/api/media/file/sour.jpg', time: '5 min' },
  }

  it('opens with the route data and the blue background', () => {
    expect(cocktailModalData.safeParse({ routeData, blueSwiftBg: true })).toEqual({
      success: true,
      data: { routeData, blueSwiftBg: true },
    })
    expect(cocktailModalData.safeParse({ routeData })).toEqual({
      success: true,
      data: { routeData },
    })
  })

  it.each([
    [{}],
    [{ routeData: { path: '/en-ww/cocktails/x/' } }],
    [{ routeData: { ...routeData, path: 'https://evil.example/' } }],
    [{ routeData: { ...routeData, data: { title: '' } } }],
    [{ routeData: { ...routeData, data: { title: 'x', image: 'javascript:x' } } }],
    [{ routeData, blueSwiftBg: 'yes' }],
  ])('%j opens nothing', (data) => {
    expect(cocktailModalData.safeParse(data).success).toBe(false)
  })
})
