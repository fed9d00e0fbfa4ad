import type {
  CollectionBeforeOperationHook,
  GlobalBeforeOperationHook,
  RequestContext,
} from 'payload'

/**
 * What a save does to the public site, for the afterChange hooks (revalidation, slug
 * redirects). With drafts, Payload writes a draft save (autosave included) of an existing
 * document to the versions table only: the published document, all the site reads, is unchanged,
 * so no cache is expired and no address redirect is made. And a publish compares with the
 * *published* document before it, not with the latest draft (Payload's `previousDoc`), which
 * may already carry the new slug.
 */
const draftKey = (slug: string) => `draftSaveOnly:${slug}`
const publishedKey = (slug: string, id: unknown) => `publishedBefore:${slug}:${String(id)}`

type Operation = { operation: string; args: { draft?: boolean; data?: unknown; id?: unknown } }

const isDraftSave = ({ operation, args }: Operation) =>
  ['create', 'update', 'updateByID', 'restoreVersion'].includes(operation) &&
  args.draft === true &&
  (args.data as { _status?: unknown } | undefined)?._status !== 'published'

/** The fields a document's address and visibility are made of. */
export type Published = { slug?: unknown; path?: unknown; available?: unknown; _status?: unknown }

/** The address fields of a main-table row (localized ones keyed by locale) in one locale. */
function inLocale(doc: Record<string, unknown>, locale: string | undefined): Published {
  const pick = (value: unknown) =>
    value !== null && typeof value === 'object' && locale && locale in value
      ? (value as Record<string, unknown>)[locale]
      : value
  return {
    slug: pick(doc.slug),
    path: pick(doc.path),
    available: pick(doc.available),
    _status: pick(doc._status),
  }
}

export const notePublication: CollectionBeforeOperationHook = async (hook) => {
  const { args, collection, operation, req } = hook
  if (!['create', 'update', 'updateByID', 'restoreVersion'].includes(operation)) return args
  const op = { operation, args: args as Operation['args'] }
  req.context[draftKey(collection.slug)] = isDraftSave(op)
  const id = op.args.id
  // Ids are serial numbers here; anything else (a malformed request) is left to Payload's answer,
  // without a query that would fail (and, on PostgreSQL, abort the request's transaction).
  const numericId = typeof id === 'number' || (typeof id === 'string' && /^\d{1,15}$/.test(id))
  if (!isDraftSave(op) && operation !== 'create' && operation !== 'restoreVersion' && numericId) {
    // The main table holds the published document (or a draft never published).
    const doc = await req.payload.db
      .findOne({
        collection: collection.slug,
        where: { id: { equals: id as string | number } },
        locale: req.locale ?? undefined,
        req,
      })
      .catch(() => undefined)
    if (doc !== undefined) {
      req.context[publishedKey(collection.slug, id)] = doc ? inLocale(doc, req.locale) : null
    }
  }
  return args
}

export const noteGlobalPublication: GlobalBeforeOperationHook = ({
  args,
  global,
  operation,
  req,
}) => {
  if (operation === 'update') {
    req.context[draftKey(global.slug)] = isDraftSave({ operation, args })
  }
  return args
}

/** Whether the save in progress only wrote a draft (nothing public changed). */
export const savedDraftOnly = (context: RequestContext, slug: string): boolean =>
  context[draftKey(slug)] === true

/**
 * The document as published before this save, as far as it is known: the main table's row read
 * before the save, else the hook's previous document. Null when it was not published.
 */
export function publishedBefore(
  context: RequestContext,
  slug: string,
  id: unknown,
  previousDoc: Published | null | undefined,
): Published | null {
  const key = publishedKey(slug, id)
  const before = key in context ? (context[key] as Published | null) : previousDoc
  return before && (before._status === undefined || before._status === 'published') ? before : null
}
