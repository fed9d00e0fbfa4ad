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
 * Names are Payload's upload names, not fingerprinted: a browser keeps a file a day and then
 * asks again with its ETag (a 304 costs no file read); an editor's new upload gets a new name.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

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
