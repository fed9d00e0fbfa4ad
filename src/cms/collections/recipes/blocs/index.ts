import type { Block } from 'payload'
import { BlocHero } from './BlocHero'
import { BlocHistory } from './BlocHistory'
import { BlocInstruction } from './BlocInstruction'
import { BlocRecipe } from './BlocRecipe'
import { BlocRelatedCocktail } from './BlocRelatedCocktail'
import { BlocVideo } from './BlocVideo'
import { CocktailTextImage } from './TextImage'

/** The V2 cocktail blocs (SPEC §2.6), in the order editors usually stack them. */
export const COCKTAIL_BLOCS: Block[] = [
  BlocHero,
  BlocRecipe,
  BlocInstruction,
  BlocVideo,
  BlocHistory,
  BlocRelatedCocktail,
  CocktailTextImage,
]

export const COCKTAIL_BLOC_SLUGS = [
  'bloc_hero',
  'bloc_recipe',
  'bloc_instruction',
  'bloc_video',
  'bloc_history',
  'bloc_related_cocktail',
  'text_image',
] as const
