import { type CardCollection, listCards } from '@/content/cards'
import { contentKit } from '@/content-types/kit'
import { PagedCards } from '../lists/PagedCards'
import { templateLocale } from '../shared/locale'
import { PageFrame } from '../shared/PageFrame'
import type { TemplateProps } from '../types'

interface ListProps extends TemplateProps {
  name: string
  collection: CardCollection
  sort: string
}

/**
 * A template page listing one collection as cards, newest first, 6 per page (SPEC §2.2 Articles
 * list, Videos list, News, Food recipes list, Playlists; §9 page size).
 */
async function CollectionList({ locale: code, page, name, collection, sort }: ListProps) {
  const locale = templateLocale(code)
  const [kit, items] = await Promise.all([
    contentKit(locale),
    listCards(collection, locale, { sort }),
  ])
  return (
    <PageFrame locale={locale} page={page} name={name}>
      <section className="list-section">
        <PagedCards kit={kit} items={items} label={page.title} />
      </section>
    </PageFrame>
  )
}

export function ArticlesListTemplate(props: TemplateProps) {
  return <CollectionList {...props} name="articles-list" collection="articles" sort="-date" />
}
export function VideosListTemplate(props: TemplateProps) {
  return <CollectionList {...props} name="videos-list" collection="videos" sort="-date" />
}
export function NewsTemplate(props: TemplateProps) {
  return <CollectionList {...props} name="news" collection="news" sort="-date" />
}
export function FoodRecipesListTemplate(props: TemplateProps) {
  return (
    <CollectionList {...props} name="food-recipes-list" collection="food-recipes" sort="-date" />
  )
}
export function PlaylistsTemplate(props: TemplateProps) {
  // Playlists have no date: the newest first.
  return <CollectionList {...props} name="playlists" collection="playlists" sort="-createdAt" />
}
