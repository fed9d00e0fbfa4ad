import { getPayloadClient } from '@/content/payload'
import type { NewsletterSignup } from '@/payload-types'
import { toCsv } from '@/rules/csv'
import { editorCheck } from '@/security/editor-session'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const STATUSES = new Set(['pending', 'confirmed', 'unsubscribed'])
const PAGE = 1000

/**
 * GET /api/newsletter/export/[?status=confirmed]: the newsletter subscriptions as CSV, for a
 * signed-in CMS editor only (401 signed out, 403 for anyone else). One row per email and locale
 * with its status and dates and the consent text the visitor ticked.
 */
export const GET = endpoint(async ({ request }) => {
  const payload = await getPayloadClient()
  const check = await editorCheck(payload, request.headers)
  if (check === 'signedOut') throw new HttpRefusal(401, 'unauthorized', 'http.error.unauthorized')
  if (check === 'notEditor') throw new HttpRefusal(403, 'forbidden', 'http.error.forbidden')
  const status = new URL(request.url).searchParams.get('status')
  if (status !== null && !STATUSES.has(status)) {
    throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
  }
  const rows: NewsletterSignup[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'newsletter-signups',
      where: status ? { status: { equals: status } } : {},
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    rows.push(...found.docs)
    if (!found.hasNextPage) break
  }
  const csv = toCsv([
    [
      'email',
      'locale',
      'status',
      'consented_at',
      'confirmed_at',
      'unsubscribed_at',
      'source',
      'consent_text',
    ],
    ...rows.map((r) => [
      r.email,
      r.locale,
      r.status,
      r.consented_at,
      r.confirmed_at,
      r.unsubscribed_at,
      r.source,
      r.consent_text,
    ]),
  ])
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${status ?? 'all'}.csv"`,
    },
  })
})
