import type { CollectionConfig } from 'payload'
import { Cocktails } from './Cocktails'
import { FoodRecipes } from './FoodRecipes'

/** The recipes collections, registered in payload.config.ts in this order. */
export const RECIPES_COLLECTIONS: CollectionConfig[] = [Cocktails, FoodRecipes]
