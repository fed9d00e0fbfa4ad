import 'server-only'
import type { LocaleCode } from '@/i18n/locales'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** One episode of the podcast player's list; members-only episodes carry no file here. */
export interface PodcastEpisode {
  id: number
  title: string
  number: number | null
  /** The length the editors gave, in seconds (the player shows the file's own once loaded). */
  seconds: number | null
  /** The audio file; null for a members-only episode (its page's members gate serves it). */
  src: string | null
  exclusive: boolean
}

/** The podcast episodes available in a locale, in episode order (issue 15 playable lists). */
export function listPodcastEpisodes(locale: LocaleCode): Promise<PodcastEpisode[]> {
  return cachedRead(['podcast-episodes', locale], [collectionTag('podcasts')], async (payload) => {
    const { docs } = await payload.find({
      collection: 'podcasts',
      locale,
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      sort: ['episode_number', '-date'],
      where: availableIn(),
      select: {
        title: true,
        episode_number: true,
        duration_seconds: true,
        audio_url: true,
        exclusive: true,
      },
    })
    return docs.map((doc) => {
      const exclusive = doc.exclusive === true
      return {
        id: doc.id,
        title: doc.title,
        number: doc.episode_number ?? null,
        seconds: doc.duration_seconds ?? null,
        src: exclusive ? null : (doc.audio_url ?? null),
        exclusive,
      }
    })
  })
}
