/**
 * Event structured data (schema.org Event as JSON-LD) for an event's page (issue 13). Pure.
 * Dates carry the venue's offset (a search engine shows the local time); the place has its
 * address and coordinates; an offer only where there is an external registration page.
 */
import { zonedIso } from '@/rules/event-finder'
import { absoluteHref } from '@/rules/hreflang'

export interface EventSummary {
  name: string
  description: string
  start: string
  end: string
  timeZone: string
  venue: string
  address?: string | null
  city: string
  country: string
  lat: number
  lng: number
  /** Site-relative or absolute. */
  image?: string | null
  /** The page's path. */
  path: string
  registrationUrl?: string | null
  capacity?: number | null
  /** BCP 47 language tag of the page. */
  inLanguage: string
  organizer: string
}

export function eventJsonLd(event: EventSummary, origin: string): Record<string, unknown> {
  const url = absoluteHref(origin, event.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: zonedIso(event.start, event.timeZone),
    endDate: zonedIso(event.end, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: {
        '@type': 'PostalAddress',
        ...(event.address ? { streetAddress: event.address } : {}),
        addressLocality: event.city,
        addressCountry: event.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: event.lat, longitude: event.lng },
    },
    ...(event.image ? { image: [absoluteHref(origin, event.image)] } : {}),
    url,
    inLanguage: event.inLanguage,
    organizer: { '@type': 'Organization', name: event.organizer, url: absoluteHref(origin, '/') },
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(event.registrationUrl
      ? {
          offers: {
            '@type': 'Offer',
            url: event.registrationUrl,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }
}
