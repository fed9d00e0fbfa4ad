import 'server-only'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { Payload } from 'payload'
import { readStoredFile } from '@/cms/media-storage'
import type { LocaleCode } from '@/i18n/locales'
import {
  baseMediaType,
  CARD_TOKEN,
  type CardFilm,
  cardExpiresAt,
  cardTtlDays,
  isCardExpired,
} from '@/rules/video-card'
import { VIDEO_CARDS_SLUG, VideoCards } from '../cms'
import type { CardVariantName } from '../variants'

/** A stored card as the sharing page and the media route see it. */
export interface StoredCard {
  token: string
  variant: CardVariantName
  name: string
  city: string
  locale: string
  mediaType: string
  video: boolean
  expiresAt: string
}

export type CardLookup = { status: 'found'; card: StoredCard } | { status: 'expired' | 'missing' }

export interface NewCard {
  variant: CardVariantName
  name: string
  city: string
  locale: LocaleCode
  film: CardFilm
  seconds: number | null
  file: { data: Buffer; mimetype: string; size: number }
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
}

/** Stores a card (already checked by the route) and answers its random token. */
export async function createCard(payload: Payload, card: NewCard, now = new Date()) {
  await purgeExpiredCards(payload, now)
  const token = randomBytes(16).toString('base64url')
  const mimetype = baseMediaType(card.file.mimetype)
  const expiresAt = cardExpiresAt(now, cardTtlDays(process.env.VIDEO_CARD_TTL_DAYS))
  await payload.create({
    collection: VIDEO_CARDS_SLUG,
    overrideAccess: true,
    data: {
      token,
      variant: card.variant,
      name: card.name,
      city: card.city,
      locale: card.locale,
      film: card.film,
      seconds: card.seconds,
      expires_at: expiresAt.toISOString(),
    },
    file: {
      data: card.file.data,
      mimetype,
      size: card.file.size,
      name: `card-${token}.${EXTENSIONS[mimetype] ?? 'bin'}`,
    },
  })
  return { token, expiresAt }
}

type Row = {
  id: number | string
  token: string
  variant: CardVariantName
  name: string
  city: string
  locale: string
  mimeType?: string | null
  filename?: string | null
  expires_at: string
}

async function findRow(payload: Payload, token: string): Promise<Row | null> {
  if (!CARD_TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: VIDEO_CARDS_SLUG,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { token: { equals: token } },
  })
  return (docs[0] as unknown as Row | undefined) ?? null
}

/** A card by its token; an expired card is deleted on the way (410 for whoever asked). */
export async function findCard(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<CardLookup> {
  const row = await findRow(payload, token)
  if (!row) return { status: 'missing' }
  if (isCardExpired(row.expires_at, now)) {
    await payload.delete({ collection: VIDEO_CARDS_SLUG, id: row.id, overrideAccess: true })
    return { status: 'expired' }
  }
  const mediaType = row.mimeType ?? 'application/octet-stream'
  return {
    status: 'found',
    card: {
      token: row.token,
      variant: row.variant,
      name: row.name,
      city: row.city,
      locale: row.locale,
      mediaType,
      video: mediaType.startsWith('video/'),
      expiresAt: row.expires_at,
    },
  }
}

/** The stored file of a live card, or why not. */
export async function readCardMedia(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<{ status: 'found'; type: string; bytes: Buffer } | { status: 'expired' | 'missing' }> {
  const found = await findCard(payload, token, now)
  if (found.status !== 'found') return found
  const row = await findRow(payload, token)
  if (!row?.filename) return { status: 'missing' }
  const dir = (VideoCards.upload as { staticDir: string }).staticDir
  // From MEDIA_DIR/video-cards, or the S3 bucket when one is configured (src/cms/media-storage.ts).
  const bytes = await readStoredFile(VIDEO_CARDS_SLUG, dir, path.basename(row.filename))
  if (!bytes) return { status: 'missing' }
  return { status: 'found', type: found.card.mediaType, bytes }
}

/** Deletes every expired card (rows and files): run before each new card is stored. */
export async function purgeExpiredCards(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: VIDEO_CARDS_SLUG,
    overrideAccess: true,
    where: { expires_at: { less_than_equal: now.toISOString() } },
  })
}
