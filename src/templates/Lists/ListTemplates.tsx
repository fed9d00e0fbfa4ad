import { type CardCollection, listCards } from '@/content/cards'
import { contentKit } from '@/content-types/kit'
import type { StringKey } from '@/i18n/strings'
import { PagedCards } from '../lists/PagedCards'
import { templateLocale } from '../shared/locale'
import { PageFrame } from '../shared/PageFrame'
import type { TemplateProps } from '../types'

/**
 * A template page listing one collection as cards, newest first, 6 per page (SPEC §2.2 Articles
 * list, Videos list, News, Food recipes list, Playlists; §9 page size).
 */
function listTemplate(name: string, collection: CardCollection, sort?: string, label?: StringKey) {
  async function ListTemplate({ locale: code, page }: TemplateProps) {
    const locale = templateLocale(code)
    const [kit, items] = await Promise.all([
      contentKit(locale),
      listCards(collection, locale, { sort }),
    ])
    return (
      <PageFrame locale={locale} page={page} name={name}>
        <section className="list-section">
          <PagedCards kit={kit} items={items} label={label ? kit.t(label) : page.title} />
        </section>
      </PageFrame>
    )
  }
  ListTemplate.displayName = `ListTemplate(${name})`
  return ListTemplate
}

export const ArticlesListTemplate = listTemplate('articles-list', 'articles', '-date')
export const VideosListTemplate = listTemplate('videos-list', 'videos', '-date')
export const NewsTemplate = listTemplate('news', 'news', '-date')
export const FoodRecipesListTemplate = listTemplate('food-recipes-list', 'food-recipes', '-date')
export const PlaylistsTemplate = listTemplate('playlists', 'playlists', '-createdAt')
