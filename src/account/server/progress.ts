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
  episodeCompleted,
  type LevelThresholds,
  NO_ACTIVITY,
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

export async function thresholds(payload: Payload): Promise<LevelThresholds> {
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

const relId = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * What the activity log adds up to. Episodes count from the server's own episode_progress rows
 * (what the player reported), never from a completed_amount a client sent; the latest
 * masterclass_progress of each session gives its quiz.
 */
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
      where: {
        member: { equals: memberId },
        type: {
          in: [
            'quiz_taken',
            'masterclass_progress',
            'episode_progress',
            'masterclass_completed',
            'visit_booked',
            'event_registered',
            'review_approved',
            'newsletter_confirmed',
          ],
        },
      },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const quizBySession = new Map<number, boolean>()
  const episodes = new Set<number>()
  const sessions = new Set<number>()
  const reviews = new Set<number>()
  const quizzes = new Set<string>()
  const summary = { ...NO_ACTIVITY, bookmarks: bookmarks.totalDocs }
  for (const a of log.docs) {
    const item = a.item ? relId(a.item.value as number | { id: number }) : null
    switch (a.type) {
      case 'quiz_taken':
        // A quiz earns its points once, however often it is taken (or a request replayed).
        if (a.item && item !== null) quizzes.add(`${a.item.relationTo}:${item}`)
        else summary.quizzes++
        break
      case 'masterclass_progress':
        if (item !== null) quizBySession.set(item, Boolean(a.completed_quiz))
        break
      case 'episode_progress':
        if (item !== null && episodeCompleted(a.completed_amount ?? 0)) episodes.add(item)
        break
      case 'masterclass_completed':
        if (item !== null) sessions.add(item)
        break
      case 'visit_booked':
      case 'event_registered':
        summary.bookings++
        break
      case 'review_approved':
        if (item !== null) reviews.add(item)
        else summary.reviews++
        break
      case 'newsletter_confirmed':
        summary.newsletter = 1
        break
    }
  }
  summary.masterclassEpisodes = episodes.size
  summary.masterclassSessions = sessions.size
  summary.masterclassQuizzes = [...quizBySession.values()].filter(Boolean).length
  summary.reviews += reviews.size
  summary.quizzes += quizzes.size
  return summary
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
