import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { relationship } from 'payload/shared'
import { membersOnlyField } from '@/account/cms/exclusive-access'
import { collectionTag } from '@/content/tags'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/routing/paths'
import { exclusiveFields, imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { relationId, relationIds } from './validate'

/** Difficulty shown on the masterclass hero (SPEC §3 Hero infos.level); access is min_level. */
export const SESSION_LEVELS = ['beginner', 'amateur', 'expert'] as const
export type SessionLevel = (typeof SESSION_LEVELS)[number]

const LEVEL_LABELS: Record<SessionLevel, string> = {
  beginner: 'Beginner',
  amateur: 'Amateur',
  expert: 'Expert',
}

/**
 * Keep each listed episode's `session` and `number` equal to its place in this session's list,
 * and release episodes taken out of it. They are denormalized copies, written straight to the
 * database: they are shared (not localized), and an update through the API would have to pass
 * the validation of a locale the episode may not be translated into yet.
 */
async function syncEpisodes(
  sessionId: number | string | null,
  ids: (number | string)[],
  req: PayloadRequest,
) {
  const { payload } = req
  let changed = false
  const listed = ids.length
    ? await payload.find({
        collection: 'episodes',
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        select: { session: true, number: true },
        req,
        overrideAccess: true,
      })
    : { docs: [] }
  const byId = new Map(listed.docs.map((doc) => [String(doc.id), doc]))
  for (const [index, id] of ids.entries()) {
    const current = byId.get(String(id))
    if (!current) continue
    if (relationId(current.session) === sessionId && current.number === index + 1) continue
    await payload.db.updateOne({
      collection: 'episodes',
      id,
      data: { session: sessionId, number: index + 1 },
      req,
      returning: false,
    })
    changed = true
  }
  if (sessionId !== null) {
    const released = await payload.find({
      collection: 'episodes',
      where: {
        and: [{ session: { equals: sessionId } }, ...(ids.length ? [{ id: { not_in: ids } }] : [])],
      },
      depth: 0,
      pagination: false,
      select: { session: true },
      req,
      overrideAccess: true,
    })
    for (const doc of released.docs) {
      await payload.db.updateOne({
        collection: 'episodes',
        id: doc.id,
        data: { session: null, number: null },
        req,
        returning: false,
      })
      changed = true
    }
  }
  // The writes skipped the episodes' own hooks, so expire their cache here.
  if (changed && !req.context.disableRevalidate) {
    try {
      revalidateTag(collectionTag('episodes'), { expire: 0 })
    } catch {
      // Not running inside Next.js: nothing is cached here.
    }
  }
}

const afterChangeSync: CollectionAfterChangeHook = async ({ doc, req }) => {
  await syncEpisodes(doc.id, relationIds(doc.episodes), req)
  return doc
}

const afterDeleteRelease: CollectionAfterDeleteHook = async ({ id, req }) => {
  const orphans = await req.payload.find({
    collection: 'episodes',
    where: { session: { equals: id } },
    depth: 0,
    pagination: false,
    select: { session: true },
    req,
    overrideAccess: true,
  })
  for (const doc of orphans.docs) {
    await req.payload.db.updateOne({
      collection: 'episodes',
      id: doc.id,
      data: { session: null, number: null },
      req,
      returning: false,
    })
  }
}

/**
 * The hero facts derived from the episodes, never stored (SPEC §3 Hero): episodes_count, the
 * first episode's link and the total duration, over the episodes available in the locale read.
 * With every locale at once (`locale=all`) there is no one link: only the count is given.
 */
const deriveFromEpisodes: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!doc || !('episodes' in doc)) return doc
  const ids = relationIds(doc.episodes)
  const infos = (doc.infos ?? {}) as Record<string, unknown>
  doc.infos = infos
  const locale = req.locale
  if (!isLocale(locale) || ids.length === 0) {
    doc.episodes_count = ids.length
    doc.first_episode_link = null
    infos.duration = null
    return doc
  }
  const { docs } = await req.payload.find({
    collection: 'episodes',
    where: { and: [{ id: { in: ids } }, { available: { equals: true } }] },
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    select: { slug: true, video_length: true },
    req,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((episode) => [String(episode.id), episode]))
  const available = ids.flatMap((id) => byId.get(String(id)) ?? [])
  const first = available[0]
  doc.episodes_count = available.length
  doc.first_episode_link = first?.slug ? localizedPath(locale, `/episodes/${first.slug}/`) : null
  infos.duration = available.reduce((sum, episode) => sum + (episode.video_length ?? 0), 0)
  return doc
}

/**
 * Masterclasses (SPEC §2.1 `sessions`, §3 Hero and Session, §4). The ordered episode list is the
 * one source of truth: episodes get their session and number from it (afterChange), and the
 * hero's count, first-episode link and duration are derived from it on read. A member's progress
 * (length watched, completed_amount, completed_quiz) belongs to the member, not here.
 */
const base = contentCollection({
  slug: 'sessions',
  labels: { singular: 'Masterclass session', plural: 'Masterclass sessions' },
  group: 'Experiences',
  columns: ['infos.level', 'exclusive'],
  defaultSort: 'title',
  fields: [
    imageField('background_image', { label: 'Background image', required: true }),
    {
      name: 'card_description',
      label: 'Card description',
      type: 'textarea',
      localized: true,
      required: true,
    },
    {
      name: 'infos',
      type: 'group',
      fields: [
        {
          name: 'level',
          type: 'select',
          required: true,
          defaultValue: 'beginner',
          options: SESSION_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
        },
        {
          name: 'duration',
          type: 'number',
          virtual: true,
          admin: {
            readOnly: true,
            description: 'Seconds: the sum of the episodes’ video lengths (derived on read).',
          },
        },
        // A person's name is the same in every language; the role is translated.
        { name: 'instructor', type: 'text', required: true },
        { name: 'instructor_role', label: 'Instructor’s role', type: 'text', localized: true },
      ],
    },
    membersOnlyField('sessions', {
      name: 'episodes',
      type: 'relationship',
      relationTo: 'episodes',
      hasMany: true,
      admin: { description: 'In viewing order: episode 1 first. Sets each episode’s number.' },
      validate: async (value, options) => {
        const base = await relationship(value, options)
        if (base !== true) return base
        const ids = relationIds(value)
        if (new Set(ids.map(String)).size !== ids.length) return 'An episode is listed twice.'
        if (ids.length === 0) return true
        const { docs } = await options.req.payload.find({
          collection: 'episodes',
          where: {
            and: [
              { id: { in: ids } },
              { session: { exists: true } },
              ...(options.id === undefined ? [] : [{ session: { not_equals: options.id } }]),
            ],
          },
          depth: 0,
          limit: 1,
          select: { title: true },
          req: options.req,
          overrideAccess: true,
        })
        const taken = docs[0]
        return taken ? `"${taken.title}" already belongs to another session.` : true
      },
    }),
    {
      name: 'episodes_count',
      label: 'Episodes count',
      type: 'number',
      virtual: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Derived from the episodes.' },
    },
    membersOnlyField('sessions', {
      name: 'first_episode_link',
      label: 'First episode link',
      type: 'text',
      virtual: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Derived from the episodes.' },
    }),
    ...exclusiveFields(),
    seoField(),
  ],
})

export const Sessions: CollectionConfig = {
  ...base,
  hooks: {
    ...base.hooks,
    afterChange: [...(base.hooks?.afterChange ?? []), afterChangeSync],
    afterDelete: [...(base.hooks?.afterDelete ?? []), afterDeleteRelease],
    afterRead: [...(base.hooks?.afterRead ?? []), deriveFromEpisodes],
  },
}
