import 'server-only'
import { cache } from 'react'
import { type ClientImage, clientImage, imageSources } from '@/components/media/image-sources'
import type { LocaleCode } from '@/i18n/locales'
import type { Media, Visit } from '@/payload-types'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/** A visit as the Booking page offers it (issue 13). */
export interface BookableVisit {
  id: number
  key: string
  title: string
  description: string
  durationMinutes: number
  image: ClientImage | null
}

/** The visits available in a locale, by key (their slots are read fresh: places change). */
export const getBookableVisits = cache(
  (locale: LocaleCode): Promise<BookableVisit[]> =>
    cachedRead(
      ['visits', locale],
      [collectionTag('visits'), collectionTag('media')],
      async (payload) => {
        const { docs } = await payload.find({
          collection: 'visits',
          locale,
          fallbackLocale: false,
          where: availableIn(),
          sort: 'duration_minutes',
          depth: 1,
          limit: 50,
        })
        return (docs as Visit[]).map((v) => ({
          id: v.id,
          key: v.key,
          title: v.title,
          description: v.description,
          durationMinutes: v.duration_minutes,
          image: clientImage(imageSources(v.image as Media | number | null | undefined)),
        }))
      },
    ),
)
