'use client'

import { useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { PanelContent } from './chrome-model'

type Contents = Record<string, PanelContent>

/** One request per locale and page load, shared by the desktop bar and the mobile menu. */
const loads = new Map<string, Promise<Contents>>()

function loadPanelContents(locale: string): Promise<Contents> {
  let load = loads.get(locale)
  if (!load) {
    load = fetch(`/api/header-panels/${locale}/`).then((response) =>
      response.ok ? (response.json() as Promise<Contents>) : Promise.reject(response.status),
    )
    // A failed request is tried again on the next opening.
    load.catch(() => loads.delete(locale))
    loads.set(locale, load)
  }
  return load
}

/**
 * The header panels' links and cards (/api/header-panels/{locale}/), fetched once `wanted`
 * turns true (the menu is hovered, focused or opened); null until they arrive. A panel shows its
 * "view all" link meanwhile, and keeps showing only that if the request fails.
 */
export function usePanelContents(wanted: boolean): Contents | null {
  const { locale } = useSiteContext()
  const [contents, setContents] = useState<Contents | null>(null)
  useEffect(() => {
    if (!wanted || contents) return
    let current = true
    loadPanelContents(locale).then(
      (loaded) => {
        if (current) setContents(loaded)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted, locale, contents])
  return contents
}
