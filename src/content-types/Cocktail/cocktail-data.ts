import type { Cocktail, FoodRecipe, Media } from '@/payload-types'
import type { RecipeSummary } from './recipe-structured-data'

/** The V2 page is chosen when the cocktail holds templateV2 (SPEC §2.6). */
export function isV2Cocktail(cocktail: Pick<Cocktail, 'templateV2'>): boolean {
  return Boolean(cocktail.templateV2)
}

type Bloc = NonNullable<Cocktail['blocs']>[number]
type BlocOf<K extends Bloc['blockType']> = Extract<Bloc, { blockType: K }>

function firstBloc<K extends Bloc['blockType']>(
  cocktail: Pick<Cocktail, 'blocs'>,
  type: K,
): BlocOf<K> | undefined {
  return cocktail.blocs?.find((bloc): bloc is BlocOf<K> => bloc.blockType === type)
}

const mediaUrl = (media: number | Media | null | undefined): string | null =>
  media && typeof media === 'object' ? (media.url ?? null) : null

/**
 * What the structured data says about a cocktail: from the fixed fields on the legacy page, from
 * the hero, recipe and instruction blocs on the V2 page (falling back to the card fields).
 */
export function cocktailSummary(cocktail: Cocktail, inLanguage: string): RecipeSummary {
  const base = {
    name: cocktail.title,
    description: cocktail.description,
    image: mediaUrl(cocktail.cover),
    minutes: cocktail.preparation_time,
    datePublished: cocktail.date,
    inLanguage,
    category: 'Cocktail',
    recipeYield: 1,
  }
  if (!isV2Cocktail(cocktail)) {
    return {
      ...base,
      ingredients: cocktail.recipe?.ingredients ?? [],
      steps: cocktail.recipe?.instructions ?? [],
    }
  }
  const hero = firstBloc(cocktail, 'bloc_hero')
  return {
    ...base,
    name: hero?.title || base.name,
    description: hero?.description || base.description,
    image: mediaUrl(hero?.image) ?? base.image,
    minutes: hero?.time ?? base.minutes,
    ingredients: firstBloc(cocktail, 'bloc_recipe')?.ingredients ?? [],
    steps: firstBloc(cocktail, 'bloc_instruction')?.steps ?? [],
  }
}

/** The structured data of a food recipe; its quantities serve `servings` people. */
export function foodRecipeSummary(recipe: FoodRecipe, inLanguage: string): RecipeSummary {
  return {
    name: recipe.title,
    description: recipe.description,
    image: mediaUrl(recipe.cover),
    minutes: recipe.preparation_time,
    datePublished: recipe.date,
    inLanguage,
    category: 'Food pairing',
    recipeYield: recipe.servings ?? 1,
    ingredients: recipe.ingredients ?? [],
    steps: recipe.steps ?? [],
  }
}
