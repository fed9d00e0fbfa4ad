/**
 * Issue 17 item 7: menu entries link to a page or document by reference (or to an external URL).
 * The address is built from the target's current slug in the menu's locale, so a slug change
 * moves the link; a target that is missing or unavailable drops the entry. Also: stored URL
 * texts are carried to the new shape by the PostgreSQL migration and, on SQLite, before the
 * schema push (src/cms/sqlite-carry.ts).
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from '@/cms/sqlite-carry'
import { resolveLinkEntries, resolveMenuItems } from '@/content/menu-links'
import type { LocaleCode } from '@/i18n/locales'
import type { MainMenu, Page } from '@/payload-types'
import { testDatabase } from './databases'
import { type Harness, startPayload } from './payload-harness'

type Item = NonNullable<MainMenu['items']>[number]
type Override = NonNullable<NonNullable<Page['settings']>['menu_override']>[number]

let h: Harness
const ctx = { disableRevalidate: true }
let page: number
let hiddenPage: number
let cocktail: number
let cover: number

const internal = (relationTo: 'pages' | 'cocktails', value: number): Item['link'] => ({
  type: 'internal',
  doc: { relationTo, value } as Item['link']['doc'],
})

async function saveMenu(locale: LocaleCode, items: Item[]) {
  await h.payload.updateGlobal({ slug: 'main-menu', locale, context: ctx, data: { items } })
}

async function menuLinks(locale: LocaleCode) {
  const menu = await h.payload.findGlobal({
    slug: 'main-menu',
    locale,
    fallbackLocale: false,
    depth: 2,
  })
  const items = await resolveMenuItems(h.payload, locale, menu.items ?? [])
  return items.map((item) => `${item.title} ${item.url}`)
}

/** A page's own menu links (settings.menu_override) in `locale`, resolved as the site does. */
async function saveOverride(locale: LocaleCode, id: number, entries: Override[]) {
  await h.payload.update({
    collection: 'pages',
    id,
    locale,
    context: ctx,
    // A title too: a page has none in a locale it was never written in.
    data: { title: 'Own menu', settings: { menu_override: entries } },
  })
}

async function overrideLinks(locale: LocaleCode, id: number) {
  const doc = await h.payload.findByID({
    collection: 'pages',
    id,
    locale,
    fallbackLocale: false,
    depth: 0,
  })
  const entries = await resolveLinkEntries(h.payload, locale, doc.settings?.menu_override)
  return entries.map((entry) => `${entry.title} ${entry.url}`)
}

/** The panel links and cards of the menu's entries in `locale`, resolved as the header does. */
async function panelLinks(locale: LocaleCode) {
  const menu = await h.payload.findGlobal({
    slug: 'main-menu',
    locale,
    fallbackLocale: false,
    depth: 2,
  })
  const items = await resolveMenuItems(h.payload, locale, menu.items ?? [])
  return items.flatMap(({ panel_content_v2: p }) => [
    ...(p?.sublinks_news ?? []).map((l) => `news ${l.label} ${l.url}`),
    ...(p?.sublinks_collection ?? []).map((l) => `collection ${l.label} ${l.url}`),
    ...(p?.cards_pushs ?? []).map((c) => `push ${c.title} ${c.url}`),
    ...(p?.journey_cards ?? []).map((c) => `journey ${c.title} ${c.url}`),
  ])
}

const external = (url: string): Item['link'] => ({ type: 'external', url })

/** A menu entry with a panel holding one of each kind of link, each to `link(kind)`. */
const panelItem = (link: (kind: string) => Item['link']): Item => ({
  title: 'Panel',
  link: internal('pages', page),
  panel: 'news',
  panel_content_v2: {
    sublinks_news: [{ label: 'N', link: link('news') }],
    sublinks_collection: [{ label: 'C', link: link('collection') }],
    cards_pushs: [{ title: 'P', card_image: cover, link: link('push') }],
    journey_cards: [{ title: 'J', image: cover, link: link('journey') }],
  },
})

