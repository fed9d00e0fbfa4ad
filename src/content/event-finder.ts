import 'server-only'
import { cache } from 'react'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { Event, Media } from '@/payload-types'
import { localizedPath } from '@/routing/paths'
import { EVENT_FINDER_LIMIT, type EventSearch, findEvents } from '@/rules/event-finder'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/**
 * The event finder's data (issue 13): the events available in a locale, read once per locale
 * into Next's data cache (tag `collection:events`, expired by the CMS hooks), searched in memory
 * by the pure rules (src/rules/event-finder.ts). A market has a few dozen events: no index needed.
 */

/** One event as the event-finder API answers it (the issue 13 contract, plus `url`, `timeZone`, `address`). */
export interface EventFinderItem {
  id: number
  title: string
  description: string
  category: string
  start: string
  end: string
  timeZone: string
  venue: string
  address: string | null
  city: string
  country: string
  lat: number
  lng: number
  distanceKm: number
  registrationUrl: string | null
  capacity: number | null
  /** The event's page on the site. */
  url: string
  image?: { url: string; alt: string; width: number | null; height: number | null }
}

export type EventFinderEvent = Omit<EventFinderItem, 'distanceKm'>

function imageOf(media: Event['image']): EventFinderItem['image'] {
  if (!media || typeof media === 'number' || !media.url) return undefined
  const m = media as Media
  const small = m.sizes && Object.values(m.sizes).find((s) => s?.url && (s.width ?? 0) >= 600)
  return {
    url: small?.url ?? m.url ?? '',
    alt: m.alt ?? '',
    width: small?.width ?? m.width ?? null,
    height: small?.height ?? m.height ?? null,
  }
}

/** Every event available in the locale, soonest first (past ones too: the rules filter). */
export const localeEvents = cache(
  (locale: LocaleCode): Promise<EventFinderEvent[]> =>
    cachedRead(
      ['event-finder', locale],
      [collectionTag('events'), collectionTag('media')],
      async (payload) => {
        const { docs } = await payload.find({
          collection: 'events',
          locale,
          fallbackLocale: false,
          depth: 1,
          limit: 0,
          pagination: false,
          sort: 'start',
          where: availableIn(),
        })
        return docs.flatMap((e): EventFinderEvent[] =>
          e.slug
            ? [
                {
                  id: e.id,
                  title: e.title,
                  description: e.description,
                  category: e.category,
                  start: e.start,
                  end: e.end,
                  timeZone: e.time_zone,
                  venue: e.venue,
                  address: e.address ?? null,
                  city: e.city,
                  country: e.country,
                  lat: e.lat,
                  lng: e.lng,
                  registrationUrl: e.registration_url || null,
                  capacity: e.capacity ?? null,
                  url: localizedPath(locale, `/event-finder/${e.slug}/`),
                  ...(imageOf(e.image) ? { image: imageOf(e.image) } : {}),
                },
              ]
            : [],
        )
      },
    ),
)

/**
 * The upcoming events of the locale's market (the locale's country; every country for the
 * international locale) for a search: nearest first, then soonest; `total` counts them all,
 * `items` holds at most EVENT_FINDER_LIMIT.
 */
export async function searchEvents(
  locale: LocaleCode,
  search: EventSearch,
): Promise<{ items: EventFinderItem[]; total: number }> {
  const country = getLocale(locale).country
  const events = (await localeEvents(locale)).filter((e) => !country || e.country === country)
  const found = findEvents(events, search)
  return { items: found.slice(0, EVENT_FINDER_LIMIT), total: found.length }
}
