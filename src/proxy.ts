import { type NextRequest, NextResponse } from 'next/server'
import { pickLocale } from '@/i18n/accept-language'
import { localeHomePath } from '@/i18n/locales'

/** `/` has no page of its own: it sends the visitor to the best locale for their languages. */
export function proxy(request: NextRequest) {
  const target = new URL(
    localeHomePath(pickLocale(request.headers.get('accept-language'))),
    request.url,
  )
  const response = NextResponse.redirect(target, 307)
  response.headers.set('Vary', 'Accept-Language')
  response.headers.set('Cache-Control', 'private, no-cache')
  return response
}

export const config = { matcher: ['/'] }
