import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { imageSources } from '@/components/media/image-sources'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import type { Cocktail } from '@/payload-types'
import { RenderCocktailBlocs } from './blocs/registry'
import { CocktailViewedLazy as CocktailViewed } from './CocktailViewedLazy'
import { cocktailSummary, isV2Cocktail } from './cocktail-data'
import { HistoryBlock } from './HistoryBlock'
import { RelatedCards } from './RelatedCards'
import { RecipeHero } from './recipe/RecipeHero'
import {
  ClickToPlayVideoLazy as ClickToPlayVideo,
  IngredientsCounterLazy as IngredientsCounter,
  StepsSliderLazy as StepsSlider,
} from './recipe/RecipeIslandsLazy'
import { RecipeJsonLd } from './recipe/RecipeJsonLd'
import { RecipeQuote } from './recipe/RecipeQuote'
import { stepSlides } from './recipe/step-slides'
import './recipe.css'

/**
 * The cocktail page (SPEC §2.6): the V2 variant when the cocktail holds templateV2 (its blocs, in
 * order), else the legacy variant from the fixed fields. Both send cocktail-viewed on load,
 * carry the Recipe structured data and the bookmark button under the hero.
 */
export async function CocktailPage({
  locale,
  data: cocktail,
}: {
  locale: LocaleCode
  data: Cocktail
}) {
  const _options = await getSiteOptions(locale)
  const t = await siteTranslator(locale)
  const v2 = isV2Cocktail(cocktail)
  return (
    <article
      className={`template recipe-page cocktail-page cocktail-page--${v2 ? 'v2' : 'legacy'}`}
    >
      <CocktailViewed title={cocktail.title} />
      <RecipeJsonLd recipe={cocktailSummary(cocktail, getLocale(locale).htmlLang)} />
      {v2 ? (
        <RenderCocktailBlocs
          cocktail={cocktail}
          locale={locale}
          t={t}
          afterHero={<CocktailActions id={cocktail.id} />}
        />
      ) : (
        <LegacyCocktail cocktail={cocktail} locale={locale} t={t} />
      )}
    </article>
  )
}

/** The member's actions on a cocktail, under its hero in both variants. */
function CocktailActions({ id }: { id: number }) {
  return (
    <div className="recipe__actions">
      <BookmarkButton collection="cocktails" id={id} />
    </div>
  )
}

function LegacyCocktail({
  cocktail,
  locale,
  t,
}: {
  cocktail: Cocktail
  locale: LocaleCode
  t: Translate
}) {
  const recipe = cocktail.recipe
  const video = cocktail.cocktail_video?.url
  return (
    <>
      <RecipeHero
        title={cocktail.title}
        description={cocktail.description}
        cover={cocktail.cover}
        minutes={cocktail.hide_time ? null : cocktail.preparation_time}
        t={t}
      />
      <CocktailActions id={cocktail.id} />
      <section className="recipe">
        <div className="recipe__main">
          <IngredientsCounter ingredients={recipe?.ingredients ?? []} />
        </div>
        <div className="recipe__aside">
          <RecipeQuote quote={cocktail.quote} />
        </div>
      </section>
      <StepsSlider steps={stepSlides(recipe?.instructions)} />
      {recipe?.serving_tips ? (
        <section className="recipe-tips">
          <h2 className="recipe__heading">{t('recipe.servingTips')}</h2>
          <p>{recipe.serving_tips}</p>
        </section>
      ) : null}
      {video ? (
        <section className="recipe-video-section">
          <h2 className="recipe__heading">{t('recipe.video')}</h2>
          <ClickToPlayVideo
            src={video}
            poster={imageSources(cocktail.cover)?.src}
            title={cocktail.title}
          />
        </section>
      ) : null}
      {cocktail.display_history && cocktail.history ? (
        <HistoryBlock
          label={cocktail.history.label || t('recipe.history')}
          title={cocktail.history.title}
          content={cocktail.history.content}
        />
      ) : null}
      <RelatedCards
        title={t('recipe.moreCocktails')}
        collection="cocktails"
        locale={locale}
        items={cocktail.related_cocktails}
      />
      <RelatedCards
        title={t('recipe.relatedArticles')}
        collection="articles"
        locale={locale}
        items={cocktail.related_articles}
      />
    </>
  )
}
