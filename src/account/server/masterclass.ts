import type { Payload } from 'payload'
import { itemPath } from '@/components/cards/card-model'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import type { Activity, Member } from '@/payload-types'
import { isMemberLevel, type MemberLevel, meetsLevel } from '@/rules/member-levels'
import { episodeCompleted, watchedPercent } from '../rules/level-progress'
import { recordActivity, updateLevel } from './progress'

/**
 * A member's masterclass progress (SPEC §3 Session: completed_amount, completed_quiz; §4 completed
 * tick), kept in the activity log: one `episode_progress` row per episode (completed_amount: the
 * percent reached, only ever raised), a `masterclass_progress` row each time the number of
 * completed episodes of a session grows, and one `masterclass_completed` row per session.
 */

const relId = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' &&
        value !== null &&
        typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

type Row = Pick<Activity, 'id' | 'type' | 'item' | 'completed_amount' | 'completed_quiz'>

async function masterclassRows(payload: Payload, memberId: number): Promise<Row[]> {
  const { docs } = await payload.find({
    collection: 'activities',
    where: {
      member: { equals: memberId },
      type: { in: ['episode_progress', 'masterclass_progress', 'masterclass_completed'] },
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { type: true, item: true, completed_amount: true, completed_quiz: true },
    overrideAccess: true,
  })
  return docs as Row[]
}

export interface MasterclassProgress {
  /** Episode id → percent reached (0–100). */
  episodes: Record<string, number>
  /** Session id → completed episodes and the quiz (the latest report). */
  sessions: Record<string, { completedAmount: number; completedQuiz: boolean }>
  /** The sessions whose every episode is completed (SPEC §4 completed list). */
  completed: number[]
}

export async function masterclassProgress(
  payload: Payload,
  memberId: number,
): Promise<MasterclassProgress> {
  const out: MasterclassProgress = { episodes: {}, sessions: {}, completed: [] }
  for (const row of await masterclassRows(payload, memberId)) {
    const id = relId(row.item?.value)
    if (id === null) continue
    if (row.type === 'episode_progress')
      out.episodes[id] = Math.max(out.episodes[id] ?? 0, row.completed_amount ?? 0)
    else if (row.type === 'masterclass_progress')
      out.sessions[id] = {
        completedAmount: row.completed_amount ?? 0,
        completedQuiz: Boolean(row.completed_quiz),
      }
    else if (row.type === 'masterclass_completed' && !out.completed.includes(id))
      out.completed.push(id)
  }
  return out
}

export interface EpisodeReport {
  episode: number
  /** Furthest position reached, in seconds. */
  position: number
  /** The media's length as the player knows it, in seconds. */
  duration: number
  locale: string
}

export type EpisodeOutcome =
  | { ok: false }
  | {
      ok: true
      percent: number
      completed: boolean
      /** Set once: the report that completed the session's last episode. */
      sessionCompleted: { id: number; title: string; link: string | null } | null
      level: MemberLevel
      points: number
    }

/**
 * Records how far a member got in an episode. The episode must exist and be readable by the
 * member (an exclusive session's level). Completing it updates the session's completed_amount;
 * completing the last one completes the session. Points and level follow (updateLevel).
 */
export async function reportEpisode(
  payload: Payload,
  member: Member,
  report: EpisodeReport,
): Promise<EpisodeOutcome> {
  const locale: LocaleCode | undefined = isLocale(report.locale) ? report.locale : undefined
  const episode = await payload
    .findByID({
      collection: 'episodes',
      id: report.episode,
      depth: 0,
      select: { title: true, session: true, available: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const sessionId = relId(episode?.session)
  if (!episode || sessionId === null) return { ok: false }
  const session = await payload
    .findByID({
      collection: 'sessions',
      id: sessionId,
      depth: 0,
      locale,
      select: { title: true, slug: true, episodes: true, exclusive: true, min_level: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!session) return { ok: false }
  const level: MemberLevel = isMemberLevel(member.level) ? member.level : 'level0'
  if (
    session.exclusive &&
    !meetsLevel(level, isMemberLevel(session.min_level) ? session.min_level : 'level1')
  )
    return { ok: false }

  const percent = watchedPercent(report.position, report.duration)
  const rows = await masterclassRows(payload, member.id)
  const own = rows.find((r) => r.type === 'episode_progress' && relId(r.item?.value) === episode.id)
  const before = own?.completed_amount ?? 0
  if (percent > before) {
    if (own)
      await payload.update({
        collection: 'activities',
        id: own.id,
        data: { completed_amount: percent },
        overrideAccess: true,
      })
    else
      await recordActivity(payload, member.id, {
        type: 'episode_progress',
        item: { relationTo: 'episodes', value: episode.id },
        label: episode.title ?? '',
        completed_amount: percent,
      })
  }
  const justCompleted = episodeCompleted(percent) && !episodeCompleted(before)
  let sessionCompleted: { id: number; title: string; link: string | null } | null = null
  if (justCompleted) {
    const listed = (session.episodes ?? []).map(relId).filter((id): id is number => id !== null)
    const done = new Set(
      rows
        .filter((r) => r.type === 'episode_progress' && episodeCompleted(r.completed_amount ?? 0))
        .map((r) => relId(r.item?.value)),
    )
    done.add(episode.id)
    const amount = listed.filter((id) => done.has(id)).length
    const last = rows.filter(
      (r) => r.type === 'masterclass_progress' && relId(r.item?.value) === session.id,
    )
    await recordActivity(payload, member.id, {
      type: 'masterclass_progress',
      item: { relationTo: 'sessions', value: session.id },
      label: session.title ?? '',
      completed_amount: amount,
      // A quiz already passed stays passed (the latest row of a session is its state).
      completed_quiz: Boolean(last.at(-1)?.completed_quiz),
    })
    const already = rows.some(
      (r) => r.type === 'masterclass_completed' && relId(r.item?.value) === session.id,
    )
    if (listed.length > 0 && amount === listed.length && !already) {
      await recordActivity(payload, member.id, {
        type: 'masterclass_completed',
        item: { relationTo: 'sessions', value: session.id },
        label: session.title ?? '',
        completed_amount: amount,
      })
      sessionCompleted = {
        id: session.id,
        title: session.title ?? '',
        link: locale ? itemPath(locale, 'sessions', session.slug) : null,
      }
    }
  }
  const updated = percent > before ? await updateLevel(payload, member.id) : member
  return {
    ok: true,
    percent: Math.max(percent, before),
    completed: episodeCompleted(Math.max(percent, before)),
    sessionCompleted,
    level: isMemberLevel(updated.level) ? updated.level : 'level0',
    points: updated.points ?? 0,
  }
}
