import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { NotFound, type Payload, type Where } from 'payload'

/**
 * Which version of versioned content (pages, content collections, site options, main menu) a
 * read of the site sees. Published, always, except inside an editor's preview: cachedRead runs
 * a preview request's reads inside `readingDrafts`, where they see the latest drafts. One
 * Payload handle does both (getPayloadClient), so a read cannot forget the rule: a published
 * read of a document Payload holds as a draft (never published, or unpublished) finds nothing.
 * Payload keeps published data in the main tables and drafts in the versions tables; a draft
 * save of a published document leaves the main table alone, and `draft: true` reads the latest
 * versions.
 */
const previewScope = new AsyncLocalStorage<true>()

export const readingDraftsNow = (): boolean => previewScope.getStore() === true

/** Runs `read` as an editor's preview: every read of the site handle inside it sees drafts. */
export function readingDrafts<T>(read: () => Promise<T>): Promise<T> {
  return previewScope.run(true, read)
}

/** The filter that keeps drafts out of a published read. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

type Options = Record<string, unknown> & {
  collection?: string
  slug?: string
  where?: Where
  draft?: boolean
  select?: Record<string, unknown>
  disableErrors?: boolean
}
type Read = (options: Options) => Promise<unknown>

function hasDrafts(payload: Payload, options: Options): boolean {
  if (options.collection) {
    const collections = payload.collections as Record<
      string,
      { config: { versions?: { drafts?: unknown } } } | undefined
    >
    return Boolean(collections[options.collection]?.config.versions?.drafts)
  }
  return false
}

const withPublished = (where: Where | undefined): Where =>
  where ? { and: [PUBLISHED, where] } : PUBLISHED

/** An include-only select must name `_status` for the published check of findByID. */
function selectWithStatus(select: Options['select']) {
  if (!select) return select
  const values = Object.values(select)
  return values.length > 0 && values.every((v) => v !== false)
    ? { ...select, _status: true }
    : select
}

/**
 * A published read populates relations from the main tables, where a never-published or
 * unpublished document is still present (as a draft). Such a document is reported unavailable,
 * so every availability check of a relation (`available !== false`, availableDocs) drops it.
 */
function hideDraftRelations(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > 12) return
  if (Array.isArray(value)) {
    for (const item of value) hideDraftRelations(item, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  if (depth > 0 && record._status === 'draft' && 'id' in record) record.available = false
  for (const child of Object.values(record)) hideDraftRelations(child, depth + 1)
}

async function published<T>(result: Promise<T>): Promise<T> {
  const value = await result
  const docs = (value as { docs?: unknown } | null)?.docs
  if (Array.isArray(docs)) for (const doc of docs) hideDraftRelations(doc)
  else hideDraftRelations(value)
  return value
}

function wrap(payload: Payload): Payload {
  const original = payload as unknown as Record<'find' | 'count' | 'findByID' | 'findGlobal', Read>
  const reads: Record<string, Read> = {
    find: (options) => {
      if (readingDraftsNow()) return original.find({ draft: true, ...options })
      if (!hasDrafts(payload, options))
        return published(original.find({ ...options, draft: false }))
      return published(
        original.find({ ...options, draft: false, where: withPublished(options.where) }),
      )
    },
    count: (options) => {
      if (readingDraftsNow()) return original.count({ draft: true, ...options })
      if (!hasDrafts(payload, options)) return original.count(options)
      return original.count({ ...options, draft: false, where: withPublished(options.where) })
    },
    findByID: async (options) => {
      if (readingDraftsNow()) return original.findByID({ draft: true, ...options })
      if (!hasDrafts(payload, options))
        return published(original.findByID({ ...options, draft: false }))
      const doc = (await published(
        original.findByID({
          ...options,
          draft: false,
          select: selectWithStatus(options.select),
        }),
      )) as { _status?: unknown } | null
      if (!doc || doc._status === 'published') return doc
      // A draft is not there for the public: as Payload answers an unknown id.
      if (options.disableErrors) return null
      throw new NotFound()
    },
    // A global's main row is its published version (a draft save writes the versions only).
    findGlobal: (options) =>
      readingDraftsNow()
        ? original.findGlobal({ draft: true, ...options })
        : published(original.findGlobal({ ...options, draft: false })),
  }
  return new Proxy(payload, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in reads) return reads[key]
      const value = Reflect.get(target, key, receiver)
      // Payload's own methods run on the real instance, never on this view of it.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const views = new WeakMap<Payload, Payload>()

/** The site's view of Payload: published content, or the latest drafts inside a preview. */
export function siteView(payload: Payload): Payload {
  let view = views.get(payload)
  if (!view) {
    view = wrap(payload)
    views.set(payload, view)
  }
  return view
}
