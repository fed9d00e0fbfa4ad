'use client'

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { Point } from '@/rules/geo'

export type NearbyStatus = 'ready' | 'loading' | 'error'
export type GeoProblem = 'denied' | 'unavailable' | null

/** Where a list is centred: the market's main city (first), the visitor, or a typed place. */
export type NearbyOrigin =
  | { kind: 'city' }
  | { kind: 'me'; point: Point }
  | { kind: 'place'; q: string }

/**
 * The state of a "near me" list with a map (store locator, event finder): the server renders the
 * first list; the browser asks `url(origin)` again only once the visitor changes something
 * ("use my location", a typed place, a filter: call `markAsked()` before changing a filter).
 * A marker click focuses its item in the list, which is the keyboard and screen-reader path.
 */
export function useNearby<Item extends { id: number }>({
  initialItems,
  initialTotal,
  url,
}: {
  initialItems: Item[]
  initialTotal: number
  /** The API URL for an origin and the caller's filters (a new URL asks again). */
  url: (origin: NearbyOrigin) => string
}) {
  const [origin, setOrigin] = useState<NearbyOrigin>({ kind: 'city' })
  const [input, setInput] = useState('')
  const [items, setItems] = useState(initialItems)
  const [total, setTotal] = useState(initialTotal)
  const [status, setStatus] = useState<NearbyStatus>('ready')
  const [geoProblem, setGeoProblem] = useState<GeoProblem>(null)
  const [locating, setLocating] = useState(false)
  const [activeId, setActiveId] = useState<number | null>(null)
  const [attempt, setAttempt] = useState(0)
  /** The first answer is the server's: ask the API only once the visitor changes something. */
  const asked = useRef(false)
  const itemRefs = useRef(new Map<number, HTMLLIElement>())
  const address = url(origin)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same list again.
  useEffect(() => {
    if (!asked.current) return
    const controller = new AbortController()
    setStatus('loading')
    fetch(address, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { items: Item[]; total: number }
        setItems(body.items)
        setTotal(body.total)
        setActiveId(null)
        setStatus('ready')
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatus('error')
      })
    return () => controller.abort()
  }, [address, attempt])

  const markAsked = useCallback(() => {
    asked.current = true
  }, [])

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

  /** A marker was clicked: focus its item in the list. */
  const selectFromMap = useCallback((id: number) => {
    setActiveId(id)
    const item = itemRefs.current.get(id)
    if (item) {
      item.focus({ preventScroll: true })
      item.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
    }
  }, [])

  /** Keeps each list item's element, for selectFromMap. */
  const itemRef = (id: number) => (node: HTMLLIElement | null) => {
    if (node) itemRefs.current.set(id, node)
    else itemRefs.current.delete(id)
  }

  return {
    origin,
    input,
    setInput,
    items,
    total,
    status,
    geoProblem,
    locating,
    activeId,
    setActiveId,
    retry: () => setAttempt((n) => n + 1),
    markAsked,
    locateMe,
    search,
    selectFromMap,
    itemRef,
  }
}
