/**
 * `redirect_to` (SPEC §2.9): where a visitor lands after signing in. Only a path on this site is
 * accepted, so a crafted link can never send a member to another host (no open redirect). Pure.
 */
import { accountHref } from '@/routing/account-paths'

// Control characters and backslashes: browsers treat `/\evil.com` like `//evil.com`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f\\]/

/** The path itself when it is a same-site path (`/en-ww/articles/x/?a=1#b`), else null. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null
  if (value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  if (UNSAFE.test(value)) return null
  // Decoding once catches `/%2F%2Fevil.com` and `/%5Cevil.com` that a later hop might decode.
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  if (decoded.startsWith('//') || UNSAFE.test(decoded)) return null
  // Parse against a dummy origin: anything that escapes it is not a path on this site.
  const url = new URL(value, 'http://site.invalid')
  if (url.origin !== 'http://site.invalid') return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The emailed verification link: the token, and where to land once verified (same-site only). */
export function verificationLink(
  origin: string,
  locale: string,
  token: string,
  redirectTo?: string,
): string {
  // Appended, not resolved: a SITE_URL with a base path keeps it.
  const url = new URL(
    `${origin}${accountHref(locale, 'verify-mail', sameSitePath(redirectTo) ?? undefined)}`,
  )
  url.searchParams.set('token', token)
  return url.toString()
}
