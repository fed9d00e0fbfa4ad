/**
 * The modal a special CMS link opens (SPEC §2.9), as the detail given to `openModal`.
 * Pure: no React, no I/O. The data names follow SPEC §3 "Modal data" and "Webform data".
 */
import type { OpenModalDetail } from '@/modals/open-modal'
import type { ClassifiedLink } from '@/rules/links'

export function modalForLink(link: ClassifiedLink): OpenModalDetail | null {
  switch (link.kind) {
    case 'eventtia-modal':
      return { type: 'eventtia', props: { url: link.url } }
    case 'form-modal':
      return {
        type: 'webform',
        props: {
          formKey: link.formKey,
          action: link.action,
          locale: link.locale,
          ...(link.bottleId ? { formParams: { bottle_id: link.bottleId } } : {}),
        },
      }
    case 'click-to-buy':
      return {
        type: 'ctb_modal',
        props: { groupingId: link.groupingId, productName: link.productName },
      }
    default:
      return null
  }
}

/** The site's own hosts, from a comma-separated list (NEXT_PUBLIC_SITE_HOSTS). */
export function parseSiteHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '')
}
