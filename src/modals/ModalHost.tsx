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
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useSiteContext } from '@/components/SiteContext'
import { inertOutside, trapTab } from './focus-trap'
import { MODAL_ANIMATION_MS, shouldAnimate } from './modal-types'
import { CLOSE_MODAL_EVENT, OPEN_MODAL_EVENT, type OpenModalDetail } from './open-modal'
import { type ModalEntry, type ModalSettings, resolveModal } from './registry'
import { lockScroll } from './scroll-lock'
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
 * `openModal`/`closeModal` (open-modal.ts), shows the registry's component for the type as an
 * accessible modal dialog sliding in from the right, freezes page scroll while open, and gives
 * focus back to the opener on close. An unknown type, or data its modal refuses, shows nothing.
 */
export function ModalHost({ searchPageUrl }: { searchPageUrl: string | null }) {
  const { strings } = useSiteContext()
  const [modal, setModal] = useState<OpenModal | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const openRef = useRef(false)
  const returnFocusRef = useRef<HTMLElement | null>(null)
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
      if (!openRef.current && document.activeElement instanceof HTMLElement) {
        returnFocusRef.current = document.activeElement
      }
      openRef.current = true
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

  const isOpen = modal !== null
  useEffect(() => {
    if (!isOpen) return
    const root = rootRef.current
    const dialog = dialogRef.current
    const unlock = lockScroll()
    const restoreInert = root ? inertOutside(root) : () => {}
    // A modal that focuses its own field first (search) keeps it.
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      } else if (dialog) {
        trapTab(event, dialog)
      }
    }
    function onFocusIn(event: FocusEvent) {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      restoreInert()
      unlock()
      openRef.current = false
      const opener = returnFocusRef.current
      returnFocusRef.current = null
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [isOpen, close])

  if (!modal) return null
  const { entry, data, hideClose, animate, closing } = modal
  const Modal = entry.Component

  return createPortal(
    <div
      ref={rootRef}
      className={`modal modal--${entry.layout}`}
      data-chrome="modal"
      data-state={closing ? 'closing' : 'open'}
      data-animate={animate ? 'true' : 'false'}
      style={{ '--modal-duration': `${MODAL_ANIMATION_MS}ms` } as CSSProperties}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Esc and the close button are the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes from anywhere in the dialog. */}
      <div className="modal__backdrop" onClick={hideClose ? undefined : close} />
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
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
      </div>
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
