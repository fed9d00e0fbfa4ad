import type { Language } from '../../../src/i18n/locales'
import { en } from './en/quizzes'
import { es } from './es/quizzes'
import type { QuizSeed } from './experiences-types'
import { fr } from './fr/quizzes'
import { pl } from './pl/quizzes'
import { ru } from './ru/quizzes'
import { mapTexts, type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/quizzes'
import { zh } from './zh/quizzes'

export type QuizSlug = 'quizz-cognac-profile' | 'quizz-journeys' | 'cognac-knowledge'

/** One quiz's words in one language, and the explanations of the knowledge quiz. */
export interface QuizText {
  texts: QuizSeed['texts'][Language]
  explanations?: string[]
}

const TEXTS: TextsByLanguage<QuizSlug, QuizText> = { en, fr, es, pl, zh, vi, ru }

/**
 * The three quizzes, language-neutral; their words are in <language>/quizzes.ts.
 * - The cognac profile quiz: each answer leans towards one of three taste profiles.
 * - The journeys quiz: each answer leans towards one of the three journeys.
 * - The knowledge quiz: right and wrong answers; the score picks the outcome.
 */
const QUIZ_RECORDS: (Omit<QuizSeed, 'texts' | 'explanations'> & { slug: QuizSlug })[] = [
  {
    collection: 'quizzcognacprofile',
    slug: 'quizz-cognac-profile',
    cover: 'quizProfile',
    questions: [
      { outcomes: ['lively', 'mellow', 'deep'] },
      { outcomes: ['mellow', 'deep', 'lively'] },
      { outcomes: ['deep', 'lively', 'mellow'] },
      { outcomes: ['lively', 'deep', 'mellow'] },
    ],
    outcomes: [
      {
        key: 'lively',
        image: 'chapterVineyard',
        product: 'v-s-o-p',
        cocktails: ['crisp-green-tea', 'ginger-spice'],
      },
      {
        key: 'mellow',
        image: 'chapterGlass',
        product: 'cordon-bleu',
        cocktails: ['sidecar', 'float'],
      },
      {
        key: 'deep',
        image: 'chapterCellar',
        product: 'xo',
        cocktails: ['swift-old-fashioned', 'chevalier-noir'],
      },
    ],
  },
  {
    collection: 'quizzjourneys',
    slug: 'quizz-journeys',
    cover: 'quizJourneys',
    questions: [
      { outcomes: ['heritage', 'part-des-anges', 'savoir-faire'] },
      { outcomes: ['savoir-faire', 'heritage', 'part-des-anges'] },
      { outcomes: ['part-des-anges', 'savoir-faire', 'heritage'] },
      { outcomes: ['heritage', 'savoir-faire', 'part-des-anges'] },
    ],
    outcomes: [
      { key: 'heritage', image: 'journeyHeritage', journey: 'heritage' },
      { key: 'part-des-anges', image: 'journeyAngels', journey: 'part-des-anges' },
      { key: 'savoir-faire', image: 'journeySavoirFaire', journey: 'savoir-faire' },
    ],
  },
  {
    collection: 'quiz',
    slug: 'cognac-knowledge',
    cover: 'quizKnowledge',
    questions: [{ correct: 0 }, { correct: 2 }, { correct: 1 }, { correct: 0 }, { correct: 2 }],
    outcomes: [
      { key: 'curious', image: 'sessionTasting', minCorrect: 0, session: 'the-art-of-tasting' },
      { key: 'enthusiast', image: 'sessionVine', minCorrect: 3, session: 'from-vine-to-glass' },
      { key: 'connoisseur', image: 'timeline1921', minCorrect: 5, product: 'xo' },
    ],
  },
]

export const QUIZZES: QuizSeed[] = QUIZ_RECORDS.map((quiz) => {
  const texts = textsOf(TEXTS, quiz.slug)
  // The English file decides whether a quiz has explanations; every language must follow.
  const explanations = texts.en.explanations ? mapTexts(texts, (t) => t.explanations!) : undefined
  return {
    ...quiz,
    ...(explanations ? { explanations } : {}),
    texts: mapTexts(texts, (t) => t.texts),
  }
})
