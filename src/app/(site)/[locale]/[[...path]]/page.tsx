import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LanguageAlternates } from '@/components/language/LanguageAlternates'
import { listPagePaths } from '@/content/pages'
import { isLocale } from '@/i18n/locales'
import { COMPARATOR_RESULTS_PATH } from '@/routing/comparator-paths'
import { RouteView } from '@/routing/RouteView'
import { resolveRoute } from '@/routing/resolve-route'
import { redirectIfMoved } from '@/seo/redirects'
import { languageTargets, notFoundMetadata, routeMetadata } from '@/seo/route-seo'

type Params = { locale: string; path?: string[] }

// Static per locale; regenerated when editors publish (cache tags) and at most every 5 minutes.
export const revalidate = 300
export const dynamicParams = true

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return []
  const paths = await listPagePaths(params.locale)
  // The comparator's results have their own route, rendered per request from `?p=`.
  return paths
    .filter((p) => p !== COMPARATOR_RESULTS_PATH)
    .map((p) => ({ path: p.split('/').filter(Boolean) }))
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, path = [] } = await params
  if (!isLocale(locale)) return {}
  const route = await resolveRoute(locale, path)
  return route ? routeMetadata(route, path) : notFoundMetadata(locale)
}

export default async function SitePage({ params }: { params: Promise<Params> }) {
  const { locale, path = [] } = await params
  if (!isLocale(locale)) notFound()
  await redirectIfMoved(locale, path)
  const route = await resolveRoute(locale, path)
  if (!route) notFound()
  return (
    <>
      <RouteView route={route} />
      <LanguageAlternates {...(await languageTargets(route, path))} />
    </>
  )
}
