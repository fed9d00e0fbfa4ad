'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import type { Point } from '@/rules/geo'
import type { MapItem } from '../StoreLocator/OutletMap'
import type { useNearby } from './use-nearby'

/** The map: MapLibre GL and its basemap load only here, in their own chunk, after hydration. */
const OutletMap = dynamic(() => import('../StoreLocator/OutletMap'), {
  ssr: false,
  loading: () => <div className="locator__map-placeholder" />,
})

/**
 * The results of a "near me" list (store locator, event finder): its heading, a polite status,
 * the error with a retry, the ordered list (the keyboard and screen-reader path) and the map
 * beside it. Each list item is focusable from script and lights its marker up.
 */
export function NearbyResults<Item extends MapItem>({
  nearby,
  headingId,
  heading,
  texts,
  hydrated,
  styleUrl,
  itemData,
  renderItem,
}: {
  nearby: ReturnType<typeof useNearby<Item>>
  headingId: string
  heading: string
  texts: { loading: string; none: string; count: string; loadError: string; retry: string }
  hydrated: boolean
  styleUrl: string | null
  /** The item's data-* attributes (what tests and styles read). */
  itemData: (item: Item) => Record<`data-${string}`, string | number | undefined>
  renderItem: (item: Item) => ReactNode
}) {
  const { items, total, status, activeId, origin } = nearby
  const center: Point | null = origin.kind === 'me' ? origin.point : null
  return (
    <div className="locator__body">
      <div className="locator__results">
        <h2 id={headingId} className="locator__heading">
          {heading}
        </h2>
        <p className="locator__status" aria-live="polite">
          {status === 'loading'
            ? texts.loading
            : status === 'ready'
              ? items.length === 0
                ? texts.none
                : texts.count
              : null}
        </p>
        {status === 'error' ? (
          <p className="locator__message" role="alert">
            {texts.loadError}{' '}
            <button type="button" className="button" onClick={nearby.retry}>
              {texts.retry}
            </button>
          </p>
        ) : null}
        <ol
          className="locator__list"
          data-total={total}
          aria-busy={status === 'loading'}
          aria-labelledby={headingId}
        >
          {items.map((item) => (
            <li
              key={item.id}
              ref={nearby.itemRef(item.id)}
              className={`locator__item${item.id === activeId ? ' locator__item--active' : ''}`}
              {...itemData(item)}
              tabIndex={hydrated ? -1 : undefined}
              onFocus={() => nearby.setActiveId(item.id)}
            >
              {renderItem(item)}
            </li>
          ))}
        </ol>
      </div>
      {hydrated ? (
        <div className="locator__map" aria-hidden="true">
          <OutletMap
            items={items}
            activeId={activeId}
            onSelect={nearby.selectFromMap}
            styleUrl={styleUrl}
            center={center}
          />
        </div>
      ) : null}
    </div>
  )
}
