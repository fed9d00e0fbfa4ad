import 'server-only'
import { itemPath } from '@/components/cards/card-model'
import { type ClientImage, clientImage, imageSources } from '@/components/media/image-sources'
import { populated } from '@/content/card-sources'
import { getTemplatePagePath } from '@/content/pages'
import type { StringKey } from '@/i18n/strings'
import type {
  Episode,
  Media,
  Quiz,
  Quizzcognacprofile,
  Quizzjourney,
  Session,
} from '@/payload-types'
import { localizedPath } from '@/routing/paths'
import { QUIZ_SCORING, type QuizCollection, type QuizScoringKind } from '@/rules/quiz-scoring'
import type { ContentKit } from '@/server/content-kit'
import { resultPath } from './quiz-paths'

export type AnyQuiz = Quiz | Quizzcognacprofile | Quizzjourney
type Outcome = AnyQuiz['outcomes'][number]

export interface QuizRecommendation {
  /** What it is ("Suggested cognac"), in the page's language. */
  label: string
  title: string
  href: string | null
  image: ClientImage | null
  /** A link out of the site's usual pages (the booking page) is drawn as a button. */
  action?: boolean
}

export interface QuizOutcomeModel {
  key: string
  title: string
  description: string | null
  image: ClientImage | null
  minCorrect: number | null
  recommendations: QuizRecommendation[]
  /** The shared result page of this outcome. */
  resultPath: string
}

export interface QuizQuestionModel {
  question: string
  explanation: string | null
  image: ClientImage | null
  answers: { text: string; outcome: string | null; correct: boolean }[]
}

/**
 * What the browser's quiz runner needs, and only that: the page's data has the documents the
 * outcomes point at in full (depth 2), which would weigh on the page's payload.
 */
export interface QuizModel {
  id: number
  /** Null for a masterclass session's end-of-session quiz. */
  collection: QuizCollection | null
  kind: QuizScoringKind
  title: string
  path: string
  questions: QuizQuestionModel[]
  outcomes: QuizOutcomeModel[]
}

type Linked = {
  title: string
  slug?: string | null
  available?: boolean | null
  cover?: number | Media | null
  image?: number | Media | null
  main_image?: number | Media | null
  images?: unknown
}

/** The first image a recommended document has, by the names its collection uses. */
function imageOf(doc: Linked): ClientImage | null {
  const record = doc as Record<string, unknown>
  for (const key of ['cover', 'image', 'main_image', 'background_image', 'product_image']) {
    const sources = imageSources(record[key] as Media | number | null | undefined)
    if (sources) return clientImage(sources)
  }
  return null
}

/** What an outcome suggests (a bottle, cocktails, a journey and its visit, a masterclass). */
async function recommendations(outcome: Outcome, kit: ContentKit): Promise<QuizRecommendation[]> {
  const list: QuizRecommendation[] = []
  const add = (key: StringKey, collection: string, value: unknown) => {
    const doc = populated(value as Linked | null)
    if (doc?.available !== true) return null
    list.push({
      label: kit.t(key),
      title: doc.title,
      href: itemPath(kit.locale, collection, doc.slug),
      image: imageOf(doc),
    })
    return doc
  }
  add('quiz.product', 'products', outcome.recommended_product)
  if ('recommended_cocktails' in outcome) {
    for (const cocktail of outcome.recommended_cocktails ?? []) {
      add('quiz.cocktail', 'cocktails', cocktail)
    }
  }
  if ('recommended_journey' in outcome) {
    const journey = add('quiz.journey', 'journeys', outcome.recommended_journey)
    // A visit: the site's booking page, for the journeys the house opens to visitors.
    const bookable = (journey as { bookable?: boolean | null } | null)?.bookable === true
    const booking = bookable ? await getTemplatePagePath(kit.locale, 'booking') : null
    if (booking) {
      list.push({
        label: kit.t('quiz.visit'),
        title: kit.t('quiz.bookVisit'),
        href: localizedPath(kit.locale, booking),
        image: null,
        action: true,
      })
    }
  }
  if ('recommended_session' in outcome) add('quiz.session', 'sessions', outcome.recommended_session)
  return list
}

export async function quizModel(
  collection: QuizCollection,
  quiz: AnyQuiz,
  kit: ContentKit,
): Promise<QuizModel> {
  const path = itemPath(kit.locale, collection, quiz.slug) ?? `/${kit.locale}/`
  return {
    id: quiz.id,
    collection,
    kind: QUIZ_SCORING[collection],
    title: quiz.title,
    path,
    questions: quiz.questions.map((q) => ({
      question: q.question,
      explanation: ('explanation' in q ? q.explanation : null) || null,
      image: clientImage(imageSources(q.image)),
      answers: q.answers.map((a) => ({
        text: a.text,
        outcome: 'outcome' in a ? (a.outcome ?? null) : null,
        correct: 'correct' in a ? a.correct === true : false,
      })),
    })),
    outcomes: await Promise.all(
      quiz.outcomes.map(async (o) => ({
        key: o.key,
        title: o.title,
        description: o.description ?? null,
        image: clientImage(imageSources(o.image)),
        minCorrect: 'min_correct' in o ? o.min_correct : null,
        recommendations: await recommendations(o, kit),
        resultPath: resultPath(path, o.key),
      })),
    ),
  }
}

/**
 * A masterclass session's end-of-session quiz: the questions of its episodes, in viewing order,
 * scored by right answers. It has no outcomes: the result is the score and the explanations.
 */
export function sessionQuizModel(
  session: Session,
  episodes: readonly Episode[],
  path: string,
): QuizModel | null {
  const questions = episodes.flatMap((episode) =>
    (episode.quiz ?? []).map((q) => ({
      question: q.question,
      explanation: null,
      image: null,
      answers: q.answers.map((a) => ({ text: a.text, outcome: null, correct: a.correct === true })),
    })),
  )
  if (questions.length === 0) return null
  return {
    id: session.id,
    collection: null,
    kind: 'correct',
    title: session.title,
    path,
    questions,
    outcomes: [],
  }
}
