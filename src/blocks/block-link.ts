/**
 * How a link typed in a page block renders (SPEC §2.9). Pure: no React, no I/O.
 *
 * The classification itself is `classifyLink` (src/rules/links.ts); this maps it to what a block
 * component draws:
 * - internal → `next/link` to a locale path with its trailing slash
 * - external → a new tab with rel="noopener noreferrer"
 * - mailto:/tel: → a plain link in the same tab
 * - an in-page anchor (`#experiences`) → a plain link, scrolled smoothly by AnchorScroll
 * - event-registration, form and click-to-buy links → the modal they open (drawn by
 *   ModalTrigger: the event page stays a real link too; a modal not registered yet draws no button)
 * - empty or invalid → nothing
 */
import { modalForLink, parseSiteHosts } from '@/components/links/link-modal'
import type { OpenModalDetail } from '@/modals/open-modal'
import { classifyLink } from '@/rules/links'

export type BlockLinkTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'plain'; href: string }
  | { kind: 'modal'; modal: OpenModalDetail; fallbackHref?: string }

/** The site's own hosts: an editor's absolute URL to one of them stays in the app (SPEC §2.9). */
const SITE_HOSTS = parseSiteHosts(process.env.NEXT_PUBLIC_SITE_HOSTS)

export function resolveBlockLink(
  url: string | null | undefined,
  locale: string,
  siteHosts: readonly string[] = SITE_HOSTS,
): BlockLinkTarget | null {
  if (url == null || url.trim() === '') return null
  const link = classifyLink(url, { siteHosts, currentLocale: locale })
  switch (link.kind) {
    case 'internal':
      // A bare anchor stays in the page: a plain link, not a route change.
      return link.href.startsWith('#')
        ? { kind: 'plain', href: link.href }
        : { kind: 'internal', href: link.href }
    case 'external':
      return { kind: 'external', href: link.href }
    case 'mailto':
    case 'tel':
      return { kind: 'plain', href: link.href }
    case 'eventtia-modal':
    case 'form-modal':
    case 'click-to-buy': {
      const modal = modalForLink(link)
      if (!modal) return null
      return link.kind === 'eventtia-modal'
        ? { kind: 'modal', modal, fallbackHref: link.url }
        : { kind: 'modal', modal }
    }
    default:
      return null
  }
}

export type Alignment = 'left' | 'center' | 'right'

/** A squared CTA's position or a web-form button's alignment; anything else is centred. */
export function alignmentOf(value: string | null | undefined): Alignment {
  return value === 'left' || value === 'right' ? value : 'center'
}

export type ButtonColor = 'blue' | 'red' | 'cream'

/** A button colour of the CMS (blue, red or cream); blue when missing (the schema's default). */
export function buttonColorOf(value: string | null | undefined): ButtonColor {
  return value === 'red' || value === 'cream' ? value : 'blue'
}
