import type { Payload } from 'payload'
import type { Activity, Member } from '@/payload-types'
import { isMemberLevel, type MemberLevel } from '@/rules/member-levels'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import type { ActivityType } from '../cms/Activities'
import {
  type ActivitySummary,
  activityPoints,
  DEFAULT_THRESHOLDS,
  earnedLevel,
  type LevelThresholds,
  progressLevel,
} from '../rules/level-progress'
import { updateMemberFields } from './member-fields'

type ActivityItem = NonNullable<Activity['item']>

export interface ActivityInput {
  type: ActivityType
  item?: { relationTo: ActivityItem['relationTo']; value: number }
  label?: string
  completed_amount?: number
  completed_quiz?: boolean
  score?: number
  level?: string
}

export async function recordActivity(payload: Payload, memberId: number, input: ActivityInput) {
  return payload.create({
    collection: 'activities',
    overrideAccess: true,
    data: { member: memberId, ...input } as never,
  })
}

async function thresholds(payload: Payload): Promise<LevelThresholds> {
  try {
    const g = await payload.findGlobal({ slug: 'member-levels', overrideAccess: true })
    return {
      level2: g.level2 ?? DEFAULT_THRESHOLDS.level2,
      level3: g.level3 ?? DEFAULT_THRESHOLDS.level3,
      level4: g.level4 ?? DEFAULT_THRESHOLDS.level4,
      level5: g.level5 ?? DEFAULT_THRESHOLDS.level5,
    }
  } catch (error) {
    rethrowIfDatabaseUnavailable(error)
    return DEFAULT_THRESHOLDS
  }
}

/** What the activity log adds up to (the latest masterclass progress of each session counts). */
export async function activitySummary(
  payload: Payload,
  memberId: number,
): Promise<ActivitySummary> {
  const [bookmarks, log] = await Promise.all([
    payload.count({
      collection: 'bookmarks',
      where: { member: { equals: memberId } },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'activities',
      where: { member: { equals: memberId }, type: { in: ['quiz_taken', 'masterclass_progress'] } },
      sort: 'createdAt',
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const sessions = new Map<number, { amount: number; quiz: boolean }>()
  let quizzes = 0
  for (const a of log.docs) {
    if (a.type === 'quiz_taken') quizzes++
    if (a.type === 'masterclass_progress' && a.item) {
      const id = typeof a.item.value === 'number' ? a.item.value : a.item.value.id
      sessions.set(id, { amount: a.completed_amount ?? 0, quiz: Boolean(a.completed_quiz) })
    }
  }
  const progress = [...sessions.values()]
  return {
    bookmarks: bookmarks.totalDocs,
    quizzes,
    masterclassEpisodes: progress.reduce((n, s) => n + s.amount, 0),
    masterclassQuizzes: progress.filter((s) => s.quiz).length,
  }
}

/** Recomputes points and level after an activity; logs a level_up when the level rises. */
export async function updateLevel(payload: Payload, memberId: number): Promise<Member> {
  const member = (await payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })) as Member
  const points = activityPoints(await activitySummary(payload, memberId))
  const current: MemberLevel = isMemberLevel(member.level) ? member.level : 'level0'
  const level = progressLevel(
    current,
    earnedLevel(Boolean(member._verified), points, await thresholds(payload)),
  )
  if (level === current && points === member.points) return member
  const updated = await updateMemberFields(payload, memberId, { level, points })
  if (level !== current) await recordActivity(payload, memberId, { type: 'level_up', level })
  return updated
}
