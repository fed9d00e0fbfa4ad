import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { itemPath } from '@/components/cards/card-model'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'
import { planSlugRedirects, type RedirectRow } from '@/seo/slug-redirect-plan'

type Doc = Record<string, unknown> & { id: number | string }

/** The document's public address in a locale, or null when it has none there. */
function addressOf(collection: string, locale: LocaleCode, doc: Doc | undefined): string | null {
  if (doc?.available !== true) return null
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
  const locale = req.locale
  if (!isLocale(locale)) return doc
  const before = addressOf(collection.slug, locale, previousDoc as Doc)
  const after = addressOf(collection.slug, locale, doc as Doc)
  if (before && after && before !== after) await applyPlan(req, before, after)

  if (collection.slug === 'pages' && previousDoc?.path !== doc.path) {
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
      // An empty update recomputes the child's path (Pages' beforeChange) in this locale.
      await req.payload.update({
        collection: 'pages',
        id: child.id,
        locale,
        data: {},
        overrideAccess: true,
        req,
        context: { ...context },
      })
    }
  }
  return doc
}
