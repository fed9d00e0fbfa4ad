/**
 * Link classification (SPEC §2.9). Pure functions: no React, no I/O.
 *
 * Special link forms, typed by editors as the whole CMS link value (it starts with `#`). Parameter
 * values are percent-encoded as in a query string:
 *
 *   #modal:eventtia?url=<encoded iframe url>         event-registration iframe modal; url is
 *                                                     required and must be http(s)
 *   #form:<formKey>?action=<action>&locale=<lang>[&bottle_id=<id>] form modal; action is open_form (default) or
 *                                                     open_cdbform, locale defaults to "en"
 *   #ctb:<groupingId>?product=<name>                 click-to-buy button; product is optional
 *
 * A malformed special form (unknown modal type, missing key, bad action) is `invalid`, never a
 * plain anchor, so an editor's typo shows up instead of rendering a dead link.
 *
 * Other links:
 * - only http, https, mailto and tel schemes are accepted; javascript:, data: and every other
 *   scheme is `invalid`
 * - relative paths and URLs on one of the site's hosts are `internal`: rewritten to a root path
 *   (query and hash kept) with a trailing slash unless the last segment is a file (.pdf, .jpg)
 * - a page path without a locale segment gets the current locale (`/la-maison` on an fr-fr page
 *   → `/fr-fr/la-maison/`, `/` → `/fr-fr/`); files and /api, /admin, /_next, /static are left alone
 * - a document-relative path (`la-maison/`) is read from the site root
 * - a bare anchor (`#top`) or query (`?a=1`) stays as typed
 * - protocol-relative and backslash tricks (`//x.com`, `/\x.com`) are judged by their real host
 */

import { DEFAULT_LOCALE, isLocale, localeHomePath } from '@/i18n/locales'

export type FormAction = 'open_form' | 'open_cdbform'

export const FORM_ACTIONS: readonly FormAction[] = ['open_form', 'open_cdbform']
export const DEFAULT_FORM_ACTION: FormAction = 'open_form'
/** SPEC §2.9: "with default locale en". */
export const DEFAULT_FORM_LOCALE = 'en'

/** First path segments that are not pages, so never get a locale prefix. */
export const NON_PAGE_ROOTS: readonly string[] = ['api', 'admin', '_next', 'static']

export type ClassifiedLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string; target: '_blank'; rel: 'noopener noreferrer' }
  | { kind: 'mailto'; href: string }
  | { kind: 'tel'; href: string }
  | { kind: 'eventtia-modal'; url: string }
  | {
      kind: 'form-modal'
      formKey: string
      action: FormAction
      locale: string
      /** SPEC §3 formParams.bottle_id, from `&bottle_id=`; only when given. */
      bottleId?: string
    }
  | { kind: 'click-to-buy'; groupingId: string; productName: string | null }
  | { kind: 'invalid'; href: string; reason: string }

export interface LinkContext {
  /** The site's own hosts, e.g. `www.maison-solaine.com` or `localhost:3000`. */
  siteHosts: readonly string[]
  currentLocale: string
}

const TAB_OR_NEWLINE = /[\t\n\r]/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const SPECIAL_FORM = /^#(modal|form|ctb):([^?]*)(?:\?(.*))?$/s
// A letter in the extension keeps slugs like `v1.5` from passing as files.
const FILE_EXTENSION = /[^/.]\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,8}$/i
const RELATIVE_BASE = 'https://relative.invalid'

