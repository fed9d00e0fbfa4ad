/**
 * Redirect rules edited in the CMS (`redirects` collection, SPEC §2.10), turned into lookups.
 * Pure: no React, no I/O. Three kinds of rule share the collection:
 * - `http`: a moved URL, answered with a real HTTP redirect (from a site path to a path or URL);
 * - `post_type`: the language switch's post-type rule for a content type without a translation;
 * - `old_site`: the language switch's sitemap plan (a target-locale path → the old site's page).
 */

import { isLocale } from '@/i18n/locales'
import type { PostTypeRule } from '@/rules/language-switch'
import { withTrailingSlash } from '@/rules/links'
import type { RedirectPair } from '@/rules/redirect-table'

export const REDIRECT_KINDS = ['http', 'post_type', 'old_site'] as const
export type RedirectKind = (typeof REDIRECT_KINDS)[number]

export const REDIRECT_STATUSES = ['301', '302', '307', '308'] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** A `redirects` document as stored (every field optional: the data is the editors'). */
export interface RedirectDoc {
  kind?: string | null
  from?: string | null
  to?: string | null
  status?: string | null
  content_type?: string | null
  from_locale?: string | null
  to_locale?: string | null
}

export interface HttpRedirect {
  to: string
  status: RedirectStatus
}

/** Plain data (JSON-safe), so it can be cached as it is. */
export interface RedirectRules {
  http: Record<string, HttpRedirect>
  postTypeRules: PostTypeRule[]
  sitemapPlan: Record<string, string>
}

export const NO_REDIRECT_RULES: RedirectRules = { http: {}, postTypeRules: [], sitemapPlan: {} }

/** `/en-us/la-maison` or `/en-us/la-maison/?x` → `/en-us/la-maison/` (query and hash dropped). */
export function normalizeSitePath(path: string): string {
  const cut = path.search(/[?#]/)
  const pathname = (cut === -1 ? path : path.slice(0, cut)).trim()
  return withTrailingSlash(pathname.startsWith('/') ? pathname : `/${pathname}`)
}

/** A site path below a known locale: `/{locale}/…/`. */
export function isLocalePath(path: string): boolean {
  if (!/^\/(?![/\\])\S*$/.test(path)) return false
  return isLocale(path.split('/')[1])
}

/** A site path (starting with one slash) or an http(s) URL. */
export function isRedirectTarget(to: string): boolean {
  return /^\/(?![/\\])\S*$/.test(to) || /^https?:\/\/[^\s/]+\S*$/i.test(to)
}

export function isPermanent(status: RedirectStatus): boolean {
  return status === '301' || status === '308'
}

/** The documents as lookups; malformed rows are skipped, the first row for a path wins. */
export function redirectRules(docs: readonly RedirectDoc[]): RedirectRules {
  const rules: RedirectRules = { http: {}, postTypeRules: [], sitemapPlan: {} }
  for (const doc of docs) {
    const to = doc.to?.trim()
    if (!to || !isRedirectTarget(to.replaceAll('{locale}', 'en-ww'))) continue
    const kind = doc.kind ?? 'http'
    if (kind === 'post_type') {
      if (!doc.content_type) continue
      rules.postTypeRules.push({
        type: doc.content_type,
        ...(isLocale(doc.from_locale) ? { fromLocale: doc.from_locale } : {}),
        ...(isLocale(doc.to_locale) ? { toLocale: doc.to_locale } : {}),
        toPath: to,
      })
      continue
    }
    if (!doc.from) continue
    const from = normalizeSitePath(doc.from)
    if (!isLocalePath(from)) continue
    if (kind === 'old_site') {
      if (!Object.hasOwn(rules.sitemapPlan, from)) rules.sitemapPlan[from] = to
    } else if (kind === 'http') {
      const status = (REDIRECT_STATUSES as readonly string[]).includes(doc.status ?? '')
        ? (doc.status as RedirectStatus)
        : '301'
      const target = to.startsWith('/') ? withTrailingSlash(to) : to
      // A rule pointing at itself would loop forever.
      if (target !== from && !Object.hasOwn(rules.http, from)) {
        rules.http[from] = { to: target, status }
      }
    }
  }
  return rules
}

/** The HTTP redirect for a requested site path, or null. */
export function findHttpRedirect(rules: RedirectRules, path: string): HttpRedirect | null {
  const from = normalizeSitePath(path)
  return Object.hasOwn(rules.http, from) ? (rules.http[from] ?? null) : null
}

/**
 * The moved URLs of the en-ww ↔ en-us table (SPEC §2.10): where a page's path differs between the
 * two locales, the other locale's path under this locale's prefix is redirected to this locale's
 * page (`/en-us/la-maison/` → `/en-us/the-house/`, `/en-us/collection/xo/` → `/en-us/`, since
 * "the US home serves the XO collection page"). A locale's root is never redirected.
 */
export function movedUrlRedirects(table: readonly RedirectPair[]): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = []
  const seen = new Set<string>()
  const add = (from: string, to: string) => {
    if (from === to || seen.has(from) || /^\/[^/]+\/$/.test(from)) return
    seen.add(from)
    out.push({ from, to })
  }
  for (const { enWw, enUs } of table) {
    const wwRest = enWw.slice('/en-ww'.length)
    const usRest = enUs.slice('/en-us'.length)
    if (wwRest === usRest) continue
    add(`/en-us${wwRest}`, enUs)
    add(`/en-ww${usRest}`, enWw)
  }
  return out
}
