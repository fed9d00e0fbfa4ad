'use client'

import { useId } from 'react'
import { createPortal } from 'react-dom'
import { Dialog } from '@/components/dialog/Dialog'
import { useSiteContext } from '@/components/SiteContext'
import { SHARE_NETWORKS, shareUrls } from './share-urls'
import '@/components/links/links.css'
import './share.css'

interface Props {
  url: string
  title?: string | null
  onClose: () => void
}

/**
 * The share popup (SPEC §2.9, §4): Facebook, Twitter and LinkedIn, each in a new tab. The site's
 * modal dialog (components/dialog/Dialog.tsx), over the whole window: focus moves to the first
 * network and stays, Esc, the close button or a click on the overlay close it.
 */
export function SharePopup({ url, title, onClose }: Props) {
  const { strings } = useSiteContext()
  const titleId = useId()
  const links = shareUrls(url, title)

  return createPortal(
    <Dialog className="share-popup" labelledBy={titleId} onDismiss={onClose}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Esc and the close button are the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Esc closes from anywhere in the popup. */}
      <div className="share-popup__overlay" data-testid="share-overlay" onClick={onClose} />
      <div className="share-popup__dialog">
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
    </Dialog>,
    document.body,
  )
}
