import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { type RedirectRules, redirectRules } from '@/seo/redirect-rules'
import { getPayloadClient } from './payload'
import { loadRedirectDocs } from './redirects-query'
import { collectionTag } from './tags'

/** Every redirect rule as lookups; cached until an editor changes a rule (tag). */
export const getRedirectRules = cache(
  (): Promise<RedirectRules> =>
    unstable_cache(
      async () => redirectRules(await loadRedirectDocs(await getPayloadClient())),
      ['redirect-rules'],
      { tags: [collectionTag('redirects')] },
    )(),
)
