import type { ComponentType } from 'react'
import { getDocumentBySlug } from '@/content/documents'
import type { LocaleCode } from '@/i18n/locales'
import type { ContentTypeSegment } from '@/routing/parse-route'
import { CocktailPage } from './Cocktail/CocktailPage'
import { FoodRecipePage } from './FoodRecipe/FoodRecipePage'
import { ProductPage } from './Product/ProductPage'

/** A detail page type: how to load one document by slug, and the component that shows it. */
export interface ContentTypeEntry<T = unknown> {
  load: (locale: LocaleCode, slug: string) => Promise<T | null>
  Component: ComponentType<{ locale: LocaleCode; data: T }>
  title: (data: T) => string
}

/** Ties a loader to its component's data type; the registry stores entries type-erased. */
function contentType<T>(entry: ContentTypeEntry<T>): ContentTypeEntry {
  return entry as unknown as ContentTypeEntry
}

/**
 * Content type → detail page (SPEC §2.1). A type segment without an entry answers 404 until its
 * page is built; each content type is added here with its loader and component.
 */
export const CONTENT_TYPES: Partial<Record<ContentTypeSegment, ContentTypeEntry>> = {
  collection: contentType({
    load: (locale, slug) => getDocumentBySlug('products', locale, slug),
    Component: ProductPage,
    title: (product) => product.title,
  }),
  cocktails: contentType({
    load: (locale, slug) => getDocumentBySlug('cocktails', locale, slug),
    Component: CocktailPage,
    title: (cocktail) => cocktail.title,
  }),
  'food-recipes': contentType({
    load: (locale, slug) => getDocumentBySlug('food-recipes', locale, slug),
    Component: FoodRecipePage,
    title: (recipe) => recipe.title,
  }),
}
