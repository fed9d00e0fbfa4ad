import { siteUrl } from '@/seo/site-url'
import { type RecipeSummary, recipeJsonLd, serializeJsonLd } from '../recipe-structured-data'

/** The page's schema.org Recipe (SPEC §9), escaped so editor text cannot end the script. */
export function RecipeJsonLd({ recipe }: { recipe: RecipeSummary }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & for a script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(recipeJsonLd(recipe, siteUrl())) }}
    />
  )
}
