import { describe, expect, it } from 'vitest'
import { type EventSummary, eventJsonLd } from './event-structured-data'

const PARIS: EventSummary = {
  name: 'Soirée de dégustation Solaine XO',
  description: 'Une soirée pour découvrir Solaine XO.',
  start: '2026-12-03T18:00:00.000Z',
  end: '2026-12-03T21:00:00.000Z',
  timeZone: 'Europe/Paris',
  venue: 'Salons de l’Hôtel Verlaine',
  address: '12 rue de Rivoli',
  city: 'Paris',
  country: 'FR',
  lat: 48.857,
  lng: 2.352,
  image: '/media/event.jpg',
  path: '/fr-fr/event-finder/tasting-xo-paris/',
  inLanguage: 'fr-FR',
  organizer: 'Maison Solaine',
  capacity: 40,
}

describe('Event JSON-LD (schema.org Event, issue 13)', () => {
  it('describes the event, its place and its local times', () => {
    expect(eventJsonLd(PARIS, 'https://www.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Soirée de dégustation Solaine XO',
      description: 'Une soirée pour découvrir Solaine XO.',
      startDate: '2026-12-03T19:00:00+01:00',
      endDate: '2026-12-03T22:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Salons de l’Hôtel Verlaine',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 rue de Rivoli',
          addressLocality: 'Paris',
          addressCountry: 'FR',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 48.857, longitude: 2.352 },
      },
      image: ['https://www.example.com/media/event.jpg'],
      url: 'https://www.example.com/fr-fr/event-finder/tasting-xo-paris/',
      inLanguage: 'fr-FR',
      organizer: {
        '@type': 'Organization',
        name: 'Maison Solaine',
        url: 'https://www.example.com/',
      },
      maximumAttendeeCapacity: 40,
    })
  })

  it('offers the registration page only when there is one', () => {
    expect(eventJsonLd(PARIS, 'https://x.example')).not.toHaveProperty('offers')
    const withUrl = eventJsonLd(
      { ...PARIS, registrationUrl: 'https://t.example/e/1' },
      'https://x.example',
    )
    expect(withUrl.offers).toEqual({
      '@type': 'Offer',
      url: 'https://t.example/e/1',
      availability: 'https://schema.org/InStock',
    })
  })

  it('leaves out what the event lacks (no image, no address, no capacity)', () => {
    const bare = eventJsonLd(
      { ...PARIS, image: null, address: null, capacity: null },
      'https://x.example',
    )
    expect(bare).not.toHaveProperty('image')
    expect(bare).not.toHaveProperty('maximumAttendeeCapacity')
    expect((bare.location as { address: object }).address).not.toHaveProperty('streetAddress')
  })
})
