import type { ProductReviewsPage } from '@/content/reviews'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { ProductReviewsButtonLazy as ProductReviewsButton } from './ProductReviewsButtonLazy'
import { ReviewStars } from './ReviewStars'
import './reviews.css'

/**
 * The product page's reviews summary (issue 14): the approved reviews' average as stars with its
 * text ("4.3 out of 5, 12 reviews"), and the button that opens the product_reviews modal.
 */
export async function ProductReviewsSummary({
  locale,
  productId,
  productName,
  reviews,
}: {
  locale: LocaleCode
  productId: number
  productName: string
  reviews: Pick<ProductReviewsPage, 'average' | 'count'>
}) {
  const t = await siteTranslator(locale)
  const average =
    reviews.average == null
      ? null
      : new Intl.NumberFormat(getLocale(locale).htmlLang, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(reviews.average)
  return (
    <div className="product-reviews">
      <p className="product-reviews__summary">
        {average == null ? (
          <span>{t('reviews.none')}</span>
        ) : (
          <>
            <ReviewStars value={reviews.average} />
            <span>{t('reviews.summary', { average, n: reviews.count })}</span>
          </>
        )}
      </p>
      <ProductReviewsButton
        productId={productId}
        productName={productName}
        label={t(reviews.count > 0 ? 'reviews.open' : 'reviews.openEmpty')}
      />
    </div>
  )
}
