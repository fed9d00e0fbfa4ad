/**
 * The two messages of Payload's server-side live preview (the protocol of `RefreshRouteOnSave`
 * in @payloadcms/live-preview-react, kept here: that package is published up to 3.90.1 while
 * Payload is 3.90.2, and Payload's dependency check stops the seed, the dev server and the tests
 * on any version mismatch). Pure.
 */

/** What the page posts to the admin (its frame's parent, or the popup's opener) once listening. */
export const READY_MESSAGE = { type: 'payload-live-preview', ready: true } as const

/** Whether a message is the admin's "document saved" from the admin's origin. */
export function isDocumentSaved(
  event: { origin: string; data: unknown },
  adminOrigin: string,
): boolean {
  const data = event.data
  return (
    event.origin === adminOrigin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'payload-document-event'
  )
}
