import { type Deployment, isHttpsOrigin } from './headers'

/**
 * Who may use the CMS with an editor's cookie (issue 11 item 10). Payload accepts the
 * `payload-token` cookie only when a request's Origin is in `csrf` (with no Origin it falls back
 * to Sec-Fetch-Site), and answers CORS only for origins in `cors`. Both are the public origin
 * (SITE_URL): the admin is served from the site's own origin, so no other origin needs either.
 */
export interface AdminRequestPolicy {
  csrf: string[]
  cors: string[]
  /** `Secure` on the payload-token cookie. */
  secureCookie: boolean
}

/** The origin of SITE_URL (scheme, host, port; a path prefix is not part of an origin). */
export function publicOriginOf(siteUrl: string): string {
  return new URL(siteUrl).origin
}

export function adminRequestPolicy(deployment: Deployment): AdminRequestPolicy {
  const origin = publicOriginOf(deployment.siteUrl)
  return {
    csrf: [origin],
    cors: [origin],
    // Over plain http (a developer's localhost) a Secure cookie would not be stored by every
    // browser; in production with an https public origin it must never travel in clear.
    secureCookie: deployment.production && isHttpsOrigin(deployment.siteUrl),
  }
}
