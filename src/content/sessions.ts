import 'server-only'
import { itemPath } from '@/components/cards/card-model'
import type { CardSource } from '@/content/card-sources'
import { cardSourceOf } from '@/content/card-sources'
import { publicView } from '@/content/exclusive'
import type { LocaleCode } from '@/i18n/locales'
import type { Session } from '@/payload-types'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** A masterclass on the hub (SPEC §3 Hero (sessions)): its card and its hero facts. */
export interface HubSession {
  id: number
  card: CardSource
  level: Session['infos']['level']
  episodesCount: number
  description: string
  /** The first available episode's page; none for a members-only session (its page tells). */
  firstEpisodeLink: string | null
  href: string | null
}

/** The hub's sessions in one locale, the same for everyone (personal ticks load in the browser). */
export function listHubSessions(locale: LocaleCode): Promise<HubSession[]> {
  return cachedRead(
    ['hub-sessions', locale],
    [collectionTag('sessions'), collectionTag('episodes'), collectionTag('media')],
    async (payload) => {
      const { docs } = await payload.find({
        collection: 'sessions',
        locale,
        fallbackLocale: false,
        depth: 1,
        pagination: false,
        sort: 'title',
        where: availableIn(),
        populate: { episodes: { title: true, slug: true, available: true } },
      })
      return docs.map((doc) => {
        const open = publicView('sessions', doc)
        return {
          id: doc.id,
          card: cardSourceOf({ collection: 'sessions', doc: open }),
          level: doc.infos.level,
          episodesCount: doc.episodes_count ?? 0,
          description: doc.card_description,
          firstEpisodeLink: open.first_episode_link ?? null,
          href: itemPath(locale, 'sessions', doc.slug),
        }
      })
    },
  )
}
