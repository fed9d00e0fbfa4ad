'use client'

import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useSiteContext } from '@/components/SiteContext'
import { inertOutside, trapTab } from '@/modals/focus-trap'
import { SHARE_NETWORKS, shareUrls } from './share-urls'
import '@/components/links/links.css'
import './share.css'

interface Props {
  url: string
  title?: string | null
  onClose: () => void
}

/**
 * The share popup (SPEC §2.9, §4): Facebook, Twitter and LinkedIn, each in a new tab. A modal
 * dialog: focus moves in and stays, Esc, the close button or a click on the overlay close it.
 */
export function SharePopup({ url, title, onClose }: Props) {
  const { strings } = useSiteContext()
  const rootRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const links = shareUrls(url, title)
  // The latest onClose, so the effect below runs once per opening.
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const root = rootRef.current
    const dialog = dialogRef.current
    if (!root || !dialog) return
    // Focus goes back to the opener once the page is no longer inert.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const restoreInert = inertOutside(root)
    dialog.querySelector<HTMLElement>('a[href]')?.focus()
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        onCloseRef.current()
      } else if (dialog) {
        trapTab(event, dialog)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      restoreInert()
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [])

  return createPortal(
    <div ref={rootRef} className="share-popup">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Esc and the close button are the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes from anywhere in the popup. */}
      <div className="share-popup__overlay" data-testid="share-overlay" onClick={onClose} />
      <div
        ref={dialogRef}
        className="share-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="share-popup__title">
          {strings['share.title']}
        </h2>
        <ul className="share-popup__list">
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <a
                className={`share-popup__link share-popup__link--${network}`}
                href={links[network]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {strings[`share.${network}`]}
                <span className="site-link__sr"> {strings['link.newTab']}</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className="share-popup__close" onClick={onClose}>
          <span className="site-link__sr">{strings['modal.close']}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </div>,
    document.body,
  )
}
