import type { Payload } from 'payload'
import type { RedirectDoc } from '@/seo/redirect-rules'

/**
 * All redirect documents, oldest first (the first rule for a path wins). Kept free of Next.js so
 * the integration tests read exactly what the site reads.
 */
export async function loadRedirectDocs(payload: Payload): Promise<RedirectDoc[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}
