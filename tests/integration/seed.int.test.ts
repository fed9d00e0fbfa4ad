import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveLinkEntries, resolveMenuItems } from '@/content/menu-links'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import { expectedCatalogCounts } from '../../scripts/seed/catalog'
import { expectedEditorialCounts } from '../../scripts/seed/editorial'
import { expectedExperienceCounts } from '../../scripts/seed/experiences'
import { expectedPageCounts } from '../../scripts/seed/pages'
import { expectedRecipeCounts } from '../../scripts/seed/recipes'
import { DEMO_EDITOR, seed } from '../../scripts/seed/run-seed'
import { type Harness, startPayload } from './payload-harness'
import { keepSeedSnapshot } from './seed-snapshot'

let h: Harness

beforeAll(async () => {
  // The 50,000 generated outlets have their own test (outlet-network.int.test.ts).
  process.env.SEED_OUTLET_NETWORK ??= '0'
  h = await startPayload()
  const started = performance.now()
  const report = await seed(h.payload)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `[${h.database}] full seed: ${seconds} s, ${report.created} created, ${report.updated} updated`,
  )
  await keepSeedSnapshot(h)
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

  it('offers every product from at least 3 retailers in every locale’s market (click-to-buy)', async () => {
    const { marketOf } = await import('@/rules/offers')
    const { docs } = await h.payload.find({
      collection: 'retailer-offers',
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const products = await h.payload.count({ collection: 'products' })
    for (const locale of LOCALE_CODES) {
      const market = marketOf(locale)
      const here = docs.filter((o) => o.market === market)
      const retailers = new Map<unknown, Set<string>>()
      for (const o of here) {
        const set = retailers.get(o.product) ?? new Set<string>()
        set.add(o.retailer)
        retailers.set(o.product, set)
      }
      expect(retailers.size, locale).toBe(products.totalDocs)
      for (const set of retailers.values()) expect(set.size, locale).toBeGreaterThanOrEqual(3)
      expect(new Set(here.map((o) => o.currency)).size, locale).toBe(1)
    }
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
    const { PAGE_BLOCKS } = await import('@/blocks/configs')
    // The demo frames no external address (issue 13): the event-registration iframe block is
    // shown by the browser tests on a page an editor publishes (tests/e2e/editor-pages.ts).
    const notSeeded = new Set(['eventtia_iframe_section_slice'])
    expect([...layouts].sort()).toEqual(
      PAGE_BLOCKS.map((b) => b.slug)
        .filter((slug) => !notSeeded.has(slug))
        .sort(),
    )
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
    '%s: every main-menu entry links to a page of that locale by reference',
    async (locale) => {
      const menu = await h.payload.findGlobal({
        slug: 'main-menu',
        locale,
        fallbackLocale: false,
        depth: 0,
      })
      const items = menu.items ?? []
      expect(items.length).toBeGreaterThanOrEqual(5)
      const resolved = await resolveMenuItems(h.payload, locale, items)
      // No entry is dropped: every target exists and is available in the locale.
      expect(resolved).toHaveLength(items.length)
      for (const [i, item] of items.entries()) {
        expect(item.link.type).toBe('internal')
        expect(item.link.doc?.relationTo).toBe('pages')
        const target = await h.payload.count({
          collection: 'pages',
          locale,
          where: {
            and: [{ path: { equals: resolved[i]?.url } }, { available: { equals: true } }],
          },
        })
        expect(target.totalDocs, `${locale} ${resolved[i]?.url}`).toBe(1)
      }
    },
  )

  it.each(['en-ww', 'fr-fr', 'zh-tw'] as const)(
    '%s: the menu panels’ links and cards and the noblesse page’s own menu link by reference',
    async (locale) => {
      const menu = await h.payload.findGlobal({
        slug: 'main-menu',
        locale,
        fallbackLocale: false,
        depth: 0,
      })
      const panelLinks = (menu.items ?? []).flatMap(({ panel_content_v2: p }) => [
        ...(p?.sublinks_news ?? []),
        ...(p?.sublinks_collection ?? []),
        ...(p?.cards_pushs ?? []),
        ...(p?.journey_cards ?? []),
      ])
      expect(panelLinks.length).toBeGreaterThan(0)
      expect(panelLinks.every((entry) => entry.link.type === 'internal')).toBe(true)
      const resolved = await resolveMenuItems(h.payload, locale, menu.items ?? [])
      const paths = resolved.flatMap(({ panel_content_v2: p }) =>
        [
          ...(p?.sublinks_news ?? []),
          ...(p?.sublinks_collection ?? []),
          ...(p?.cards_pushs ?? []),
          ...(p?.journey_cards ?? []),
        ].map((entry) => entry.url),
      )
      // None dropped: every target is available in the locale.
      expect(paths).toHaveLength(panelLinks.length)
      expect(paths.every((path) => /^\/\S*\/$/.test(path))).toBe(true)
      const noblesse = await h.payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        where: { template: { equals: 'noblige' } },
        depth: 0,
        limit: 1,
      })
      const own = noblesse.docs[0]?.settings?.menu_override ?? []
      expect(own).toHaveLength(3)
      expect(own.every((entry) => entry.link.type === 'internal')).toBe(true)
      const ownPaths = await resolveLinkEntries(h.payload, locale, own)
      expect(ownPaths.map((entry) => entry.url)).toEqual([
        noblesse.docs[0]?.path,
        expect.stringMatching(/^\/\S+\/$/),
        expect.stringMatching(/^\/\S+\/$/),
      ])
    },
  )

  it('links every episode to the session that lists it, numbered in its order (next/previous links)', async () => {
    const { docs: sessions } = await h.payload.find({
      collection: 'sessions',
      select: { episodes: true },
      depth: 0,
      pagination: false,
    })
    const { docs: episodes } = await h.payload.find({
      collection: 'episodes',
      select: { session: true, number: true },
      depth: 0,
      pagination: false,
    })
    expect(episodes.length).toBeGreaterThan(0)
    const listed = new Map<number, { session: number; number: number }>()
    for (const session of sessions) {
      const ids = (session.episodes ?? []).map((e) => (typeof e === 'object' ? e.id : e))
      expect(ids.length, `session ${session.id} lists episodes`).toBeGreaterThan(0)
      for (const [index, id] of ids.entries())
        listed.set(id, { session: session.id, number: index + 1 })
    }
    const unlinked = episodes
      .filter((e) => {
        const expected = listed.get(e.id)
        const session = typeof e.session === 'object' ? e.session?.id : e.session
        return !expected || session !== expected.session || e.number !== expected.number
      })
      .map((e) => e.id)
    expect(unlinked, 'episodes whose session or number is not their place in the list').toEqual([])
  })

  it('gives each document one version: its published state, in every locale (issue 17)', async () => {
    for (const collection of ['pages', 'cocktails', 'products'] as const) {
      const docs = (await h.payload.count({ collection })).totalDocs
      const versions = await h.payload.countVersions({ collection, where: {} })
      expect(versions.totalDocs, `${collection}: one version per document`).toBe(docs)
    }
    // What the admin and a preview read (draft: true) is the published document, every locale.
    const found = await h.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'home' } },
      limit: 1,
      select: { slug: true },
    })
    const home = found.docs[0]
    if (!home) throw new Error('the demo has a home page')
    for (const locale of ['en-ww', 'ru-ru', 'zh-tw'] as const) {
      const published = await h.payload.findByID({ collection: 'pages', id: home.id, locale })
      const draft = await h.payload.findByID({
        collection: 'pages',
        id: home.id,
        locale,
        draft: true,
      })
      expect(draft._status).toBe('published')
      expect(draft.title).toBe(published.title)
      expect(draft.layout?.length).toBe(published.layout?.length)
    }
    const menu = await h.payload.findGlobal({ slug: 'main-menu', locale: 'vi-vn', draft: true })
    expect(menu.items?.length).toBeGreaterThan(0)
  })

  it('changes nothing on a second run', async () => {
    const mediaBefore = (await h.payload.count({ collection: 'media' })).totalDocs
    // The report also times each phase (`phases`), which differs from run to run.
    const { phases: _phases, ...second } = await seed(h.payload)
    expect(second).toEqual({ created: 0, updated: 0, locales: 18 })
    expect((await h.payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore)
  })
})

