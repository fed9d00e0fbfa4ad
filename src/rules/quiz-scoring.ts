/**
 * How a quiz's answers become its result (SPEC §1 quizzes; the kinds are described with the
 * collections in src/cms/collections/experiences/quiz-fields.ts). Pure: no React, no I/O; the
 * runner in the browser and the shared result page both use it.
 */

/** `outcome`: most-picked outcome wins; `correct`: right answers reach an outcome's threshold. */
export type QuizScoringKind = 'outcome' | 'correct'

/** The quiz collections and how each scores (also their URL type segments). */
export const QUIZ_SCORING = {
  quizzcognacprofile: 'outcome',
  quizzjourneys: 'outcome',
  quiz: 'correct',
} as const satisfies Record<string, QuizScoringKind>

export type QuizCollection = keyof typeof QUIZ_SCORING

export function isQuizCollection(value: unknown): value is QuizCollection {
  return typeof value === 'string' && Object.hasOwn(QUIZ_SCORING, value)
}

export interface ScoringAnswer {
  /** `outcome` quizzes: the key of the outcome this answer counts for. */
  outcome?: string | null
  /** `correct` quizzes: whether this answer is right. */
  correct?: boolean | null
}

export interface ScoringQuestion {
  answers: readonly ScoringAnswer[]
}

export interface ScoringOutcome {
  key: string
  /** `correct` quizzes: shown from this number of right answers up. */
  min_correct?: number | null
}

export interface QuizResult {
  /** The outcome reached; null only when the quiz has no outcome at all. */
  outcomeKey: string | null
  /** Right answers (`correct` quizzes; 0 for `outcome` quizzes). */
  correct: number
  /** Questions in the quiz. */
  total: number
  /** Per question: whether the picked answer is right (`correct` quizzes), else null. */
  right: (boolean | null)[]
}

/**
 * The result of `picks` (per question, the index of the chosen answer, or null when skipped).
 * - outcome: each pick counts for its answer's outcome; most counts wins; a tie (and no pick at
 *   all) goes to the outcome listed first.
 * - correct: the outcome with the highest `min_correct` that the number of right answers reaches;
 *   none reached (a quiz without a 0 threshold) falls back to the lowest threshold.
 */
export function scoreQuiz(
  kind: QuizScoringKind,
  questions: readonly ScoringQuestion[],
  outcomes: readonly ScoringOutcome[],
  picks: readonly (number | null | undefined)[],
): QuizResult {
  const total = questions.length
  const chosen = questions.map((q, i) => {
    const index = picks[i]
    return typeof index === 'number' ? (q.answers[index] ?? null) : null
  })
  if (kind === 'outcome') {
    const counts = new Map<string, number>()
    for (const answer of chosen) {
      if (answer?.outcome) counts.set(answer.outcome, (counts.get(answer.outcome) ?? 0) + 1)
    }
    let best: ScoringOutcome | null = null
    let bestCount = -1
    // Strictly greater: the first listed keeps a tie.
    for (const outcome of outcomes) {
      const count = counts.get(outcome.key) ?? 0
      if (count > bestCount) {
        best = outcome
        bestCount = count
      }
    }
    return { outcomeKey: best?.key ?? null, correct: 0, total, right: chosen.map(() => null) }
  }
  const right = chosen.map((answer) => answer?.correct === true)
  const correct = right.filter(Boolean).length
  const byThreshold = [...outcomes].sort((a, b) => (a.min_correct ?? 0) - (b.min_correct ?? 0))
  const reached = byThreshold.filter((o) => (o.min_correct ?? 0) <= correct).at(-1)
  return { outcomeKey: (reached ?? byThreshold[0])?.key ?? null, correct, total, right }
}

/** The outcome a shared result URL names, or null (an unknown key is a 404). */
export function outcomeByKey<T extends ScoringOutcome>(outcomes: readonly T[], key: string) {
  return outcomes.find((o) => o.key === key) ?? null
}
