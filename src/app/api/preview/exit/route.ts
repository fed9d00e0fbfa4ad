import { draftMode } from 'next/headers'
import { localeHomePath } from '@/i18n/locales'
import { exitTarget } from '@/preview/paths'
import { siteUrl } from '@/seo/site-url'
import { endpoint, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/**
 * GET /api/preview/exit[?path=/fr-fr/…] — leaves the preview: switches draft mode off and returns
 * to the page (the `path` parameter, else the page the link was on, else the home page), which
 * then shows the published version again. Anyone may leave; the return address is checked as the
 * preview route checks it.
 */
export const GET = endpoint(
  async ({ request, scope }) => {
    ;(await draftMode()).disable()
    const url = new URL(request.url)
    const target = exitTarget(
      url.searchParams.get('path'),
      request.headers.get('referer'),
      [url.origin, new URL(siteUrl()).origin],
      localeHomePath(scope.locale),
    )
    return new Response(null, { status: 307, headers: { ...NO_STORE, Location: target } })
  },
  { limit: 'preview' },
)
