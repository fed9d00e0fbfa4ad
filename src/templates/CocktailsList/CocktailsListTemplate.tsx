import { Suspense } from 'react'
import { ContentCard } from '@/components/cards/ContentCard'
import type { CardModel } from '@/components/cards/card-model'
import { imageSources } from '@/components/media/image-sources'
import { listCocktailCards } from '@/content/cards'
import { CocktailQuickViewLazy } from '@/modals/cocktail/CocktailQuickViewLazy'
import { localizedPath } from '@/routing/paths'
import { contentKit } from '@/server/content-kit'
import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import type { TasteItem } from './TasteFilter'
import { TasteFilterLazy as TasteFilter, TasteListLazy as TasteList } from './TasteFilterLazy'

/** The quick view (the cocktail modal): what the card shows, and the way to the full page. */
function quickViewOf(model: CardModel) {
  if (!model.href) return null
  const image = imageSources(model.image)
  return (
    <CocktailQuickViewLazy
      routeData={{
        path: model.href,
        data: {
          title: model.title,
          description: model.excerpt || null,
          image: image?.src ?? null,
          imageAlt: typeof model.image === 'object' ? (model.image?.alt ?? null) : null,
          time: model.duration || null,
        },
      }}
    />
  )
}

/** The cocktails list (SPEC §2.2), filtered by `?taste=` (§2.7, §9 taste filters). */
export async function CocktailsListTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, cocktails] = await Promise.all([contentKit(locale), listCocktailCards(locale)])
  const items: TasteItem[] = cocktails.map(({ card, tastes }) => {
    const model = kit.card(card)
    const quickView = quickViewOf(model)
    return {
      key: card.slug ?? card.title,
      tastes,
      node: <ContentCard card={model} labels={kit.cardLabels(card.kind)} actions={quickView} />,
    }
  })
  const pathname = localizedPath(locale, page.path ?? '/')
  return (
    <TemplateBody locale={locale} page={page} name="cocktails-list">
      <section className="list-section">
        {/* useSearchParams in a static page: every cocktail is prerendered as the fallback. */}
        <Suspense fallback={<TasteList items={items} taste={null} pathname={pathname} />}>
          <TasteFilter items={items} />
        </Suspense>
      </section>
    </TemplateBody>
  )
}
