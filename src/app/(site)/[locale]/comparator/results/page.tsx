import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LanguageAlternates } from '@/components/language/LanguageAlternates'
import { isLocale } from '@/i18n/locales'
import { COMPARATOR_RESULTS_SEGMENTS } from '@/routing/comparator-paths'
import { RouteView } from '@/routing/RouteView'
import { resolveRoute } from '@/routing/resolve-route'
import { redirectIfMoved } from '@/seo/redirects'
import { languageTargets, routeMetadata } from '@/seo/route-seo'
import type { SearchParams } from '@/templates/types'

type Params = { locale: string }

/**
 * The comparator's results (SPEC §2.2, issue 14): the one public page rendered per request,
 * because what it shows is the URL's `?p=` selection (shared links, and the selection form
 * without JavaScript). Its content reads are cached like every page's; only the HTML is made per
 * request. Every other path stays with the static catch-all route.
 */
export const dynamic = 'force-dynamic'

const segments = [...COMPARATOR_RESULTS_SEGMENTS]

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  const route = isLocale(locale) ? await resolveRoute(locale, segments) : null
  return route ? routeMetadata(route, segments) : {}
}

export default async function ComparatorResultsPage({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<SearchParams>
}) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  await redirectIfMoved(locale, segments)
  const route = await resolveRoute(locale, segments)
  if (!route) notFound()
  return (
    <>
      <RouteView route={route} search={await searchParams} />
      <LanguageAlternates {...(await languageTargets(route, segments))} />
    </>
  )
}
