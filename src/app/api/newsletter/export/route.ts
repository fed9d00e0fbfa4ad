import type { NewsletterSignup } from '@/payload-types'
import { editorCsvRoute, oneOf } from '@/server/http/editor-csv'

export const dynamic = 'force-dynamic'

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
const PAGE = 1000

/**
 * GET /api/newsletter/export/[?status=confirmed]: the newsletter subscriptions as CSV, for a
 * signed-in CMS editor only (401 signed out, 403 for anyone else). One row per email and locale
 * with its status and dates and the consent text the visitor ticked.
 */
export const GET = editorCsvRoute(async ({ payload, params }) => {
  const status = oneOf(params.get('status'), STATUSES)
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
  return {
    filename: `newsletter-${status ?? 'all'}.csv`,
    header: [
      'email',
      'locale',
      'status',
      'consented_at',
      'confirmed_at',
      'unsubscribed_at',
      'source',
      'consent_text',
    ],
    rows: rows.map((r) => [
      r.email,
      r.locale,
      r.status,
      r.consented_at,
      r.confirmed_at,
      r.unsubscribed_at,
      r.source,
      r.consent_text,
    ]),
  }
})
