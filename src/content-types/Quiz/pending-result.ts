import { isQuizCollection, type QuizCollection } from '@/rules/quiz-scoring'

/**
 * A quiz result a visitor reached before signing in (issue 15), kept on the device until they
 * sign in and it is saved to their activities. Pure: the browser part is pending-save.ts.
 */
export interface PendingQuizResult {
  collection: QuizCollection
  quiz: number
  /** Right answers, for knowledge quizzes only (the server checks it against the quiz). */
  score?: number
  /** The outcome's title, for the confirmation shown once it is saved. */
  title: string
  /** Epoch milliseconds after which it is dropped unsaved. */
  expiresAt: number
}

/** The localStorage key (the list outlives a tab: sign-up verifies in a new one). */
export const PENDING_QUIZ_KEY = 'pending_quiz_results'

/**
 * A day: long enough to sign up and open the verification email, short enough that someone
 * signing in on a shared device much later is not handed a stranger's result.
 */
export const PENDING_QUIZ_TTL_MS = 24 * 60 * 60 * 1000

/** At most this many results wait (one per quiz): a few quizzes taken in one visit. */
export const MAX_PENDING_QUIZZES = 5

const sameQuiz = (a: Pick<PendingQuizResult, 'collection' | 'quiz'>) => (b: PendingQuizResult) =>
  a.collection === b.collection && a.quiz === b.quiz

function isPending(value: unknown): value is PendingQuizResult {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    isQuizCollection(v.collection) &&
    Number.isInteger(v.quiz) &&
    (v.quiz as number) > 0 &&
    (v.score === undefined || (Number.isInteger(v.score) && (v.score as number) >= 0)) &&
    typeof v.title === 'string' &&
    typeof v.expiresAt === 'number' &&
    Number.isFinite(v.expiresAt)
  )
}

/** The results still waiting in what the device stored: unreadable or expired ones dropped. */
export function readPending(raw: string | null | undefined, now: number): PendingQuizResult[] {
  if (!raw) return []
  let list: unknown
  try {
    list = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list
    .filter(isPending)
    .filter((p) => p.expiresAt > now)
    .slice(-MAX_PENDING_QUIZZES)
}

/**
 * The list once a visitor finishes a quiz: a quiz taken again replaces its earlier result (it is
 * saved once, the latest), the expired go, the oldest go beyond the cap.
 */
export function addPending(
  list: readonly PendingQuizResult[],
  result: Omit<PendingQuizResult, 'expiresAt'>,
  now: number,
): PendingQuizResult[] {
  const kept = list.filter((p) => p.expiresAt > now && !sameQuiz(result)(p))
  const entry: PendingQuizResult = { ...result, expiresAt: now + PENDING_QUIZ_TTL_MS }
  return [...kept, entry].slice(-MAX_PENDING_QUIZZES)
}

/** The list without a quiz (a member's run of it was just saved directly). */
export function withoutQuiz(
  list: readonly PendingQuizResult[],
  quiz: Pick<PendingQuizResult, 'collection' | 'quiz'>,
): PendingQuizResult[] {
  return list.filter((p) => !sameQuiz(quiz)(p))
}

/** The body POST /api/members/activities/ takes for a pending result. */
export function activityBody(p: PendingQuizResult) {
  return {
    type: 'quiz_taken' as const,
    collection: p.collection,
    quiz: p.quiz,
    ...(p.score === undefined ? {} : { score: p.score }),
  }
}
