import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayloadClient } from '@/content/payload'
import { siteTranslator } from '@/content/site-translator'
import { isLocale } from '@/i18n/locales'
import { RouteView } from '@/routing/RouteView'
import { resolveRoute } from '@/routing/resolve-route'
import { routeMetadata } from '@/seo/route-seo'
import { findCard } from './server/cards'
import { CARD_VARIANTS, type CardVariantName, cardSharePath } from './variants'

/**
 * A shared card's page (issue 15, SPEC §7 `{card}/v1/cards/{id}`): `/{locale}{sharePath}{token}/`,
 * rendered per request. It is the variant's sharing page (the editor's title and blocks) with the
 * card in its lead; an unknown or expired card is the site's 404. Both variants' routes
 * (`app/(site)/[locale]/video-card/share/[token]/`, `…/noblesse/shared-card/[token]/`) are this.
 */
export type ShareParams = Promise<{ locale: string; token: string }>

const segmentsOf = (variant: CardVariantName) =>
  CARD_VARIANTS[variant].sharePath.split('/').filter(Boolean)

async function load(variant: CardVariantName, params: ShareParams) {
  const { locale, token } = await params
  if (!isLocale(locale)) return null
  const found = await findCard(await getPayloadClient(), token)
  if (found.status !== 'found' || found.card.variant !== variant) return null
  const route = await resolveRoute(locale, segmentsOf(variant))
  return route ? { locale, route, card: found.card } : null
}

export async function shareMetadata(
  variant: CardVariantName,
  params: ShareParams,
): Promise<Metadata> {
  const loaded = await load(variant, params)
  if (!loaded) return {}
  const { locale, route, card } = loaded
  const base = await routeMetadata(route, segmentsOf(variant))
  const t = await siteTranslator(locale)
  const title = t('videoCard.title', { name: card.name })
  const description = t('videoCard.from', { city: card.city })
  const path = cardSharePath(locale, variant, card.token)
  // The Open Graph image is the route's own opengraph-image (file metadata wins over this).
  const { images: _default, ...openGraph } = base.openGraph ?? {}
  return {
    ...base,
    title,
    description,
    alternates: { canonical: path },
    robots: { index: false, follow: false },
    openGraph: { ...openGraph, title, description, url: path },
    twitter: { card: 'summary_large_image', title, description },
  }
}

export async function SharePage({
  variant,
  params,
}: {
  variant: CardVariantName
  params: ShareParams
}) {
  const loaded = await load(variant, params)
  if (!loaded) notFound()
  return <RouteView route={loaded.route} search={{ card: loaded.card.token }} />
}