beforeAll(async () => {
  h = await startPayload()
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()
  const media = await h.payload.create({
    collection: 'media',
    data: { alt: 'cover' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
  })
  cover = media.id
  const house = await h.payload.create({
    collection: 'pages',
    locale: 'en-ww',
    context: ctx,
    data: { title: 'The House', slug: 'the-house', template: 'universal', available: true },
  })
  page = house.id
  await h.payload.update({
    collection: 'pages',
    id: page,
    locale: 'fr-fr',
    context: ctx,
    data: { title: 'La Maison', slug: 'la-maison', available: true },
  })
  const hidden = await h.payload.create({
    collection: 'pages',
    locale: 'en-ww',
    context: ctx,
    data: { title: 'Hidden', slug: 'hidden', template: 'universal', available: false },
  })
  hiddenPage = hidden.id
  const sidecar = await h.payload.create({
    collection: 'cocktails',
    locale: 'en-ww',
    context: ctx,
    data: {
      title: 'Sidecar',
      slug: 'sidecar',
      available: true,
      date: '2026-11-27T00:00:00.000Z',
      cover,
    },
  })
  cocktail = sidecar.id
  await h.payload.update({
    collection: 'cocktails',
    id: cocktail,
    locale: 'fr-fr',
    context: ctx,
    data: { title: 'Side-car', slug: 'side-car', available: true },
  })
})
afterAll(async () => {
  await h?.close()
})

describe('menu links (issue 17 item 7)', () => {
  it('an entry linking to a page or document renders its path in the menu’s locale', async () => {
    const items: Item[] = [
      { title: 'House', link: internal('pages', page) },
      { title: 'Sidecar', link: internal('cocktails', cocktail) },
      { title: 'Shop', link: { type: 'external', url: 'https://shop.example.com/' } },
      { title: 'Old', link: { type: 'external', url: '/cocktails/' } },
    ]
    await saveMenu('en-ww', items)
    await saveMenu('fr-fr', items)
    expect(await menuLinks('en-ww')).toEqual([
      'House /the-house/',
      'Sidecar /cocktails/sidecar/',
      'Shop https://shop.example.com/',
      'Old /cocktails/',
    ])
    expect((await menuLinks('fr-fr')).slice(0, 2)).toEqual([
      'House /la-maison/',
      'Sidecar /cocktails/side-car/',
    ])
  })

  it('follows a slug change of the linked document and page', async () => {
    await saveMenu('en-ww', [
      { title: 'House', link: internal('pages', page) },
      { title: 'Sidecar', link: internal('cocktails', cocktail) },
    ])
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'en-ww',
      context: ctx,
      data: { slug: 'sidecar-classic' },
    })
    await h.payload.update({
      collection: 'pages',
      id: page,
      locale: 'en-ww',
      context: ctx,
      data: { slug: 'our-house' },
    })
    expect(await menuLinks('en-ww')).toEqual([
      'House /our-house/',
      'Sidecar /cocktails/sidecar-classic/',
    ])
    // The other locale's slugs are its own.
    expect(await menuLinks('fr-fr')).toContain('Sidecar /cocktails/side-car/')
  })

  it('drops an entry whose target is unavailable in the locale or deleted', async () => {
    const gone = await h.payload.create({
      collection: 'cocktails',
      locale: 'en-ww',
      context: ctx,
      data: {
        title: 'Gone',
        slug: 'gone',
        available: true,
        date: '2026-11-27T00:00:00.000Z',
        cover,
      },
    })
    await saveMenu('en-ww', [
      { title: 'Hidden', link: internal('pages', hiddenPage) },
      { title: 'Gone', link: internal('cocktails', gone.id) },
      { title: 'Sidecar', link: internal('cocktails', cocktail) },
    ])
    await h.payload.delete({ collection: 'cocktails', id: gone.id, context: ctx })
    // Not available in es-mx: the same entries there link nowhere.
    await saveMenu('es-mx', [{ title: 'Sidecar', link: internal('cocktails', cocktail) }])
    expect(await menuLinks('en-ww')).toEqual(['Sidecar /cocktails/sidecar-classic/'])
    expect(await menuLinks('es-mx')).toEqual([])
  })

  it.each([['javascript:alert(1)'], ['//evil.example.com/'], ['data:text/html,hi'], ['']])(
    'refuses the external URL %j',
    async (url) => {
      await expect(
        saveMenu('en-ww', [{ title: 'Bad', link: { type: 'external', url } }]),
      ).rejects.toThrow()
    },
  )

  it('gives the stored menu to no anonymous caller or member, whatever the query shape', async () => {
    const member = await h.payload.create({
      collection: 'members',
      data: {
        email: `menu-reader-${Date.now()}@example.com`,
        password: 'Cognac#2026',
        first_name: 'Léa',
        last_name: 'Durand',
        date_of_birth: '1988-04-12',
        country: 'FR',
        locale: 'fr-fr',
        _verified: true,
      } as never,
    })
    const callers = [null, { ...member, collection: 'members' }]
    const shapes = [{ depth: 0 }, { depth: 2 }, { depth: 0, select: { items: true } }] as const
    for (const user of callers) {
      for (const shape of shapes) {
        await expect(
          h.payload.findGlobal({
            slug: 'main-menu',
            locale: 'en-ww',
            overrideAccess: false,
            user: user as never,
            ...shape,
          }),
        ).rejects.toThrow()
      }
    }
  })

  it('refuses an internal link without a document', async () => {
    await expect(
      saveMenu('en-ww', [{ title: 'Nothing', link: { type: 'internal' } }]),
    ).rejects.toThrow()
  })

  it('a page’s own menu links follow their targets’ slugs, per locale (menu_override)', async () => {
    const landing = await h.payload.create({
      collection: 'pages',
      locale: 'en-ww',
      context: ctx,
      data: { title: 'Landing', slug: 'landing', template: 'universal', available: true },
    })
    const entries: Override[] = [
      { title: 'House', link: internal('pages', page) },
      { title: 'Sidecar', link: internal('cocktails', cocktail) },
      { title: 'Shop', link: external('https://shop.example.com/') },
    ]
    await saveOverride('en-ww', landing.id, entries)
    await saveOverride('fr-fr', landing.id, entries)
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'en-ww',
      context: ctx,
      data: { slug: 'sidecar-renamed' },
    })
    expect(await overrideLinks('en-ww', landing.id)).toEqual([
      'House /our-house/',
      'Sidecar /cocktails/sidecar-renamed/',
      'Shop https://shop.example.com/',
    ])
    expect(await overrideLinks('fr-fr', landing.id)).toEqual([
      'House /la-maison/',
      'Sidecar /cocktails/side-car/',
      'Shop https://shop.example.com/',
    ])
    // Unavailable in fr-fr, then deleted: the entry goes, the others stay.
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'fr-fr',
      context: ctx,
      data: { available: false },
    })
    expect(await overrideLinks('fr-fr', landing.id)).toEqual([
      'House /la-maison/',
      'Shop https://shop.example.com/',
    ])
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'fr-fr',
      context: ctx,
      data: { available: true },
    })
    await saveOverride('en-ww', landing.id, [
      { title: 'Hidden', link: internal('pages', hiddenPage) },
      ...entries,
    ])
    expect(await overrideLinks('en-ww', landing.id)).toHaveLength(3)
    await h.payload.delete({ collection: 'pages', id: page, context: ctx })
    expect(await overrideLinks('en-ww', landing.id)).toEqual([
      'Sidecar /cocktails/sidecar-renamed/',
      'Shop https://shop.example.com/',
    ])
    await expect(
      saveOverride('en-ww', landing.id, [{ title: 'Bad', link: external('javascript:alert(1)') }]),
    ).rejects.toThrow()
    // The page deleted above is made again for the tests below.
    page = (
      await h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        context: ctx,
        data: { title: 'The House', slug: 'our-house', template: 'universal', available: true },
      })
    ).id
    await h.payload.update({
      collection: 'pages',
      id: page,
      locale: 'fr-fr',
      context: ctx,
      data: { title: 'La Maison', slug: 'la-maison', available: true },
    })
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'en-ww',
      context: ctx,
      data: { slug: 'sidecar-classic' },
    })
  })

  it('the menu’s panel links and cards follow their targets’ slugs and drop unavailable ones', async () => {
    await saveMenu('en-ww', [panelItem(() => internal('cocktails', cocktail))])
    await saveMenu('fr-fr', [panelItem(() => internal('cocktails', cocktail))])
    expect(await panelLinks('en-ww')).toEqual([
      'news N /cocktails/sidecar-classic/',
      'collection C /cocktails/sidecar-classic/',
      'push P /cocktails/sidecar-classic/',
      'journey J /cocktails/sidecar-classic/',
    ])
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'fr-fr',
      context: ctx,
      data: { slug: 'side-car-maison' },
    })
    expect(await panelLinks('fr-fr')).toEqual([
      'news N /cocktails/side-car-maison/',
      'collection C /cocktails/side-car-maison/',
      'push P /cocktails/side-car-maison/',
      'journey J /cocktails/side-car-maison/',
    ])
    // Pages and external addresses too; a hidden page's link and card go.
    await saveMenu('en-ww', [
      panelItem((kind) =>
        kind === 'news'
          ? internal('pages', page)
          : kind === 'push'
            ? internal('pages', hiddenPage)
            : external(`https://example.com/${kind}/`),
      ),
    ])
    expect(await panelLinks('en-ww')).toEqual([
      'news N /our-house/',
      'collection C https://example.com/collection/',
      'journey J https://example.com/journey/',
    ])
    await expect(
      saveMenu('en-ww', [panelItem(() => external('//evil.example.com/'))]),
    ).rejects.toThrow()
    await expect(saveMenu('en-ww', [panelItem(() => ({ type: 'internal' }))])).rejects.toThrow()
  })

  const onPostgres = testDatabase() === 'postgres' ? it : () => undefined
  onPostgres('the PostgreSQL migration carries stored URLs down and up again', async () => {
    await h.payload.update({
      collection: 'cocktails',
      id: cocktail,
      locale: 'en-ww',
      context: ctx,
      data: { slug: 'sidecar' },
    })
    await saveMenu('en-ww', [
      { title: 'House', link: internal('pages', page) },
      { title: 'Sidecar', link: internal('cocktails', cocktail) },
      { title: 'Shop', link: { type: 'external', url: 'https://shop.example.com/' } },
      { title: 'Nowhere', link: { type: 'external', url: '/no-such-page/' } },
    ])
    const migration = await import('@/migrations/20261127_045148_menu_links')
    const args = {
      db: h.payload.db.drizzle,
      payload: h.payload,
      req: {},
    } as unknown as Parameters<typeof migration.up>[0]
    const rows = async (query: string) =>
      (await h.payload.db.drizzle.execute(query)) as unknown as { rows: Record<string, unknown>[] }
    await migration.down(args)
    // The old shape: one URL text per entry, internal links written as their addresses.
    const old = await rows(
      `SELECT "title", "url" FROM "main_menu_items" WHERE "_locale" = 'en-ww' ORDER BY "_order"`,
    )
    expect(old.rows.map((r) => `${r.title} ${r.url}`)).toEqual([
      'House /our-house/',
      'Sidecar /cocktails/sidecar/',
      'Shop https://shop.example.com/',
      'Nowhere /no-such-page/',
    ])
    await migration.up(args)
    const menu = await h.payload.findGlobal({
      slug: 'main-menu',
      locale: 'en-ww',
      fallbackLocale: false,
      depth: 0,
    })
    expect(menu.items?.map((i) => [i.title, i.link.type, i.link.doc?.value ?? i.link.url])).toEqual(
      [
        ['House', 'internal', page],
        ['Sidecar', 'internal', cocktail],
        ['Shop', 'external', 'https://shop.example.com/'],
        ['Nowhere', 'external', '/no-such-page/'],
      ],
    )
    expect(menu.items?.map((i) => i.link.doc?.relationTo ?? null)).toEqual([
      'pages',
      'cocktails',
      null,
      null,
    ])
  })

  onPostgres(
    'the PostgreSQL migrations carry override and panel URLs down and up again',
    async () => {
      const landing = await h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        context: ctx,
        data: { title: 'Landing 2', slug: 'landing-two', template: 'universal', available: true },
      })
      await saveOverride('en-ww', landing.id, [
        { title: 'House', link: internal('pages', page) },
        { title: 'Sidecar', link: internal('cocktails', cocktail) },
        { title: 'Nowhere', link: external('/no-such-page/') },
      ])
      await saveOverride('fr-fr', landing.id, [{ title: 'Maison', link: internal('pages', page) }])
      await saveMenu('en-ww', [
        { title: 'Shop', link: external('https://shop.example.com/') },
        panelItem((kind) =>
          kind === 'journey'
            ? external('https://example.com/j/')
            : kind === 'news'
              ? internal('pages', page)
              : internal('cocktails', cocktail),
        ),
      ])
      const override = await import('@/migrations/20261127_123013_menu_override_links')
      const panels = await import('@/migrations/20261127_123039_menu_panel_links')
      const args = {
        db: h.payload.db.drizzle,
        payload: h.payload,
        req: {},
      } as unknown as Parameters<typeof override.up>[0]
      const rows = async (query: string) =>
        (
          (await h.payload.db.drizzle.execute(query)) as unknown as {
            rows: Record<string, unknown>[]
          }
        ).rows.map((r) => Object.values(r).join(' '))
      const before = {
        override: await overrideLinks('en-ww', landing.id),
        panels: await panelLinks('en-ww'),
      }
      await panels.down(args)
      await override.down(args)
      // The old shape: one URL text per row, internal links written as their addresses.
      expect(
        await rows(`SELECT "_locale", "title", "url" FROM "pages_settings_menu_override"
        WHERE "_parent_id" = ${landing.id} ORDER BY "_locale", "_order"`),
      ).toEqual([
        'en-ww House /our-house/',
        'en-ww Sidecar /cocktails/sidecar/',
        'en-ww Nowhere /no-such-page/',
        'fr-fr Maison /la-maison/',
      ])
      const panelRows = [
        'menu_sublinks_news',
        'menu_sublinks_collection',
        'menu_cards_pushs',
        'menu_journey_cards',
      ]
        .map((table) => `SELECT '${table}' AS t, "link" FROM "${table}" WHERE "_locale" = 'en-ww'`)
        .join(' UNION ALL ')
      expect(await rows(panelRows)).toEqual([
        'menu_sublinks_news /our-house/',
        'menu_sublinks_collection /cocktails/sidecar/',
        'menu_cards_pushs /cocktails/sidecar/',
        'menu_journey_cards https://example.com/j/',
      ])
      await override.up(args)
      await panels.up(args)
      // Back as references (and the same external URLs): the same links as before.
      expect(await overrideLinks('en-ww', landing.id)).toEqual(before.override)
      expect(await overrideLinks('fr-fr', landing.id)).toEqual(['Maison /la-maison/'])
      expect(await panelLinks('en-ww')).toEqual(before.panels)
      const stored = await h.payload.findByID({
        collection: 'pages',
        id: landing.id,
        locale: 'en-ww',
        depth: 0,
      })
      expect(
        stored.settings?.menu_override?.map((e) => [
          e.link.type,
          e.link.doc?.relationTo ?? e.link.url,
        ]),
      ).toEqual([
        ['internal', 'pages'],
        ['internal', 'cocktails'],
        ['external', '/no-such-page/'],
      ])
      const menu = await h.payload.findGlobal({ slug: 'main-menu', locale: 'en-ww', depth: 0 })
      const panel = menu.items?.[1]?.panel_content_v2
      expect(
        [
          panel?.sublinks_news,
          panel?.sublinks_collection,
          panel?.cards_pushs,
          panel?.journey_cards,
        ].map((list) => list?.[0]?.link.doc?.relationTo ?? list?.[0]?.link.url),
      ).toEqual(['pages', 'cocktails', 'cocktails', 'https://example.com/j/'])
    },
  )

  const onSqlite = testDatabase() === 'sqlite' ? it : () => undefined
  onSqlite('an old-shaped SQLite menu keeps every URL after the push', async () => {
    await saveMenu('en-ww', [{ title: 'House', link: internal('pages', page) }])
    const client = openSqlite(process.env.DATABASE_URL as string)
    const parent = Number(
      (await client.execute('SELECT id FROM main_menu LIMIT 1')).rows[0]?.id ?? 1,
    )
    await client.batch(
      [
        'DROP TABLE main_menu_items',
        `CREATE TABLE main_menu_items (_order integer NOT NULL, _parent_id integer NOT NULL,
          _locale text NOT NULL, id text PRIMARY KEY NOT NULL, title text NOT NULL,
          url text NOT NULL, key text, icon_link integer DEFAULT false, secondary_link integer DEFAULT false,
          panel text,
          FOREIGN KEY (_parent_id) REFERENCES main_menu(id) ON UPDATE no action ON DELETE cascade)`,
        `INSERT INTO main_menu_items (_order, _parent_id, _locale, id, title, url) VALUES
          (1, ${parent}, 'en-ww', 'a', 'House', '/our-house/'),
          (2, ${parent}, 'en-ww', 'b', 'Shop', 'https://shop.example.com/'),
          (1, ${parent}, 'fr-fr', 'c', 'Maison', '/la-maison/')`,
      ],
      'write',
    )
    client.close()
    const force = process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
    process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
    try {
      await h.payload.db.connect?.()
    } finally {
      if (force === undefined) delete process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
      else process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = force
    }
    expect(await menuLinks('en-ww')).toEqual([
      'House /our-house/',
      'Shop https://shop.example.com/',
    ])
    expect(await menuLinks('fr-fr')).toEqual(['Maison /la-maison/'])
    // Saved again as an internal link, the entry follows its page.
    await saveMenu('fr-fr', [{ title: 'Maison', link: internal('pages', page) }])
    expect(await menuLinks('fr-fr')).toEqual(['Maison /la-maison/'])
  })

  onSqlite(
    'old-shaped SQLite override and panel tables keep every URL after the push',
    async () => {
      const landing = await h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        context: ctx,
        data: { title: 'Landing 3', slug: 'landing-three', template: 'universal', available: true },
      })
      await saveOverride('en-ww', landing.id, [{ title: 'House', link: internal('pages', page) }])
      await saveMenu('en-ww', [panelItem(() => internal('pages', page))])
      const client = openSqlite(process.env.DATABASE_URL as string)
      const old = async (table: string, column: string, notNull: string) => {
        await client.batch(
          [
            `ALTER TABLE "${table}" ADD COLUMN "${column}" text${notNull}`,
            `UPDATE "${table}" SET "${column}" = '/our-house/'`,
            `ALTER TABLE "${table}" DROP COLUMN "link_type"`,
            `ALTER TABLE "${table}" DROP COLUMN "link_url"`,
          ],
          'write',
        )
      }
      await old('pages_settings_menu_override', 'url', " NOT NULL DEFAULT ''")
      for (const table of ['menu_sublinks_news', 'menu_sublinks_collection', 'menu_cards_pushs']) {
        await old(table, 'link', '')
      }
      await old('menu_journey_cards', 'link', '')
      await client.execute(`UPDATE "menu_journey_cards" SET "link" = 'https://example.com/j/'`)
      await client.execute(`DELETE FROM "pages_rels"`)
      await client.execute(`DELETE FROM "main_menu_rels" WHERE "path" LIKE '%panel_content_v2%'`)
      client.close()
      const force = process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
      process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
      try {
        await h.payload.db.connect?.()
      } finally {
        if (force === undefined) delete process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
        else process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = force
      }
      // Kept as external links with the same text: they render as before.
      expect(await overrideLinks('en-ww', landing.id)).toEqual(['House /our-house/'])
      expect(await panelLinks('en-ww')).toEqual([
        'news N /our-house/',
        'collection C /our-house/',
        'push P /our-house/',
        'journey J https://example.com/j/',
      ])
      // Saved again as internal links, they follow the page.
      await saveOverride('en-ww', landing.id, [{ title: 'House', link: internal('pages', page) }])
      expect(await overrideLinks('en-ww', landing.id)).toEqual(['House /our-house/'])
    },
  )
})
