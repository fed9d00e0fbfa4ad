/**
 * Guards for the members API, as pure functions: CSRF (SPEC has none; see docs/decisions.md).
 * Rate limits: src/server/http/rate-rules.ts.
 */

export interface OriginHeaders {
  origin: string | null
  /**
   * The site's configured public origin (SITE_URL, src/account/rules/public-origin.ts), never the
   * request's Host or X-Forwarded-Host: a request names those itself. Null when none is configured.
   */
  expectedOrigin: string | null
  secFetchSite: string | null
}

/**
 * A state-changing request is accepted only from this site's own pages: its Origin must be the
 * configured public origin. Without Origin (older browsers), Sec-Fetch-Site must say same-origin;
 * a browser that says cross-site or same-site is refused whatever the Origin. Requests carrying
 * neither (curl, other servers) are refused: they never come from our forms. With no configured
 * origin (a production server without SITE_URL), only the browser's own Sec-Fetch-Site verdict
 * counts: it cannot be set by a page, unlike Host.
 */
export function isSameOriginRequest({
  origin,
  expectedOrigin,
  secFetchSite,
}: OriginHeaders): boolean {
  if (secFetchSite && secFetchSite !== 'same-origin') return false
  if (origin && origin !== 'null' && expectedOrigin) {
    try {
      return new URL(origin).origin === new URL(expectedOrigin).origin
    } catch {
      return false
    }
  }
  if (origin === 'null') return false
  return secFetchSite === 'same-origin'
}
