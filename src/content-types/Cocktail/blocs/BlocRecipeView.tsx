import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { BlocRecipe, Product } from '@/payload-types'
import { detailSegmentOf } from '@/routing/content-types'
import { detailPath } from '@/routing/home-item'
import { IngredientsCounterLazy as IngredientsCounter } from '../recipe/RecipeIslandsLazy'
import type { BlocProps } from './types'

/** V2 recipe: ingredients with the people counter, the bottle used, tips and tools. */
export function BlocRecipeView({ bloc, locale, t }: BlocProps<BlocRecipe>) {
  const product =
    bloc.related_product && typeof bloc.related_product === 'object'
      ? (bloc.related_product as Product)
      : null
  const showProduct = !bloc.without_alcohol && product?.slug
  const tools = bloc.tools_show ? (bloc.tools_items ?? []) : []
  return (
    <section className="recipe recipe--v2">
      <div className="recipe__main">
        <IngredientsCounter ingredients={bloc.ingredients ?? []} title={bloc.title} />
        {bloc.without_alcohol ? (
          <p className="recipe__badge">{t('recipe.withoutAlcohol')}</p>
        ) : null}
      </div>
      <div className="recipe__aside">
        {bloc.related_image ? (
          <div className="recipe__image">
            <ResponsiveImage media={bloc.related_image} sizes="(min-width: 769px) 35vw, 100vw" />
          </div>
        ) : null}
        {showProduct ? (
          <p className="recipe__product">
            <span className="recipe__product-label">{t('recipe.madeWith')}</span>{' '}
            <Link
              href={detailPath(
                locale,
                detailSegmentOf('products') ?? 'collection',
                product.slug ?? '',
              )}
            >
              {product.title}
            </Link>
          </p>
        ) : null}
        {bloc.tips_show && bloc.tips_description ? (
          <div className="recipe__tips">
            <h3 className="recipe__subheading">{bloc.tips_label || t('recipe.tips')}</h3>
            <p>{bloc.tips_description}</p>
          </div>
        ) : null}
        {tools.length > 0 ? (
          <div className="recipe__tools">
            <h3 className="recipe__subheading">{bloc.tools_label || t('recipe.tools')}</h3>
            <dl className="recipe__tools-list">
              {tools.map((tool, index) => (
                <div key={tool.id ?? index}>
                  <dt>{tool.key}</dt>
                  {tool.value ? <dd>{tool.value}</dd> : null}
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  )
}
