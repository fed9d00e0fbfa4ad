import type { MetadataRoute } from 'next'
import { siteUrl } from '@/seo/site-url'
import { ROBOTS_DISALLOW } from '@/seo/sitemap'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...ROBOTS_DISALLOW] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
