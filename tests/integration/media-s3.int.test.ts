import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '@/cms/collections/Media'
import { type Harness, startPayload } from './payload-harness'

// Issue 16 item 9: uploaded files in an S3-compatible bucket, shared by every instance, with the
// same public addresses and caching as files on disk. The bucket is s3rver's (an S3 emulator
// from npm, run in this process); a server that cannot start fails the file.

const BUCKET = 'solaine-media-test'
let h: Harness
let server: S3rver
let s3Dir: string
let s3: S3Client
let mediaDir: string

type Route = (
  request: Request,
  context: { params: Promise<{ filename: string }> },
) => Promise<Response>
let serveFile: { GET: Route; HEAD: Route }

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'ms-it-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  // What an operator sets (docs/deploy.md); s3rver's fixed credentials.
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  })
  h = await startPayload()
  mediaDir = String(process.env.MEDIA_DIR)
  // The test's own client, with the settings the app derived from the same variables.
  const { mediaS3 } = await import('@/cms/media-storage')
  const settings = mediaS3()
  if (!settings) throw new Error('The app did not take the S3 settings')
  s3 = new S3Client(settings.client as S3ClientConfig)
  serveFile = (await import('@/app/api/media/file/[filename]/route')) as unknown as typeof serveFile
})

afterAll(async () => {
  await h?.close()
  s3?.destroy()
  await server?.close()
  for (const name of Object.keys(process.env)) if (name.startsWith('S3_')) delete process.env[name]
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true })
})

async function keysInBucket(): Promise<string[]> {
  const answer = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (answer.Contents ?? []).map((o) => String(o.Key)).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return Buffer.from(await (answer.Body?.transformToByteArray() ?? new Uint8Array()))
}

/** Files under MEDIA_DIR, at any depth. */
function filesOnDisk(): string[] {
  if (!existsSync(mediaDir)) return []
  return readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
}

/** GET (or HEAD) of a public file address through the app's file route, as `next start` does. */
function fetchPublic(url: string, init: { method?: 'GET' | 'HEAD'; etag?: string } = {}) {
  const address = new URL(url, 'http://localhost:3000')
  const segment = decodeURIComponent(address.pathname.replace(/^\/api\/media\/file\//, ''))
  const request = new Request(address, {
    method: init.method ?? 'GET',
    headers: init.etag ? { 'If-None-Match': init.etag } : {},
  })
  return serveFile[init.method ?? 'GET'](request, {
    params: Promise.resolve({ filename: segment }),
  })
}

async function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#5a2e0e' } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

describe('media in an S3-compatible bucket', () => {
  it('stores the original and every size in the bucket, none on disk, and serves them at their public addresses', async () => {
    const bytes = await jpeg(1800, 1200)
    const doc = await h.payload.create({
      collection: 'media',
      data: { alt: 'Cellar in the bucket' },
      file: { data: bytes, mimetype: 'image/jpeg', name: 'bucket-cellar.jpg', size: bytes.length },
    })
    const sizes = doc.sizes as Record<string, { filename?: string | null; url?: string | null }>
    const expected = [
      `media/${doc.filename}`,
      ...IMAGE_SIZES.map(({ name }) => `media/${sizes[name]?.filename}`),
    ].sort()
    expect(IMAGE_SIZES.every(({ name }) => sizes[name]?.filename)).toBe(true)
    expect(await keysInBucket()).toEqual(expected)
    expect(filesOnDisk()).toEqual([])

    // The addresses the site builds are the same as with files on disk (versioned, on the app).
    expect(doc.url).toMatch(/^\/api\/media\/file\/bucket-cellar[^/?]*\.jpg\?v=[0-9a-f]{8}$/)
    const original = await fetchPublic(String(doc.url))
    expect(original.status).toBe(200)
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    const served = Buffer.from(await original.arrayBuffer())
    expect(served.equals(bytes)).toBe(true)
    expect(served.equals(await objectBytes(`media/${doc.filename}`))).toBe(true)

    for (const { name, width } of IMAGE_SIZES) {
      const url = String(sizes[name]?.url)
      expect(url, name).toMatch(/\.webp\?v=[0-9a-f]{8}$/)
      const answer = await fetchPublic(url)
      expect(answer.status, name).toBe(200)
      const file = Buffer.from(await answer.arrayBuffer())
      expect(file.equals(await objectBytes(`media/${sizes[name]?.filename}`)), name).toBe(true)
      const meta = await sharp(file).metadata()
      expect([meta.format, meta.width], name).toEqual(['webp', width])
    }

    // A revalidation with the ETag costs no bytes; HEAD gives the length without them.
    const etag = String(original.headers.get('etag'))
    expect((await fetchPublic(String(doc.url), { etag })).status).toBe(304)
    const head = await fetchPublic(String(doc.url), { method: 'HEAD' })
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)])
    // An address without its version is cached a day, not a year.
    const unversioned = await fetchPublic(String(doc.url).split('?')[0] ?? '')
    expect(unversioned.headers.get('cache-control')).toBe(MEDIA_DAY)
    await unversioned.arrayBuffer()

    await h.payload.delete({ collection: 'media', id: doc.id })
    expect(await keysInBucket()).toEqual([])
    expect((await fetchPublic(String(doc.url))).status).toBe(404)
    expect(filesOnDisk()).toEqual([])
  })

  it('replacing the file removes the old objects and gives the new one a new version', async () => {
    const first = await jpeg(900, 600)
    const doc = await h.payload.create({
      collection: 'media',
      data: { alt: 'To be replaced' },
      file: { data: first, mimetype: 'image/jpeg', name: 'replaced.jpg', size: first.length },
    })
    const before = await keysInBucket()
    const png = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer()
    const replaced = await h.payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data: png, mimetype: 'image/png', name: 'replacement.png', size: png.length },
    })
    const after = await keysInBucket()
    expect(after).toContain(`media/${replaced.filename}`)
    expect(after.filter((k) => before.includes(k))).toEqual([])
    expect(replaced.url?.split('?v=')[1]).not.toBe(doc.url?.split('?v=')[1])
    const answer = await fetchPublic(String(replaced.url))
    expect(Buffer.from(await answer.arrayBuffer()).equals(png)).toBe(true)
    expect((await fetchPublic(String(doc.url))).status).toBe(404)
    await h.payload.delete({ collection: 'media', id: doc.id })
    expect(await keysInBucket()).toEqual([])
    expect(filesOnDisk()).toEqual([])
  })

  it("keeps a visitor's video card in the bucket, serves it from there and deletes it when it expires", async () => {
    const { createCard, purgeExpiredCards, readCardMedia } = await import(
      '@/video-cards/server/cards'
    )
    const still = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#321' },
    })
      .png()
      .toBuffer()
    const now = new Date()
    const { token, expiresAt } = await createCard(
      h.payload,
      {
        variant: 'standard',
        name: 'Camille',
        city: 'Cognac',
        locale: 'en-ww',
        film: 'cellar',
        seconds: null,
        file: { data: still, mimetype: 'image/png', size: still.length },
      },
      now,
    )
    expect(await keysInBucket()).toEqual([`video-cards/card-${token}.png`])
    expect(filesOnDisk()).toEqual([])
    const read = await readCardMedia(h.payload, token, now)
    expect(read.status === 'found' && read.bytes.equals(still)).toBe(true)
    await purgeExpiredCards(h.payload, new Date(expiresAt.getTime() + 1000))
    expect(await keysInBucket()).toEqual([])
  })
})

const MEDIA_DAY = 'public, max-age=86400, stale-while-revalidate=604800'
