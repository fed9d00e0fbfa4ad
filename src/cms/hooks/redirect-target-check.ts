import type { FieldHook, Payload, Where } from 'payload'
import type { LocaleCode } from '@/i18n/locales'
import { DETAIL_COLLECTIONS } from '@/routing/content-types'
import { normalizeSitePath } from '@/seo/redirect-rules'
import { redirectTargetLookup, type TargetState } from '@/seo/redirect-target'

const available = (where: Where): Where => ({ and: [{ available: { equals: true } }, where] })

/**
 * The site's own reading of a locale: that locale's values only, never the default's. Without
 * the request: with it, the default locale's values answered the query (seen on SQLite), and a
 * read needs no transaction.
 */
const oneIn = (locale: LocaleCode) =>
  ({
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
  }) as const

async function exists(payload: Payload, to: string): Promise<TargetState> {
  const lookup = redirectTargetLookup(to)
  if (lookup.kind === 'unchecked') return 'not_checked'
  if (lookup.kind === 'invalid') return 'missing'
  const found =
    lookup.kind === 'page'
      ? await payload.find({
          collection: 'pages',
          where: available({ path: { equals: lookup.path } }),
          ...oneIn(lookup.locale),
        })
      : await payload.find({
          collection: DETAIL_COLLECTIONS[lookup.type],
          where: available({ slug: { equals: lookup.slug } }),
          ...oneIn(lookup.locale),
        })
  if (found.docs.length > 0) return 'found'
  // Another rule moves the target on (a chain an editor wrote by hand): not a dead end.
  const onward = await payload.count({
    collection: 'redirects',
    where: { kind: { equals: 'http' }, from: { equals: normalizeSitePath(to) } },
    overrideAccess: true,
  })
  return onward.totalDocs > 0 ? 'redirected' : 'missing'
}

/**
 * The redirects list's "Target" column (issue 17 item 3): whether a rule's target still exists.
 * Computed for CMS users only (the admin and the editors' REST reads); the site's own reads of
 * the rules (no user) skip it, so answering a request never costs these lookups.
 */
export const checkRedirectTarget: FieldHook = async ({ siblingData, req }) => {
  if (req.user?.collection !== 'users') return undefined
  const to = (siblingData as { to?: unknown } | undefined)?.to
  if (typeof to !== 'string' || to === '') return undefined
  return exists(req.payload, to)
}
