import { RichText } from '@payloadcms/richtext-lexical/react'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { BuyButton } from '@/commerce/BuyButton'
import { ClientStrings } from '@/components/ClientStrings'
import { FulfilmentLazy } from '@/components/lazy-entries'
import { ModalTrigger } from '@/components/links/ModalTrigger'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { ShareButtonLazy as ShareButton } from '@/components/share/ShareButtonLazy'
import { productReviews } from '@/content/reviews'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import type { Product } from '@/payload-types'
import { ProductReviewsSummary } from '@/reviews/ProductReviewsSummary'
import { detailPath } from '@/routing/home-item'
import { localizedPath } from '@/routing/paths'
import { isBlueSwiftProduct } from '@/rules/newsletter-popin'
import { BlueSwiftPopinLazy } from './BlueSwiftPopinLazy'
import { ProductCocktails } from './ProductCocktails'
import { ProductJsonLd } from './ProductJsonLd'
import './product.css'

const PROFILE = ['fruity', 'floral', 'spicy', 'woody', 'sweet'] as const

/** The product page (SPEC §2.1 "collection → Product"): the bottle, its story and its facts. */
export async function ProductPage({
  locale,
  data: product,
}: {
  locale: LocaleCode
  data: Product
}) {
  const [_options, reviews] = await Promise.all([
    getSiteOptions(locale),
    productReviews(product.id, locale),
  ])
  const t = await siteTranslator(locale)
  const number = new Intl.NumberFormat(getLocale(locale).htmlLang)
  const tasting = (['colour', 'nose', 'palate', 'finish'] as const).filter((k) => product[k])
  const facts: Array<[string, string]> = []
  if (product.age_statement_years) {
    facts.push([t('product.age'), t('product.years', { n: product.age_statement_years })])
  }
  facts.push([t('product.abv'), `${number.format(product.abv)} % vol.`])
  facts.push([t('product.volume'), `${number.format(product.volume_ml)} ml`])
  if (product.cru) facts.push([t('product.cru'), product.cru])
  if (product.cask_type) facts.push([t('product.cask'), product.cask_type])
  if (product.distillation) facts.push([t('product.distillation'), product.distillation])

  const imageUrl = (media: Product['image']) =>
    media && typeof media === 'object' ? (media.url ?? null) : null
  // The product_gallery modal's images (issue 14): the populated gallery images with a file.
  const gallery = (product.gallery ?? []).flatMap((media) =>
    media && typeof media === 'object' && media.url ? [{ url: media.url, alt: media.alt }] : [],
  )

  return (
    <article className="template product">
      <ProductJsonLd
        product={{
          name: product.title,
          description: product.small_description,
          images: [imageUrl(product.image), ...gallery.map((item) => item.url)],
          category: 'Cognac',
          abv: product.abv,
          volumeMl: product.volume_ml,
          url: product.slug ? detailPath(locale, 'collection', product.slug) : null,
          sku: product.grouping_id,
          reviews,
        }}
      />
      <header className="product__hero">
        <div className="product__bottle">
          <ResponsiveImage media={product.image} sizes="(min-width: 769px) 40vw, 80vw" priority />
          {gallery.length > 0 ? (
            <ModalTrigger
              className="button product__gallery"
              modal={{ type: 'product_gallery', props: { items: gallery, index: 0 } }}
            >
              {t('product.viewGallery')}
            </ModalTrigger>
          ) : null}
        </div>
        <div className="product__intro">
          <h1 className="page-header__title">{product.title}</h1>
          <p className="lede">{product.small_description}</p>
          <ProductReviewsSummary
            locale={locale}
            productId={product.id}
            productName={product.title}
            reviews={reviews}
          />
          <BookmarkButton collection="products" id={product.id} />
          {product.description ? <RichText data={product.description} className="prose" /> : null}
          <ShareButton title={product.title} />
          <BuyButton product={product} label={t('ctb.buy')} className="button product__buy" />
          {getLocale(locale).capabilities.cart && product.grouping_id ? (
            <ClientStrings locale={locale} groups={['fulfilment']}>
              <FulfilmentLazy product={product.grouping_id} productName={product.title} />
            </ClientStrings>
          ) : null}
          {isBlueSwiftProduct(product.slug) && product.slug ? (
            <BlueSwiftPopinLazy slug={product.slug} productName={product.title} />
          ) : null}
          {product.store_locator && product.slug ? (
            <p className="product__find">
              <a
                className="button"
                href={`${localizedPath(locale, '/store-locator/')}?${new URLSearchParams({ product: product.slug })}`}
              >
                {t('storeLocator.findStore')}
              </a>
            </p>
          ) : null}
        </div>
      </header>

      {tasting.length > 0 ? (
        <section className="product__section" aria-labelledby="product-tasting">
          <h2 id="product-tasting" className="block__title">
            {t('product.tasting')}
          </h2>
          <dl className="product__notes">
            {tasting.map((k) => (
              <div key={k}>
                <dt>{t(`product.${k}`)}</dt>
                <dd>{product[k]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="product__section" aria-labelledby="product-profile">
        <h2 id="product-profile" className="block__title">
          {t('product.profile')}
        </h2>
        <ul className="product__profile">
          {PROFILE.map((k) => {
            const score = product.flavour_profile[k]
            return (
              <li key={k}>
                <span className="product__profile-label">{t(`product.${k}`)}</span>
                <meter
                  min={0}
                  max={10}
                  value={score}
                  aria-label={labelled(locale, t(`product.${k}`), `${score}/10`)}
                />
                <span className="product__profile-score" aria-hidden="true">
                  {score}/10
                </span>
              </li>
            )
          })}
        </ul>
      </section>

      <section className="product__section" aria-labelledby="product-details">
        <h2 id="product-details" className="block__title">
          {t('product.details')}
        </h2>
        <dl className="product__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ProductCocktails productId={product.id} locale={locale} title={t('product.cocktails')} />
    </article>
  )
}
