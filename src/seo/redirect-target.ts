/**
 * Where a redirect rule's target points, so the CMS can flag rules whose target no longer exists
 * (issue 17 item 3). Pure: the lookup itself (src/cms/hooks/redirect-target-check.ts) reads the
 * database. Only targets the site resolves from content are checked; external URLs, `{locale}`
 * patterns and addresses owned by the application's own routes are not.
 */

import { QUIZ_SEGMENTS, RESULT_SEGMENT } from '@/content-types/Quiz/quiz-paths'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { COMPARATOR_RESULTS_SEGMENTS } from '@/routing/comparator-paths'
import type { ContentTypeSegment } from '@/routing/content-types'
import { parseRoute } from '@/routing/parse-route'
import { RESERVED_FIRST_SEGMENTS } from '@/routing/reserved-paths'
import { CARD_VARIANTS } from '@/video-cards/variants'
import { normalizeSitePath } from './redirect-rules'

export type TargetLookup =
  | { kind: 'unchecked'; reason: 'external' | 'pattern' | 'app-route' }
  /** A site path that cannot name anything (no locale, a malformed segment): always missing. */
  | { kind: 'invalid' }
  | { kind: 'page'; locale: LocaleCode; path: string }
  | { kind: 'detail'; locale: LocaleCode; type: ContentTypeSegment; slug: string }

/**
 * Paths below a locale served by the application's own routes (src/app/(site)/[locale]/…), not
 * by a page or document: they exist whatever the content. The order confirmation has no path
 * constant of its own (src/commerce/orders/email.ts writes it).
 */
const APP_ROUTE_PREFIXES = [
  'cart/confirmation',
  COMPARATOR_RESULTS_SEGMENTS.join('/'),
  ...Object.values(CARD_VARIANTS).map((v) => v.sharePath.replace(/^\/|\/$/g, '')),
]

const isQuizSegment = (s: string | undefined) =>
  (QUIZ_SEGMENTS as readonly string[]).includes(s ?? '')

export function redirectTargetLookup(to: string): TargetLookup {
  const target = to.trim()
  if (target.includes('{locale}')) return { kind: 'unchecked', reason: 'pattern' }
  if (/^https?:\/\//i.test(target)) return { kind: 'unchecked', reason: 'external' }
  const path = normalizeSitePath(target)
  if (path === '/') return { kind: 'unchecked', reason: 'app-route' }
  const [locale, ...segments] = path.split('/').filter((s) => s !== '')
  if (!isLocale(locale)) return { kind: 'invalid' }
  const below = segments.join('/')
  if (
    Object.hasOwn(RESERVED_FIRST_SEGMENTS, segments[0] ?? '') ||
    APP_ROUTE_PREFIXES.some((p) => below === p || below.startsWith(`${p}/`)) ||
    // A quiz's shareable result: /{quiz type}/{slug}/result/{key}/.
    (isQuizSegment(segments[0]) && segments[2] === RESULT_SEGMENT && segments.length === 4)
  )
    return { kind: 'unchecked', reason: 'app-route' }
  const route = parseRoute(segments)
  if (!route) return { kind: 'invalid' }
  return route.kind === 'detail'
    ? { kind: 'detail', locale, type: route.type, slug: route.slug }
    : { kind: 'page', locale, path: route.path }
}

/** What the redirects list shows for a rule's target. */
export const TARGET_STATES = ['found', 'missing', 'redirected', 'not_checked'] as const
export type TargetState = (typeof TARGET_STATES)[number]

export const TARGET_STATE_LABELS = {
  found: 'Found',
  missing: 'Missing: nothing published there',
  redirected: 'Redirected again (another rule)',
  not_checked: 'Not checked (external or pattern)',
} as const satisfies Record<TargetState, string>
