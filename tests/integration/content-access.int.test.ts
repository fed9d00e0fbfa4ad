import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expiredTags } from '../support/next-cache'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
// Imported after startPayload(): they load the Payload config, which reads DATABASE_URL.
let content: {
  pages: typeof import('@/content/pages')
  translations: typeof import('@/content/translations')
}
let houseId: number

beforeAll(async () => {
  h = await startPayload()
  content = {
    pages: await import('@/content/pages'),
    translations: await import('@/content/translations'),
  }
  const ctx = { disableRevalidate: true }
  const house = await h.payload.create({
    collection: 'pages',
    locale: 'en-ww',
    context: ctx,
    data: { title: 'The House', slug: 'la-maison', template: 'universal', available: true },
  })
  houseId = house.id
  await h.payload.update({
    collection: 'pages',
    id: house.id,
    locale: 'en-us',
    context: ctx,
    data: { title: 'The House', slug: 'the-house', available: true },
  })
  await h.payload.update({
    collection: 'pages',
    id: house.id,
    locale: 'fr-fr',
    context: ctx,
    // Written but switched off: not public in fr-fr.
    data: { title: 'La Maison', slug: 'la-maison', available: false },
  })
})
afterAll(async () => {
  await h?.close()
})

describe('content access layer', () => {
  it('finds a page by path in a locale where it is available', async () => {
    expect((await content.pages.getPageByPath('en-us', '/the-house/'))?.title).toBe('The House')
    expect(await content.pages.getPageByPath('en-us', '/la-maison/')).toBeNull()
  })

  it('treats a locale whose switch is off as not found (no fallback to another locale)', async () => {
    expect(await content.pages.getPageByPath('fr-fr', '/la-maison/')).toBeNull()
    expect(await content.pages.getPageByPath('zh-tw', '/la-maison/')).toBeNull()
  })

  it('lists the paths to generate per locale', async () => {
    expect(await content.pages.listPagePaths('en-us')).toEqual(['/the-house/'])
    expect(await content.pages.listPagePaths('fr-fr')).toEqual([])
  })

  it('offers translations only where the document is available', async () => {
    expect(await content.translations.getTranslations('pages', houseId, null)).toEqual([
      { locale: 'en-ww', path: '/en-ww/la-maison/' },
      { locale: 'en-us', path: '/en-us/the-house/' },
    ])
  })

  it('expires the collection’s cache tag when an editor saves, and not during the seed', async () => {
    expiredTags.length = 0
    await h.payload.update({
      collection: 'pages',
      id: houseId,
      locale: 'fr-fr',
      context: { disableRevalidate: true },
      data: { title: 'La Maison Solaine' },
    })
    expect(expiredTags).toEqual([])
    await h.payload.update({
      collection: 'pages',
      id: houseId,
      locale: 'fr-fr',
      data: { available: true },
    })
    expect(expiredTags).toContain('collection:pages')
    expect((await content.pages.getPageByPath('fr-fr', '/la-maison/'))?.title).toBe(
      'La Maison Solaine',
    )
  })
})
