import type { CollectionSlug, Payload, Where } from 'payload'
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales'

export interface SeedReport {
  created: number
  updated: number
  locales: number
  /** Seconds per domain, in run order: where the demo's start time goes (issue 16 item 11). */
  phases?: Array<{ name: string; seconds: number }>
}

export const seedContext = { disableRevalidate: true }

/**
 * Seeded content is published: Payload's `_status` starts as 'draft' in a collection or global
 * with drafts, and the site shows published versions only (issue 17).
 */
export function asPublished(payload: Payload, collection: CollectionSlug, data: AnyData): AnyData {
  // By its status field, not its versions config: the seed pauses version writes (versions.ts).
  const fields = payload.collections[collection]?.config.fields ?? []
  const drafts = fields.some((field) => 'name' in field && field.name === '_status')
  return drafts ? { ...data, _status: 'published' } : data
}

/**
 * Lookups only need ids: without a select, each one read the whole document (blocks, arrays,
 * relations). Writes take no select: it would also narrow the document their afterChange hooks
 * see (a session's hook links its episodes from the saved document's episode list).
 */
// Typed loosely (a select for any collection slug is not assignable to the union of selects), so
// ids are read through idOf.
const ID_ONLY = { id: true } as const as never
const idOf = (doc: unknown) => (doc as { id?: number } | undefined)?.id

// biome-ignore lint/suspicious/noExplicitAny: seed data is checked by Payload's validation at write time.
type AnyData = Record<string, any>

/**
 * Create a document once and fill each locale that is not yet available, never overwriting:
 * a second seed run changes nothing, and editors' changes survive a re-seed.
 *
 * - `find`: how to recognise the document, evaluated in en-ww (e.g. its en-ww slug).
 * - `data(locale)`: the document in that locale (localized and shared fields), or null to leave
 *   the locale out. en-ww must have data: it creates the document.
 */
export async function upsertLocalized(
  payload: Payload,
  report: SeedReport,
  options: {
    collection: CollectionSlug
    find: Where
    data: (locale: LocaleCode) => AnyData | null
  },
): Promise<number> {
  const { collection, find, data } = options
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: find,
    limit: 1,
    depth: 0,
    select: ID_ONLY,
  })
  let id = idOf(found.docs[0])
  if (id === undefined) {
    const first = data(DEFAULT_LOCALE)
    if (!first) throw new Error(`${collection}: no ${DEFAULT_LOCALE} data to create the document`)
    const created = await payload.create({
      collection,
      locale: DEFAULT_LOCALE,
      context: seedContext,
      data: asPublished(payload, collection, first),
      depth: 0,
    })
    id = idOf(created) as number
    report.created++
  }
  // One read for every locale's availability switch (a localized field read with locale 'all').
  const current = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    select: { available: true },
  })) as { available?: Partial<Record<string, boolean | null>> | null }
  for (const locale of LOCALE_CODES) {
    if (current.available?.[locale] === true) continue
    const localeData = data(locale)
    if (!localeData) continue
    await payload.update({
      collection,
      id,
      locale,
      context: seedContext,
      data: asPublished(payload, collection, localeData),
      depth: 0,
    })
    report.updated++
  }
  return id
}

/** Create a document that has no per-locale text once (outlets, events): found by `find`. */
export async function createOnce(
  payload: Payload,
  report: SeedReport,
  options: { collection: CollectionSlug; find: Where; data: AnyData },
): Promise<number> {
  const found = await payload.find({
    collection: options.collection,
    where: options.find,
    limit: 1,
    depth: 0,
    select: ID_ONLY,
  })
  const existing = idOf(found.docs[0])
  if (existing !== undefined) return existing
  const created = await payload.create({
    collection: options.collection,
    locale: DEFAULT_LOCALE,
    context: seedContext,
    data: asPublished(payload, options.collection, options.data),
    depth: 0,
  })
  report.created++
  return idOf(created) as number
}

/** The id of a document by its en-ww slug (for references between seeded documents). */
export async function idBySlug(payload: Payload, collection: CollectionSlug, slug: string) {
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    select: ID_ONLY,
  })
  const id = idOf(found.docs[0])
  if (id === undefined) throw new Error(`seed: ${collection} "${slug}" must be seeded first`)
  return id as number
}