export function classifyLink(href: string, context: LinkContext): ClassifiedLink {
  const cleaned = stripUrlWhitespace(href)
  if (cleaned === '') return invalid(href, 'empty link')
  if (cleaned.startsWith('#')) return classifyFragment(cleaned)
  if (cleaned.startsWith('?')) return { kind: 'internal', href: cleaned }

  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase()
  if (scheme === 'mailto' || scheme === 'tel') return { kind: scheme, href: cleaned }
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') {
    return invalid(href, `scheme ${scheme}: is not allowed`)
  }

  let url: URL
  try {
    url = new URL(cleaned, RELATIVE_BASE)
  } catch {
    return invalid(href, 'malformed URL')
  }
  const relative =
    scheme === undefined && url.origin === RELATIVE_BASE && !/^[\\/]{2}/.test(cleaned)
  if (!relative && !isSiteHost(url, context.siteHosts)) {
    return { kind: 'external', href: url.href, target: '_blank', rel: 'noopener noreferrer' }
  }
  const locale = isLocale(context.currentLocale) ? context.currentLocale : DEFAULT_LOCALE
  return {
    kind: 'internal',
    href: withTrailingSlash(localized(url.pathname, locale)) + url.search + url.hash,
  }
}

/** Adds a trailing slash to the path part, unless it has one or names a file (.pdf, .jpg). */
export function withTrailingSlash(path: string): string {
  const cut = path.search(/[?#]/)
  const pathname = cut === -1 ? path : path.slice(0, cut)
  const rest = cut === -1 ? '' : path.slice(cut)
  if (pathname.endsWith('/') || hasFileExtension(pathname)) return path
  return `${pathname}/${rest}`
}

export function hasFileExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1)
  return FILE_EXTENSION.test(last)
}

/** Browsers drop these before reading a URL, so ` java\tscript:` is still javascript:. */
function stripUrlWhitespace(href: string): string {
  // Leading and trailing C0 controls and spaces (code points up to U+0020).
  let start = 0
  let end = href.length
  while (start < end && href.charCodeAt(start) <= 0x20) start++
  while (end > start && href.charCodeAt(end - 1) <= 0x20) end--
  return href.slice(start, end).replace(TAB_OR_NEWLINE, '')
}

function isSiteHost(url: URL, siteHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase()
  const hostname = url.hostname.toLowerCase()
  return siteHosts.some((h) => {
    const wanted = h.trim().toLowerCase()
    return wanted === host || wanted === hostname
  })
}

function localized(pathname: string, locale: string): string {
  const first = pathname.split('/').find((s) => s !== '')
  if (first === undefined) return localeHomePath(locale)
  if (isLocale(first) || NON_PAGE_ROOTS.includes(first) || hasFileExtension(pathname)) {
    return pathname
  }
  return `/${locale}${pathname}`
}

function classifyFragment(fragment: string): ClassifiedLink {
  const match = SPECIAL_FORM.exec(fragment)
  if (!match) return { kind: 'internal', href: fragment }
  const [, form, rawKey = '', query = ''] = match
  const key = decode(rawKey)
  if (key === null) return invalid(fragment, 'malformed percent-encoding')
  const params = new URLSearchParams(query)

  switch (form) {
    case 'modal': {
      if (key !== 'eventtia') return invalid(fragment, `unknown modal "${key}"`)
      const url = params.get('url') ?? ''
      if (!isHttpUrl(url)) return invalid(fragment, 'eventtia modal needs an http(s) url')
      return { kind: 'eventtia-modal', url }
    }
    case 'form': {
      if (key.trim() === '') return invalid(fragment, 'form modal needs a formKey')
      const action = params.get('action') || DEFAULT_FORM_ACTION
      if (!isFormAction(action)) return invalid(fragment, `unknown form action "${action}"`)
      const locale = params.get('locale') || DEFAULT_FORM_LOCALE
      const bottleId = params.get('bottle_id')
      return {
        kind: 'form-modal',
        formKey: key,
        action,
        locale,
        ...(bottleId ? { bottleId } : {}),
      }
    }
    default: {
      if (key.trim() === '') return invalid(fragment, 'click-to-buy needs a groupingId')
      return { kind: 'click-to-buy', groupingId: key, productName: params.get('product') || null }
    }
  }
}

function isFormAction(value: string): value is FormAction {
  return (FORM_ACTIONS as readonly string[]).includes(value)
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

function invalid(href: string, reason: string): ClassifiedLink {
  return { kind: 'invalid', href, reason }
}
