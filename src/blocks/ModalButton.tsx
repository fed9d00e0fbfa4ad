'use client'

import { openModal } from '@/modals/open-modal'
import type { BlockModal } from './block-link'

/** A block button that opens a modal (a form, click-to-buy) instead of following a link. */
export function ModalButton({
  modal,
  className,
  children,
}: {
  modal: BlockModal
  className: string
  children: string
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => openModal({ type: modal.type, props: modal.props })}
    >
      {children}
    </button>
  )
}
