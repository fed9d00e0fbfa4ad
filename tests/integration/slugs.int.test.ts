import type { CollectionSlug } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findSlugClashes } from '../../src/cms/slug-clashes'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
let cover: number

const context = { disableRevalidate: true }

const richText = (text: string) => ({
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

type Locale = 'en-ww' | 'fr-fr' | 'en-us'

const page = (locale: Locale, data: Record<string, unknown>) =>
  h.payload.create({
    collection: 'pages',
    locale,
    context,
    data: { template: 'universal', available: true, ...data } as never,
  })

const article = (locale: Locale, title: string, slug: string) =>
  h.payload.create({
    collection: 'articles',
    locale,
    context,
    data: {
      title,
      slug,
      available: true,
      body: richText(title),
      cover,
      date: '2026-01-01',
    } as never,
  })

/** The field messages of a refused write, or a failure when it was accepted. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data
      ?.errors
    expect(errors?.map((e) => e.path)).toContain('slug')
    return (errors ?? []).map((e) => e.message).join('\n')
  }
  throw new Error('the write was accepted')
}

describe('slugs are unique per locale and per route, and reserved paths are refused', () => {
  it('refuses a second page at an existing path, naming the page that has it', async () => {
    const first = await page('en-ww', { title: 'Our Story', slug: 'our-story' })
    const message = await refusal(page('en-ww', { title: 'Impostor', slug: 'our-story' }))
    expect(message).toBe(
      `/en-ww/our-story/ is already taken in en-ww by the page “Our Story” (id ${first.id}). Choose another slug or parent.`,
    )
    const { docs } = await h.payload.find({
      collection: 'pages',
      locale: 'en-ww',
      where: { path: { equals: '/our-story/' } },
    })
    expect(docs.map((d) => d.id)).toEqual([first.id])
  })

  it('allows the same slug in another locale, and on another document in a locale where it is free', async () => {
    const first = await page('en-ww', { title: 'Cellars', slug: 'cellars' })
    // The same document in another locale.
    await h.payload.update({
      collection: 'pages',
      id: first.id,
      locale: 'fr-fr',
      context,
      data: { title: 'Chais', slug: 'cellars', available: true },
    })
    // Another document whose slug is `cellars` only where the first one has none.
    const other = await page('en-us', { title: 'Cellars (US)', slug: 'cellars' })
    expect(other.path).toBe('/cellars/')
    // …but not in a locale where the first one has it.
    const message = await refusal(
      h.payload.update({
        collection: 'pages',
        id: other.id,
        locale: 'fr-fr',
        context,
        data: { title: 'Caves', slug: 'cellars', available: true },
      }),
    )
    expect(message).toContain(`“Chais” (id ${first.id})`)
  })

  it('allows the same slug under another parent, not twice under the same one', async () => {
    const house = await page('en-ww', { title: 'The House', slug: 'the-house' })
    const visit = await page('en-ww', { title: 'Visit', slug: 'visit' })
    const history = await page('en-ww', { title: 'History', slug: 'history', parent: house.id })
    const visitHistory = await page('en-ww', {
      title: 'Visit history',
      slug: 'history',
      parent: visit.id,
    })
    expect([history.path, visitHistory.path]).toEqual(['/the-house/history/', '/visit/history/'])
    const message = await refusal(
      page('en-ww', { title: 'History again', slug: 'history', parent: house.id }),
    )
    expect(message).toContain('/en-ww/the-house/history/ is already taken')
    // A top-level `history` is a different path…
    const top = await page('en-ww', { title: 'History (top)', slug: 'history' })
    // …until it is moved under a parent that already has one.
    const moved = await refusal(
      h.payload.update({
        collection: 'pages',
        id: top.id,
        locale: 'en-ww',
        context,
        data: { parent: house.id },
      }),
    )
    expect(moved).toContain(
      `/en-ww/the-house/history/ is already taken in en-ww by the page “History” (id ${history.id})`,
    )
  })

  it('allows a page and a content type document to share a slug (other routes)', async () => {
    await page('en-ww', { title: 'Summer', slug: 'summer' })
    const summerArticle = await article('en-ww', 'Summer article', 'summer')
    expect(summerArticle.slug).toBe('summer')
    // A tag (its own segment, /tag/) too.
    await h.payload.create({
      collection: 'tags',
      locale: 'en-ww',
      context,
      data: { title: 'Summer', slug: 'summer', available: true } as never,
    })
  })

  it('refuses a second article with the same slug in a locale, allows it in another', async () => {
    const first = await article('en-ww', 'Blending', 'blending')
    const message = await refusal(article('en-ww', 'Blending again', 'blending'))
    expect(message).toBe(
      `/en-ww/articles/blending/ is already taken in en-ww by “Blending” (id ${first.id}). Choose another slug.`,
    )
    await article('fr-fr', 'Assemblage', 'blending')
  })

  it('refuses updating a document to a slug another one has; saving its own slug is fine', async () => {
    const taken = await page('en-ww', { title: 'Taken', slug: 'taken' })
    const mover = await page('en-ww', { title: 'Mover', slug: 'mover' })
    const message = await refusal(
      h.payload.update({
        collection: 'pages',
        id: mover.id,
        locale: 'en-ww',
        context,
        data: { slug: 'taken' },
      }),
    )
    expect(message).toContain(`“Taken” (id ${taken.id})`)
    // Saving a document again with its own slug is not a clash with itself.
    const again = await h.payload.update({
      collection: 'pages',
      id: taken.id,
      locale: 'en-ww',
      context,
      data: { title: 'Taken, renamed', slug: 'taken' },
    })
    expect(again.path).toBe('/taken/')

    const one = await article('en-ww', 'One', 'one')
    const two = await article('en-ww', 'Two', 'two')
    const articleMessage = await refusal(
      h.payload.update({
        collection: 'articles',
        id: two.id,
        locale: 'en-ww',
        context,
        data: { slug: 'one' },
      }),
    )
    expect(articleMessage).toContain(`(id ${one.id})`)
  })

  it.each([
    ['account', 'member account pages'],
    ['api', 'API'],
    ['admin', 'CMS admin'],
  ])('refuses the reserved top-level slug %s', async (slug, owner) => {
    const message = await refusal(page('en-ww', { title: `Page ${slug}`, slug }))
    expect(message).toBe(`/en-ww/${slug}/ is reserved for the ${owner}. Choose another slug.`)
  })

  it('allows a reserved word below the top level and a content type list page, refuses a detail address', async () => {
    const house = await page('en-ww', { title: 'Maison', slug: 'maison' })
    const nested = await page('en-ww', { title: 'Admin', slug: 'admin', parent: house.id })
    expect(nested.path).toBe('/maison/admin/')
    const list = await page('en-ww', { title: 'Cocktails', slug: 'cocktails' })
    const message = await refusal(
      page('en-ww', { title: 'Shadowed', slug: 'swift-julep', parent: list.id }),
    )
    expect(message).toContain('/en-ww/cocktails/swift-julep/ is the address of a cocktails detail')
  })

  it('refuses a second available home page in a locale and an available page without a slug', async () => {
    const home = await page('en-ww', { title: 'Home', template: 'home' })
    expect(home.path).toBe('/')
    const message = await refusal(page('en-ww', { title: 'Home 2', template: 'home' }))
    expect(message).toContain(`already has a home page: “Home” (id ${home.id})`)
    // A new home page can be prepared while unavailable.
    await page('en-ww', { title: 'Next home', template: 'home', available: false })
    expect(await refusal(page('en-ww', { title: 'No slug' }))).toContain('needs a slug')
    // Not available in the locale: no address, nothing to refuse.
    await page('en-ww', { title: 'Draft without slug', available: false })
  })

  it('a duplicate gets a copy slug and path in every locale and starts unavailable', async () => {
    const original = await page('en-ww', { title: 'Tasting', slug: 'tasting' })
    await h.payload.update({
      collection: 'pages',
      id: original.id,
      locale: 'fr-fr',
      context,
      data: { title: 'Dégustation', slug: 'degustation', available: true },
    })
    const copy = await h.payload.duplicate({
      collection: 'pages',
      id: original.id,
      locale: 'en-ww',
      context,
    })
    const all = (await h.payload.findByID({
      collection: 'pages',
      id: copy.id,
      locale: 'all',
      depth: 0,
    })) as unknown as Record<'slug' | 'path' | 'available', Record<string, unknown>>
    const suffix = String(all.slug['en-ww']).replace('tasting', '')
    expect(suffix).toMatch(/^-copy-[0-9a-f]{6}$/)
    expect(all.slug['fr-fr']).toBe(`degustation${suffix}`)
    expect(all.path).toMatchObject({
      'en-ww': `/tasting${suffix}/`,
      'fr-fr': `/degustation${suffix}/`,
    })
    expect(all.available).toMatchObject({ 'en-ww': false, 'fr-fr': false })
    // The original keeps its addresses.
    const { docs } = await h.payload.find({
      collection: 'pages',
      locale: 'fr-fr',
      where: { path: { equals: '/degustation/' } },
    })
    expect(docs.map((d) => d.id)).toEqual([original.id])
    // A second copy does not clash with the first.
    const second = await h.payload.duplicate({
      collection: 'pages',
      id: original.id,
      locale: 'en-ww',
      context,
    })
    expect(second.slug).not.toBe(copy.slug)
  })

  it('answers an editor saving over REST (as the admin does) 400 with the message on the slug field', async () => {
    const { rest } = await import('./rest-client')
    await h.payload.create({
      collection: 'users',
      data: { email: 'slug-editor@example.com', password: 'Editor#2026pass' } as never,
    })
    const login = await rest('POST', '/api/users/login/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'slug-editor@example.com', password: 'Editor#2026pass' }),
    })
    const token = (login.json as { token: string }).token
    const first = await page('fr-fr', { title: 'Nos chais', slug: 'nos-chais' })
    const answer = await rest('POST', '/api/pages/?locale=fr-fr', {
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({
        title: 'Autre',
        slug: 'nos-chais',
        template: 'universal',
        available: true,
      }),
    })
    expect(answer.status).toBe(400)
    const errors = (answer.json as { errors: { data?: { errors?: unknown[] } }[] }).errors[0]?.data
      ?.errors
    expect(errors).toEqual([
      {
        label: expect.anything(),
        path: 'slug',
        message: `/fr-fr/nos-chais/ is already taken in fr-fr by the page “Nos chais” (id ${first.id}). Choose another slug or parent.`,
      },
    ])
  })

  it('refuses an available article without a slug in that locale', async () => {
    const message = await refusal(article('en-ww', 'Nameless', ''))
    expect(message).toBe(
      'A document available in en-ww needs a slug there: its address is made from it.',
    )
  })

  it('checks every routed collection the same way', async () => {
    const collections: CollectionSlug[] = ['tags', 'categories']
    for (const collection of collections) {
      const data = { title: 'Same', slug: 'same-slug', available: true } as never
      await h.payload.create({ collection, locale: 'en-ww', context, data })
      await refusal(h.payload.create({ collection, locale: 'en-ww', context, data }))
    }
  })

  it('leaves no two documents at one address in any collection or locale', async () => {
    expect(await findSlugClashes(h.payload)).toEqual([])
  })
})
