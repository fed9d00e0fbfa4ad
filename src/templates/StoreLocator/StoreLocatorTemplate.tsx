import { storeLocatorMarket, storeLocatorProducts } from '@/content/store-locator'
import { LOCATOR_DEFAULT_LIMIT } from '@/rules/geo'
import { mainCity, SERVER_LIST_RADIUS_KM } from '@/rules/store-locator'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { StoreLocatorLazy as StoreLocator } from './StoreLocatorLazy'
import '../../components/cards/cards.css'
import './store-locator.css'

/**
 * The store-locator page (issue 13): the editor's title and blocks, then the outlets. The
 * server renders the 30 outlets nearest the market's main city (src/rules/store-locator.ts), so
 * the page is useful and indexable without scripts; in the browser the same list gains the
 * search, the filters, "use my location" and the map, whose code loads only here, lazily.
 */
export async function StoreLocatorTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const city = mainCity(locale)
  const [market, products] = await Promise.all([
    storeLocatorMarket(locale),
    storeLocatorProducts(locale),
  ])
  const { items, total } = market.nearest({
    point: city,
    radiusKm: SERVER_LIST_RADIUS_KM,
    limit: LOCATOR_DEFAULT_LIMIT,
  })
  return (
    <TemplateBody locale={locale} page={page} name="store-locator">
      <StoreLocator
        origin={{ lat: city.lat, lng: city.lng }}
        // The outlets' own spelling of the city, as the list below writes it.
        cityName={items[0]?.city ?? city.name}
        initialItems={items}
        initialTotal={total}
        products={products}
        // Production tiles (README: MAP_STYLE_URL); unset, the map draws its offline basemap.
        styleUrl={process.env.MAP_STYLE_URL || null}
      />
    </TemplateBody>
  )
}
