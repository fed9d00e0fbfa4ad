import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLocaleVersions, standInTitle } from '@/cms/admin/locale-overview'
import { readSiteOptions } from '@/content/site-options'
import type { Media } from '@/payload-types'
import { testDatabase } from './databases'
import { type Harness, startPayload } from './payload-harness'

// Issue 17 items 8 and 9: per-locale site options falling back to en-ww, and the admin list's
// view of a document's locales.

let h: Harness
let crestWw: number
let crestPl: number
let backgroundWw: number
let backgroundPl: number

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Media).id : (value as number | null | undefined)

const ctx = { disableRevalidate: true }

beforeAll(async () => {
  h = await startPayload()
  const image = async (alt: string, colour: string) => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: colour } })
      .png()
      .toBuffer()
    const doc = await h.payload.create({
      collection: 'media',
      data: { alt },
      file: { data: png, mimetype: 'image/png', name: `${alt}.png`, size: png.length },
    })
    return doc.id
  }
  crestWw = await image('crest-ww', '#8a4b1d')
  crestPl = await image('crest-pl', '#1d4b8a')
  backgroundWw = await image('gate-ww', '#222222')
  backgroundPl = await image('gate-pl', '#444444')
  await h.payload.updateGlobal({
    slug: 'site-options',
    locale: 'en-ww',
    context: ctx,
    data: {
      crest_image: crestWw,
      social_links: [
        { title: 'Instagram', url: 'https://www.instagram.com/', social_icon: 'instagram' },
      ],
      age_gate: { title: 'Welcome', background: backgroundWw },
    },
  })
  await h.payload.updateGlobal({
    slug: 'site-options',
    locale: 'fr-fr',
    context: ctx,
    data: { age_gate: { title: 'Bienvenue' } },
  })
  await h.payload.updateGlobal({
    slug: 'site-options',
    locale: 'pl-pl',
    context: ctx,
    data: {
      crest_image: crestPl,
      social_links: [
        { title: 'Facebook', url: 'https://www.facebook.com/', social_icon: 'facebook' },
      ],
      age_gate: { title: 'Witamy', background: backgroundPl },
    },
  })
})
afterAll(async () => {
  await h?.close()
})

/** A locale's site options as stored, without the site's fallback to en-ww. */
const storedOptions = (locale: 'en-ww' | 'fr-fr' | 'pl-pl') =>
  h.payload.findGlobal({ slug: 'site-options', locale, fallbackLocale: false, depth: 0 })

describe('site options per locale (issue 17 item 8)', () => {
  it('stores the crest, social links and age gate background per locale', async () => {
    const fr = await storedOptions('fr-fr')
    expect(fr.crest_image ?? null).toBeNull()
    expect(fr.social_links ?? []).toEqual([])
    expect(fr.age_gate?.background ?? null).toBeNull()
  })

  it('a locale without its own uses en-ww’s; its own texts stay its own', async () => {
    const fr = await readSiteOptions(h.payload, 'fr-fr')
    expect(idOf(fr.crest_image)).toBe(crestWw)
    expect(fr.social_links?.map((l) => l.title)).toEqual(['Instagram'])
    expect(idOf(fr.age_gate?.background)).toBe(backgroundWw)
    expect(fr.age_gate?.title).toBe('Bienvenue')
  })

  it('a locale with its own keeps its own', async () => {
    const pl = await readSiteOptions(h.payload, 'pl-pl')
    expect(idOf(pl.crest_image)).toBe(crestPl)
    expect(pl.social_links?.map((l) => l.title)).toEqual(['Facebook'])
    expect(idOf(pl.age_gate?.background)).toBe(backgroundPl)
    const ww = await readSiteOptions(h.payload, 'en-ww')
    expect(idOf(ww.crest_image)).toBe(crestWw)
    expect(ww.social_links?.map((l) => l.title)).toEqual(['Instagram'])
  })

  // SQLite has no migrations (its schema is pushed): the test exists on PostgreSQL only.
  const onPostgres = testDatabase() === 'postgres' ? it : () => undefined
  onPostgres(
    'the PostgreSQL migration keeps the stored values as en-ww’s (down and up again)',
    async () => {
      const migration = await import('@/migrations/20261126_211318_site_options_per_locale')
      const args = {
        db: h.payload.db.drizzle,
        payload: h.payload,
        req: {},
      } as unknown as Parameters<typeof migration.up>[0]
      // Down: one value for every locale again, en-ww's (pl-pl's own is given up).
      await migration.down(args)
      await migration.up(args)
      const ww = await storedOptions('en-ww')
      expect(ww.crest_image).toBe(crestWw)
      expect(ww.age_gate?.background).toBe(backgroundWw)
      expect(ww.social_links?.map((l) => l.title)).toEqual(['Instagram'])
      const pl = await storedOptions('pl-pl')
      expect(pl.crest_image ?? null).toBeNull()
      expect(pl.social_links ?? []).toEqual([])
      expect(pl.age_gate?.title).toBe('Witamy')
      expect(idOf((await readSiteOptions(h.payload, 'pl-pl')).crest_image)).toBe(crestWw)
    },
  )
})

describe('a document’s locales in the admin list (issue 17 item 9)', () => {
  it('lists the locales with a title, each with its availability, in locale order', async () => {
    const page = await h.payload.create({
      collection: 'pages',
      locale: 'en-ww',
      context: ctx,
      data: { title: 'The House', slug: 'the-house', template: 'universal', available: true },
    })
    await h.payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr-fr',
      context: ctx,
      data: { title: 'La Maison', slug: 'la-maison', available: false },
    })
    const versions = await readLocaleVersions(h.payload, 'pages', page.id)
    expect(versions).toEqual([
      { locale: 'en-ww', title: 'The House', available: true },
      { locale: 'fr-fr', title: 'La Maison', available: false },
    ])
    expect(standInTitle(versions)).toBe('(en-ww) The House')
    // Nothing is stored for the column: the document has no such key.
    const doc = await h.payload.findByID({ collection: 'pages', id: page.id, locale: 'en-ww' })
    expect(doc).not.toHaveProperty('locale_versions')
  })

  it('an untranslated content document stands in with the default locale’s title, marked', async () => {
    const tag = await h.payload.create({
      collection: 'tags',
      locale: 'en-ww',
      context: ctx,
      data: { title: 'Cognac', slug: 'cognac', available: true },
    })
    const inPolish = await h.payload.findByID({
      collection: 'tags',
      id: tag.id,
      locale: 'pl-pl',
      fallbackLocale: false,
    })
    expect(inPolish.title ?? null).toBeNull()
    const versions = await readLocaleVersions(h.payload, 'tags', tag.id)
    expect(versions.map((v) => v.locale)).toEqual(['en-ww'])
    expect(standInTitle(versions)).toBe('(en-ww) Cognac')
  })

  it('a document written only in another locale stands in with that locale’s title', async () => {
    const page = await h.payload.create({
      collection: 'pages',
      locale: 'zh-tw',
      context: ctx,
      data: { title: '關於我們', slug: 'about', template: 'universal', available: true },
    })
    const versions = await readLocaleVersions(h.payload, 'pages', page.id)
    expect(versions).toEqual([{ locale: 'zh-tw', title: '關於我們', available: true }])
    expect(standInTitle(versions)).toBe('(zh-tw) 關於我們')
    expect(await readLocaleVersions(h.payload, 'pages', 987654)).toEqual([])
  })
})
