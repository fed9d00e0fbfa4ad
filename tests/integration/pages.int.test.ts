import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '' as const,
    indent: 0,
    version: 1,
    direction: 'ltr' as const,
    children: [
      {
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        children: [
          { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
        ],
      },
    ],
  },
})

describe('pages in the CMS', () => {
  it('keeps a localized slug, path and block list per locale, with no fallback between locales', async () => {
    const { payload } = h
    const house = await payload.create({
      collection: 'pages',
      locale: 'en-ww',
      data: {
        title: 'The House',
        slug: 'la-maison',
        template: 'universal',
        available: true,
        layout: [{ blockType: 'richtext_slice', content: paragraph('Founded in 1847.') }],
      },
    })
    await payload.update({
      collection: 'pages',
      id: house.id,
      locale: 'en-us',
      data: {
        title: 'The House',
        slug: 'the-house',
        available: true,
        layout: [{ blockType: 'title_headline_slice', title: 'Since 1847' }],
      },
    })
    await payload.update({
      collection: 'pages',
      id: house.id,
      locale: 'fr-fr',
      data: {
        title: 'La Maison',
        slug: 'la-maison',
        available: true,
        layout: [
          { blockType: 'title_headline_slice', title: 'Depuis 1847', headline: 'Cognac' },
          { blockType: 'richtext_slice', content: paragraph('Fondée en 1847.') },
        ],
      },
    })
    const history = await payload.create({
      collection: 'pages',
      locale: 'en-us',
      data: {
        title: 'History',
        slug: 'history',
        template: 'universal',
        parent: house.id,
        available: true,
      },
    })

    const read = (locale: 'en-ww' | 'en-us' | 'fr-fr' | 'zh-tw', id: number) =>
      payload.findByID({ collection: 'pages', id, locale, fallbackLocale: false })

    const [ww, us, fr, tw] = await Promise.all([
      read('en-ww', house.id),
      read('en-us', house.id),
      read('fr-fr', house.id),
      read('zh-tw', house.id),
    ])
    expect(ww.path).toBe('/la-maison/')
    expect(us.path).toBe('/the-house/')
    expect(fr.title).toBe('La Maison')
    expect(ww.layout?.map((b) => b.blockType)).toEqual(['richtext_slice'])
    expect(us.layout?.map((b) => b.blockType)).toEqual(['title_headline_slice'])
    expect(fr.layout?.map((b) => b.blockType)).toEqual(['title_headline_slice', 'richtext_slice'])
    // A locale nobody wrote: no English fallback, and not available.
    expect(tw.title ?? null).toBeNull()
    expect(tw.available ?? false).toBe(false)
    // The child page's path follows its parent's slug in the locale it was saved in.
    expect((await read('en-us', history.id)).path).toBe('/the-house/history/')
  })

  it('finds a page by path only where it is available', async () => {
    const { payload } = h
    await payload.create({
      collection: 'pages',
      locale: 'en-ww',
      data: { title: 'Legal notice', slug: 'legal-notice', template: 'universal', available: true },
    })
    const find = (locale: 'en-ww' | 'pl-pl') =>
      payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        where: { and: [{ path: { equals: '/legal-notice/' } }, { available: { equals: true } }] },
      })
    expect((await find('en-ww')).totalDocs).toBe(1)
    expect((await find('pl-pl')).totalDocs).toBe(0)
  })

  it('refuses a slug that is not lowercase words and hyphens', async () => {
    await expect(
      h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        data: { title: 'Bad', slug: 'Bad Slug!', template: 'universal' },
      }),
    ).rejects.toThrow(/slug/i)
  })
})
