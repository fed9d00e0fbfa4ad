import { NextResponse } from 'next/server'
import { z } from 'zod'
import { searchContent } from '@/content/search'
import { isLocale } from '@/i18n/locales'
import { cleanQuery, isSearchable } from '@/rules/search-query'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  locale: z.string().refine(isLocale),
  q: z.string().max(2048).nullable(),
})

/**
 * Site search: `GET /api/search/?locale=fr-fr&q=…` → the matching items as card sources, in the
 * locale. Public data only (cards), so a CDN may keep an answer for a few minutes.
 */
export const GET = endpoint(
  async ({ request }) => {
    const params = new URL(request.url).searchParams
    const parsed = querySchema.safeParse({ locale: params.get('locale'), q: params.get('q') })
    if (!parsed.success) throw new HttpRefusal(400, 'invalid', 'search.error')
    const locale = parsed.data.locale as Parameters<typeof searchContent>[0]
    const query = cleanQuery(parsed.data.q)
    const results = isSearchable(query) ? await searchContent(locale, query) : []
    return NextResponse.json(
      { query, results },
      {
        headers: {
          'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
        },
      },
    )
  },
  { limit: 'search' },
)
