import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { itemPath } from '@/components/cards/card-model'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'
import { planSlugRedirects, type RedirectRow } from '@/seo/slug-redirect-plan'
import { type Published, publishedBefore, savedDraftOnly } from './publication'

type Doc = Published & Record<string, unknown> & { id: number | string }

/** The document's public address in a locale, or null when it has none there. */
function addressOf(
  collection: string,
  locale: LocaleCode,
  doc: Published | null | undefined,
): string | null {
  // A draft (never published, or unpublished) has no public address.
  if (doc?.available !== true || (doc._status !== undefined && doc._status !== 'published')) {
    return null
  }
  if (collection === 'pages') {
    return typeof doc.path === 'string' ? localizedPath(locale, doc.path) : null
  }
  return itemPath(locale, collection, typeof doc.slug === 'string' ? doc.slug : null)
}

async function applyPlan(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  const related = await payload.find({
    collection: 'redirects',
    where: {
      and: [
        { kind: { equals: 'http' } },
        { or: [{ from: { in: [from, to] } }, { to: { equals: from } }] },
      ],
    },
    limit: 500,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const plan = planSlugRedirects(from, to, related.docs as RedirectRow[])
  for (const id of plan.remove) {
    await payload.delete({ collection: 'redirects', id, overrideAccess: true, req })
  }
  for (const { id, to: target } of plan.retarget) {
    await payload.update({
      collection: 'redirects',
      id,
      data: { to: target },
      overrideAccess: true,
      req,
    })
  }
  if (plan.create) {
    await payload.create({
      collection: 'redirects',
      data: { kind: 'http', from, to, status: '301' },
      overrideAccess: true,
      req,
    })
  }
}

/**
 * A published document whose address changes in a locale (its slug, or a page's parent) keeps
 * its old address working: a 301 from the old path in that locale, earlier redirects to the old
 * path pointed straight at the new one (no chains), and a rule that would now shadow the new
 * address removed. A page's children are saved again so their paths, and redirects, follow.
 */
export const redirectOnAddressChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context.skipAddressRedirects) return doc
  // A draft save moves no public address; its publish will (publication.ts).
  if (savedDraftOnly(context, collection.slug)) return doc
  const locale = req.locale
  if (!isLocale(locale)) return doc
  const published = publishedBefore(context, collection.slug, doc.id, previousDoc as Doc)
  const before = addressOf(collection.slug, locale, published)
  const after = addressOf(collection.slug, locale, doc as Doc)
  if (before && after && before !== after) await applyPlan(req, before, after)

  if (collection.slug === 'pages' && (published?.path ?? previousDoc?.path) !== doc.path) {
    const children = await req.payload.find({
      collection: 'pages',
      where: { parent: { equals: doc.id } },
      locale,
      limit: 500,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const child of children.docs) {
      // An empty update recomputes the child's path (Pages' beforeChange) in this locale. A save
      // without `draft` publishes the child's latest version: for a child with a newer draft (or
      // never published) only that draft is saved again, and its published path follows when an
      // editor publishes it (its old address keeps working until then).
      const latest = await req.payload.findVersions({
        collection: 'pages',
        where: { and: [{ parent: { equals: child.id } }, { latest: { equals: true } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const latestStatus = latest.docs[0]?.version._status ?? child._status
      await req.payload.update({
        collection: 'pages',
        id: child.id,
        locale,
        data: {},
        draft: latestStatus !== 'published',
        overrideAccess: true,
        req,
        context: { ...context },
      })
    }
  }
  return doc
}
