import { NextResponse } from 'next/server'
import { searchContent } from '@/content/search'
import { isLocale } from '@/i18n/locales'
import { cleanQuery, isSearchable } from '@/rules/search-query'

export const dynamic = 'force-dynamic'

/**
 * Site search: `GET /api/search/?locale=fr-fr&q=…` → the matching items as card sources, in the
 * locale. Public data only (cards), so a CDN may keep an answer for a few minutes.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  if (!isLocale(locale)) {
    return NextResponse.json({ error: 'search.error' }, { status: 400 })
  }
  const query = cleanQuery(params.get('q'))
  const results = isSearchable(query) ? await searchContent(locale, query) : []
  return NextResponse.json(
    { query, results },
    {
      headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' },
    },
  )
}
