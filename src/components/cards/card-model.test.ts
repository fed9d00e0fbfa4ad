import { describe, expect, it } from 'vitest'
import type { CardSource } from '@/content/card-sources'
import { buildCardModel, canOpen, itemPath } from './card-model'

const article: CardSource = {
  kind: 'articles',
  title: 'The art of blending',
  slug: 'the-art-of-blending',
  date: '2025-03-12T12:00:00.000Z',
  seconds: 360,
  tags: [
    { title: 'Craftsmanship', slug: 'craftsmanship' },
    { title: 'No slug', slug: null },
  ],
}

describe('card links (SPEC §2.9)', () => {
  it('links an item to its page', () => {
    const card = buildCardModel(article, { locale: 'en-ww' })
    expect(card.href).toBe('/en-ww/articles/the-art-of-blending/')
    expect(card.locked).toBe(false)
    expect(card.exclusive).toBe(false)
  })

  it('sends a visitor who is not signed in from an exclusive item to sign-in, then back', () => {
    const card = buildCardModel(
      { ...article, slug: 'cellar-masters-notes', exclusive: true, minLevel: 'level1' },
      { locale: 'en-us' },
    )
    expect(card.href).toBe(
      '/en-us/account/sign-in/?redirect_to=%2Fen-us%2Farticles%2Fcellar-masters-notes%2F',
    )
    expect(card.exclusive).toBe(true)
    expect(card.locked).toBe(true)
    expect(card.minLevel).toBe('level1')
  })

  it('gives a member of the required level the normal link, still with the lock shown', () => {
    const card = buildCardModel(
      { ...article, exclusive: true, minLevel: 'level2' },
      { locale: 'fr-fr', viewerLevel: 'level3' },
    )
    expect(card.href).toBe('/fr-fr/articles/the-art-of-blending/')
    expect(card.exclusive).toBe(true)
    expect(card.locked).toBe(false)
  })

  it.each([
    [false, null, null, true],
    [true, null, null, false],
    [true, 'level1', 'level0', false],
    [true, 'level1', 'level1', true],
    [true, null, 'level1', true],
    [true, 'level2', 'level1', false],
    [true, 'level2', 'level5', true],
  ] as const)('exclusive %s, min %s, viewer %s → may open %s', (ex, min, viewer, ok) => {
    expect(canOpen(ex, min, viewer)).toBe(ok)
  })

  it.each([
    ['articles', 'a', '/en-ww/articles/a/'],
    ['products', 'xo', '/en-ww/collection/xo/'],
    ['tags', 'heritage', '/en-ww/tag/heritage/'],
    ['food-recipes', 'mousse', '/en-ww/food-recipes/mousse/'],
    ['news', 'n', null],
    ['articles', null, null],
  ])('a %s item with slug %s lives at %s', (collection, slug, path) => {
    expect(itemPath('en-ww', collection, slug)).toBe(path)
  })

  it('links an item without a page of its own elsewhere, or not at all', () => {
    const playlist = buildCardModel(
      { kind: 'playlists', title: 'Amber hour', externalUrl: 'https://music.example/amber' },
      { locale: 'en-ww' },
    )
    expect(playlist).toMatchObject({ href: 'https://music.example/amber', external: true })
    const news = buildCardModel({ kind: 'news', title: 'Reopening' }, { locale: 'en-ww' })
    expect(news.href).toBeNull()
  })
})

describe('card date and time (SPEC §9)', () => {
  it.each([
    ['en-ww', '12.03.2025'],
    ['fr-fr', '12.03.2025'],
    ['en-us', '03.12.2025'],
  ])('shows the date in %s as %s', (locale, date) => {
    expect(buildCardModel(article, { locale }).date).toBe(date)
  })

  it.each([
    [360, {}, '6 min'],
    [3725, {}, '1 h 2 min 5 sec'],
    [45, { sec: 's' }, '45 s'],
    [5400, { h: '小時', min: '分鐘', sec: '秒' }, '1 小時 30 分鐘'],
  ])('shows %i seconds as %s with the translated units', (seconds, units, text) => {
    expect(buildCardModel({ ...article, seconds }, { locale: 'en-ww', units }).duration).toBe(text)
  })

  it('leaves the time out when hidden or unknown', () => {
    expect(buildCardModel({ ...article, hideTime: true }, { locale: 'en-ww' }).duration).toBe('')
    expect(buildCardModel({ ...article, seconds: null }, { locale: 'en-ww' }).duration).toBe('')
    expect(buildCardModel({ ...article, date: null }, { locale: 'en-ww' }).dateTime).toBeNull()
  })

  it('links the tags that have a slug to their tag page', () => {
    expect(buildCardModel(article, { locale: 'vi-vn' }).tags).toEqual([
      { name: 'Craftsmanship', href: '/vi-vn/tag/craftsmanship/' },
    ])
  })
})
