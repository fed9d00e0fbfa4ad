/**
 * Page metadata (SPEC §2.4, §9) from data the page already resolved. Pure: no React, no I/O.
 * Title, description cut to 400 characters plus an ellipsis, robots noindex,nofollow, canonical,
 * hreflang alternates, Open Graph and a summary_large_image Twitter card.
 */

import type { Metadata } from 'next'
import { getLocale, isLocale } from '@/i18n/locales'
import { truncateDescription } from '@/rules/format'
import { absoluteHref, hreflangAlternates, type LocalizedPath } from '@/rules/hreflang'

export interface ShareImage {
  url: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

/** The CMS SEO group (src/cms/fields/common.ts seoField), as read with depth ≥ 1. */
export interface SeoFields {
  title?: string | null
  description?: string | null
  share_image?: unknown
  no_index?: boolean | null
}

export interface SeoInput {
  locale: string
  /** The page's own site path, e.g. `/en-us/the-house/`. */
  path: string
  /** The document's title, used when the SEO title is empty. */
  title: string
  seo?: SeoFields | null
  /** Used when the SEO description is empty (e.g. a product's short description). */
  fallbackDescription?: string | null
  /** Where the document exists, with its path in each locale. */
  translations: readonly LocalizedPath[]
  /** The page's x_default setting (a site path), if any. */
  xDefaultPath?: string | null
  siteName: string
  origin: string
  /** Used when the page has no share image of its own. */
  defaultImage: ShareImage
}

export const TWITTER_CARD = 'summary_large_image'

/** A populated media document (url, width, height, alt), or null for an id or nothing. */
export function shareImageOf(value: unknown): ShareImage | null {
  if (typeof value !== 'object' || value === null) return null
  const media = value as Record<string, unknown>
  if (typeof media.url !== 'string' || media.url === '') return null
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
  return {
    url: media.url,
    width: num(media.width),
    height: num(media.height),
    alt: typeof media.alt === 'string' ? media.alt : null,
  }
}

/** og:locale uses an underscore and a region (`en_US`); the international locale is plain `en`. */
export function ogLocale(code: string): string | undefined {
  if (!isLocale(code)) return undefined
  const info = getLocale(code)
  return info.country ? `${info.language}_${info.country}` : info.language
}

export function buildMetadata(input: SeoInput): Metadata {
  const { seo, origin } = input
  const seoTitle = seo?.title?.trim()
  const description = truncateDescription(
    seo?.description?.trim() || input.fallbackDescription?.trim() || '',
  )
  const canonical = absoluteHref(origin, input.path)
  const image = shareImageOf(seo?.share_image) ?? input.defaultImage
  const images = [
    {
      url: absoluteHref(origin, image.url),
      ...(image.width ? { width: image.width } : {}),
      ...(image.height ? { height: image.height } : {}),
      ...(image.alt ? { alt: image.alt } : {}),
    },
  ]
  const socialTitle = seoTitle || input.title

  const languages: Record<string, string> = {}
  for (const { hreflang, href } of hreflangAlternates({
    translations: input.translations,
    xDefaultPath: input.xDefaultPath,
    origin,
  })) {
    languages[hreflang] = href
  }

  return {
    metadataBase: new URL(origin),
    // An editor's SEO title is complete: the layout's "· site name" template is not added to it.
    title: seoTitle ? { absolute: seoTitle } : input.title,
    ...(description ? { description } : {}),
    ...(seo?.no_index ? { robots: { index: false, follow: false } } : {}),
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: input.siteName,
      title: socialTitle,
      ...(description ? { description } : {}),
      ...(ogLocale(input.locale) ? { locale: ogLocale(input.locale) } : {}),
      images,
    },
    twitter: {
      card: TWITTER_CARD,
      title: socialTitle,
      ...(description ? { description } : {}),
      images,
    },
  }
}
