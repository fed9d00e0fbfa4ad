import { draftMode } from 'next/headers'
import { CONTENT_ROLES, hasAnyRole } from '@/cms/roles'
import { getPayloadClient } from '@/content/payload'
import { previewPathSchema } from '@/preview/paths'
import { sessionUser } from '@/security/editor-session'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview?path=/fr-fr/cocktails/sidecar/ — the editors' preview (issue 17 item 1): for a
 * signed-in CMS user with a content role, switches Next.js draft mode on (the content layer then
 * reads the latest drafts, the age gate is skipped) and redirects to the page. The admin's
 * Preview button and its live preview frame open it. Refused: signed out 401, a member or a CMS
 * user without a content role 403, a path that is not one of the site's pages 400 (open-redirect
 * safe: src/preview/paths.ts).
 */
export const GET = endpoint(
  async ({ request }) => {
    const payload = await getPayloadClient()
    const user = await sessionUser(payload, request.headers)
    if (!user) throw new HttpRefusal(401, 'unauthorized', 'http.error.unauthorized')
    if (!hasAnyRole(user, CONTENT_ROLES)) {
      throw new HttpRefusal(403, 'forbidden', 'http.error.forbidden')
    }
    const path = previewPathSchema.safeParse(new URL(request.url).searchParams.get('path'))
    if (!path.success) throw new HttpRefusal(400, 'badPath', 'preview.error.path')
    ;(await draftMode()).enable()
    // A relative Location: the browser stays on the origin it asked (the path is checked).
    return new Response(null, { status: 307, headers: { ...NO_STORE, Location: path.data } })
  },
  { limit: 'preview' },
)
