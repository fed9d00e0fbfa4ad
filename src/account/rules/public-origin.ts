import { DEFAULT_SITE_URL } from '@/seo/site-url'

/** The site's public address as configured: where emailed links point, and the only Origin accepted. */
export interface PublicOrigin {
  /** What links start with: scheme, host, port and an optional base path, no trailing slash. */
  base: string
  /** The browser's `Origin` for pages of this site (scheme, host and port only). */
  origin: string
}

/**
 * The public origin from SITE_URL, never from a request's Host or X-Forwarded-Host (anyone can
 * send those, and a reset link built from them goes to the sender's server). Outside production a
 * missing SITE_URL means the development server on http://localhost:3000; in production a missing
 * or unusable SITE_URL gives null: member mail is then refused rather than sent with a guessed link.
 */
export function publicOrigin(
  env: { SITE_URL?: string; NODE_ENV?: string } = process.env,
): PublicOrigin | null {
  const text = env.SITE_URL?.trim()
  if (!text) return env.NODE_ENV === 'production' ? null : fromUrl(new URL(DEFAULT_SITE_URL))
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.username || url.password || url.search || url.hash) return null
    return fromUrl(url)
  } catch {
    return null
  }
}

function fromUrl(url: URL): PublicOrigin {
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, origin: url.origin }
}

/** The log line of a production server that cannot build member links. */
export const MISSING_SITE_URL_MESSAGE =
  'members: SITE_URL is not set to an http(s) origin, so no member email is sent (verification, reset, account notice). Set SITE_URL to the public origin of the site, e.g. https://www.example.com.'
