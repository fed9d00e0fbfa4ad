'use client'

import { type ComponentPropsWithoutRef, type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { trapTab } from './focus'
import { lockScroll } from './scroll-lock'

type NativeProps = Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onCancel' | 'onClose' | 'role' | 'aria-modal' | 'aria-labelledby'
>

export interface DialogProps extends NativeProps {
  /** The id of the dialog's visible title (its accessible name). */
  labelledBy: string
  /**
   * Asked to close: Escape, a click on the backdrop (with `closeOnBackdrop`), or the browser
   * closing the dialog itself. The owner closes it by unmounting it (at once or after an
   * animation). Without it the dialog cannot be dismissed: closed by the browser, it opens again.
   */
  onDismiss?: () => void
  /** A click beside the dialog (on its ::backdrop) dismisses it. */
  closeOnBackdrop?: boolean
  /** The page does not scroll while the dialog is open (scroll-lock.ts). */
  lockScroll?: boolean
  /** Opening focuses the dialog itself rather than its first control. */
  focusSelf?: boolean
  /** Closing gives focus back to the element that had it when the dialog opened (default). */
  returnFocus?: boolean
}

/**
 * The site's one modal dialog (SPEC §4): a native `<dialog>` opened with showModal() while it is
 * mounted. The browser makes the rest of the page inert, puts the dialog in the top layer and
 * turns Escape into a `cancel` event; this adds what it does not: Tab going round inside, Escape
 * and the backdrop asking the owner (`onDismiss`) rather than closing by themselves, the scroll
 * lock, and focus back to the opener once the dialog is gone. Used by the modal host, the share
 * popup, the age gate and the cart drawer.
 */
export function Dialog({
  labelledBy,
  onDismiss,
  closeOnBackdrop = false,
  lockScroll: lock = false,
  focusSelf = false,
  returnFocus = true,
  onKeyDown,
  tabIndex,
  children,
  ...rest
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  // The latest handlers, so that the dialog opens once per mount.
  const latest = useRef({ onDismiss, closeOnBackdrop })
  latest.current = { onDismiss, closeOnBackdrop }

  // A layout effect: the dialog is open (displayed) before its content's effects run, so a modal
  // that focuses its own field on mount can.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement
    const unlock = lock ? lockScroll() : null
    let unmounting = false

    const dismiss = () => latest.current.onDismiss?.()
    // Escape: the owner decides (the modal host slides out first, the age gate stays).
    const onCancel = (event: Event) => {
      event.preventDefault()
      dismiss()
    }
    // Chrome may close a modal dialog on Escape whatever `cancel` says (no user activation yet):
    // a dialog that can be dismissed is, one that cannot opens again.
    const onClose = () => {
      if (unmounting) return
      if (latest.current.onDismiss) dismiss()
      else dialog.showModal()
    }
    // A click on the ::backdrop reaches the dialog itself, outside its box.
    const onClick = (event: MouseEvent) => {
      if (!latest.current.closeOnBackdrop || event.target !== dialog) return
      const box = dialog.getBoundingClientRect()
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom
      if (!inside) dismiss()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    dialog.addEventListener('click', onClick)
    if (!dialog.open) dialog.showModal()
    if (focusSelf) dialog.focus()

    return () => {
      unmounting = true
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('click', onClick)
      if (dialog.open) dialog.close()
      unlock?.()
      if (returnFocus && opener instanceof HTMLElement && opener !== document.body) {
        if (opener.isConnected) opener.focus({ preventScroll: true })
      }
    }
  }, [lock, focusSelf, returnFocus])

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'Escape') {
      // Handled here, Escape never reaches the browser's own closing of the dialog.
      event.preventDefault()
      latest.current.onDismiss?.()
    } else {
      trapTab(event.nativeEvent, event.currentTarget)
    }
  }

  return (
    <dialog
      ref={ref}
      // Explicit, so `[role="dialog"]` finds these as it finds the dialogs drawn with a <div>.
      // biome-ignore lint/a11y/noRedundantRoles: see above.
      role="dialog"
      aria-labelledby={labelledBy}
      tabIndex={tabIndex ?? (focusSelf ? -1 : undefined)}
      onKeyDown={keyDown}
      {...rest}
    >
      {children}
    </dialog>
  )
}
