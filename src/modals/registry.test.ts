import { describe, expect, it } from 'vitest'
import { MODAL_TYPES } from './modal-types'
import { hasModal, MODAL_REGISTRY, resolveModal } from './registry'

describe('modal registry (SPEC §2.8: an unknown type renders nothing)', () => {
  it('only holds types of the spec', () => {
    for (const type of Object.keys(MODAL_REGISTRY)) expect(MODAL_TYPES).toContain(type)
  })

  it.each([
    'search',
    'image_slider',
    'embed_player',
    'native_player',
    'webform',
    'product_selection_grid',
    'product_gallery',
    'product_reviews',
    'eventtia',
    'newsletter_form',
    'blue_swift_newsletter_form',
    'blue_swift_newsletter_popin',
    'quizz_confirmation',
    'masterclass_complete',
    'cocktail',
  ])('has %s', (type) => {
    expect(hasModal(type)).toBe(true)
  })

  it.each([
    ['an unknown type', 'no_such_modal', {}],
    ['a name of Object.prototype', 'toString', {}],
    ['a type that is not a string', 42, {}],
    ['a missing type', undefined, {}],
    ['image_slider without items', 'image_slider', { index: 2 }],
    ['a product gallery without images', 'product_gallery', { items: [] }],
    ['a product gallery image without a url', 'product_gallery', { items: [{ alt: 'XO' }] }],
    ['product reviews without a product', 'product_reviews', {}],
    ['product reviews of a product id that is not a number', 'product_reviews', { productId: '7' }],
    ['product reviews of product 0', 'product_reviews', { productId: 0 }],
    ['embed_player without url', 'embed_player', { title: 'x' }],
    ['a webform with a malformed form key', 'webform', { formKey: 'Noblige Card!' }],
    ['a selection grid without bottles', 'product_selection_grid', { bottles: [], action: '/x/' }],
    [
      'a selection grid leading off the site',
      'product_selection_grid',
      { bottles: [{ slug: 'xo', title: 'XO' }], action: '//evil.example/' },
    ],
    [
      'a selection grid with a bottle without a name',
      'product_selection_grid',
      { bottles: [{ slug: 'xo' }], action: '/en-ww/comparator/results/' },
    ],
    ['eventtia without url', 'eventtia', {}],
    ['a quiz confirmation without the result saved', 'quizz_confirmation', {}],
    ['a quiz confirmation with an empty result', 'quizz_confirmation', { title: '  ' }],
    ['eventtia with an http page (cannot be framed)', 'eventtia', { url: 'http://x.example/e' }],
    ['eventtia with a script URL', 'eventtia', { url: 'javascript:alert(1)' }],
  ])('%s opens nothing', (_name, type, data) => {
    expect(resolveModal(type, data)).toBeNull()
  })

  it('opens search without data', () => {
    expect(resolveModal('search', undefined)?.type).toBe('search')
  })

  it('opens the newsletter web form (the seeded button_web_form_slice)', () => {
    const opened = resolveModal('webform', { formKey: 'newsletter', action: 'open_form' })
    expect(opened?.data).toEqual({ formKey: 'newsletter', action: 'open_form' })
  })

  it('opens the eventtia registration page (issue 13)', () => {
    const opened = resolveModal('eventtia', { url: 'https://tickets.example.org/e/42' })
    expect(opened?.data).toEqual({ url: 'https://tickets.example.org/e/42' })
    expect(opened?.entry.layout).toBe('fullscreen')
  })

  it('opens the product gallery full screen at the asked image (issue 14)', () => {
    const opened = resolveModal('product_gallery', {
      items: [{ url: '/xo.png', alt: 'A bottle of XO' }, { url: '/cellar.png' }],
      index: 1,
    })
    expect(opened?.data).toEqual({
      items: [{ url: '/xo.png', alt: 'A bottle of XO' }, { url: '/cellar.png' }],
      index: 1,
    })
    expect(opened?.entry.layout).toBe('fullscreen')
    expect(opened?.entry.label).toBe('product.galleryTitle')
  })

  it('opens a product’s reviews in a panel, with the opener told of a sent review (issue 14)', () => {
    const onSubmitted = () => undefined
    const opened = resolveModal('product_reviews', {
      productId: 7,
      productName: 'Solaine XO',
      onSubmitted,
      extra: true,
    })
    expect(opened?.data).toEqual({ productId: 7, productName: 'Solaine XO', onSubmitted })
    expect(opened?.entry.layout).toBe('panel')
    expect(opened?.entry.label).toBe('reviews.title')
    expect(resolveModal('product_reviews', { productId: 7, onSubmitted: 'x' })).toBeNull()
  })

  it('gives the modal its checked data', () => {
    const opened = resolveModal('image_slider', { items: [{ url: '/a.jpg' }], extra: true })
    expect(opened?.data).toEqual({ items: [{ url: '/a.jpg' }], index: 0 })
  })

  it('opens the selection grid with its bottles, ticked cognacs and selectBottle (SPEC §3)', () => {
    const selectBottle = () => {}
    const opened = resolveModal('product_selection_grid', {
      bottles: [
        { slug: 'xo', title: 'XO', image: null },
        { slug: 'v-s-o-p', title: 'V.S.O.P', image: { src: '/a.png', srcSet: '', alt: '' } },
      ],
      selected: ['xo'],
      action: '/en-ww/comparator/results/',
      selectBottle,
    })
    expect(opened?.data).toEqual({
      bottles: [
        { slug: 'xo', title: 'XO', image: null },
        { slug: 'v-s-o-p', title: 'V.S.O.P', image: { src: '/a.png', srcSet: '', alt: '' } },
      ],
      selected: ['xo'],
      action: '/en-ww/comparator/results/',
      selectBottle,
    })
  })
})
