import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * Issue 17 item 3: a published document whose address changes keeps its old address working
 * (a 301 in that locale), chains are collapsed, and a page's children follow their parent.
 */
let h: Harness
let cover: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  h = await startPayload()
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#8a4b1d' } })
    .png()
    .toBuffer()
  const media = await h.payload.create({
    collection: 'media',
    data: { alt: 'Cover' },
    file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
  })
  cover = media.id
})
afterAll(async () => {
  await h?.close()
})

type Locale = 'en-ww' | 'fr-fr'

async function rules() {
  const found = await h.payload.find({ collection: 'redirects', limit: 100, depth: 0 })
  return found.docs.map((r) => `${r.from} → ${r.to}`).sort()
}

const rename = (collection: 'pages' | 'articles', id: number, locale: Locale, slug: string) =>
  h.payload.update({ collection, id, locale, context, data: { slug } as never })

/** Unpublishes a document in one locale (its "Available in this locale" switch off). */
const switchOff = (collection: 'pages' | 'articles', id: number, locale: Locale) =>
  h.payload.update({ collection, id, locale, context, data: { available: false } as never })

describe('a changed address redirects from the old one', () => {
  it('a page and its child: old paths answer with a redirect, chains collapse, no loops', async () => {
    const parent = await h.payload.create({
      collection: 'pages',
      locale: 'fr-fr',
      context,
      data: { title: 'Maison', template: 'universal', slug: 'maison', available: true } as never,
    })
    const child = await h.payload.create({
      collection: 'pages',
      locale: 'fr-fr',
      context,
      data: {
        title: 'Histoire',
        template: 'universal',
        slug: 'histoire',
        parent: parent.id,
        available: true,
      } as never,
    })
    expect(child.path).toBe('/maison/histoire/')

    await rename('pages', parent.id, 'fr-fr', 'la-maison')
    const moved = await h.payload.findByID({ collection: 'pages', id: child.id, locale: 'fr-fr' })
    expect(moved.path).toBe('/la-maison/histoire/')
    expect(await rules()).toEqual([
      '/fr-fr/maison/ → /fr-fr/la-maison/',
      '/fr-fr/maison/histoire/ → /fr-fr/la-maison/histoire/',
    ])

    // A second move: the first rules point straight at the newest address.
    await rename('pages', parent.id, 'fr-fr', 'notre-maison')
    expect(await rules()).toEqual([
      '/fr-fr/la-maison/ → /fr-fr/notre-maison/',
      '/fr-fr/la-maison/histoire/ → /fr-fr/notre-maison/histoire/',
      '/fr-fr/maison/ → /fr-fr/notre-maison/',
      '/fr-fr/maison/histoire/ → /fr-fr/notre-maison/histoire/',
    ])

    // Moving back to an earlier address removes the rule that would hide it.
    await rename('pages', parent.id, 'fr-fr', 'maison')
    const back = await rules()
    expect(back).not.toContain('/fr-fr/maison/ → /fr-fr/notre-maison/')
    expect(back).toContain('/fr-fr/notre-maison/ → /fr-fr/maison/')
    expect(back).toContain('/fr-fr/la-maison/ → /fr-fr/maison/')
    expect(back.every((rule) => !rule.startsWith('/fr-fr/maison/ '))).toBe(true)
    await h.payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })

  it('a content type in one locale only; an unpublished document gets no rule', async () => {
    const doc = await h.payload.create({
      collection: 'articles',
      locale: 'fr-fr',
      context,
      data: {
        title: "L'art",
        slug: 'l-art',
        available: true,
        body: {
          root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
        },
        cover,
        date: '2026-01-01',
      } as never,
    })
    await h.payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'en-ww',
      context,
      data: { title: 'The art', slug: 'the-art', available: true } as never,
    })
    await rename('articles', doc.id, 'fr-fr', 'l-art-de-l-assemblage')
    expect(await rules()).toEqual([
      '/fr-fr/articles/l-art/ → /fr-fr/articles/l-art-de-l-assemblage/',
    ])

    await switchOff('articles', doc.id, 'en-ww')
    await rename('articles', doc.id, 'en-ww', 'the-art-of-blending')
    expect(await rules()).toHaveLength(1)
  })
})

describe('the redirects list flags a rule whose target no longer exists', () => {
  it('found, missing once unpublished or deleted, redirected by another rule, not checked when external', async () => {
    const editor = { email: 'redirects-editor@example.com', password: 'Editor-Pass-2026!' }
    const user = await h.payload.create({ collection: 'users', data: editor })
    const page = await h.payload.create({
      collection: 'pages',
      locale: 'fr-fr',
      context,
      data: { title: 'Visite', template: 'universal', slug: 'visite', available: true } as never,
    })
    const rule = (from: string, to: string, kind = 'http') =>
      h.payload.create({ collection: 'redirects', data: { kind, from, to } as never })
    await rule('/fr-fr/ancienne-visite/', '/fr-fr/visite/')
    await rule('/fr-fr/vieux-chai/', '/fr-fr/chai/')
    await rule('/fr-fr/tres-vieux/', '/fr-fr/ancienne-visite/')
    await rule('/fr-fr/evenements/', 'https://old.maison-solaine.example/fr/', 'old_site')
    // The English page of the same document is not published: its path answers nothing.
    await rule('/en-ww/old-visit/', '/en-ww/visite/')

    const states = async () => {
      const { docs } = await h.payload.find({
        collection: 'redirects',
        depth: 0,
        limit: 100,
        user,
        overrideAccess: false,
      })
      return Object.fromEntries(docs.map((d) => [d.from, d.target_state]))
    }
    expect(await states()).toMatchObject({
      '/fr-fr/ancienne-visite/': 'found',
      '/fr-fr/vieux-chai/': 'missing',
      '/fr-fr/tres-vieux/': 'redirected',
      '/fr-fr/evenements/': 'not_checked',
      '/en-ww/old-visit/': 'missing',
    })

    await switchOff('pages', page.id, 'fr-fr')
    expect((await states())['/fr-fr/ancienne-visite/']).toBe('missing')
    await h.payload.delete({ collection: 'pages', id: page.id, context })
    expect((await states())['/fr-fr/ancienne-visite/']).toBe('missing')

    // The site's own reads of the rules (no CMS user) never pay for the lookups.
    const { docs } = await h.payload.find({ collection: 'redirects', depth: 0, limit: 100 })
    expect(docs.every((d) => d.target_state === undefined || d.target_state === null)).toBe(true)
    await h.payload.delete({ collection: 'redirects', where: { id: { exists: true } } })
  })
})
