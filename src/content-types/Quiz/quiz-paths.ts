import type { ContentTypeSegment } from '@/routing/content-types'

/**
 * Where a quiz's shared results live: `/{locale}/{quiz type segment}/{slug}/result/{outcome key}/`
 * (app/(site)/[locale]/<segment>/[slug]/result/[key]/). Pure: the runner links to it and the
 * result page builds its alternates with it.
 */
export const RESULT_SEGMENT = 'result'

/** The content-type segments whose documents are quizzes, each with shareable results. */
export const QUIZ_SEGMENTS = [
  'quiz',
  'quizzjourneys',
  'quizzcognacprofile',
] as const satisfies readonly ContentTypeSegment[]

/** A quiz's page path (`/{locale}/quiz/{slug}/`) → its result's path for `key`. */
export function resultPath(quizPath: string, key: string): string {
  const base = quizPath.endsWith('/') ? quizPath : `${quizPath}/`
  return `${base}${RESULT_SEGMENT}/${encodeURIComponent(key)}/`
}
