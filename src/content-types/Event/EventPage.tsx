import { ModalTrigger } from '@/components/links/ModalTrigger'
import { imageSources } from '@/components/media/image-sources'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { EventRegistrationLazy } from '@/events/EventRegistrationLazy'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { Event } from '@/payload-types'
import { localizedPath } from '@/routing/paths'
import { formatEventWhen } from '@/rules/event-finder'
import { directionsUrl } from '@/rules/store-locator'
import { siteUrl } from '@/seo/site-url'
import { serializeJsonLd } from '../Cocktail/recipe-structured-data'
import { DetailHero } from '../shared/DetailHero'
import { eventJsonLd } from './event-structured-data'
import './event.css'

/** OpenStreetMap centred on the venue, with a marker (no key, works everywhere). */
function mapUrl(event: Pick<Event, 'lat' | 'lng'>): string {
  return `https://www.openstreetmap.org/?mlat=${event.lat}&mlon=${event.lng}#map=17/${event.lat}/${event.lng}`
}

/**
 * An event's page (issue 13; `/{locale}/event-finder/{slug}/`): what, when (in the venue's time
 * zone), where, with a map and a directions link, and how to register: the organiser's page in
 * the eventtia modal when an editor set a registration URL, otherwise the site's own registration
 * form (src/events, a lazy client island). schema.org Event JSON-LD for search engines.
 */
export async function EventPage({ locale, data: event }: { locale: LocaleCode; data: Event }) {
  const options = await getSiteOptions(locale)
  const t = await siteTranslator(locale)
  const info = getLocale(locale)
  const image = imageSources(event.image)
  const when = formatEventWhen(event, locale, event.time_zone)
  const path = localizedPath(locale, `/event-finder/${event.slug}/`)
  const registrationUrl = event.registration_url || null
  const jsonLd = eventJsonLd(
    {
      name: event.title,
      description: event.description,
      start: event.start,
      end: event.end,
      timeZone: event.time_zone,
      venue: event.venue,
      address: event.address,
      city: event.city,
      country: event.country,
      lat: event.lat,
      lng: event.lng,
      image: image?.src ?? null,
      path,
      registrationUrl,
      capacity: event.capacity,
      inLanguage: info.htmlLang,
      organizer: options.site_name || 'Maison Solaine',
    },
    siteUrl(),
  )
  const places = event.capacity ? new Intl.NumberFormat(info.htmlLang).format(event.capacity) : null

  return (
    <article className="template event-page">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes < > & for a script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <DetailHero
        title={event.title}
        eyebrow={t(`eventFinder.category.${event.category}` as StringKey)}
        image={event.image}
        meta={
          <p className="event-page__when">
            <time dateTime={event.start}>{when}</time>
          </p>
        }
      />
      <div className="event-page__body">
        <p className="lede">{event.description}</p>
        <dl className="event-page__facts">
          <div>
            <dt>{t('eventFinder.when')}</dt>
            <dd>
              <time dateTime={event.start}>{when}</time>
            </dd>
          </div>
          <div>
            <dt>{t('eventFinder.where')}</dt>
            <dd>
              {event.venue}
              <br />
              {[event.address, event.city].filter(Boolean).join(', ')}
            </dd>
          </div>
          {places ? (
            <div>
              <dt>{t('eventFinder.places')}</dt>
              <dd>{places}</dd>
            </div>
          ) : null}
        </dl>
        <p className="event-page__links">
          <a href={mapUrl(event)} rel="noopener noreferrer external" target="_blank">
            {t('eventFinder.mapLink')}
          </a>
          <a href={directionsUrl(event)} rel="noopener noreferrer external" target="_blank">
            {t('storeLocator.directions')}
          </a>
        </p>
        <section className="event-page__register" aria-labelledby="event-register">
          <h2 id="event-register" className="event-page__register-title">
            {t('eventFinder.registerTitle')}
          </h2>
          {registrationUrl ? (
            <ModalTrigger
              modal={{ type: 'eventtia', props: { url: registrationUrl, title: event.title } }}
              fallbackHref={registrationUrl}
              className="button"
            >
              {t('eventFinder.register')}
            </ModalTrigger>
          ) : (
            <EventRegistrationLazy eventId={event.id} when={when} />
          )}
        </section>
        <p>
          <a href={localizedPath(locale, '/event-finder/')}>{t('eventFinder.allEvents')}</a>
        </p>
      </div>
    </article>
  )
}
