import type { ImageSpec } from '../images'
import { en } from './en/editorial-images'
import { es } from './es/editorial-images'
import { fr } from './fr/editorial-images'
import { pl } from './pl/editorial-images'
import { ru } from './ru/editorial-images'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/editorial-images'
import { zh } from './zh/editorial-images'

/**
 * The artwork of the editorial demo content: 25 images, shared between documents where the
 * subject is the same (a harvest news item reuses the vineyard cover). Card images (thumbnails)
 * are portrait, at the card ratio of SPEC §9 (0.737). Their alts are in
 * <language>/editorial-images.ts.
 */
const CARD = { width: 737, height: 1000 }

const EDITORIAL_IMAGE_RECORDS = {
  blendingCover: { key: 'editorial-blending-cover', motif: 'glass', hue: 32 },
  blendingCard: { key: 'editorial-blending-card', motif: 'glass', hue: 40, ...CARD },
  vineyardCover: { key: 'editorial-vineyard-cover', motif: 'vineyard', hue: 90 },
  vineyardCard: { key: 'editorial-vineyard-card', motif: 'vineyard', hue: 70, ...CARD },
  paradiseCover: { key: 'editorial-paradise-cover', motif: 'cellar', hue: 28 },
  paradiseCard: { key: 'editorial-paradise-card', motif: 'cellar', hue: 40, ...CARD },
  cooperCover: { key: 'editorial-cooper-cover', motif: 'abstract', hue: 18 },
  cooperCard: { key: 'editorial-cooper-card', motif: 'abstract', hue: 28, ...CARD },
  pairingCover: { key: 'editorial-pairing-cover', motif: 'glass', hue: 350 },
  pairingCard: { key: 'editorial-pairing-card', motif: 'glass', hue: 10, ...CARD },
  notesCover: { key: 'editorial-notes-cover', motif: 'portrait', hue: 40 },
  notesCard: { key: 'editorial-notes-card', motif: 'portrait', hue: 55, ...CARD },
  angelsCover: { key: 'editorial-angels-cover', motif: 'cellar', hue: 215 },
  angelsCard: { key: 'editorial-angels-card', motif: 'abstract', hue: 225, ...CARD },
  tastingRoom: { key: 'editorial-tasting-room', motif: 'glass', hue: 45 },
  season: { key: 'editorial-shows-season', motif: 'abstract', hue: 265 },
  makingOfXo: { key: 'editorial-making-of-xo', motif: 'bottle', hue: 30 },
  harvest: { key: 'editorial-harvest-2026', motif: 'vineyard', hue: 110 },
  cocktail: { key: 'editorial-bartender-cocktail', motif: 'cocktail', hue: 160 },
  cellarNight: { key: 'editorial-cellar-night', motif: 'cellar', hue: 235 },
  strings: { key: 'editorial-autumn-strings', motif: 'abstract', hue: 300 },
  talks: { key: 'editorial-cellar-talks', motif: 'abstract', hue: 195 },
  amberHour: { key: 'editorial-playlist-amber-hour', motif: 'abstract', hue: 35 },
  harvestSundays: { key: 'editorial-playlist-harvest-sundays', motif: 'abstract', hue: 80 },
  podcast: { key: 'editorial-podcast-cover', motif: 'portrait', hue: 190 },
} satisfies Record<string, Omit<ImageSpec, 'alt'>>

export type EditorialImage = keyof typeof EDITORIAL_IMAGE_RECORDS

const ALTS: TextsByLanguage<EditorialImage, string> = { en, fr, es, pl, zh, vi, ru }

export const EDITORIAL_IMAGES = Object.fromEntries(
  Object.entries(EDITORIAL_IMAGE_RECORDS).map(([image, record]) => [
    image,
    { ...record, alt: textsOf(ALTS, image as EditorialImage) },
  ]),
) as Record<EditorialImage, ImageSpec>
