import { mediaDir } from '@/cms/collections/Media'
import { openStoredFile, type StoredFile } from '@/cms/media-storage'
import {
  isNotModified,
  isVersioned,
  MEDIA_CACHE_CONTROL,
  MEDIA_IMMUTABLE_CACHE_CONTROL,
  mediaContentType,
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
 * An uploaded image, from the upload folder or the S3 bucket (src/cms/media-storage.ts;
 * src/server/http/media-file.ts says why it does not go through Payload's file route). Shadows that route for GET and HEAD only; the security
 * headers of every API answer (a sandboxing CSP, nosniff) come from next.config.
 */
async function serve(request: Request, { params }: Context, withBody: boolean) {
  const name = mediaFileName((await params).filename)
  if (!name) return notFound()
  const ifNoneMatch = request.headers.get('if-none-match')
  // A revalidation asks for the facts first: one that still matches costs no bytes.
  let file = await openStoredFile('media', mediaDir(), name, withBody && !ifNoneMatch)
  if (!file) return notFound()
  const cacheControl = isVersioned(new URL(request.url).searchParams)
    ? MEDIA_IMMUTABLE_CACHE_CONTROL
    : MEDIA_CACHE_CONTROL
  const validators = (f: StoredFile) => ({
    'Cache-Control': cacheControl,
    ETag: f.etag,
    'Last-Modified': f.modified.toUTCString(),
  })
  if (isNotModified(ifNoneMatch, file.etag))
    return new Response(null, { status: 304, headers: validators(file) })
  if (withBody && !file.body) file = await openStoredFile('media', mediaDir(), name, true)
  if (!file || (withBody && !file.body)) return notFound()
  const headers = new Headers({
    ...validators(file),
    'Content-Type': mediaContentType(name),
    'Content-Length': String(file.size),
  })
  return new Response(withBody ? file.body : null, { status: 200, headers })
}

export const GET = (request: Request, context: Context) => serve(request, context, true)
export const HEAD = (request: Request, context: Context) => serve(request, context, false)
