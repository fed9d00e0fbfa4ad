import 'server-only'
import { permanentRedirect, redirect } from 'next/navigation'
import { getRedirectRules } from '@/content/redirects'
import type { LocaleCode } from '@/i18n/locales'
import { findHttpRedirect, isPermanent } from './redirect-rules'
import { routePath } from './route-seo'

/**
 * Answers a moved URL (a `redirects` rule of kind http) with a real HTTP redirect before the page
 * is resolved. Next.js answers permanent rules with 308 and temporary ones with 307.
 */
export async function redirectIfMoved(locale: LocaleCode, segments: readonly string[]) {
  const found = findHttpRedirect(await getRedirectRules(), routePath(locale, segments))
  if (!found) return
  if (isPermanent(found.status)) permanentRedirect(found.to)
  redirect(found.to)
}
