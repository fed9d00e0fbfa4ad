import type { Language } from '../../../src/i18n/locales'
import type { ExperienceImage } from './experiences-images'

/**
 * The shapes of the experiences demo data: shared facts once, texts per language. Rows that are
 * shared between locales (chapters, questions, answers, outcomes) are written once in the facts
 * and their texts in the same order in every language; the seed checks the counts match.
 */
export type ByLanguage<T> = Record<Language, T>

export interface JourneySeed {
  slug: 'heritage' | 'part-des-anges' | 'savoir-faire'
  cover: ExperienceImage
  /** A visit can be booked at the end of the journey (the booking page is per language). */
  bookable: boolean
  chapterImages: ExperienceImage[]
  texts: ByLanguage<{
    title: string
    intro: string
    seoDescription: string
    chapters: { title: string; text: string[] }[]
  }>
}

export interface TimelineSeed {
  slug: string
  year: number
  cover: ExperienceImage
  texts: ByLanguage<{ title: string; dateLabel: string; summary: string; body: string[] }>
}

export interface EpisodeSeed {
  slug: string
  cover: ExperienceImage
  /** Seconds. */
  videoLength: number
  /** Per end-of-episode question: the index of the correct answer in the texts. */
  correct: number[]
  texts: ByLanguage<{
    title: string
    description: string
    quiz: { question: string; answers: string[] }[]
  }>
}

export interface SessionSeed {
  slug: 'the-art-of-tasting' | 'from-vine-to-glass'
  background: ExperienceImage
  level: 'beginner' | 'amateur' | 'expert'
  instructor: string
  /** Members-only from this level (null: open to everyone). */
  minLevel: 'level1' | null
  episodes: EpisodeSeed[]
  texts: ByLanguage<{
    title: string
    cardDescription: string
    instructorRole: string
    seoDescription: string
  }>
}

export interface QuizOutcomeSeed {
  key: string
  image: ExperienceImage
  /** Knowledge quiz: shown from this many right answers. */
  minCorrect?: number
  /** en-ww slugs of what the outcome recommends; left out when not seeded. */
  product?: string
  journey?: JourneySeed['slug']
  session?: SessionSeed['slug']
  /** Cognac profile quiz: en-ww slugs of the cocktails suggested with the profile. */
  cocktails?: string[]
}

export interface QuizSeed {
  collection: 'quizzcognacprofile' | 'quizzjourneys' | 'quiz'
  slug: string
  cover: ExperienceImage
  /**
   * Per question: the outcome key of each answer (profile and journeys quizzes), or the index
   * of the right answer (knowledge quiz).
   */
  questions: ({ outcomes: string[] } | { correct: number })[]
  outcomes: QuizOutcomeSeed[]
  /** Knowledge quiz: per language, why each question's right answer is right (in order). */
  explanations?: ByLanguage<string[]>
  texts: ByLanguage<{
    title: string
    intro: string
    seoDescription: string
    questions: { question: string; answers: string[] }[]
    outcomes: { title: string; description: string }[]
  }>
}
