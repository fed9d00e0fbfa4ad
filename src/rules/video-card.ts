import { isValidName, isValidWordText } from './validation'

/**
 * Personalised video cards (SPEC §1, §2.2, §5, §7 `{card}` calls; issue 15), as pure rules: what
 * a card's name and city may be, which base film a name and a city choose, what an upload may
 * be and how long a card lives. Used by the generator in the browser and by POST
 * /api/video-cards/ on the server, so both refuse the same things.
 */

/** The longest name and city a card prints (they must fit one line of the card). */
export const CARD_NAME_MAX = 40
export const CARD_CITY_MAX = 60

export type CardFieldError = 'validation.required' | 'validation.name' | 'validation.wordText'

/** SPEC §5 Name rule, at most CARD_NAME_MAX characters: null when valid, else the message key. */
export function cardNameError(value: string): CardFieldError | null {
  const trimmed = value.trim()
  if (!trimmed) return 'validation.required'
  if ([...trimmed].length > CARD_NAME_MAX || !isValidName(trimmed)) return 'validation.name'
  return null
}

/** SPEC §5 Word-text rule (letters, single spaces or hyphens), at most CARD_CITY_MAX characters. */
export function cardCityError(value: string): CardFieldError | null {
  const trimmed = value.trim()
  if (!trimmed) return 'validation.required'
  if ([...trimmed].length > CARD_CITY_MAX || !isValidWordText(trimmed)) {
    return 'validation.wordText'
  }
  return null
}

/** A name or a city as compared: trimmed, lower case, without accents or repeated spaces. */
export function normaliseCardText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * The base films a card is drawn over (`{card}/v1/videos?name=&city=`): the house's cities have
 * their own film; any other city gets one chosen from the name and the city, the same one every
 * time for the same pair (so a preview and a shared card match), spread over all films.
 */
export const CARD_FILMS = ['vineyard', 'cellar', 'pour'] as const
export type CardFilm = (typeof CARD_FILMS)[number]

export const CITY_FILMS: Readonly<Record<string, CardFilm>> = {
  cognac: 'cellar',
  jarnac: 'cellar',
  segonzac: 'vineyard',
}

/** FNV-1a over the code points: a small stable hash, the same in every browser and Node. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

export function cardFilm(name: string, city: string): CardFilm {
  const place = normaliseCardText(city)
  const own = CITY_FILMS[place]
  if (own) return own
  return CARD_FILMS[hash(`${normaliseCardText(name)}|${place}`) % CARD_FILMS.length] as CardFilm
}

/** Uploads (issue 15): an image or a short film, at most 20 MB and 30 seconds. */
export const CARD_MAX_BYTES = 20 * 1024 * 1024
export const CARD_MAX_SECONDS = 30
export const CARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const CARD_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const

export type CardUploadError = 'empty' | 'type' | 'size' | 'duration'

/** The media type without its parameters (`video/webm;codecs=vp9` → `video/webm`). */
export function baseMediaType(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? ''
}

export function isCardVideo(type: string): boolean {
  return (CARD_VIDEO_TYPES as readonly string[]).includes(baseMediaType(type))
}

/**
 * Whether an upload may be a card: null when it may, else why not. `seconds` is the film's
 * length as the recorder declares it (a film with no declared length is refused).
 */
export function cardUploadError(upload: {
  type: string
  bytes: number
  seconds?: number | null
}): CardUploadError | null {
  const type = baseMediaType(upload.type)
  const image = (CARD_IMAGE_TYPES as readonly string[]).includes(type)
  if (!image && !isCardVideo(type)) return 'type'
  if (upload.bytes <= 0) return 'empty'
  if (upload.bytes > CARD_MAX_BYTES) return 'size'
  if (!image) {
    const s = upload.seconds
    if (s == null || !Number.isFinite(s) || s <= 0 || s > CARD_MAX_SECONDS) return 'duration'
  }
  return null
}

/** How long a card lives, in days: VIDEO_CARD_TTL_DAYS (1 to 365), else 30. */
export const CARD_TTL_DEFAULT_DAYS = 30
export function cardTtlDays(env: string | undefined): number {
  const n = Number(env)
  if (!env || !Number.isInteger(n) || n < 1 || n > 365) return CARD_TTL_DEFAULT_DAYS
  return n
}

const DAY_MS = 24 * 60 * 60 * 1000

export function cardExpiresAt(createdAt: Date, ttlDays: number): Date {
  return new Date(createdAt.getTime() + ttlDays * DAY_MS)
}

export function isCardExpired(expiresAt: string | Date, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime()
}

/** A card's id in a URL: the random token given at creation (never the row's number). */
export const CARD_TOKEN = /^[A-Za-z0-9_-]{16,32}$/
