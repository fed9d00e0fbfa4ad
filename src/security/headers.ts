/**
 * The security headers every answer carries (issue 11 item 7), as pure functions of the
 * deployment: next.config.ts sends them on pages, API routes and /admin, and src/proxy.ts sends
 * the nonce policy on the pages that are rendered per request anyway (the admin and the account
 * pages). Why the static pages allow inline scripts: docs/decisions.md, "Security headers".
 */

import { normalizeSiteUrl } from '../seo/site-url'

export interface Deployment {
  /** `next build` / `next start` (NODE_ENV=production), not `next dev`. */
  production: boolean
  /** The public origin (SITE_URL), e.g. https://www.maison-solaine.com. */
  siteUrl: string
  /**
   * The origin of the store locator's tile style (MAP_STYLE_URL), which the map fetches with its
   * tiles, glyphs and sprites; null: the offline basemap, nothing fetched from elsewhere.
   */
  mapOrigin?: string | null
}

/** The https origin of a map style URL, else null (unset, malformed or not https). */
export function mapStyleOrigin(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

/** The deployment this process serves, from NODE_ENV and SITE_URL. */
export function deploymentFromEnv(
  env: Record<string, string | undefined> = process.env,
): Deployment {
  return {
    production: env.NODE_ENV === 'production',
    siteUrl: normalizeSiteUrl(env.SITE_URL),
    mapOrigin: mapStyleOrigin(env.MAP_STYLE_URL),
  }
}

export interface Header {
  key: string
  value: string
}

/**
 * How a page's scripts are allowed.
 * - `static`: pages generated at build time and served from the cache. Next.js puts the page's
 *   React Server Component payload in inline `<script>` elements whose text differs per page and
 *   per revalidation, and a static page cannot carry a per-request nonce, so inline scripts are
 *   allowed ('unsafe-inline'); script files still come only from this origin.
 * - `nonce`: pages rendered per request (admin, account). Next.js adds the nonce to its own
 *   scripts; 'strict-dynamic' lets those load the page's chunks; no other script runs.
 */
export type ScriptPolicy = { kind: 'static' } | { kind: 'nonce'; nonce: string }

/** Video players the embed_player modal frames (src/modals/players/embed-url.ts). */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/** True when the public origin is served over https (HSTS, upgrade-insecure-requests). */
export function isHttpsOrigin(siteUrl: string): boolean {
  try {
    return new URL(siteUrl).protocol === 'https:'
  } catch {
    return false
  }
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')
}

/**
 * Who may frame a page: nobody, or (an editor's preview, for the admin's live preview) pages of
 * this origin only.
 */
export type Framing = 'none' | 'self'

/** The cookie of Next.js's draft mode, set by the preview route (src/app/api/preview). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The Content-Security-Policy of an HTML page (site pages, account pages, the admin). */
export function pageContentSecurityPolicy(
  deployment: Deployment,
  scripts: ScriptPolicy,
  framing: Framing = 'none',
  /** The admin frames the site's own pages (live preview); no other page frames this origin. */
  framesSite = false,
): string {
  const script =
    scripts.kind === 'nonce'
      ? ["'self'", `'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : ["'self'", "'unsafe-inline'"]
  // React's development build rebuilds server error stacks with eval (Next.js CSP guide).
  if (!deployment.production) script.push("'unsafe-eval'")
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // Style attributes (React `style`, the admin's layout) cannot carry a nonce or a hash.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Posters and editor-entered image URLs may live on other https hosts; data:/blob: for the
    // admin's upload previews.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Video and audio URLs are editor-entered https addresses (videos, podcasts, episodes).
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': deployment.mapOrigin ? ["'self'", deployment.mapOrigin] : ["'self'"],
    // The embed modal's players, and the booking frames (Eventtia) whose https addresses editors
    // enter in the CMS (eventtia_iframe_section_slice.iframe_url), as with media and images.
    'frame-src': [...(framesSite ? ["'self'"] : []), ...EMBED_FRAME_ORIGINS, 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Nothing frames the site or the admin, but for the admin's live preview: a site page in an
    // editor's preview may be framed by this origin (the admin is served from it).
    'frame-ancestors': framing === 'self' ? ["'self'"] : ["'none'"],
  }
  if (deployment.production && isHttpsOrigin(deployment.siteUrl)) {
    directives['upgrade-insecure-requests'] = []
  }
  return serialize(directives)
}

/**
 * API answers are JSON or uploaded files, never a document to run: an uploaded SVG or HTML file
 * opened directly runs no script and loads nothing.
 */
export function apiContentSecurityPolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    // Lets the browser show an opened image file (its own viewer styles itself).
    'img-src': ["'self'"],
    'style-src': ["'unsafe-inline'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    sandbox: [],
  })
}

/** One year; no includeSubDomains/preload: other hosts of the brand's domain are not ours. */
export const HSTS_VALUE = 'max-age=31536000'

/**
 * Features no page uses are switched off for the page and for every frame it embeds; geolocation
 * and web share stay with this origin only (fullscreen and autoplay stay delegable to the video
 * players through the iframe's `allow`).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), hid=(), bluetooth=(), browsing-topics=(), web-share=(self)'

/** Headers for every answer: pages, API routes, the admin, files. */
export function commonSecurityHeaders(deployment: Deployment): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // For browsers without CSP frame-ancestors; nothing frames the site or the admin (a site
    // page in preview gets SAMEORIGIN from its own rule, below).
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
  // Browsers ignore HSTS over http; sending it only for an https public origin in production
  // keeps a developer's http://localhost from being pinned to https.
  if (deployment.production && isHttpsOrigin(deployment.siteUrl)) {
    headers.push({ key: 'Strict-Transport-Security', value: HSTS_VALUE })
  }
  return headers
}

/** A fresh nonce: 16 random bytes, base64 (Web Crypto: the proxy runs on the Edge runtime too). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Paths whose HTML is rendered per request and gets the nonce policy from src/proxy.ts: the
 * admin and the account pages (`/{locale}/account/{page}/`). Keep in step with the proxy matcher.
 */
export const NONCE_PAGE_SOURCES = ['/admin', '/admin/:path*', '/:locale/account/:path*']

/** Every path but the API, the admin and the account pages (next.config `source` syntax). */
export const STATIC_PAGE_SOURCE = '/:path((?!api(?:/|$)|admin(?:/|$)|[^/]+/account(?:/|$)).*)'

/** A next.config `has`/`missing` condition. */
export interface RouteCondition {
  type: 'cookie'
  key: string
}

export interface HeaderRule {
  source: string
  headers: Header[]
  has?: RouteCondition[]
  missing?: RouteCondition[]
}

const DRAFT_MODE: RouteCondition[] = [{ type: 'cookie', key: DRAFT_MODE_COOKIE }]

/**
 * next.config `headers()`: what each kind of path carries. A site page requested with the draft
 * mode cookie (an editor's preview: only the preview route sets it, after checking the editor's
 * CMS session) may be framed by this origin, for the admin's live preview; every other answer
 * (visitors' pages, the API, the admin, account pages) may be framed by nobody. The two page
 * rules exclude each other (`has`/`missing`), so a path always gets exactly one policy; the
 * preview rule comes after the common headers, whose X-Frame-Options it replaces (Next.js sets
 * the headers of the matching rules in order).
 */
export function headerRules(deployment: Deployment): HeaderRule[] {
  return [
    { source: '/:path*', headers: commonSecurityHeaders(deployment) },
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: apiContentSecurityPolicy() }],
    },
    {
      source: STATIC_PAGE_SOURCE,
      missing: DRAFT_MODE,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: pageContentSecurityPolicy(deployment, { kind: 'static' }),
        },
      ],
    },
    {
      source: STATIC_PAGE_SOURCE,
      has: DRAFT_MODE,
      headers: [
        {
          key: 'Content-Security-Policy',
          value: pageContentSecurityPolicy(deployment, { kind: 'static' }, 'self'),
        },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
  ]
}
