/**
 * Where a quiz's shared results live: `/{locale}/{quiz type segment}/{slug}/result/{outcome key}/`
 * (app/(site)/[locale]/<segment>/[slug]/result/[key]/). Pure: the runner links to it and the
 * result page builds its alternates with it.
 */
export const RESULT_SEGMENT = 'result'

/** A quiz's page path (`/{locale}/quiz/{slug}/`) → its result's path for `key`. */
export function resultPath(quizPath: string, key: string): string {
  const base = quizPath.endsWith('/') ? quizPath : `${quizPath}/`
  return `${base}${RESULT_SEGMENT}/${encodeURIComponent(key)}/`
}
