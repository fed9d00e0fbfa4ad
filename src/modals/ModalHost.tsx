'use client'

import {
  Component,
  type CSSProperties,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from '@/components/dialog/Dialog'
import { useSiteContext } from '@/components/SiteContext'
import { MODAL_ANIMATION_MS, shouldAnimate } from './modal-types'
import { CLOSE_MODAL_EVENT, OPEN_MODAL_EVENT, type OpenModalDetail } from './open-modal'
import { type ModalEntry, resolveModal } from './registry'
import type { ModalSettings } from './types'
import './modals.css'

interface OpenModal {
  /** Changes with every open request, so a new modal replaces the old one's state. */
  key: number
  entry: ModalEntry
  data: unknown
  hideClose: boolean
  animate: boolean
  closing: boolean
}

/**
 * The one modal host (SPEC §2.8, §4), placed once in the locale layout. Listens for
 * `openModal`/`closeModal` (open-modal.ts), shows the registry's component for the type in the
 * site's modal dialog (components/dialog/Dialog.tsx) sliding in from the right: page scroll
 * frozen while open, focus back to the opener on close. An unknown type, or data its modal
 * refuses, shows nothing.
 */
export function ModalHost({ searchPageUrl }: { searchPageUrl: string | null }) {
  const { strings } = useSiteContext()
  const [modal, setModal] = useState<OpenModal | null>(null)
  const titleId = useId()
  const settings: ModalSettings = { searchPageUrl }
  // A title the open modal names itself (a web form's own title), for that modal only.
  const [ownTitle, setOwnTitle] = useState<{ key: number; text: string } | null>(null)
  const modalKey = modal?.key ?? 0
  const setTitle = useCallback(
    (text: string | null) => setOwnTitle(text ? { key: modalKey, text } : null),
    [modalKey],
  )

  const close = useCallback(() => {
    setModal((current) => {
      if (!current || current.closing) return current
      return current.animate ? { ...current, closing: true } : null
    })
  }, [])

  useEffect(() => {
    function onOpen(event: Event) {
      const detail = (event as CustomEvent<OpenModalDetail | undefined>).detail
      const resolved = resolveModal(detail?.type, detail?.props)
      if (!detail || !resolved) return
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      setModal((current) => ({
        key: (current?.key ?? 0) + 1,
        entry: resolved.entry,
        data: resolved.data,
        hideClose: detail.hideClose === true,
        animate: shouldAnimate(detail.noAnimation, reducedMotion),
        closing: false,
      }))
    }
    window.addEventListener(OPEN_MODAL_EVENT, onOpen)
    window.addEventListener(CLOSE_MODAL_EVENT, close)
    return () => {
      window.removeEventListener(OPEN_MODAL_EVENT, onOpen)
      window.removeEventListener(CLOSE_MODAL_EVENT, close)
    }
  }, [close])

  // The slide-out plays before the modal leaves the page.
  const closingKey = modal?.closing ? modal.key : null
  useEffect(() => {
    if (closingKey === null) return
    const timer = window.setTimeout(() => {
      setModal((current) => (current?.key === closingKey ? null : current))
    }, MODAL_ANIMATION_MS)
    return () => window.clearTimeout(timer)
  }, [closingKey])

  if (!modal) return null
  const { entry, data, hideClose, animate, closing } = modal
  const Modal = entry.Component

  return createPortal(
    <div
      className={`modal modal--${entry.layout}`}
      data-chrome="modal"
      data-state={closing ? 'closing' : 'open'}
      data-animate={animate ? 'true' : 'false'}
      style={{ '--modal-duration': `${MODAL_ANIMATION_MS}ms` } as CSSProperties}
    >
      {/* A modal that focuses its own field first (search) keeps it; others focus the dialog. */}
      <Dialog
        className="modal__dialog"
        labelledBy={titleId}
        onDismiss={close}
        closeOnBackdrop={!hideClose}
        lockScroll
        focusSelf
      >
        <h2 id={titleId} className="modal__title">
          {ownTitle?.key === modal.key ? ownTitle.text : strings[entry.label]}
        </h2>
        {hideClose ? null : (
          <button type="button" className="modal__close" onClick={close}>
            <span className="modal__sr">{strings['modal.close']}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
        <div className="modal__body">
          <ModalErrorBoundary key={modal.key} message={strings['modal.error']}>
            <Suspense fallback={<p className="modal__status">{strings['modal.loading']}</p>}>
              <Modal data={data} close={close} settings={settings} setTitle={setTitle} />
            </Suspense>
          </ModalErrorBoundary>
        </div>
      </Dialog>
    </div>,
    document.body,
  )
}

/** A modal whose chunk fails to load (SPEC §8 ChunkLoadError) says so instead of vanishing. */
class ModalErrorBoundary extends Component<
  { message: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A modal could not be shown', error, info.componentStack)
  }

  render() {
    if (this.state.failed) {
      return (
        <p className="modal__status" role="alert">
          {this.props.message}
        </p>
      )
    }
    return this.props.children
  }
}
