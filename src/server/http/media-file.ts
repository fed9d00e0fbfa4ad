import { createHash } from 'node:crypto'

/**
 * Uploaded images are public files (the media collection lets anyone read a static file), so the
 * site serves them straight from the upload folder: Payload's own file route started the CMS's
 * request handling and looked the file's document up in the database for every image of every
 * page. These are the rules of that file route, kept pure.
 */

/** Content types of the files the media collection accepts (`image/*`), by extension. */
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

/**
 * An address without a version (an old link, a hand-typed one): a browser keeps the file a day
 * and then asks again with its ETag (a 304 costs no file read).
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * An address with its version (`?v=`, every address the site and the CMS give out): the bytes
 * behind it never change (a replaced file gets a new version), so browsers and CDNs keep it a
 * year without asking again.
 */
export const MEDIA_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const VERSION = /^[0-9a-f]{8}$/

/**
 * The version of a stored file: a digest of its name, byte size and the document's last change,
 * all of which the media document holds, so no file is read to make it. Pure.
 */
export function mediaVersion(
  filename: string | null | undefined,
  filesize: number | null | undefined,
  updatedAt: string | null | undefined,
): string {
  return createHash('sha256')
    .update(`${filename ?? ''}\n${filesize ?? ''}\n${updatedAt ?? ''}`)
    .digest('hex')
    .slice(0, 8)
}

/** `url` with its version as `?v=` (replacing any), or `url` as it was when it has none. Pure. */
export function versionedUrl<T extends string | null | undefined>(url: T, version: string): T {
  if (typeof url !== 'string' || !url) return url
  const [path] = url.split('?')
  return `${path}?v=${version}` as T
}

/** Whether a file request names a version (then the answer may be kept for a year). */
export function isVersioned(search: URLSearchParams): boolean {
  return VERSION.test(search.get('v') ?? '')
}

/**
 * The file name of a `/api/media/file/<name>` address segment (already URL-decoded by the
 * router), or null when it could name anything outside the upload folder: a path separator, a
 * dot segment, a hidden file or a control character.
 */
export function mediaFileName(segment: string): string | null {
  if (!segment || segment.length > 255) return null
  if (/[/\\]/.test(segment) || segment.startsWith('.')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f]/.test(segment)) return null
  return segment
}

/** The file's content type by its extension; unknown ones are sent as bytes (with nosniff). */
export function mediaContentType(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

/** A validator that changes when the file is replaced: its size and modification time. */
export function mediaEtag(size: number, modifiedMs: number): string {
  return `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`
}

/** True when the browser's If-None-Match already names this version (RFC 9110 weak compare). */
export function isNotModified(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * A file's address without the trailing slash Payload adds under `trailingSlash: true`
 * (`/api/media/file/xo.jpg/`): Next.js answers such an address with a 308 to the one without,
 * so every image cost a redirect first. Other addresses are left as they are.
 */
export function fileUrlWithoutSlash<T extends string | null | undefined>(url: T): T {
  return (
    typeof url === 'string' && /\/[^/]+\.[a-z0-9]+\/(?:\?.*)?$/i.test(url)
      ? url.replace(/\/(\?.*)?$/, '$1')
      : url
  ) as T
}
