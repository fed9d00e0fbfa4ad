import { type NextRequest, NextResponse } from 'next/server'
import { pickLocale } from '@/i18n/accept-language'
import { localeHomePath } from '@/i18n/locales'
import { createNonce, deploymentFromEnv, pageContentSecurityPolicy } from '@/security/headers'

/**
 * `/` has no page of its own: it sends the visitor to the best locale for their languages.
 * The admin and the account pages are rendered per request anyway, so they get a strict
 * Content-Security-Policy with a fresh nonce (Next.js reads it from the request header and puts
 * it on its scripts); the static pages keep the policy from next.config.ts.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/') return localeRedirect(request)
  const nonce = createNonce()
  // The admin's live preview frames the site's pages (same origin); the account pages frame none.
  const admin = /^\/admin(?:\/|$)/.test(request.nextUrl.pathname)
  const policy = pageContentSecurityPolicy(
    deploymentFromEnv(),
    { kind: 'nonce', nonce },
    'none',
    admin,
  )
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

function localeRedirect(request: NextRequest) {
  const target = new URL(
    localeHomePath(pickLocale(request.headers.get('accept-language'))),
    request.url,
  )
  const response = NextResponse.redirect(target, 307)
  response.headers.set('Vary', 'Accept-Language')
  response.headers.set('Cache-Control', 'private, no-cache')
  return response
}

// Literal: Next.js reads the matcher at build time (NONCE_PAGE_SOURCES in src/security/headers.ts).
export const config = { matcher: ['/', '/admin', '/admin/:path*', '/:locale/account/:path*'] }
