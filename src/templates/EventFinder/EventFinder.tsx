'use client'

import dynamic from 'next/dynamic'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { EventFinderItem } from '@/content/event-finder'
import type { StringKey } from '@/i18n/strings'
import {
  EVENT_CATEGORIES,
  EVENT_FINDER_DEFAULT_DISTANCE_KM,
  EVENT_FINDER_DISTANCES,
  EVENT_FINDER_MAX_DISTANCE_KM,
  formatEventWhen,
} from '@/rules/event-finder'
import type { Point } from '@/rules/geo'
import { formatDistance } from '@/rules/store-locator'

/** The store locator's map, shared: MapLibre GL loads only here, in its own chunk. */
const OutletMap = dynamic(() => import('../StoreLocator/OutletMap'), {
  ssr: false,
  loading: () => <div className="locator__map-placeholder" />,
})

type Status = 'ready' | 'loading' | 'error'
type GeoProblem = 'denied' | 'unavailable' | null

/** Where the list is centred: the market's main city (first), the visitor, or a typed city. */
type Origin = { kind: 'city' } | { kind: 'me'; point: Point } | { kind: 'place'; q: string }

interface Props {
  /** The market's main city: the server-rendered list is the market's events nearest it. */
  origin: Point
  initialItems: EventFinderItem[]
  initialTotal: number
  /** The first list's dates as the server wrote them (so hydration matches to the character). */
  initialWhen: Record<number, string>
  styleUrl: string | null
}

/**
 * The event finder's list, form and map (issue 13). Rendered on the server with the market's
 * upcoming events (the no-script and indexable page); in the browser "use my location", a city,
 * the distance and the category ask GET /api/event-finder/ again. The list is the keyboard and
 * screen-reader path; each title links to the event's page.
 */
export function EventFinder({
  origin: cityPoint,
  initialItems,
  initialTotal,
  initialWhen,
  styleUrl,
}: Props) {
  const { locale, strings } = useSiteContext()
  const t = useCallback((key: StringKey) => strings[key] ?? key, [strings])
  const formId = useId()
  const [hydrated, setHydrated] = useState(false)
  const [origin, setOrigin] = useState<Origin>({ kind: 'city' })
  const [category, setCategory] = useState('')
  const [distance, setDistance] = useState<number>(EVENT_FINDER_DEFAULT_DISTANCE_KM)
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

  useEffect(() => setHydrated(true), [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same search again.
  useEffect(() => {
    if (!asked.current) return
    const params = new URLSearchParams({ locale })
    if (origin.kind === 'place') {
      params.set('q', origin.q)
    } else {
      const point = origin.kind === 'me' ? origin.point : cityPoint
      params.set('lat', point.lat.toFixed(5))
      params.set('lng', point.lng.toFixed(5))
    }
    // Around the main city the list is the whole market's, as the server rendered it.
    params.set('distance', String(origin.kind === 'city' ? EVENT_FINDER_MAX_DISTANCE_KM : distance))
    if (category) params.set('category', category)
    const controller = new AbortController()
    setStatus('loading')
    fetch(`/api/event-finder/?${params}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { items: EventFinderItem[]; total: number }
        setItems(body.items)
        setTotal(body.total)
        setActiveId(null)
        setStatus('ready')
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error')
      })
    return () => controller.abort()
  }, [origin, category, distance, locale, cityPoint, attempt])

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

  /** A marker was clicked: focus its event in the list (the list is the accessible path). */
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
      ? t('eventFinder.nearYou')
      : origin.kind === 'place'
        ? t('eventFinder.nearPlace').replace('{q}', origin.q)
        : t('eventFinder.upcoming')
  const count = new Intl.NumberFormat(locale).format(total)

  return (
    <section className="locator event-finder" aria-labelledby={`${formId}-heading`}>
      {hydrated ? (
        <form
          className="locator__form event-finder__form"
          onSubmit={search}
          aria-label={t('eventFinder.formLabel')}
        >
          <div className="locator__search">
            <label htmlFor={`${formId}-q`}>{t('eventFinder.searchLabel')}</label>
            <div className="locator__search-row">
              <input
                id={`${formId}-q`}
                type="search"
                value={input}
                onChange={(e) => setInput(e.target.value)}
                autoComplete="address-level2"
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
            <label htmlFor={`${formId}-distance`}>{t('eventFinder.distanceLabel')}</label>
            <select
              id={`${formId}-distance`}
              value={distance}
              disabled={origin.kind === 'city'}
              onChange={(e) => {
                asked.current = true
                setDistance(Number(e.target.value))
              }}
            >
              {EVENT_FINDER_DISTANCES.map((km) => (
                <option key={km} value={km}>
                  {formatDistance(km, locale)}
                </option>
              ))}
            </select>
          </div>
          <div className="locator__filter">
            <label htmlFor={`${formId}-category`}>{t('eventFinder.categoryLabel')}</label>
            <select
              id={`${formId}-category`}
              value={category}
              onChange={(e) => {
                asked.current = true
                setCategory(e.target.value)
              }}
            >
              <option value="">{t('eventFinder.categoryAll')}</option>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`eventFinder.category.${c}`)}
                </option>
              ))}
            </select>
          </div>
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
              ? t('eventFinder.loading')
              : status === 'ready'
                ? items.length === 0
                  ? t('eventFinder.none')
                  : t('eventFinder.count').replace('{n}', count)
                : null}
          </p>
          {status === 'error' ? (
            <p className="locator__message" role="alert">
              {t('eventFinder.loadError')}{' '}
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
                data-event-id={item.id}
                data-category={item.category}
                data-distance-km={item.distanceKm}
                data-start={item.start}
                tabIndex={hydrated ? -1 : undefined}
                onFocus={() => setActiveId(item.id)}
              >
                <EventEntry
                  item={item}
                  locale={locale}
                  t={t}
                  when={
                    initialWhen[item.id] ?? formatEventWhen(item, locale, item.timeZone ?? 'UTC')
                  }
                  showDistance={origin.kind !== 'city'}
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

function EventEntry({
  item,
  locale,
  t,
  when,
  showDistance,
}: {
  item: EventFinderItem
  locale: string
  t: (key: StringKey) => string
  when: string
  /** Near the visitor or a city they typed; around the main city the list is the market's. */
  showDistance: boolean
}) {
  return (
    <article className="outlet event-entry">
      <p className="outlet__meta">
        <span className="outlet__kind">
          {t(`eventFinder.category.${item.category}` as StringKey)}
        </span>
        {showDistance ? (
          <span className="outlet__distance">
            <span className="visually-hidden">{t('storeLocator.distance')}: </span>
            {formatDistance(item.distanceKm, locale)}
          </span>
        ) : null}
      </p>
      <h3 className="outlet__name">
        <a href={item.url}>{item.title}</a>
      </h3>
      <p className="event-entry__when">
        <span className="visually-hidden">{t('eventFinder.when')}: </span>
        <time dateTime={item.start}>{when}</time>
      </p>
      <p className="outlet__address">
        <span className="visually-hidden">{t('eventFinder.where')}: </span>
        {item.venue}, {item.city}
      </p>
    </article>
  )
}
