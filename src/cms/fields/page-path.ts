import type { PayloadRequest } from 'payload'
import { pagePath } from '@/routing/paths'

type Ref = number | string | { id: number | string } | null | undefined

/**
 * A page's path in the request's locale from its template, parent and slug (`/` for the home
 * page): what the page is saved with, and what its slug is checked against before that.
 */
export async function pagePathIn(
  req: PayloadRequest,
  page: { template?: unknown; slug?: unknown; parent?: Ref },
): Promise<string> {
  const isHome = page.template === 'home'
  const slug = typeof page.slug === 'string' ? page.slug : null
  let parentPath: string | null = null
  if (page.parent && !isHome) {
    const id = typeof page.parent === 'object' ? page.parent.id : page.parent
    const parent = await req.payload.findByID({
      collection: 'pages',
      id,
      locale: req.locale ?? undefined,
      depth: 0,
      req,
    })
    parentPath = parent.path ?? null
  }
  return pagePath({ isHome, parentPath, slug })
}
