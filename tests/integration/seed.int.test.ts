import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import { expectedCatalogCounts } from '../../scripts/seed/catalog'
import { expectedEditorialCounts } from '../../scripts/seed/editorial'
import { expectedExperienceCounts } from '../../scripts/seed/experiences'
import { expectedPageCounts } from '../../scripts/seed/pages'
import { expectedRecipeCounts } from '../../scripts/seed/recipes'
import { seed } from '../../scripts/seed/run-seed'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
  const started = performance.now()
  const report = await seed(h.payload)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `[${h.database}] full seed: ${seconds} s, ${report.created} created, ${report.updated} updated`,
  )
}, 900_000)
afterAll(async () => {
  await h?.close()
})

const available = (collection: CollectionSlug, locale: LocaleCode, extra?: Where) =>
  h.payload
    .count({
      collection,
      locale,
      where: extra
        ? { and: [{ available: { equals: true } }, extra] }
        : { available: { equals: true } },
    })
    .then((r) => r.totalDocs)

/** Per-locale minimums, as each seed domain declares them. */
const perLocale: Array<[CollectionSlug, number]> = [
  ['pages', expectedPageCounts.pages],
  ['products', expectedCatalogCounts.products],
  ['events', expectedCatalogCounts.events],
  ['tags', expectedEditorialCounts.tags],
  ['categories', expectedEditorialCounts.categories],
  ['articles', expectedEditorialCounts.articles],
  ['news', expectedEditorialCounts.news],
  ['videos', expectedEditorialCounts.videos],
  ['shows', expectedEditorialCounts.shows],
  ['playlists', expectedEditorialCounts.playlists],
  ['podcasts', expectedEditorialCounts.podcasts],
  ['cocktails', expectedRecipeCounts.cocktails],
  ['food-recipes', expectedRecipeCounts.foodRecipes],
  ['journeys', expectedExperienceCounts.journeys],
  ['timeline', expectedExperienceCounts.timeline],
  ['sessions', expectedExperienceCounts.sessions],
  ['episodes', expectedExperienceCounts.episodes],
]

