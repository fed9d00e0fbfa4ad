'use client'

import { useEffect, useId, useState } from 'react'
import { useText } from '@/components/SiteContext'
import type { StoreLocatorItem, StoreLocatorProduct } from '@/content/store-locator'
import { labelSeparator } from '@/i18n/punctuation'
import type { StringKey } from '@/i18n/strings'
import type { Point } from '@/rules/geo'
import {
  directionsUrl,
  formatDistance,
  LOCATOR_KINDS,
  type LocatorPlace,
  locatorQuery,
  SERVER_LIST_RADIUS_KM,
} from '@/rules/store-locator'
import { NearbyResults } from '../shared/NearbyResults'
import { useNearby } from '../shared/use-nearby'

interface Props {
  /** The market's main city, where the server-rendered list is centred. */
  origin: Point
  cityName: string
  initialItems: StoreLocatorItem[]
  initialTotal: number
  products: StoreLocatorProduct[]
  styleUrl: string | null
}

/**
 * The store locator's list, form and map (issue 13). Rendered on the server with the outlets
 * nearest the main city (the no-script and indexable page); in the browser the form asks
 * GET /api/store-locator/ again. The list is the keyboard and screen-reader path: focusing or
 * clicking an outlet highlights its marker, a marker click focuses its outlet.
 */
export function StoreLocator({
  origin: cityPoint,
  cityName,
  initialItems,
  initialTotal,
  products,
  styleUrl,
}: Props) {
  const { t, locale } = useText()
  const formId = useId()
  const [hydrated, setHydrated] = useState(false)
  const [kind, setKind] = useState('')
  const [product, setProduct] = useState('')
  const nearby = useNearby<StoreLocatorItem>({
    initialItems,
    initialTotal,
    url: (origin) => {
      const place: LocatorPlace =
        origin.kind === 'city'
          ? { point: cityPoint }
          : origin.kind === 'me'
            ? { point: origin.point }
            : { q: origin.q }
      const query = locatorQuery({
        locale,
        place,
        kind,
        product,
        radiusKm: origin.kind === 'city' ? SERVER_LIST_RADIUS_KM : undefined,
      })
      return `/api/store-locator/?${query}`
    },
  })
  const { origin, input, setInput, total, geoProblem, locating } = nearby
  const { markAsked } = nearby

  // A product page links here with ?product=slug: preselect it when the market offers it.
  useEffect(() => {
    setHydrated(true)
    const wanted = new URLSearchParams(window.location.search).get('product')
    if (wanted && products.some((p) => p.slug === wanted)) {
      markAsked()
      setProduct(wanted)
    }
  }, [products, markAsked])

  const heading =
    origin.kind === 'me'
      ? t('storeLocator.nearYou')
      : origin.kind === 'place'
        ? t('storeLocator.nearPlace', { q: origin.q })
        : t('storeLocator.nearCity', { city: cityName })
  const count = new Intl.NumberFormat(locale).format(total)

  return (
    <section className="locator" aria-labelledby={`${formId}-heading`}>
      {hydrated ? (
        <form
          className="locator__form"
          onSubmit={nearby.search}
          aria-label={t('storeLocator.formLabel')}
        >
          <div className="locator__search">
            <label htmlFor={`${formId}-q`}>{t('storeLocator.searchLabel')}</label>
            <div className="locator__search-row">
              <input
                id={`${formId}-q`}
                type="search"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                autoComplete="postal-code"
                maxLength={100}
              />
              <button type="submit" className="button">
                {t('storeLocator.searchSubmit')}
              </button>
            </div>
          </div>
          <div className="locator__geo">
            <button
              type="button"
              className="button button--secondary"
              onClick={nearby.locateMe}
              disabled={locating}
            >
              {locating ? t('storeLocator.locating') : t('storeLocator.useLocation')}
            </button>
          </div>
          <div className="locator__filter">
            <label htmlFor={`${formId}-kind`}>{t('storeLocator.kindLabel')}</label>
            <select
              id={`${formId}-kind`}
              value={kind}
              onChange={(e) => {
                markAsked()
                setKind(e.target.value)
              }}
            >
              <option value="">{t('storeLocator.kindAll')}</option>
              {LOCATOR_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`storeLocator.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {products.length > 0 ? (
            <div className="locator__filter">
              <label htmlFor={`${formId}-product`}>{t('storeLocator.productLabel')}</label>
              <select
                id={`${formId}-product`}
                value={product}
                onChange={(e) => {
                  markAsked()
                  setProduct(e.target.value)
                }}
              >
                <option value="">{t('storeLocator.productAll')}</option>
                {products.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {geoProblem ? (
            <p className="locator__message" role="alert">
              {geoProblem === 'denied'
                ? t('storeLocator.geoDenied')
                : t('storeLocator.geoUnavailable')}
            </p>
          ) : null}
        </form>
      ) : null}

      <NearbyResults
        nearby={nearby}
        headingId={`${formId}-heading`}
        heading={heading}
        texts={{
          loading: t('storeLocator.loading'),
          none: t('storeLocator.none'),
          count: t('storeLocator.count', { n: count }),
          loadError: t('storeLocator.loadError'),
          retry: t('storeLocator.retry'),
        }}
        hydrated={hydrated}
        styleUrl={styleUrl}
        itemData={(item) => ({
          'data-outlet-id': item.id,
          'data-distance-km': item.distanceKm,
          'data-products': item.products.join(' '),
        })}
        renderItem={(item) => (
          <OutletEntry
            item={item}
            locale={locale}
            t={t}
            interactive={hydrated}
            onSelect={() => nearby.setActiveId(item.id)}
          />
        )}
      />
    </section>
  )
}

function OutletEntry({
  item,
  locale,
  t,
  interactive,
  onSelect,
}: {
  item: StoreLocatorItem
  locale: string
  t: (key: StringKey) => string
  /** Hydrated: the name is a button that shows the outlet on the map. */
  interactive: boolean
  onSelect: () => void
}) {
  const kindKey = `storeLocator.kind.${item.kind}` as StringKey
  return (
    <article className="outlet">
      <h3 className="outlet__name">
        {interactive ? (
          <button type="button" className="outlet__select" onClick={onSelect}>
            {item.name}
          </button>
        ) : (
          item.name
        )}
      </h3>
      <p className="outlet__meta">
        <span className="outlet__kind">{t(kindKey)}</span>
        <span className="outlet__distance">
          <span className="visually-hidden">
            {t('storeLocator.distance')}
            {labelSeparator(locale)}
          </span>
          {formatDistance(item.distanceKm, locale)}
        </span>
      </p>
      <p className="outlet__address">
        {item.address}
        <br />
        {[item.postcode, item.city].filter(Boolean).join(' ')}
      </p>
      {item.openingHours.length > 0 ? (
        <>
          <p className="visually-hidden">{t('storeLocator.hours')}</p>
          <dl className="outlet__hours">
            {item.openingHours.map((row) => (
              <div key={`${row.days} ${row.hours}`}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <p className="outlet__links">
        {item.phone ? (
          <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">
              {t('storeLocator.phone')}
              {labelSeparator(locale)}
            </span>
            {item.phone}
          </a>
        ) : null}
        {item.website ? (
          <a href={item.website} rel="noopener noreferrer external" target="_blank">
            {t('storeLocator.website')}
          </a>
        ) : null}
        <a href={directionsUrl(item)} rel="noopener noreferrer external" target="_blank">
          {t('storeLocator.directions')}
        </a>
      </p>
    </article>
  )
}
