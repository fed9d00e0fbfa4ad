/**
 * How a member moves up the levels of SPEC §3 (the spec leaves it open; docs/decisions.md):
 * level0 on sign-up, level1 once the email address is verified, level2 to level5 from activity
 * points reaching thresholds editors set in the CMS (the "Member levels" global). A level is
 * never taken away. Pure.
 */
import { compareLevels, type MemberLevel } from '@/rules/member-levels'

export interface ActivitySummary {
  bookmarks: number
  quizzes: number
  /** Masterclass episodes completed, the latest completed_amount of each session summed. */
  masterclassEpisodes: number
  /** Masterclass sessions whose quiz is completed. */
  masterclassQuizzes: number
  /** Masterclass sessions whose every episode is completed. */
  masterclassSessions: number
  /** Visits booked and events registered for. */
  bookings: number
  /** The member's product reviews an editor approved. */
  reviews: number
  /** Newsletter subscriptions confirmed by double opt-in (counted once). */
  newsletter: number
}

/** Points per activity (docs/decisions.md "Member levels move"). */
export const ACTIVITY_POINTS = {
  bookmark: 1,
  quiz: 5,
  masterclassEpisode: 3,
  masterclassQuiz: 5,
  masterclassSession: 10,
  booking: 5,
  review: 5,
  newsletter: 3,
} as const

/** An empty record: a new member's summary. */
export const NO_ACTIVITY: ActivitySummary = {
  bookmarks: 0,
  quizzes: 0,
  masterclassEpisodes: 0,
  masterclassQuizzes: 0,
  masterclassSessions: 0,
  bookings: 0,
  reviews: 0,
  newsletter: 0,
}

export type LevelThresholds = Record<'level2' | 'level3' | 'level4' | 'level5', number>

export const DEFAULT_THRESHOLDS: LevelThresholds = {
  level2: 10,
  level3: 30,
  level4: 60,
  level5: 100,
}

export function activityPoints(s: ActivitySummary): number {
  return (
    s.bookmarks * ACTIVITY_POINTS.bookmark +
    s.quizzes * ACTIVITY_POINTS.quiz +
    s.masterclassEpisodes * ACTIVITY_POINTS.masterclassEpisode +
    s.masterclassQuizzes * ACTIVITY_POINTS.masterclassQuiz +
    s.masterclassSessions * ACTIVITY_POINTS.masterclassSession +
    s.bookings * ACTIVITY_POINTS.booking +
    s.reviews * ACTIVITY_POINTS.review +
    Math.min(1, s.newsletter) * ACTIVITY_POINTS.newsletter
  )
}

/** The level the member's record earns: unverified members stay at level0. */
export function earnedLevel(
  verified: boolean,
  points: number,
  thresholds: LevelThresholds = DEFAULT_THRESHOLDS,
): MemberLevel {
  if (!verified) return 'level0'
  const reached = (['level5', 'level4', 'level3', 'level2'] as const).find(
    (level) => points >= thresholds[level],
  )
  return reached ?? 'level1'
}

/** The new level: the higher of the current one and the earned one (levels are never lost). */
export function progressLevel(current: MemberLevel, earned: MemberLevel): MemberLevel {
  return compareLevels(earned, current) > 0 ? earned : current
}

const STEPS = ['level2', 'level3', 'level4', 'level5'] as const

/**
 * What the next level needs: its name and the points still missing, or null at level5. A member
 * below level1 (email not verified) needs the verification first: no points can be shown.
 */
export function nextLevelNeeds(
  current: MemberLevel,
  points: number,
  thresholds: LevelThresholds = DEFAULT_THRESHOLDS,
): { level: MemberLevel; missing: number } | null {
  if (current === 'level0') return { level: 'level1', missing: 0 }
  const next = STEPS.find((level) => compareLevels(level, current) > 0)
  if (!next) return null
  return { level: next, missing: Math.max(0, thresholds[next] - points) }
}

/** An episode counts as completed once 90 % of it was reached, or its end (decisions.md). */
export const EPISODE_COMPLETE_PERCENT = 90

/** Percent of an episode reached, 0–100, from the furthest position and the length in seconds. */
export function watchedPercent(position: number, duration: number): number {
  if (!(duration > 0) || !(position > 0)) return 0
  return Math.min(100, Math.floor((position / duration) * 100))
}

export function episodeCompleted(percent: number): boolean {
  return percent >= EPISODE_COMPLETE_PERCENT
}

/** SPEC §9: the media player's default size and how often it reports its progress. */
export const EPISODE_PLAYER = { width: 640, height: 360, progressIntervalMs: 1000 } as const

/** The player sends a report each time the percent reached passes another step of this size. */
export const REPORT_STEP_PERCENT = 10

/**
 * Whether the player sends its progress: only when the member got further than last reported,
 * and then on a pause or the end (`force`), on each new 10 % step, or on reaching completion.
 */
export function shouldReportProgress(reached: number, reported: number, force: boolean): boolean {
  if (reached <= reported) return false
  if (force) return true
  const step = (percent: number) => Math.floor(percent / REPORT_STEP_PERCENT)
  return (
    step(reached) > step(reported) || (episodeCompleted(reached) && !episodeCompleted(reported))
  )
}
