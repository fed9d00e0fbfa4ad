'use client'

import * as maplibregl from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useRef } from 'react'
import type { Point } from '@/rules/geo'
import { offlineStyle } from './basemap'

/** The worker route (src/app/map-worker.mjs), versioned so a new library is never mixed up. */
const WORKER_URL = `/map-worker.mjs?v=${maplibregl.getVersion()}`

/** What the map draws of a list item (an outlet, an event): where it is. */
export interface MapItem {
  id: number
  lat: number
  lng: number
}

interface Props {
  items: readonly MapItem[]
  activeId: number | null
  onSelect: (id: number) => void
  /** A tile style for production (MAP_STYLE_URL); null: the offline basemap. */
  styleUrl: string | null
  /** The visitor's position, when they shared it. */
  center: Point | null
}

/**
 * The store locator's map (issue 13), loaded lazily by ./StoreLocator (and by the event finder,
 * ../EventFinder): MapLibre GL with the offline basemap (./basemap) or the configured style, a
 * marker per item of the list. Hidden
 * from assistive technologies and out of the tab order: the list is the accessible path, and a
 * marker click focuses its outlet there.
 */
export default function OutletMap({ items, activeId, onSelect, styleUrl, center }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<maplibregl.Map | null>(null)
  const markers = useRef(new Map<number, maplibregl.Marker>())
  const me = useRef<maplibregl.Marker | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect

  useEffect(() => {
    if (!container.current) return
    maplibregl.setWorkerUrl(WORKER_URL)
    const instance = new maplibregl.Map({
      container: container.current,
      style: styleUrl ?? offlineStyle(),
      center: [2.35, 48.85],
      zoom: 4,
      attributionControl: false,
      // Page scroll stays page scroll; zoom with two fingers, ctrl + wheel or a double click.
      cooperativeGestures: false,
      scrollZoom: false,
      keyboard: false,
      renderWorldCopies: false,
    })
    // The canvas is not a tab stop: keyboard users work in the list.
    instance.getCanvas().tabIndex = -1
    map.current = instance
    const current = markers.current
    return () => {
      for (const marker of current.values()) marker.remove()
      current.clear()
      me.current = null
      instance.remove()
      map.current = null
    }
  }, [styleUrl])

  // One marker per outlet in the list; the view fits them (and the visitor, when known).
  useEffect(() => {
    const instance = map.current
    if (!instance) return
    for (const marker of markers.current.values()) marker.remove()
    markers.current.clear()
    const bounds = new maplibregl.LngLatBounds()
    for (const item of items) {
      const element = document.createElement('div')
      element.className = 'locator-marker'
      element.dataset.outletId = String(item.id)
      element.append(
        Object.assign(document.createElement('span'), { className: 'locator-marker__pin' }),
      )
      element.addEventListener('click', (event) => {
        event.stopPropagation()
        select.current(item.id)
      })
      const marker = new maplibregl.Marker({ element, anchor: 'bottom' })
        .setLngLat([item.lng, item.lat])
        .addTo(instance)
      // MapLibre labels markers for screen readers; the map is hidden from them (the list speaks).
      element.removeAttribute('aria-label')
      element.removeAttribute('role')
      element.removeAttribute('tabindex')
      markers.current.set(item.id, marker)
      bounds.extend([item.lng, item.lat])
    }
    me.current?.remove()
    me.current = null
    if (center) {
      const element = document.createElement('div')
      element.className = 'locator-me'
      me.current = new maplibregl.Marker({ element })
        .setLngLat([center.lng, center.lat])
        .addTo(instance)
      element.removeAttribute('aria-label')
      element.removeAttribute('role')
      element.removeAttribute('tabindex')
      bounds.extend([center.lng, center.lat])
    }
    if (!bounds.isEmpty()) {
      // The container may have changed size since the map was made (the layout settling).
      instance.resize()
      instance.fitBounds(bounds, { padding: 40, maxZoom: 13, duration: 0 })
    }
  }, [items, center])

  // The list's focused outlet is the highlighted marker, drawn above the others.
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const element = marker.getElement()
      const active = id === activeId
      element.classList.toggle('locator-marker--active', active)
      element.style.zIndex = active ? '2' : ''
    }
  }, [activeId])

  return <div ref={container} className="locator__canvas" />
}
