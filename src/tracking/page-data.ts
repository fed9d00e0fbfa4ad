/**
 * Reads what the current page says about itself from the data attributes PageFrame renders, so
 * pages stay static (no per-visitor data in their HTML) and the tracker lives in the layout.
 */
import type { TrackedPage } from './page-view'

export const PAGE_TYPE_ATTRIBUTE = 'data-page-type'
export const PAGE_NAME_ATTRIBUTE = 'data-page-name'

/** A page without a frame is the not-found view (the only route rendered without one). */
export function readTrackedPage(doc: Document = document): TrackedPage {
  const frame = doc.querySelector(`[${PAGE_TYPE_ATTRIBUTE}]`)
  if (!frame) return { type: 'not-found', name: doc.title }
  return {
    type: frame.getAttribute(PAGE_TYPE_ATTRIBUTE) ?? '',
    name: frame.getAttribute(PAGE_NAME_ATTRIBUTE) ?? doc.title,
  }
}
