'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { StoreLocatorItem, StoreLocatorProduct } from '@/content/store-locator'
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

/** The map: MapLibre GL and its basemap load only here, in their own chunk, after hydration. */
const OutletMap = dynamic(() => import('./OutletMap'), {
  ssr: false,
  loading: () => <div className="locator__map-placeholder" />,
})

type Status = 'ready' | 'loading' | 'error'
type GeoProblem = 'denied' | 'unavailable' | null

/** Where the list is centred: the market's main city (first), the visitor, or a typed place. */
type Origin = { kind: 'city' } | { kind: 'me'; point: Point } | { kind: 'place'; q: string }

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
  const { locale, strings } = useSiteContext()
  const t = useCallback((key: StringKey) => strings[key] ?? key, [strings])
  const formId = useId()
  const [hydrated, setHydrated] = useState(false)
  const [origin, setOrigin] = useState<Origin>({ kind: 'city' })
  const [kind, setKind] = useState('')
  const [product, setProduct] = useState('')
  const [input, setInput] = useState('')
  const [items, setItems] = useState(initialItems)
  const [total, setTotal] = useState(initialTotal)
  const [status, setStatus] = useState<Status>('ready')
  const [geoProblem, setGeoProblem] = useState<GeoProblem>(null)
  const [locating, setLocating] = useState(false)
  const [activeId, setActiveId] = useState<number | null>(null)
  const [attempt, setAttempt] = useState(0)
  /** The first answer is the server's: ask the API only once the visitor changes something. */
  const asked = useRef(false)
  const itemRefs = useRef(new Map<number, HTMLLIElement>())

  // A product page links here with ?product=slug: preselect it when the market offers it.
  useEffect(() => {
    setHydrated(true)
    const wanted = new URLSearchParams(window.location.search).get('product')
    if (wanted && products.some((p) => p.slug === wanted)) {
      asked.current = true
      setProduct(wanted)
    }
  }, [products])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same search again.
  useEffect(() => {
    if (!asked.current) return
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
    const controller = new AbortController()
    setStatus('loading')
    fetch(`/api/store-locator/?${query}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { items: StoreLocatorItem[]; total: number }
        setItems(body.items)
        setTotal(body.total)
        setActiveId(null)
        setStatus('ready')
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error')
      })
    return () => controller.abort()
  }, [origin, kind, product, locale, cityPoint, attempt])

  const locateMe = () => {
    setGeoProblem(null)
    if (!('geolocation' in navigator)) {
      setGeoProblem('unavailable')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        asked.current = true
        setInput('')
        setOrigin({
          kind: 'me',
          point: { lat: position.coords.latitude, lng: position.coords.longitude },
        })
      },
      (error) => {
        setLocating(false)
        setGeoProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = input.trim()
    if (!q) return
    asked.current = true
    setGeoProblem(null)
    setOrigin({ kind: 'place', q })
  }

  /** A marker was clicked: focus its outlet in the list (the list is the accessible path). */
  const selectFromMap = useCallback((id: number) => {
    setActiveId(id)
    const item = itemRefs.current.get(id)
    if (item) {
      item.focus({ preventScroll: true })
      item.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
    }
  }, [])

  const heading =
    origin.kind === 'me'
      ? t('storeLocator.nearYou')
      : origin.kind === 'place'
        ? t('storeLocator.nearPlace').replace('{q}', origin.q)
        : t('storeLocator.nearCity').replace('{city}', cityName)
  const count = new Intl.NumberFormat(locale).format(total)

  return (
    <section className="locator" aria-labelledby={`${formId}-heading`}>
      {hydrated ? (
        <form className="locator__form" onSubmit={search} aria-label={t('storeLocator.formLabel')}>
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
              onClick={locateMe}
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
                asked.current = true
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
                  asked.current = true
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

      <div className="locator__body">
        <div className="locator__results">
          <h2 id={`${formId}-heading`} className="locator__heading">
            {heading}
          </h2>
          <p className="locator__status" aria-live="polite">
            {status === 'loading'
              ? t('storeLocator.loading')
              : status === 'ready'
                ? items.length === 0
                  ? t('storeLocator.none')
                  : t('storeLocator.count').replace('{n}', count)
                : null}
          </p>
          {status === 'error' ? (
            <p className="locator__message" role="alert">
              {t('storeLocator.loadError')}{' '}
              <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
                {t('storeLocator.retry')}
              </button>
            </p>
          ) : null}
          <ol
            className="locator__list"
            data-total={total}
            aria-busy={status === 'loading'}
            aria-labelledby={`${formId}-heading`}
          >
            {items.map((item) => (
              <li
                key={item.id}
                ref={(node) => {
                  if (node) itemRefs.current.set(item.id, node)
                  else itemRefs.current.delete(item.id)
                }}
                className={`locator__item${item.id === activeId ? ' locator__item--active' : ''}`}
                data-outlet-id={item.id}
                data-distance-km={item.distanceKm}
                data-products={item.products.join(' ')}
                tabIndex={hydrated ? -1 : undefined}
                onFocus={() => setActiveId(item.id)}
              >
                <OutletEntry
                  item={item}
                  locale={locale}
                  t={t}
                  interactive={hydrated}
                  onSelect={() => setActiveId(item.id)}
                />
              </li>
            ))}
          </ol>
        </div>
        {hydrated ? (
          <div className="locator__map" aria-hidden="true">
            <OutletMap
              items={items}
              activeId={activeId}
              onSelect={selectFromMap}
              styleUrl={styleUrl}
              center={origin.kind === 'me' ? origin.point : null}
            />
          </div>
        ) : null}
      </div>
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
          <span className="visually-hidden">{t('storeLocator.distance')}: </span>
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
            <span className="visually-hidden">{t('storeLocator.phone')}: </span>
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