describe('demo content (seed)', () => {
  it.each(LOCALE_CODES)('%s has every content type, available in that locale', async (locale) => {
    for (const [collection, minimum] of perLocale) {
      expect(
        await available(collection, locale),
        `${collection} in ${locale}`,
      ).toBeGreaterThanOrEqual(minimum)
    }
    for (const quiz of ['quizzcognacprofile', 'quizzjourneys', 'quiz'] as const) {
      expect(await available(quiz, locale), `${quiz} in ${locale}`).toBe(1)
    }
    expect(await available('cocktails', locale, { templateV2: { equals: true } })).toBe(
      expectedRecipeCounts.v2Cocktails,
    )
  })

  it('has at least 200 outlets over the locales’ countries', async () => {
    const { docs } = await h.payload.find({
      collection: 'outlets',
      limit: 0,
      pagination: false,
      depth: 0,
    })
    expect(docs.length).toBeGreaterThanOrEqual(expectedCatalogCounts.outlets)
    expect(new Set(docs.map((o) => o.country)).size).toBeGreaterThanOrEqual(15)
  })

  it('uses every page block layout on some page', async () => {
    const { docs } = await h.payload.find({
      collection: 'pages',
      locale: 'en-ww',
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const layouts = new Set(docs.flatMap((p) => (p.layout ?? []).map((b) => b.blockType)))
    expect(layouts.size).toBe(expectedPageCounts.blockLayouts)
  })

  it('stores the exclusive articles with the member level they need', async () => {
    const { docs } = await h.payload.find({
      collection: 'articles',
      locale: 'en-ww',
      where: { exclusive: { equals: true } },
      sort: 'slug',
      depth: 0,
    })
    expect(docs.map((a) => [a.slug, a.min_level])).toEqual([
      ['cellar-masters-notes', 'level1'],
      ['the-angels-share-explained', 'level2'],
    ])
  })

  it('gives en-us its own slugs (SPEC §2.10)', async () => {
    const slugIn = async (collection: 'cocktails' | 'products', enWwSlug: string) => {
      const { docs } = await h.payload.find({
        collection,
        locale: 'en-ww',
        where: { slug: { equals: enWwSlug } },
        depth: 0,
      })
      const doc = await h.payload.findByID({
        collection,
        id: docs[0]!.id,
        locale: 'en-us',
        depth: 0,
      })
      return doc.slug
    }
    expect(await slugIn('cocktails', 'julep')).toBe('swift-julep')
    expect(await slugIn('products', 'vs-single-distillery')).toBe('vs-single-distillery-2')
    expect(await slugIn('products', 'xo')).toBe('xo')
  })

  it('writes each locale in its own language', async () => {
    const title = async (locale: LocaleCode) =>
      (
        await h.payload.find({
          collection: 'articles',
          locale,
          where: { slug: { equals: 'the-art-of-blending' } },
          depth: 0,
        })
      ).docs[0]?.title
    const [en, fr, zh, ru] = await Promise.all([
      title('en-ww'),
      title('fr-fr'),
      title('zh-tw'),
      title('ru-ru'),
    ])
    expect(new Set([en, fr, zh, ru]).size).toBe(4)
    expect(zh).toMatch(/\p{Script=Han}/u)
    expect(ru).toMatch(/\p{Script=Cyrillic}/u)
  })

  it.each(LOCALE_CODES)(
    '%s: every main-menu link leads to a page of that locale',
    async (locale) => {
      const menu = await h.payload.findGlobal({ slug: 'main-menu', locale, fallbackLocale: false })
      expect(menu.items?.length).toBeGreaterThanOrEqual(5)
      for (const item of menu.items ?? []) {
        const target = await h.payload.count({
          collection: 'pages',
          locale,
          where: { and: [{ path: { equals: item.url } }, { available: { equals: true } }] },
        })
        expect(target.totalDocs, `${locale} ${item.url}`).toBe(1)
      }
    },
  )

  it('changes nothing on a second run', async () => {
    const mediaBefore = (await h.payload.count({ collection: 'media' })).totalDocs
    const second = await seed(h.payload)
    expect(second).toEqual({ created: 0, updated: 0, locales: 18 })
    expect((await h.payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore)
  })
})

describe('content access on the demo content', () => {
  // Imported here, after startPayload() chose the throwaway database.
  const documents = () => import('@/content/documents')

  it('finds a document by its slug in each locale’s own slug, and only where it is available', async () => {
    const { getDocumentBySlug } = await documents()
    expect((await getDocumentBySlug('cocktails', 'en-ww', 'julep'))?.slug).toBe('julep')
    expect((await getDocumentBySlug('cocktails', 'en-us', 'swift-julep'))?.slug).toBe('swift-julep')
    expect(await getDocumentBySlug('cocktails', 'en-us', 'julep')).toBeNull()
    expect(await getDocumentBySlug('products', 'fr-fr', 'no-such-product')).toBeNull()
  })

  it('serves the header panels’ latest posts: 3 news, 3 cocktails, 8 products (SPEC §7, §9)', async () => {
    const { latestPosts } = await documents()
    expect(await latestPosts('news', 'fr-fr')).toHaveLength(3)
    expect(await latestPosts('cocktails', 'zh-tw')).toHaveLength(3)
    expect(await latestPosts('collection', 'en-us')).toHaveLength(8)
  })

  it('filters cocktails by taste (the cocktails panel and list page)', async () => {
    const { listDocuments } = await documents()
    for (const taste of ['soft', 'creamy', 'sweet', 'sour', 'bitter']) {
      const { docs } = await listDocuments('cocktails', 'pl-pl', {
        where: { taste: { in: [taste] } },
        limit: 20,
      })
      expect(docs.length, taste).toBeGreaterThan(0)
      for (const c of docs) expect(c.taste, `${c.slug} ${taste}`).toContain(taste)
    }
  })
})
