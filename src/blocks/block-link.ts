/**
 * How a link typed in a page block renders (SPEC §2.9). Pure: no React, no I/O.
 *
 * The classification itself is `classifyLink` (src/rules/links.ts); this maps it to what a block
 * component draws:
 * - internal → `next/link` to a locale path with its trailing slash
 * - external (and the event-registration modal, whose iframe page is a real https page) → a new
 *   tab with rel="noopener noreferrer"
 * - mailto:/tel: → a plain link in the same tab
 * - form modal and click-to-buy → "pending": their modals come with the modal host (issue 4),
 *   and until then the button is not drawn rather than drawn doing nothing
 * - empty or invalid → nothing
 */
import { classifyLink } from '@/rules/links'

export type BlockLinkTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'plain'; href: string }
  | { kind: 'pending'; reason: string }

export function resolveBlockLink(
  url: string | null | undefined,
  locale: string,
): BlockLinkTarget | null {
  if (url == null || url.trim() === '') return null
  // No site hosts: an editor's absolute URL is read as external (they type paths for own pages).
  const link = classifyLink(url, { siteHosts: [], currentLocale: locale })
  switch (link.kind) {
    case 'internal':
      return { kind: 'internal', href: link.href }
    case 'external':
      return { kind: 'external', href: link.href }
    case 'eventtia-modal':
      return { kind: 'external', href: link.url }
    case 'mailto':
    case 'tel':
      return { kind: 'plain', href: link.href }
    case 'form-modal':
      return { kind: 'pending', reason: `form ${link.formKey}` }
    case 'click-to-buy':
      return { kind: 'pending', reason: `click-to-buy ${link.groupingId}` }
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
