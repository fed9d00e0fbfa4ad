/**
 * Guards for the members API, as pure functions: CSRF (SPEC has none; see docs/decisions.md) and
 * fixed-window rate limits.
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

export interface RateWindow {
  count: number
  /** Epoch ms at which the current window started. */
  windowStart: number
}

export interface RateLimitRule {
  limit: number
  windowMs: number
}

/** The window after one more attempt at `now`, and whether that attempt is allowed. */
export function nextRateWindow(
  current: RateWindow | null,
  now: number,
  { limit, windowMs }: RateLimitRule,
): { window: RateWindow; allowed: boolean } {
  const fresh = !current || now - current.windowStart >= windowMs
  const window = fresh ? { count: 1, windowStart: now } : { ...current, count: current.count + 1 }
  return { window, allowed: window.count <= limit }
}

export const RATE_LIMITS = {
  /** Sign-ups per client address per hour. */
  signUp: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Reset emails per client address per 15 minutes. */
  forgotPassword: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Reset emails per email address per hour (so one inbox cannot be flooded). */
  forgotPasswordEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** New verification links per client address per 15 minutes. */
  resendVerification: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** New verification links per email address per hour. */
  resendVerificationEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>
