/**
 * Where the language switcher sends the visitor (SPEC §2.10). Pure functions: no React, no I/O.
 *
 * 1. A home page goes to the target locale's home; a translation for the target locale wins next.
 * 2. Otherwise the first post-type redirect rule for the current type (and locales, when set).
 * 3. Otherwise the sitemap-based plan to the old website's page, with an avp=0 query.
 * 4. Otherwise the target locale's home.
 */

import { DEFAULT_LOCALE, isLocale, localeHomePath } from '@/i18n/locales'
import type { LocalizedPath } from './hreflang'
import { withTrailingSlash } from './links'

export type LanguageSwitchReason =
  | 'translation'
  | 'home'
  | 'post-type-rule'
  | 'sitemap'
  | 'home-fallback'

export interface PostTypeRule {
  /** Content type of the current page, e.g. `cocktails`. */
  type: string
  /** Only when switching away from this locale. */
  fromLocale?: string
  /** Only when switching to this locale. */
  toLocale?: string
  /** Destination; `{locale}` is replaced by the target locale code. */
  toPath: string
}

export interface LanguageSwitchInput {
  target: string
  current: {
    isHome: boolean
    type: string | null
    translations: readonly LocalizedPath[]
  }
  postTypeRules: readonly PostTypeRule[]
  /** Target locale path (e.g. `/fr-fr/cocktails/sidecar/`) → old-site URL. */
  sitemapPlan: Readonly<Record<string, string>>
  /** The current page's path, e.g. `/en-ww/cocktails/sidecar/`. */
  currentPath: string
}

export interface LanguageSwitchResult {
  href: string
  reason: LanguageSwitchReason
}

/** Added to old-site URLs: SPEC §2.10 "with an avp=0 query". */
export const SITEMAP_QUERY: Readonly<Record<string, string>> = { avp: '0' }

const RELATIVE_BASE = 'https://relative.invalid'

export function resolveLanguageSwitch(input: LanguageSwitchInput): LanguageSwitchResult {
  const { target, current, postTypeRules, sitemapPlan, currentPath } = input
  // An unknown target cannot have a page; send the visitor to the default home.
  if (!isLocale(target)) return { href: localeHomePath(DEFAULT_LOCALE), reason: 'home-fallback' }

  if (current.isHome) return { href: localeHomePath(target), reason: 'home' }

  const translation = current.translations.find((t) => t.locale === target && t.path !== '')
  if (translation) return { href: translation.path, reason: 'translation' }

  const fromLocale = localeOfPath(currentPath)
  const rule = postTypeRules.find(
    (r) =>
      current.type !== null &&
      r.type === current.type &&
      (r.fromLocale === undefined || r.fromLocale === fromLocale) &&
      (r.toLocale === undefined || r.toLocale === target),
  )
  if (rule) return { href: ruleHref(rule.toPath, target), reason: 'post-type-rule' }

  const planned = sitemapEntry(sitemapPlan, targetPath(currentPath, target))
  const oldSiteHref = planned === undefined ? null : withSitemapQuery(planned)
  if (oldSiteHref !== null) return { href: oldSiteHref, reason: 'sitemap' }

  return { href: localeHomePath(target), reason: 'home-fallback' }
}

/** The current path moved to the target locale: `/en-ww/a/b/?x` → `/fr-fr/a/b/`. */
export function targetPath(currentPath: string, target: string): string {
  const cut = currentPath.search(/[?#]/)
  const pathname = cut === -1 ? currentPath : currentPath.slice(0, cut)
  const segments = pathname.split('/').filter((s) => s !== '')
  if (segments[0] !== undefined && isLocale(segments[0])) segments.shift()
  return withTrailingSlash(`/${[target, ...segments].join('/')}`)
}

/** The old-site URL with avp=0 set; other query parameters and the hash are kept. */
export function withSitemapQuery(href: string): string | null {
  const absolute = /^https?:\/\//i.test(href)
  // The plan is data; only http(s) URLs and root paths are followed.
  if (!absolute && !/^\/(?![/\\])/.test(href)) return null
  let url: URL
  try {
    url = new URL(href, RELATIVE_BASE)
  } catch {
    return null
  }
  for (const [key, value] of Object.entries(SITEMAP_QUERY)) url.searchParams.set(key, value)
  return absolute ? url.href : url.pathname + url.search + url.hash
}

function localeOfPath(path: string): string | null {
  const first = path.split(/[/?#]/).find((s) => s !== '')
  return first !== undefined && isLocale(first) ? first : null
}

function sitemapEntry(plan: Readonly<Record<string, string>>, path: string): string | undefined {
  const withoutSlash = path.length > 1 ? path.replace(/\/$/, '') : path
  for (const key of [path, withoutSlash]) {
    if (Object.hasOwn(plan, key) && plan[key]) return plan[key]
  }
  return undefined
}

function ruleHref(toPath: string, target: string): string {
  const href = toPath.replaceAll('{locale}', target)
  return href.startsWith('/') ? withTrailingSlash(href) : href
}
