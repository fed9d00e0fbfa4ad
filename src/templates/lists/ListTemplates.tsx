import type { ReactNode } from 'react'
import { PodcastPlayerLazy as PodcastPlayer } from '@/components/media/PodcastPlayerLazy'
import { type CardCollection, listCards } from '@/content/cards'
import { listPodcastEpisodes } from '@/content/podcasts'
import type { LocaleCode } from '@/i18n/locales'
import { contentKit } from '@/server/content-kit'
import { PagedCards } from '../lists/PagedCards'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
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
async function CollectionList({
  locale: code,
  page,
  name,
  collection,
  sort,
  children,
}: ListProps & { children?: ReactNode }) {
  const locale = templateLocale(code)
  const [kit, items] = await Promise.all([
    contentKit(locale),
    listCards(collection, locale, { sort }),
  ])
  return (
    <TemplateBody locale={locale} page={page} name={name}>
      <section className="list-section">
        <PagedCards kit={kit} items={items} label={page.title} />
      </section>
      {children}
    </TemplateBody>
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
  return (
    <CollectionList {...props} name="playlists" collection="playlists" sort="-createdAt">
      <PodcastSection locale={templateLocale(props.locale)} />
    </CollectionList>
  )
}

/** The house's podcast, played by our own player for its uploaded files (issue 15). */
async function PodcastSection({ locale }: { locale: LocaleCode }) {
  const [kit, episodes] = await Promise.all([contentKit(locale), listPodcastEpisodes(locale)])
  if (episodes.length === 0) return null
  return (
    <section className="list-section" aria-labelledby="podcasts-title">
      <h2 id="podcasts-title" className="block__title">
        {kit.t('media.podcasts')}
      </h2>
      <PodcastPlayer episodes={episodes} />
    </section>
  )
}
