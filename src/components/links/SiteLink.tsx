'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { classifyLink } from '@/rules/links'
import { modalForLink, parseSiteHosts } from './link-modal'
import { ModalTrigger } from './ModalTrigger'
import './links.css'

/** The site's own hosts: absolute links to them stay in the app (SPEC §2.9). */
const SITE_HOSTS = parseSiteHosts(process.env.NEXT_PUBLIC_SITE_HOSTS)

interface Props {
  /** A link as editors type it in the CMS. */
  href: string | null | undefined
  children: ReactNode
  className?: string
  /** Defaults to NEXT_PUBLIC_SITE_HOSTS (comma-separated). */
  siteHosts?: readonly string[]
}

/**
 * Any CMS link, drawn as SPEC §2.9 says (classification: src/rules/links.ts):
 * - the site's own pages through next/link, in the current locale, with a trailing slash
 * - other sites in a new tab with rel="noopener noreferrer"
 * - `#modal:eventtia?url=` opens the event-registration modal (a plain link to the iframe's page
 *   until that modal exists), `#form:` the webform modal, `#ctb:` the click-to-buy modal
 * - an invalid link, or a modal nobody has built yet, leaves its text unlinked: never a dead link
 */
export function SiteLink({ href, children, className, siteHosts = SITE_HOSTS }: Props) {
  const { locale, strings } = useSiteContext()
  const link = classifyLink(href ?? '', { siteHosts, currentLocale: locale })
  const text = <span className={className}>{children}</span>
  switch (link.kind) {
    case 'internal':
      return (
        <Link className={className} href={link.href}>
          {children}
        </Link>
      )
    case 'external':
      return (
        <a className={className} href={link.href} target={link.target} rel={link.rel}>
          {children}
          <span className="site-link__sr"> {strings['link.newTab']}</span>
        </a>
      )
    case 'mailto':
    case 'tel':
      return (
        <a className={className} href={link.href}>
          {children}
        </a>
      )
    case 'eventtia-modal':
    case 'form-modal':
    case 'click-to-buy': {
      const modal = modalForLink(link)
      if (!modal) return text
      return (
        <ModalTrigger
          modal={modal}
          fallbackHref={link.kind === 'eventtia-modal' ? link.url : undefined}
          className={className}
          unavailable={text}
        >
          {children}
        </ModalTrigger>
      )
    }
    default:
      return text
  }
}
