/**
 * Reading a JSON request body safely: the size is counted on the bytes as they stream in (a
 * missing or false Content-Length changes nothing), the bytes must be UTF-8, the type JSON.
 * No framework imports, so the rule is tested on plain `Request`s.
 */

/** Public JSON bodies: our largest form (sign-up) is under 2 KB; uploads go elsewhere. */
export const MAX_JSON_BYTES = 64 * 1024

export type BodyRefusal = 'tooLarge' | 'mediaType' | 'badRequest'

export type BodyResult = { ok: true; value: unknown } | { ok: false; reason: BodyRefusal }

/**
 * Whether a Content-Type names JSON. A missing type is accepted (a script's fetch without
 * headers); forms (urlencoded, multipart) and anything else are not what these endpoints read.
 */
export function isJsonContentType(header: string | null): boolean {
  if (header === null || header.trim() === '') return true
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

/** The bytes of a body, or null as soon as they pass `limit` (the rest is not read). */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/**
 * Whether a parsed JSON value holds a NUL character in a string or a key. No text of ours ever
 * needs one, and PostgreSQL refuses it in text columns, so a query carrying it failed with a 500
 * on PostgreSQL only (found by the endpoint fuzz): such input is refused as unreadable.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1))
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true
  }
  return false
}

/** The parsed JSON body of `request`, or why it is refused (413, 415 or 400). */
export async function readJsonBody(request: Request, limit = MAX_JSON_BYTES): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, reason: 'mediaType' }
  }
  // A declared length over the cap is refused before reading anything.
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'tooLarge' }
  let bytes: Uint8Array | null
  try {
    bytes = await readCapped(request.body, limit)
  } catch {
    return { ok: false, reason: 'badRequest' }
  }
  if (!bytes) return { ok: false, reason: 'tooLarge' }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, reason: 'badRequest' }
  }
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    return { ok: false, reason: 'badRequest' }
  }
  return holdsNul(value) ? { ok: false, reason: 'badRequest' } : { ok: true, value }
}
