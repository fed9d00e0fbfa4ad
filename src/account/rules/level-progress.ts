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
}

export const ACTIVITY_POINTS = {
  bookmark: 1,
  quiz: 5,
  masterclassEpisode: 3,
  masterclassQuiz: 5,
} as const

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
    s.masterclassQuizzes * ACTIVITY_POINTS.masterclassQuiz
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
