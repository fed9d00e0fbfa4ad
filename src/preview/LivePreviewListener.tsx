'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isDocumentSaved, READY_MESSAGE } from './live-preview-protocol'

/**
 * Payload's server-side live preview (issue 17 item 1): when the admin (this site's own origin,
 * framing this page or having opened it as a popup) saves or autosaves the document, the page is
 * rendered again from the latest draft. Mounted by the preview bar in draft mode only; messages
 * count from this origin only, and the ready message is sent to it only.
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent === window ? null : window.parent)
    if (!admin) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (isDocumentSaved(event, origin)) router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage(READY_MESSAGE, origin)
    // The latest draft, in case it was saved while this page was loading.
    router.refresh()
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
