import type { ImageSpec } from '../images'
import { en } from './en/recipe-images'
import { es } from './es/recipe-images'
import { fr } from './fr/recipe-images'
import { pl } from './pl/recipe-images'
import { ru } from './ru/recipe-images'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/recipe-images'
import { zh } from './zh/recipe-images'

/**
 * At most ~20 images for the recipes: keys start with `recipes-` (idempotent by key). Their alts
 * are in <language>/recipe-images.ts.
 */
const RECIPE_IMAGE_RECORDS = {
  'recipes-sidecar': { motif: 'cocktail', hue: 38 },
  'recipes-crisp-green-tea': { motif: 'glass', hue: 110 },
  'recipes-julep': { motif: 'glass', hue: 140 },
  'recipes-float': { motif: 'glass', hue: 200 },
  'recipes-ginger-spice': { motif: 'glass', hue: 25 },
  'recipes-robust-coffee': { motif: 'cocktail', hue: 22 },
  'recipes-swift-old-fashioned': { motif: 'glass', hue: 215 },
  'recipes-chevalier-noir': { motif: 'cocktail', hue: 285 },
  'recipes-step-prepare': { motif: 'glass', hue: 32 },
  'recipes-step-mix': { motif: 'cocktail', hue: 48 },
  'recipes-step-garnish': { motif: 'cocktail', hue: 95 },
  'recipes-video-cover': { motif: 'glass', hue: 230 },
  'recipes-cognac-pairing': { motif: 'abstract', hue: 42 },
  'recipes-duck-breast': { motif: 'abstract', hue: 12 },
  'recipes-flambeed-prawns': { motif: 'abstract', hue: 18 },
  'recipes-chocolate-mousse': { motif: 'glass', hue: 350 },
} satisfies Record<string, Omit<ImageSpec, 'key' | 'alt'>>

export type RecipeImageKey = keyof typeof RECIPE_IMAGE_RECORDS

const ALTS: TextsByLanguage<RecipeImageKey, string> = { en, fr, es, pl, zh, vi, ru }

export const RECIPE_IMAGES = Object.fromEntries(
  Object.entries(RECIPE_IMAGE_RECORDS).map(([image, record]) => [
    image,
    { ...record, alt: textsOf(ALTS, image as RecipeImageKey) },
  ]),
) as Record<RecipeImageKey, Omit<ImageSpec, 'key'>>
