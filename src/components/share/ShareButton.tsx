'use client'

import { useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { SharePopup } from './SharePopup'
import { prefersNativeShare } from './share-urls'
import './share.css'

interface Props {
  /** What is shared: the current page (without its hash) unless given. */
  url?: string
  title?: string | null
  className?: string
}

/**
 * Opens the share popup (SPEC §2.9), or the device's own share sheet on a touch device that has
 * one. The shared URL is read at click time, so the button needs no server data.
 */
export function ShareButton({ url, title, className }: Props) {
  const { strings } = useSiteContext()
  const [shared, setShared] = useState<string | null>(null)

  async function share() {
    const target = url ?? window.location.href.split('#')[0]!
    const native = prefersNativeShare({
      canShare: typeof navigator.share === 'function',
      coarsePointer: window.matchMedia('(pointer: coarse)').matches,
    })
    if (native) {
      try {
        await navigator.share({ url: target, title: title ?? document.title })
        return
      } catch (error) {
        // The visitor dismissed the sheet: nothing to do. Any other failure falls back to the popup.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setShared(target)
  }

  function close() {
    setShared(null)
  }

  return (
    <>
      <button
        type="button"
        className={['share-button', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-expanded={shared !== null}
        onClick={share}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <circle cx="18" cy="5" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="6" cy="12" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="18" cy="19" r="2.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {strings['share.button']}
      </button>
      {shared !== null ? <SharePopup url={shared} title={title} onClose={close} /> : null}
    </>
  )
}
