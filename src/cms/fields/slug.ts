import { randomBytes } from 'node:crypto'
import type {
  CollectionSlug,
  Field,
  FieldHook,
  PayloadRequest,
  TypedLocale,
  Validate,
  Where,
} from 'payload'
import { detailSegmentOf } from '@/routing/content-types'
import { localizedPath } from '@/routing/paths'
import { pagePathConflict } from '@/routing/reserved-paths'
import { pagePathIn } from './page-path'
import { slugMessage } from './slug-messages'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

type Ref = number | string | { id: number | string } | null | undefined
interface SlugDocData {
  template?: unknown
  parent?: Ref
  available?: unknown
}

/** Another document that already has the address being saved. */
interface Clash {
  id: number | string
  title: string
}

/**
 * The address a slug is saved at is free: every document with a slug checks it on create and
 * update, in the locale being saved (slugs are localized), through the Local API with the
 * request (so it sees the save's transaction) on SQLite and PostgreSQL alike.
 *
 * - Pages share one namespace, their path (parent path + slug): two pages may both be called
 *   `history` under different parents, never at the same path. A page may not take a reserved
 *   root (account, api, admin, _next) nor a content type's detail address (`/cocktails/x/`).
 * - Every other collection is its own namespace (one collection per URL type segment,
 *   `/cocktails/{slug}/`), so a cocktail and an article may share a slug.
 *
 * Runs in the admin while typing too (Payload validates form state on the server), so the editor
 * sees the clash before saving.
 */
export const validateSlug: Validate<string, SlugDocData, SlugDocData> = async (
  value,
  { req, id, collectionSlug, data },
) => {
  const lang = req.i18n?.language
  const locale = typeof req.locale === 'string' && req.locale !== 'all' ? req.locale : null
  const isPage = collectionSlug === 'pages'
  const empty = value == null || value === ''
  if (!empty && (typeof value !== 'string' || !SLUG.test(value))) {
    return slugMessage(lang, 'format', {})
  }
  if (isPage && locale && data.template === 'home') return homeIsFree(req, locale, id, data)
  if (empty) {
    // Shown without a slug, a page's path is `/` (the home page's) and a detail page has none.
    if (!locale || data.available !== true) return true
    if (isPage) return slugMessage(lang, 'required', { locale })
    return collectionSlug && detailSegmentOf(collectionSlug)
      ? slugMessage(lang, 'requiredItem', { locale })
      : true
  }
  if (!collectionSlug || !locale) return true

  if (!isPage) {
    const clash = await findClash(req, collectionSlug as CollectionSlug, locale, id, {
      slug: { equals: value },
    })
    if (!clash) return true
    const segment = detailSegmentOf(collectionSlug)
    const url = segment ? localizedPath(locale, `/${segment}/${value}/`) : value
    return slugMessage(lang, 'taken', { locale, url, ...clash })
  }

  let path: string
  try {
    path = await pagePathIn(req, { template: data.template, slug: value, parent: data.parent })
  } catch {
    return true // An unknown parent: the parent field reports it.
  }
  const url = localizedPath(locale, path)
  const conflict = pagePathConflict(path)
  if (conflict?.kind === 'reserved') {
    return slugMessage(lang, 'reserved', { locale, url, owner: conflict.owner })
  }
  if (conflict?.kind === 'detail') {
    return slugMessage(lang, 'detailRoute', { locale, url, type: conflict.type })
  }
  const clash = await findClash(req, 'pages', locale, id, { path: { equals: path } })
  return clash ? slugMessage(lang, 'pageTaken', { locale, url, ...clash }) : true
}

/**
 * A locale has one home page at `/` (its slug, if any, is not in its path). Only available home
 * pages count: a new home page can be prepared unavailable, then switched on once the old one
 * is switched off.
 */
async function homeIsFree(
  req: PayloadRequest,
  locale: string,
  id: number | string | undefined,
  data: Partial<SlugDocData>,
): Promise<string | true> {
  if (data.available !== true) return true
  const clash = await findClash(req, 'pages', locale, id, {
    and: [{ template: { equals: 'home' } }, { available: { equals: true } }],
  })
  return clash ? slugMessage(req.i18n?.language, 'homeTaken', { locale, ...clash }) : true
}

/** The first other document matching `where` in `locale`, available there or not. */
async function findClash(
  req: PayloadRequest,
  collection: CollectionSlug,
  locale: string,
  id: number | string | undefined,
  where: Where,
): Promise<Clash | null> {
  const { docs } = await req.payload.find({
    collection,
    locale: locale as TypedLocale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
    where: id === undefined ? where : { and: [where, { id: { not_equals: id } }] },
  })
  const doc = docs[0] as { id: number | string; title?: unknown } | undefined
  if (!doc) return null
  return { id: doc.id, title: typeof doc.title === 'string' && doc.title ? doc.title : '' }
}

const copySuffixes = new WeakMap<PayloadRequest, string>()

/**
 * The suffix a duplicate's slugs (and page paths) get, the same in every locale of one duplicate
 * (Payload gives the hook no locale): `-copy-` and six random hex digits, so the copy never
 * takes the original's address in any locale and a second copy never takes the first's.
 */
export function copySuffix(req: PayloadRequest): string {
  let suffix = copySuffixes.get(req)
  if (!suffix) {
    suffix = `-copy-${randomBytes(3).toString('hex')}`
    copySuffixes.set(req, suffix)
  }
  return suffix
}

const duplicateSlug: FieldHook = ({ value, req }) =>
  typeof value === 'string' && value !== '' ? `${value}${copySuffix(req)}` : (value ?? undefined)

/** A localized slug: en-us may say `the-house` where en-ww says `la-maison`; unique per route. */
export function slugField(): Field {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    index: true,
    validate: validateSlug,
    hooks: { beforeDuplicate: [duplicateSlug] },
    admin: {
      position: 'sidebar',
      description:
        'The last part of the address, per locale: lowercase letters, digits and hyphens. Two documents of the same kind cannot share one in a locale.',
    },
  }
}
