'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { forwardQuery } from './forward-query'

/**
 * A button link that carries the page's query string over (forward_querystring, SPEC §2.5).
 * The static HTML holds the plain link, so the page stays cacheable; the visitor's own query is
 * added once the page runs in the browser.
 */
export function ForwardingLink({
  href,
  external,
  className,
  children,
}: {
  href: string
  external: boolean
  className: string
  children: string
}) {
  const [target, setTarget] = useState(href)
  useEffect(() => {
    setTarget(forwardQuery(href, window.location.search))
  }, [href])
  return external ? (
    <a className={className} href={target} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link className={className} href={target}>
      {children}
    </Link>
  )
}
