'use client'

import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { filterByTaste, parseTaste, TASTES, type Taste } from '../lists/taste-filter'

export interface TasteItem {
  key: string
  tastes: string[]
  node: ReactNode
}

/**
 * The cocktails with the taste of `?taste=` (SPEC §2.7: the header's cocktail panel links here
 * with a taste). The list is small and the page static: every cocktail is rendered on the server
 * and the filter is applied in the browser.
 */
export function TasteFilter({ items }: { items: readonly TasteItem[] }) {
  const params = useSearchParams()
  const pathname = usePathname()
  const taste = parseTaste(params.get('taste'))
  return <TasteList items={items} taste={taste} pathname={pathname} />
}

/** The filter links and the cocktails of one taste (or all); also the prerendered fallback. */
export function TasteList({
  items,
  taste,
  pathname,
}: {
  items: readonly TasteItem[]
  taste: Taste | null
  pathname: string
}) {
  const { strings } = useSiteContext()
  const shown = filterByTaste(items, taste)
  const options: Array<Taste | null> = [null, ...TASTES]
  return (
    <>
      <nav aria-label={strings['cocktails.taste']}>
        <ul className="filter-bar">
          {options.map((option) => (
            <li key={option ?? 'all'}>
              <Link
                href={option ? `${pathname}?taste=${option}` : pathname}
                scroll={false}
                aria-current={option === taste ? 'true' : undefined}
              >
                {option ? strings[`taste.${option}`] : strings['cocktails.all']}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length > 0 ? (
        <ul className="card-grid" aria-live="polite">
          {shown.map((item) => (
            <li key={item.key} data-tastes={item.tastes.join(' ')}>
              {item.node}
            </li>
          ))}
        </ul>
      ) : (
        <p className="list-empty" aria-live="polite">
          {strings['cocktails.none']}
        </p>
      )}
    </>
  )
}
