import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { mediaDir } from '@/cms/collections/Media'
import {
  isNotModified,
  isVersioned,
  MEDIA_CACHE_CONTROL,
  MEDIA_IMMUTABLE_CACHE_CONTROL,
  mediaContentType,
  mediaEtag,
  mediaFileName,
} from '@/server/http/media-file'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ filename: string }> }

const notFound = () =>
  Response.json(
    { errors: [{ message: 'Not Found' }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )

/**
 * An uploaded image, from the upload folder (src/server/http/media-file.ts says why it does not
 * go through Payload's file route). Shadows that route for GET and HEAD only; the security
 * headers of every API answer (a sandboxing CSP, nosniff) come from next.config.
 */
async function serve(request: Request, { params }: Context, withBody: boolean) {
  const name = mediaFileName((await params).filename)
  if (!name) return notFound()
  const file = path.join(mediaDir(), name)
  const facts = await stat(file).catch(() => null)
  if (!facts?.isFile()) return notFound()
  const etag = mediaEtag(facts.size, facts.mtimeMs)
  const headers = new Headers({
    'Cache-Control': isVersioned(new URL(request.url).searchParams)
      ? MEDIA_IMMUTABLE_CACHE_CONTROL
      : MEDIA_CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': facts.mtime.toUTCString(),
  })
  if (isNotModified(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  headers.set('Content-Type', mediaContentType(name))
  headers.set('Content-Length', String(facts.size))
  if (!withBody) return new Response(null, { status: 200, headers })
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}

export const GET = (request: Request, context: Context) => serve(request, context, true)
export const HEAD = (request: Request, context: Context) => serve(request, context, false)
