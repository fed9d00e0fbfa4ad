import 'server-only'
import type { Metadata } from 'next'
import { cache } from 'react'
import { getRedirectRules } from '@/content/redirects'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { getTranslations } from '@/content/translations'
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales'
import { DETAIL_COLLECTIONS } from '@/routing/content-types'
import { homeItemOf } from '@/routing/home-item'
import type { ResolvedRoute } from '@/routing/resolve-route'
import type { LocalizedPath } from '@/rules/hreflang'
import { resolveLanguageSwitch } from '@/rules/language-switch'
import { buildMetadata, type SeoFields } from './metadata'
import { findHttpRedirect } from './redirect-rules'
import { DEFAULT_SHARE_IMAGE } from './share-image'
import { siteUrl } from './site-url'

/** The route's own path: `/{locale}/{segments}/`. */
export function routePath(locale: LocaleCode, segments: readonly string[]): string {
  return segments.length === 0 ? `/${locale}/` : `/${locale}/${segments.join('/')}/`
}

/**
 * Where the resolved document exists (its translations), one cached read. A translation whose URL
 * has moved (an http redirect rule) is given at its new address: the en-us XO page is the US home.
 */
export const routeTranslations = cache(async (route: ResolvedRoute): Promise<LocalizedPath[]> => {
  // Each content type says where its document's id is (an article's view wraps the document).
  const id = route.kind === 'template' ? route.page.id : route.entry.documentId(route.data)
  if (id === undefined || id === null) return []
  const [translations, rules] = await Promise.all([
    route.kind === 'template'
      ? getTranslations('pages', id, null)
      : getTranslations(DETAIL_COLLECTIONS[route.type], id, route.type),
    getRedirectRules(),
  ])
  return (
    translations
      // A root that serves an item (the US home) is that item's address, not the home page's.
      .filter(
        (t) => !(route.kind === 'template' && t.path === `/${t.locale}/` && homeItemOf(t.locale)),
      )
      .map((t) => {
        const moved = findHttpRedirect(rules, t.path)
        return moved?.to.startsWith('/') ? { ...t, path: moved.to } : t
      })
  )
})

/** What the SEO builder needs from a detail document of any content type. */
function detailFields(data: unknown): { seo: SeoFields | null; description: string | null } {
  const doc = (data ?? {}) as Record<string, unknown>
  const seo = typeof doc.seo === 'object' && doc.seo !== null ? (doc.seo as SeoFields) : null
  // The first plain-text summary a content type has, when the editor left the SEO text empty.
  const description = ['small_description', 'description', 'excerpt', 'card_description']
    .map((key) => doc[key])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
  return { seo, description: description ?? null }
}

/** The page's Metadata (SPEC §2.4): built from the route the page itself resolved. */
export async function routeMetadata(
  route: ResolvedRoute,
  segments: readonly string[],
): Promise<Metadata> {
  const [translations, options] = await Promise.all([
    routeTranslations(route),
    getSiteOptions(route.locale),
  ])
  const path =
    translations.find((t) => t.locale === route.locale)?.path ?? routePath(route.locale, segments)
  const fields =
    route.kind === 'template'
      ? { seo: route.page.seo ?? null, description: null }
      : detailFields(route.data)
  return buildMetadata({
    locale: route.locale,
    path,
    title: route.title,
    seo: fields.seo,
    // Else the site's description for the locale (issue 16: every page has one), which editors
    // may reword per locale like any interface text.
    fallbackDescription:
      fields.description ?? (await siteTranslator(route.locale))('seo.siteDescription'),
    translations,
    xDefaultPath: route.kind === 'template' ? route.page.settings?.x_default : null,
    siteName: options.site_name,
    origin: siteUrl(),
    defaultImage: { ...DEFAULT_SHARE_IMAGE, alt: options.site_name },
  })
}

export interface LanguageTargets {
  /** Locale code → where the language switcher sends the visitor. */
  hrefs: Record<string, string>
  hidden: boolean
}

/**
 * Where each locale of the switcher leads from this page (SPEC §2.10), computed with the page so
 * it stays static: its translation, else a post-type rule, else the old-site plan, else home.
 */
export async function languageTargets(
  route: ResolvedRoute,
  segments: readonly string[],
): Promise<LanguageTargets> {
  const [translations, rules] = await Promise.all([routeTranslations(route), getRedirectRules()])
  const currentPath = routePath(route.locale, segments)
  const hrefs: Record<string, string> = {}
  for (const target of LOCALE_CODES) {
    hrefs[target] = resolveLanguageSwitch({
      target,
      current: {
        isHome: route.kind === 'template' && route.page.path === '/',
        type: route.kind === 'content' ? route.type : null,
        translations,
      },
      postTypeRules: rules.postTypeRules,
      sitemapPlan: rules.sitemapPlan,
      currentPath,
    }).href
  }
  const hidden =
    route.kind === 'template' &&
    Boolean(route.page.settings?.disable_language_dropdown || route.page.settings?.disable_locale)
  return { hrefs, hidden }
}

/**
 * A path with nothing to show: the not-found title in the locale ("Page not found · Maison
 * Solaine", through the layout's title template) rather than the bare site name.
 */
export async function notFoundMetadata(locale: LocaleCode): Promise<Metadata> {
  const _options = await getSiteOptions(locale)
  return { title: (await siteTranslator(locale))('notFound.title') }
}
