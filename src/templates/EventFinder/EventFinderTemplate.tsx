import { searchEvents } from '@/content/event-finder'
import { EVENT_FINDER_MAX_DISTANCE_KM, formatEventWhen } from '@/rules/event-finder'
import { mainCity } from '@/rules/store-locator'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { EventFinderLazy as EventFinder } from './EventFinderLazy'
import '../../components/cards/cards.css'
import '../StoreLocator/store-locator.css'
import './event-finder.css'

/**
 * The event-finder page (issue 13): the editor's title and blocks, then the upcoming events of
 * the locale's market, nearest the market's main city first (the store locator's table,
 * src/rules/store-locator.ts), rendered on the server so the page is useful and indexable
 * without scripts. In the browser the same list gains "use my location", a city search, the
 * distance and category filters and the map (the store locator's, loaded lazily).
 */
export async function EventFinderTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const city = mainCity(locale)
  const origin = { lat: city.lat, lng: city.lng }
  const { items, total } = await searchEvents(locale, {
    point: origin,
    distanceKm: EVENT_FINDER_MAX_DISTANCE_KM,
    from: Date.now(),
  })
  const initialWhen = Object.fromEntries(
    items.map((item) => [item.id, formatEventWhen(item, locale, item.timeZone)]),
  )
  return (
    <TemplateBody locale={locale} page={page} name="event-finder">
      <EventFinder
        origin={origin}
        initialItems={items}
        initialTotal={total}
        initialWhen={initialWhen}
        // Production tiles (README: MAP_STYLE_URL); unset, the map draws its offline basemap.
        styleUrl={process.env.MAP_STYLE_URL || null}
      />
    </TemplateBody>
  )
}
