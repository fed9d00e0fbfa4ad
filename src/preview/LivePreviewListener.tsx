'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

/**
 * Payload's server-side live preview (issue 17 item 1): when the admin (same origin, framing
 * this page) saves or autosaves the document, the page is rendered again from the latest draft.
 * Mounted by the preview bar in draft mode only. Messages count only from this site's own origin,
 * which is the admin's.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  // Outside a frame there is no admin to listen to.
  if (!origin || window.parent === window) return null
  return <RefreshRouteOnSave refresh={refresh} serverURL={origin} />
}
