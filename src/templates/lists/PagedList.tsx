'use client'

import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import type { ReactNode } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { LIST_PAGE_SIZE, pageCount, pageWindow, parsePage } from './pagination'

export interface PagedItem {
  key: string
  node: ReactNode
}

interface Props {
  items: readonly PagedItem[]
  pageSize?: number
  /** The list's accessible name. */
  label: string
}

/**
 * A list shown one page at a time, the page read from `?page=`. The page stays static: the server
 * renders every item (list pages are small) and the page is chosen in the browser. Without
 * JavaScript, or while it loads, the first page shows (the Suspense fallback, see PagedCards).
 */
export function PagedList({ items, pageSize = LIST_PAGE_SIZE, label }: Props) {
  const params = useSearchParams()
  const pathname = usePathname()
  const count = pageCount(items.length, pageSize)
  const view = pageWindow(items.length, parsePage(params.get('page'), count), pageSize)
  const hrefOf = (page: number) => {
    const next = new URLSearchParams(params.toString())
    if (page <= 1) next.delete('page')
    else next.set('page', String(page))
    const query = next.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <>
      <FirstPage items={items.slice(view.start, view.end)} label={label} />
      {count > 1 ? <Pager label={label} page={view.page} count={count} hrefOf={hrefOf} /> : null}
    </>
  )
}

/** The items of one page as a card grid. */
export function FirstPage({ items, label }: { items: readonly PagedItem[]; label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  )
}

function Pager({
  label,
  page,
  count,
  hrefOf,
}: {
  label: string
  page: number
  count: number
  hrefOf: (page: number) => string
}) {
  const { strings } = useSiteContext()
  const pages = Array.from({ length: count }, (_, i) => i + 1)
  return (
    <nav className="pager" aria-label={`${label}: ${strings['list.pagination']}`}>
      {page > 1 ? (
        <Link className="pager__step" href={hrefOf(page - 1)} scroll={false} rel="prev">
          {strings['list.previous']}
        </Link>
      ) : null}
      <ol className="pager__pages">
        {pages.map((p) => (
          <li key={p}>
            <Link
              href={hrefOf(p)}
              scroll={false}
              aria-current={p === page ? 'page' : undefined}
              aria-label={fillMessage(strings['list.page'], { n: p })}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < count ? (
        <Link className="pager__step" href={hrefOf(page + 1)} scroll={false} rel="next">
          {strings['list.next']}
        </Link>
      ) : null}
    </nav>
  )
}
