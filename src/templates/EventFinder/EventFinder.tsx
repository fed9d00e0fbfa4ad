'use client'

import { useEffect, useId, useState } from 'react'
import { useText } from '@/components/SiteContext'
import type { EventFinderItem } from '@/content/event-finder'
import { labelSeparator } from '@/i18n/punctuation'
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
import { NearbyResults } from '../shared/NearbyResults'
import { useNearby } from '../shared/use-nearby'

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
  const { t, locale } = useText()
  const formId = useId()
  const [hydrated, setHydrated] = useState(false)
  const [category, setCategory] = useState('')
  const [distance, setDistance] = useState(EVENT_FINDER_DEFAULT_DISTANCE_KM)
  const nearby = useNearby<EventFinderItem>({
    initialItems,
    initialTotal,
    url: (origin) => {
      const params = new URLSearchParams({ locale })
      if (origin.kind === 'place') {
        params.set('q', origin.q)
      } else {
        const point = origin.kind === 'me' ? origin.point : cityPoint
        params.set('lat', point.lat.toFixed(5))
        params.set('lng', point.lng.toFixed(5))
      }
      // Around the main city the list is the whole market's, as the server rendered it.
      params.set(
        'distance',
        String(origin.kind === 'city' ? EVENT_FINDER_MAX_DISTANCE_KM : distance),
      )
      if (category) params.set('category', category)
      return `/api/event-finder/?${params}`
    },
  })
  const { origin, input, setInput, total, geoProblem, locating } = nearby

  useEffect(() => setHydrated(true), [])

  const heading =
    origin.kind === 'me'
      ? t('eventFinder.nearYou')
      : origin.kind === 'place'
        ? t('eventFinder.nearPlace', { q: origin.q })
        : t('eventFinder.upcoming')
  const count = new Intl.NumberFormat(locale).format(total)

  return (
    <section className="locator event-finder" aria-labelledby={`${formId}-heading`}>
      {hydrated ? (
        <form
          className="locator__form event-finder__form"
          onSubmit={nearby.search}
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
              onClick={nearby.locateMe}
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
                nearby.markAsked()
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
                nearby.markAsked()
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

      <NearbyResults
        nearby={nearby}
        headingId={`${formId}-heading`}
        heading={heading}
        texts={{
          loading: t('eventFinder.loading'),
          none: t('eventFinder.none'),
          count: t('eventFinder.count', { n: count }),
          loadError: t('eventFinder.loadError'),
          retry: t('storeLocator.retry'),
        }}
        hydrated={hydrated}
        styleUrl={styleUrl}
        itemData={(item) => ({
          'data-event-id': item.id,
          'data-category': item.category,
          'data-distance-km': item.distanceKm,
          'data-start': item.start,
        })}
        renderItem={(item) => (
          <EventEntry
            item={item}
            locale={locale}
            t={t}
            when={initialWhen[item.id] ?? formatEventWhen(item, locale, item.timeZone ?? 'UTC')}
            showDistance={origin.kind !== 'city'}
          />
        )}
      />
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
            <span className="visually-hidden">
              {t('storeLocator.distance')}
              {labelSeparator(locale)}
            </span>
            {formatDistance(item.distanceKm, locale)}
          </span>
        ) : null}
      </p>
      <h3 className="outlet__name">
        <a href={item.url}>{item.title}</a>
      </h3>
      <p className="event-entry__when">
        <span className="visually-hidden">
          {t('eventFinder.when')}
          {labelSeparator(locale)}
        </span>
        <time dateTime={item.start}>{when}</time>
      </p>
      <p className="outlet__address">
        <span className="visually-hidden">
          {t('eventFinder.where')}
          {labelSeparator(locale)}
        </span>
        {item.venue}, {item.city}
      </p>
    </article>
  )
}
