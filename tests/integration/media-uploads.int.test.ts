import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '@/cms/collections/Media'
import { imageSources } from '@/components/media/image-sources'
import { type Harness, startPayload } from './payload-harness'

// Issue 16 item 5 and issue 17 item 10: derived sizes in a modern format, the editor's focal
// point kept and used by every crop.

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})

afterAll(async () => {
  await h?.close()
})

/** Where this Payload instance writes its files (its config's, read once at start). */
const uploadFolder = () => String(h.payload.collections.media.config.upload.staticDir)

async function upload(width: number, height: number, data: Record<string, unknown> = {}) {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: '#8a4b1d' },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  return h.payload.create({
    collection: 'media',
    data: { alt: 'A cellar', ...data },
    file: { data: jpeg, mimetype: 'image/jpeg', name: `cellar-${width}.jpg`, size: jpeg.length },
  })
}

describe('media uploads', () => {
  it('derives every size (300–2000 px) as WebP and keeps the original as uploaded', async () => {
    const doc = await upload(1800, 1200)
    expect(doc.mimeType).toBe('image/jpeg')
    for (const { name, width } of IMAGE_SIZES) {
      const size = (
        doc.sizes as Record<string, { mimeType?: string; width?: number; filename?: string }>
      )[name]
      expect(size?.mimeType, name).toBe('image/webp')
      expect(size?.width, name).toBe(width)
      // The stored file is really WebP, not a JPEG with another name.
      const bytes = await readFile(path.join(uploadFolder(), String(size?.filename)))
      expect((await sharp(bytes).metadata()).format, name).toBe('webp')
    }
    const sources = imageSources(doc)
    expect(sources?.candidates.map((c) => c.width)).toEqual([360, 600, 768, 1200, 1600, 1800])
    expect(
      sources?.candidates.slice(0, -1).every((c) => c.url.split('?')[0]?.endsWith('.webp')),
    ).toBe(true)
  })

  it('gives every file address a version that changes when the file is replaced', async () => {
    const doc = await upload(1000, 700)
    const version = (url: unknown) => new URL(String(url), 'http://x').searchParams.get('v')
    const first = version(doc.url)
    expect(first).toMatch(/^[0-9a-f]{8}$/)
    for (const size of Object.values(doc.sizes ?? {})) {
      if (size?.url) expect(version(size.url)).toMatch(/^[0-9a-f]{8}$/)
    }
    // The admin's list shows the card-small size, at its versioned address.
    expect(doc.thumbnailURL).toBe(doc.sizes?.['card-small']?.url)
    const png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer()
    const replaced = await h.payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data: png, mimetype: 'image/png', name: 'cellar-new.png', size: png.length },
    })
    expect(version(replaced.url)).toMatch(/^[0-9a-f]{8}$/)
    expect(version(replaced.url)).not.toBe(first)
  })

  it("keeps the editor's focal point and gives it to the page as the crop's position", async () => {
    const doc = await upload(900, 600, { focalX: 25, focalY: 70 })
    const read = await h.payload.findByID({ collection: 'media', id: doc.id })
    expect([read.focalX, read.focalY]).toEqual([25, 70])
    expect(imageSources(read)?.position).toBe('25% 70%')
  })

  it('gives visitors the en-ww alt text where a locale has none, and editors what is stored', async () => {
    const doc = await upload(800, 600, { alt: 'Barrels in the cellar' })
    const editor = await h.payload.create({
      collection: 'users',
      data: { email: 'alt-editor@example.com', password: 'Alt#2026editor', roles: ['editor'] },
    })
    const read = (locale: 'fr-fr' | 'en-ww', extra: Record<string, unknown> = {}) =>
      h.payload.findByID({ collection: 'media', id: doc.id, locale, ...extra })

    // The site's read (no user): French visitors get the en-ww text, not an empty alt.
    expect((await read('fr-fr')).alt).toBe('Barrels in the cellar')
    const many = await h.payload.find({
      collection: 'media',
      locale: 'fr-fr',
      where: { id: { equals: doc.id } },
    })
    expect(many.docs[0]?.alt).toBe('Barrels in the cellar')
    // An editor sees the French field empty, to be translated.
    const asEditor = await read('fr-fr', {
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
    })
    expect(asEditor.alt ?? null).toBeNull()
    // A read that does not select the alt text is not given one.
    const slim = await read('fr-fr', { select: { filename: true } })
    expect(slim).not.toHaveProperty('alt')

    await h.payload.update({
      collection: 'media',
      id: doc.id,
      locale: 'fr-fr',
      data: { alt: 'Des fûts dans le chai' },
    })
    expect((await read('fr-fr')).alt).toBe('Des fûts dans le chai')
    expect((await read('en-ww')).alt).toBe('Barrels in the cellar')
  })
})
