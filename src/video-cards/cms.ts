import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { mediaDir } from '@/cms/collections/Media'
import { wordOptions } from '@/cms/fields/options'
import { CARD_IMAGE_TYPES, CARD_VIDEO_TYPES } from '@/rules/video-card'
import { CARD_VARIANT_NAMES } from './variants'

const nobody = () => false

export const VIDEO_CARDS_SLUG = 'video-cards'

/**
 * A personalised video card (issue 15): the film or still a visitor composed in the browser,
 * uploaded through POST /api/video-cards/ (captcha, rate limit, limits of src/rules/video-card.ts)
 * and served only by our routes (/api/video-cards/{token}/media/ and the sharing pages), never
 * by Payload's REST or file routes: a card is personal, reachable only by its random token, and
 * gone once expired (purged by src/video-cards/server/cards.ts).
 */
export const VideoCards: CollectionConfig = {
  slug: VIDEO_CARDS_SLUG,
  labels: { singular: 'Video card', plural: 'Video cards' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Experiences',
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'variant', 'locale', 'expires_at'],
    description: 'Cards made by visitors. They are deleted when they expire (VIDEO_CARD_TTL_DAYS).',
  },
  access: {
    read: mayHandleMemberData,
    create: nobody,
    update: nobody,
    delete: mayHandleMemberData,
  },
  lockDocuments: false,
  upload: {
    staticDir: path.join(mediaDir(), 'video-cards'),
    mimeTypes: [...CARD_IMAGE_TYPES, ...CARD_VIDEO_TYPES],
  },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true },
    {
      name: 'variant',
      type: 'select',
      required: true,
      options: wordOptions(CARD_VARIANT_NAMES),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'locale', type: 'text', required: true },
    { name: 'film', type: 'text' },
    { name: 'seconds', type: 'number' },
    { name: 'expires_at', label: 'Expires at', type: 'date', required: true, index: true },
  ],
}
