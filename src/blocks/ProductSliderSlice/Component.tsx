import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { SliderLazy as Slider } from '@/components/slider/SliderLazy'
import type { Product, ProductSliderSlice as ProductSliderSliceData } from '@/payload-types'
import { detailPath } from '@/routing/home-item'
import type { BlockProps } from '../types'
import './product-slider.css'
import { siteTranslator } from '@/content/site-translator'
import { labelled } from '@/i18n/punctuation'

function isProduct(value: number | Product | null | undefined): value is Product {
  return (
    typeof value === 'object' && value !== null && Boolean(value.slug) && value.available !== false
  )
}

/**
 * The editor's pick of bottles in the shared slider (cards side by side on wide screens), each
 * linking to its product page. Products not available in this locale are left out.
 */
export async function ProductSliderSlice({ block, locale }: BlockProps<ProductSliderSliceData>) {
  const products = (block.products ?? []).filter(isProduct)
  if (products.length === 0) return null
  const t = await siteTranslator(locale)
  const label = block.title?.trim() || t('products.discover')
  return (
    <section className="block block--product-slider" data-layout="product_slider_slice">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <Slider label={label} size="card">
        {products.map((product) => (
          <article key={product.id} className="product-card">
            <div className="product-card__image">
              <ResponsiveImage media={product.image} sizes="(min-width: 769px) 30vw, 80vw" />
            </div>
            <h3 className="product-card__title">{product.title}</h3>
            <p className="product-card__text">{product.small_description}</p>
            <Link
              className="block--button block--button-blue product-card__link"
              href={detailPath(locale, 'collection', product.slug ?? '')}
              aria-label={labelled(locale, t('products.discover'), product.title)}
            >
              {t('products.discover')}
            </Link>
          </article>
        ))}
      </Slider>
    </section>
  )
}
