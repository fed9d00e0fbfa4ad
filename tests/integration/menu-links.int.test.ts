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
import { resolveMenuItems } from '@/content/menu-links'
import type { LocaleCode } from '@/i18n/locales'
import type { MainMenu } from '@/payload-types'
import { testDatabase } from './databases'
import { type Harness, startPayload } from './payload-harness'

type Item = NonNullable<MainMenu['items']>[number]

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
})
