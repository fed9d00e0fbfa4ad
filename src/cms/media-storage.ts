import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { z } from 'zod'
import { mediaEtag } from '@/server/http/media-file'

/**
 * Where uploaded files live (issue 16 item 9): the upload folder (MEDIA_DIR) by default, or an
 * S3-compatible bucket when S3_BUCKET is set, so that instances on several machines share them.
 * Either way the site gives out the same addresses (/api/media/file/<name>?v=…) and our own file
 * route serves them with the same caching rules (docs/decisions.md, "Media in S3").
 */

/** Object key prefixes per upload collection: one bucket holds both without name clashes. */
export const STORAGE_PREFIXES = { media: 'media', 'video-cards': 'video-cards' } as const
export type StoredCollection = keyof typeof STORAGE_PREFIXES

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
  .transform((v) => v === '1' || v === 'true')

const s3Env = z
  .object({
    S3_BUCKET: z.string().trim().min(1, 'must name the bucket'),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.example.com' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
  })
  .refine((e) => Boolean(e.S3_ACCESS_KEY_ID) === Boolean(e.S3_SECRET_ACCESS_KEY), {
    // One without the other is a typo; neither means the SDK's own chain (an instance role).
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    path: ['S3_ACCESS_KEY_ID'],
  })

export interface S3Settings {
  bucket: string
  client: S3ClientConfig
}

/**
 * The bucket settings from the environment, null when no S3_* variable is set (local disk), or
 * an Error naming every wrong variable: a half-configured bucket must stop the start, not fall
 * back to a disk that the other machines cannot see. Empty values count as unset. Pure.
 */
export function s3SettingsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): S3Settings | null {
  const named = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith('S3_') && v !== undefined && v !== ''),
  )
  if (Object.keys(named).length === 0) return null
  const parsed = s3Env.safeParse(named)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'S3_*'} ${i.message}`)
    throw new Error(
      `S3 media storage is misconfigured: ${problems.join('; ')}. Unset every S3_* variable to keep files in MEDIA_DIR (docs/deploy.md).`,
    )
  }
  const e = parsed.data
  return {
    bucket: e.S3_BUCKET,
    client: {
      region: e.S3_REGION,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
      // Another vendor's server (S3_ENDPOINT) often mishandles the SDK's default flexible
      // checksums (aws-chunked bodies): send and check them only where S3 requires them.
      ...(e.S3_ENDPOINT
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
    },
  }
}

let settings: { value: S3Settings | null } | undefined
/** The settings of this process, read once (the config reads them when it is imported). */
export const mediaS3 = (): S3Settings | null => {
  settings ??= { value: s3SettingsFromEnv() }
  return settings.value
}

let client: { s3: S3Client; for: S3Settings } | undefined
function s3Client(s3: S3Settings): S3Client {
  if (client?.for !== s3) client = { s3: new S3Client(s3.client), for: s3 }
  return client.s3
}

/** The object key of a stored file (no document read: the prefix is the collection's). Pure. */
export const objectKey = (collection: StoredCollection, name: string) =>
  `${STORAGE_PREFIXES[collection]}/${name}`

export interface StoredFile {
  size: number
  /** A validator that changes when the file is replaced. */
  etag: string
  modified: Date
  /** The bytes, when asked for. */
  body?: ReadableStream<Uint8Array>
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

/**
 * A stored file's facts (and its bytes when `withBody`), from the bucket or from `dir`, or null
 * when there is none. `name` must already be a plain file name (src/server/http/media-file.ts).
 */
export async function openStoredFile(
  collection: StoredCollection,
  dir: string,
  name: string,
  withBody: boolean,
  s3 = mediaS3(),
): Promise<StoredFile | null> {
  if (!s3) {
    const file = path.join(dir, name)
    const facts = await stat(file).catch(() => null)
    if (!facts?.isFile()) return null
    return {
      size: facts.size,
      etag: mediaEtag(facts.size, facts.mtimeMs),
      modified: facts.mtime,
      ...(withBody
        ? { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> }
        : {}),
    }
  }
  const request = { Bucket: s3.bucket, Key: objectKey(collection, name) }
  try {
    const answer = withBody
      ? await s3Client(s3).send(new GetObjectCommand(request))
      : await s3Client(s3).send(new HeadObjectCommand(request))
    const body = 'Body' in answer ? answer.Body?.transformToWebStream() : undefined
    return {
      size: answer.ContentLength ?? 0,
      // The bucket's ETag (a digest of the bytes) is already a quoted validator.
      etag: answer.ETag ?? `"${answer.ContentLength ?? 0}"`,
      modified: answer.LastModified ?? new Date(0),
      ...(body ? { body: body as ReadableStream<Uint8Array> } : {}),
    }
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** A stored file's bytes, or null when there is none. */
export async function readStoredFile(
  collection: StoredCollection,
  dir: string,
  name: string,
  s3 = mediaS3(),
): Promise<Buffer | null> {
  if (!s3) return readFile(path.join(dir, name)).catch(() => null)
  const file = await openStoredFile(collection, dir, name, true, s3)
  if (!file?.body) return null
  return Buffer.from(await new Response(file.body).arrayBuffer())
}
