import { Suspense } from 'react'
import { ContentCard } from '@/components/cards/ContentCard'
import { listCocktailCards } from '@/content/cards'
import { contentKit } from '@/content-types/kit'
import { localizedPath } from '@/routing/paths'
import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { PageFrame } from '../shared/PageFrame'
import type { TemplateProps } from '../types'
import type { TasteItem } from './TasteFilter'
import { TasteFilterLazy as TasteFilter, TasteListLazy as TasteList } from './TasteFilterLazy'

/** The cocktails list (SPEC §2.2), filtered by `?taste=` (§2.7, §9 taste filters). */
export async function CocktailsListTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, cocktails] = await Promise.all([contentKit(locale), listCocktailCards(locale)])
  const items: TasteItem[] = cocktails.map(({ card, tastes }) => ({
    key: card.slug ?? card.title,
    tastes,
    node: <ContentCard card={kit.card(card)} labels={kit.cardLabels(card.kind)} />,
  }))
  const pathname = localizedPath(locale, page.path ?? '/')
  return (
    <PageFrame locale={locale} page={page} name="cocktails-list">
      <section className="list-section">
        {/* useSearchParams in a static page: every cocktail is prerendered as the fallback. */}
        <Suspense fallback={<TasteList items={items} taste={null} pathname={pathname} />}>
          <TasteFilter items={items} />
        </Suspense>
      </section>
    </PageFrame>
  )
}
