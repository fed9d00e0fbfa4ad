import { isHomeItemPath } from '@/routing/home-item'
import 'server-only'
import type { LocaleCode } from '@/i18n/locales'
import { CONTENT_TYPE_SEGMENTS, DETAIL_COLLECTIONS } from '@/routing/content-types'
import type { SitemapDoc } from '@/seo/sitemap'
import { availableIn, cachedRead } from './cached-read'
import { collectionTag } from './tags'

/**
 * Every indexable document of one locale: available pages, and the available documents of each
 * content type (each has a detail page; the sitemap sorts the URLs by path).
 */
export function listSitemapDocs(locale: LocaleCode): Promise<SitemapDoc[]> {
  const types = CONTENT_TYPE_SEGMENTS
  return cachedRead(
    ['sitemap-docs', locale, types.join(',')],
    [collectionTag('pages'), ...types.map((t) => collectionTag(DETAIL_COLLECTIONS[t]))],
    async (payload) => {
      const pages = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 0,
        pagination: false,
        select: { path: true, updatedAt: true, seo: { no_index: true } },
        where: availableIn(),
      })
      const out: SitemapDoc[] = pages.docs.flatMap((d) =>
        d.path
          ? [{ path: `/${locale}${d.path}`, updatedAt: d.updatedAt, noIndex: !!d.seo?.no_index }]
          : [],
      )
      for (const type of types) {
        const { docs } = await payload.find({
          collection: DETAIL_COLLECTIONS[type],
          locale,
          fallbackLocale: false,
          depth: 0,
          limit: 0,
          pagination: false,
          where: availableIn(),
        })
        for (const d of docs as { slug?: string | null; updatedAt: string; seo?: unknown }[]) {
          // The item a locale root serves is listed at the root (a page path '/').
          if (!d.slug || isHomeItemPath(locale, `/${locale}/${type}/${d.slug}/`)) continue
          const seo = d.seo as { no_index?: boolean | null } | undefined
          out.push({
            path: `/${locale}/${type}/${d.slug}/`,
            updatedAt: d.updatedAt,
            noIndex: !!seo?.no_index,
          })
        }
      }
      return out
    },
  )
}
