import { serializeJsonLd } from '@/content-types/Cocktail/recipe-structured-data'
import { siteUrl } from '@/seo/site-url'
import { type ProductSummary, productJsonLd } from './product-structured-data'

/** The page's schema.org Product (issue 14), escaped so editor text cannot end the script. */
export function ProductJsonLd({ product }: { product: ProductSummary }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & for a script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, siteUrl())) }}
    />
  )
}