describe('content access on the demo content', () => {
  // Imported here, after startPayload() chose the throwaway database.
  const documents = () => import('@/content/documents')

  it('finds a document by its slug in each locale’s own slug, and only where it is available', async () => {
    const { loadCocktail, loadProduct } = await import('@/content/details')
    expect((await loadCocktail('en-ww', 'julep'))?.slug).toBe('julep')
    expect((await loadCocktail('en-us', 'swift-julep'))?.slug).toBe('swift-julep')
    expect(await loadCocktail('en-us', 'julep')).toBeNull()
    expect(await loadProduct('fr-fr', 'no-such-product')).toBeNull()
  })

  it('serves the header panels’ latest posts: 3 news, 3 cocktails, 8 products (SPEC §7, §9)', async () => {
    const { latestPosts } = await documents()
    expect(await latestPosts('news', 'fr-fr')).toHaveLength(3)
    expect(await latestPosts('cocktails', 'zh-tw')).toHaveLength(3)
    expect(await latestPosts('collection', 'en-us')).toHaveLength(8)
  })

  it('has approved reviews of every product in every locale, and pending ones to moderate (issue 14)', async () => {
    const { productReviews } = await import('@/content/reviews')
    const { docs: products } = await h.payload.find({
      collection: 'products',
      locale: 'en-ww',
      pagination: false,
      depth: 0,
    })
    expect(products.length).toBeGreaterThanOrEqual(expectedCatalogCounts.products)
    for (const locale of LOCALE_CODES) {
      for (const product of products) {
        const shown = await productReviews(product.id, locale)
        expect(shown.count, `${locale} ${product.slug}`).toBeGreaterThanOrEqual(3)
        expect(shown.average).toBeGreaterThanOrEqual(1)
        expect(new Set(shown.reviews.map((r) => r.text)).size).toBe(shown.reviews.length)
      }
    }
    const fr = await productReviews(products[0]?.id as number, 'fr-fr')
    expect(fr.reviews[0]?.text).toMatch(/[a-zàâçéèêëîïôûùüÿœ’]/)
    const pending = await h.payload.count({
      collection: 'product-reviews',
      where: { status: { equals: 'pending' } },
    })
    expect(pending.totalDocs).toBeGreaterThanOrEqual(1)
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

describe('members-only fields over REST on the demo content (SPEC §2.9, issue 11)', () => {
  const PROTECTED = {
    articles: ['body', 'related_articles'],
    videos: ['video_url'],
    podcasts: ['audio_url'],
    sessions: ['episodes', 'first_episode_link'],
    episodes: ['video_url', 'quiz'],
  } as const
  type Locked = { collection: keyof typeof PROTECTED; id: number }

  const filled = (v: unknown) => v != null && v !== '' && !(Array.isArray(v) && v.length === 0)

  it('no locked value of any item in any locale reaches a visitor or a member, with select', async () => {
    const { rest } = await import('./rest-client')
    const { mintSession } = await import('@/account/server/session')
    const member = await h.payload.create({
      collection: 'members',
      data: {
        email: 'rest-sweep@example.com',
        password: 'Cognac#2026',
        first_name: 'Léa',
        last_name: 'Martin',
        date_of_birth: '1990-01-01',
        country: 'FR',
        locale: 'fr-fr',
        level: 'level1',
        _verified: true,
      } as never,
    })
    const memberToken = await mintSession(h.payload, member.id)
    const login = await rest('POST', '/api/users/login/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_EDITOR),
    })
    const editorToken = (login.json as { token: string }).token

    const locked: Locked[] = []
    const sessions: number[] = []
    for (const collection of ['articles', 'videos', 'podcasts', 'sessions'] as const) {
      const { docs } = await h.payload.find({
        collection,
        where: { exclusive: { equals: true } },
        select: { exclusive: true },
        pagination: false,
      })
      for (const { id } of docs) locked.push({ collection, id: id as number })
      if (collection === 'sessions') sessions.push(...docs.map((d) => d.id as number))
    }
    const episodes = await h.payload.find({
      collection: 'episodes',
      where: { session: { in: sessions } },
      select: { session: true },
      pagination: false,
    })
    for (const { id } of episodes.docs) locked.push({ collection: 'episodes', id: id as number })

    let values = 0
    const leaked: string[] = []
    for (const { collection, id } of locked) {
      for (const locale of LOCALE_CODES) {
        for (const field of PROTECTED[collection]) {
          const url = `/api/${collection}/${id}/?locale=${locale}&select[${field}]=true`
          const seen = await rest('GET', url, { headers: { Authorization: `JWT ${editorToken}` } })
          if (!filled((seen.json as Record<string, unknown>)[field])) continue
          values++
          for (const headers of [{}, { Authorization: `JWT ${memberToken}` }] as Record<
            string,
            string
          >[]) {
            const answer = await rest('GET', url, { headers })
            const value = (answer.json as Record<string, unknown> | undefined)?.[field]
            if (answer.status !== 403 || filled(value)) leaked.push(`${url} → ${answer.status}`)
          }
        }
      }
    }
    console.log(`[${h.database}] REST sweep: ${values} protected (document, locale) values`)
    expect(values).toBeGreaterThanOrEqual(100)
    expect(leaked).toEqual([])
  })
})

describe('site search on the demo content', () => {
  const search = async (locale: LocaleCode, query: string) => {
    const { searchContent } = await import('@/content/search')
    return searchContent(locale, query)
  }

  it('finds items by a word of their title or summary, in any case, cognacs first', async () => {
    const results = await search('en-ww', 'JULEP')
    expect(results.map((r) => [r.kind, r.slug])).toContainEqual(['cocktails', 'julep'])
    const xo = await search('en-ww', 'xo')
    expect(xo[0]).toMatchObject({ kind: 'products', slug: 'xo', title: 'Solaine XO' })
    // A summary word: the julep's description speaks of crushed ice.
    expect((await search('en-ww', 'crushed ice')).map((r) => r.slug)).toContain('julep')
  })

  it('searches each locale in its own language and slugs', async () => {
    expect((await search('en-us', 'julep')).map((r) => r.slug)).toContain('swift-julep')
    const zh = await search('zh-tw', '側車')
    expect(zh.map((r) => r.kind)).toContain('cocktails')
    // The zh-tw Sidecar's own title first (a cognac whose notes mention it may follow).
    expect(zh[0]?.title).toMatch(/側車/)
    const sidecar = await search('ru-ru', 'Сайдкар')
    expect(sidecar).not.toHaveLength(0)
    // Case never hides a match, in any script (SQLite folds only ASCII letters by itself).
    expect(await search('ru-ru', 'сайдкар')).toEqual(sidecar)
    expect(await search('ru-ru', 'САЙДКАР')).toEqual(sidecar)
    expect(await search('en-ww', 'Сайдкар')).toHaveLength(0)
  })

  it('forgives accents, typing slips and an unfinished last word (issue 12)', async () => {
    const slugs = async (locale: LocaleCode, query: string) =>
      (await search(locale, query)).map((r) => `${r.kind}/${r.slug}`)
    // fr-fr: "Café Corsé" without its accents, as a French keyboard on a phone often types it.
    const accented = await slugs('fr-fr', 'café corsé')
    expect(accented).not.toHaveLength(0)
    expect(await slugs('fr-fr', 'cafe corse')).toEqual(accented)
    // One slip in a word of 5 letters or more.
    expect(await slugs('en-ww', 'sidecr')).toContain('cocktails/sidecar')
    // (`cognac` as the last word also finds "cognacs" as a prefix, which `cognak` cannot.)
    const products = (list: string[]) => list.filter((s) => s.startsWith('products/'))
    const cognak = products(await slugs('en-ww', 'cognak'))
    expect(cognak.length).toBeGreaterThanOrEqual(5)
    expect(products(await slugs('en-ww', 'cognac'))).toEqual(expect.arrayContaining(cognak))
    // Words of 4 letters or fewer are matched as typed, so `xo` never finds "so" or "go".
    expect((await search('en-ww', 'xo'))[0]).toMatchObject({ kind: 'products', slug: 'xo' })
    expect(await slugs('fr-fr', 'zzqqxx')).toEqual([])
    // The last word may be unfinished, as while typing.
    expect(await slugs('en-ww', 'sideca')).toContain('cocktails/sidecar')
  })

  it('finds a change an editor saved at once (the index is rebuilt)', async () => {
    const { docs } = await h.payload.find({
      collection: 'cocktails',
      locale: 'en-ww',
      where: { slug: { equals: 'julep' } },
      limit: 1,
    })
    const julep = docs[0]
    if (!julep) throw new Error('the demo julep is missing')
    expect(await search('en-ww', 'Quetzalcoatl')).toEqual([])
    await h.payload.update({
      collection: 'cocktails',
      id: julep.id,
      locale: 'en-ww',
      data: { title: 'Julep Quetzalcoatl' },
    })
    try {
      expect((await search('en-ww', 'quetzalcoatl')).map((r) => r.slug)).toEqual(['julep'])
    } finally {
      await h.payload.update({
        collection: 'cocktails',
        id: julep.id,
        locale: 'en-ww',
        data: { title: julep.title },
      })
    }
    expect(await search('en-ww', 'quetzalcoatl')).toEqual([])
  })

  it('searches public bodies below titles and summaries, never a members-only body', async () => {
    const slugs = async (query: string) => (await search('en-ww', query)).map((r) => r.slug)
    // "constancy" is written only in the body of "The art of blending".
    expect(await slugs('constancy')).toContain('the-art-of-blending')
    // "charming" is written only in the members-only body of the cellar master's notes.
    expect(await slugs('charming')).not.toContain('cellar-masters-notes')
    // A title match ranks above a body match of the same word.
    const blending = await search('en-ww', 'blending')
    expect(blending[0]).toMatchObject({ slug: 'the-art-of-blending' })
    // Each result carries the index terms it matched, for the results list to mark.
    const sidecr = await search('en-ww', 'sidecr')
    expect(sidecr.find((r) => r.slug === 'sidecar')?.matched).toContain('sidecar')
  })

  it('gives a page of results of one type, with every type’s count', async () => {
    const { searchPage } = await import('@/content/search')
    const all = await searchPage('en-ww', 'cognac')
    expect(all.total).toBeGreaterThan(12)
    expect(all.results).toHaveLength(12)
    expect(all.pages).toBe(Math.ceil(all.total / 12))
    expect(all.counts.reduce((sum, c) => sum + c.count, 0)).toBe(all.total)
    expect(all.counts[0]?.type).toBe('products')
    const cocktails = all.counts.find((c) => c.type === 'cocktails')
    if (!cocktails) throw new Error('no cocktail speaks of cognac')
    const only = await searchPage('en-ww', 'cognac', { type: 'cocktails' })
    expect(only.results.every((r) => r.kind === 'cocktails')).toBe(true)
    expect(only.results).toHaveLength(Math.min(12, cocktails.count))
    expect(only.counts).toEqual(all.counts)
    const second = await searchPage('en-ww', 'cognac', { page: 2 })
    expect(second.results[0]).toEqual((await search('en-ww', 'cognac'))[12])
    const past = await searchPage('en-ww', 'cognac', { page: all.pages + 1 })
    expect(past.results).toEqual([])
  })

  it('answers nothing for a query too short to mean anything', async () => {
    expect(await search('en-ww', 'x')).toEqual([])
  })

  it('shows members-only items as their locked card, never their body', async () => {
    const found = await search('en-ww', 'cellar master')
    const notes = found.find((r) => r.slug === 'cellar-masters-notes')
    expect(notes).toMatchObject({ kind: 'articles', exclusive: true, minLevel: 'level1' })
    expect(notes).not.toHaveProperty('body')
    // Words only its members-only body holds find nothing.
    expect((await search('en-ww', 'twenty-two years')).map((r) => r.slug)).not.toContain(
      'cellar-masters-notes',
    )
  })
})
