import 'server-only'
import { cache } from 'react'
import { type RedirectRules, redirectRules } from '@/seo/redirect-rules'
import { cachedRead } from './cached-read'
import { loadRedirectDocs } from './redirects-query'
import { collectionTag } from './tags'

/** Every redirect rule as lookups; cached until an editor changes a rule (tag). */
export const getRedirectRules = cache(
  (): Promise<RedirectRules> =>
    cachedRead(['redirect-rules'], [collectionTag('redirects')], async (payload) =>
      redirectRules(await loadRedirectDocs(payload)),
    ),
)
