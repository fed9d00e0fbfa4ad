import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '@/cms/collections/Media'
import { imageSources } from '@/components/media/image-sources'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

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

  it('gives no image document, alt text or fallback to an anonymous caller or a member over REST, whatever the query shape', async () => {
    const doc = await upload(640, 480, { alt: 'Stored in en-ww only' })
    const member = await h.payload.create({
      collection: 'members',
      data: {
        email: 'alt-member@example.com',
        password: 'Cognac#2026',
        first_name: 'Alt',
        last_name: 'Member',
        date_of_birth: '1990-01-01',
        country: 'FR',
        locale: 'fr-fr',
        level: 'level1',
        _verified: true,
      } as never,
      disableVerificationEmail: true,
    })
    const { mintSession } = await import('@/account/server/session')
    const token = await mintSession(h.payload, member.id)
    const callers: Record<string, Record<string, string>> = {
      anonymous: {},
      'member (JWT)': { Authorization: `JWT ${token}` },
      'member (cookie)': { Cookie: `ms_member=${token}`, 'Sec-Fetch-Site': 'same-origin' },
    }
    const shapes = [
      `/api/media/${doc.id}/?locale=fr-fr`,
      `/api/media/${doc.id}/?locale=fr-fr&select[alt]=true&depth=2`,
      '/api/media/?locale=fr-fr&select[alt]=true&limit=100',
      `/api/media/?locale=fr-fr&where[alt][equals]=Stored%20in%20en-ww%20only`,
      '/api/media/?locale=fr-fr&sort=alt&depth=1',
      `/api/media/${doc.id}/?locale=all`,
    ]
    for (const [name, headers] of Object.entries(callers)) {
      for (const path of shapes) {
        const answer = await rest('GET', path, { headers })
        expect(JSON.stringify(answer.json), `${name} ${path}`).not.toContain('Stored in en-ww only')
        expect(answer.status, `${name} ${path}`).toBeLessThan(500)
      }
    }
  })
})
