import { NextResponse } from 'next/server'
import { z } from 'zod'
import { isSearchType, type SearchAnswer, searchPage } from '@/content/search'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { cleanQuery, isSearchable, parsePage } from '@/rules/search-query'
import { endpoint, HttpRefusal } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const querySchema = z.object({
  locale: z.string().refine(isLocale),
  q: z.string().max(2048).nullable(),
  type: z.string().refine(isSearchType).nullable(),
  page: z.string().max(16).nullable(),
})

/**
 * Site search: `GET /api/search/?locale=fr-fr&q=…[&type=cocktails][&page=2]` → one page of the
 * matching items as card sources in the locale, best first, each with the index terms it matched;
 * `counts` gives each type's number of results for the type filters, `total` all of them. Public
 * data only (cards), so a CDN may keep an answer for a few minutes.
 */
export const GET = endpoint(
  async ({ request }) => {
    const params = new URL(request.url).searchParams
    const parsed = querySchema.safeParse({
      locale: params.get('locale'),
      q: params.get('q'),
      type: params.get('type') || null,
      page: params.get('page'),
    })
    if (!parsed.success) throw new HttpRefusal(400, 'invalid', 'search.error')
    const locale = parsed.data.locale as LocaleCode
    const query = cleanQuery(parsed.data.q)
    const type = isSearchType(parsed.data.type) ? parsed.data.type : null
    const page = parsePage(parsed.data.page)
    const answer: SearchAnswer = isSearchable(query)
      ? await searchPage(locale, query, { type, page })
      : { results: [], total: 0, counts: [], type, page: 1, pages: 1 }
    return NextResponse.json(
      { query, ...answer },
      {
        headers: {
          'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
        },
      },
    )
  },
  { limit: 'search' },
)
