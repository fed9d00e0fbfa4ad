'use client'

import type { MouseEvent, ReactNode } from 'react'
import { type OpenModalDetail, openModal } from '@/modals/open-modal'
import { resolveModal } from '@/modals/registry'

interface Props {
  modal: OpenModalDetail
  /** A real page showing the same thing (the event-registration iframe's URL), if any. */
  fallbackHref?: string
  className?: string
  children: ReactNode
  /** Drawn when the modal is not available yet and there is no fallback page. */
  unavailable?: ReactNode
  /** An accessible name when the text alone is ambiguous (several "Buy online" on a page). */
  ariaLabel?: string
}

/**
 * A link that opens a modal (SPEC §2.9 special links). With a fallback page it stays a real
 * link (new tab, middle-click) that opens the modal on a plain click; without one it is a
 * button. A modal type no feature has registered yet draws no dead control.
 */
export function ModalTrigger({
  modal,
  fallbackHref,
  className,
  children,
  unavailable,
  ariaLabel,
}: Props) {
  // Registered, and given data it accepts (a webform only for a form it has).
  const available = resolveModal(modal.type, modal.props) !== null
  if (fallbackHref) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      const plainClick =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
      if (!available || !plainClick) return
      event.preventDefault()
      openModal(modal)
    }
    return (
      <a
        className={className}
        aria-label={ariaLabel}
        href={fallbackHref}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {children}
      </a>
    )
  }
  if (!available) return unavailable ?? null
  return (
    <button
      type="button"
      className={className}
      aria-label={ariaLabel}
      onClick={() => openModal(modal)}
    >
      {children}
    </button>
  )
}
