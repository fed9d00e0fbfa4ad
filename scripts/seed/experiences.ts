import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, getLocale, type Language, type LocaleCode } from '../../src/i18n/locales'
import { EXPERIENCE_IMAGES, type ExperienceImage } from './data/experiences-images'
import type { ByLanguage, QuizSeed } from './data/experiences-types'
import { JOURNEYS } from './data/journeys'
import { QUIZZES } from './data/quizzes'
import { SESSIONS } from './data/sessions'
import { TIMELINE } from './data/timeline'
import { demoVideo } from './demo-media'
import { seedImage } from './images'
import { richText } from './lexical'
import { type SeedReport, upsertLocalized } from './upsert'

/** What the experiences seed leaves in the database (the quizzes: one per quiz collection). */
export const expectedExperienceCounts = {
  journeys: 3,
  timeline: 6,
  sessions: 2,
  episodes: 6,
  quizzes: 3,
}

type Images = Record<ExperienceImage, number>
type Ids = Record<string, number>

const languageOf = (locale: LocaleCode): Language => getLocale(locale).language

/**
 * Shared rows (chapters, questions, answers, outcomes) are written with the same ids in every
 * locale, so a locale's update fills its texts into the existing rows instead of replacing them
 * (Payload matches array rows by id). Ids are unique per table: they start with the document's
 * slug.
 */
const rowId = (...parts: (string | number)[]) => parts.join('-')

/** Every language must give as many texts as the shared facts have rows. */
function checkRows<T>(
  texts: ByLanguage<T>,
  count: (t: T) => number,
  expected: number,
  what: string,
) {
  for (const [language, t] of Object.entries(texts) as [Language, T][]) {
    const actual = count(t)
    if (actual !== expected) {
      throw new Error(`seed: ${what} has ${actual} rows in ${language}, expected ${expected}`)
    }
  }
}

/** Demo experiences content in all 18 locales. */
export async function seedExperiences(payload: Payload, report: SeedReport): Promise<void> {
  const images = await seedImages(payload)
  const journeys = await seedJourneys(payload, report, images)
  await seedTimeline(payload, report, images)
  const sessions = await seedSessions(payload, report, images)
  await seedQuizzes(payload, report, images, { journeys, sessions })
}

async function seedImages(payload: Payload): Promise<Images> {
  const entries: [ExperienceImage, number][] = []
  for (const [name, spec] of Object.entries(EXPERIENCE_IMAGES)) {
    entries.push([name as ExperienceImage, await seedImage(payload, spec)])
  }
  return Object.fromEntries(entries) as Images
}

async function seedJourneys(payload: Payload, report: SeedReport, images: Images): Promise<Ids> {
  const ids: Ids = {}
  for (const journey of JOURNEYS) {
    const { slug } = journey
    checkRows(journey.texts, (t) => t.chapters.length, journey.chapterImages.length, slug)
    ids[slug] = await upsertLocalized(payload, report, {
      collection: 'journeys',
      find: { slug: { equals: slug } },
      data: (locale) => {
        const t = journey.texts[languageOf(locale)]
        return {
          title: t.title,
          slug,
          available: true,
          cover: images[journey.cover],
          intro: t.intro,
          chapters: t.chapters.map((chapter, index) => ({
            id: rowId(slug, 'chapter', index + 1),
            title: chapter.title,
            text: richText(chapter.text),
            image: images[journey.chapterImages[index]!],
          })),
          bookable: journey.bookable,
          // A fictional booking service, in the visitor's locale.
          booking_url: journey.bookable
            ? `https://booking.example.com/maison-solaine/${slug}/?locale=${locale}`
            : null,
          seo: {
            title: `${t.title} · Maison Solaine`,
            description: t.seoDescription,
            share_image: images[journey.cover],
          },
        }
      },
    })
  }
  return ids
}

async function seedTimeline(payload: Payload, report: SeedReport, images: Images) {
  for (const entry of TIMELINE) {
    await upsertLocalized(payload, report, {
      collection: 'timeline',
      find: { slug: { equals: entry.slug } },
      data: (locale) => {
        const t = entry.texts[languageOf(locale)]
        return {
          title: t.title,
          slug: entry.slug,
          available: true,
          year: entry.year,
          date_label: t.dateLabel,
          cover: images[entry.cover],
          summary: t.summary,
          body: richText(t.body),
        }
      },
    })
  }
}

/**
 * Episodes first, then their session: the session's ordered list gives each episode its session
 * and number (Sessions.ts), so the episodes' data leaves those two out.
 */
async function seedSessions(payload: Payload, report: SeedReport, images: Images): Promise<Ids> {
  const ids: Ids = {}
  for (const session of SESSIONS) {
    const episodeIds: number[] = []
    for (const episode of session.episodes) {
      const { slug } = episode
      checkRows(episode.texts, (t) => t.quiz.length, episode.correct.length, slug)
      episode.correct.forEach((_, q) => {
        const answers = episode.texts.en.quiz[q]!.answers.length
        checkRows(episode.texts, (t) => t.quiz[q]!.answers.length, answers, `${slug} q${q + 1}`)
      })
      episodeIds.push(
        await upsertLocalized(payload, report, {
          collection: 'episodes',
          find: { slug: { equals: slug } },
          data: (locale) => {
            const t = episode.texts[languageOf(locale)]
            return {
              title: t.title,
              slug,
              available: true,
              video_url: demoVideo(slug),
              video_length: episode.videoLength,
              cover: images[episode.cover],
              description: t.description,
              quiz: t.quiz.map((question, q) => ({
                id: rowId(slug, 'q', q + 1),
                question: question.question,
                answers: question.answers.map((text, a) => ({
                  id: rowId(slug, 'q', q + 1, 'a', a + 1),
                  text,
                  correct: a === episode.correct[q],
                })),
              })),
              seo: { description: t.description, share_image: images[episode.cover] },
            }
          },
        }),
      )
    }
    ids[session.slug] = await upsertLocalized(payload, report, {
      collection: 'sessions',
      find: { slug: { equals: session.slug } },
      data: (locale) => {
        const t = session.texts[languageOf(locale)]
        return {
          title: t.title,
          slug: session.slug,
          available: true,
          background_image: images[session.background],
          card_description: t.cardDescription,
          infos: {
            level: session.level,
            instructor: session.instructor,
            instructor_role: t.instructorRole,
          },
          episodes: episodeIds,
          exclusive: session.minLevel !== null,
          ...(session.minLevel ? { min_level: session.minLevel } : {}),
          seo: {
            title: `${t.title} · Maison Solaine`,
            description: t.seoDescription,
            share_image: images[session.background],
          },
        }
      },
    })
  }
  return ids
}

/**
 * The id of a product (or a cocktail) by its en-ww slug, or null when it has not been seeded (or
 * the collection does not exist yet): the outcome then simply recommends nothing of it.
 */
function productLookup(payload: Payload, slugOf: 'products' | 'cocktails' = 'products') {
  const cache = new Map<string, number | null>()
  const collection = slugOf as CollectionSlug
  return async (slug: string): Promise<number | null> => {
    const cached = cache.get(slug)
    if (cached !== undefined) return cached
    let id: number | null = null
    if (collection in payload.collections) {
      const found = await payload.find({
        collection,
        locale: DEFAULT_LOCALE,
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
      })
      const first = found.docs[0]?.id
      id = typeof first === 'number' ? first : null
    }
    cache.set(slug, id)
    return id
  }
}

async function seedQuizzes(
  payload: Payload,
  report: SeedReport,
  images: Images,
  refs: { journeys: Ids; sessions: Ids },
) {
  const productId = productLookup(payload)
  const cocktailId = productLookup(payload, 'cocktails')
  for (const quiz of QUIZZES) {
    const { slug } = quiz
    checkRows(quiz.texts, (t) => t.questions.length, quiz.questions.length, slug)
    checkRows(quiz.texts, (t) => t.outcomes.length, quiz.outcomes.length, `${slug} outcomes`)
    if (quiz.explanations) {
      checkRows(quiz.explanations, (e) => e.length, quiz.questions.length, `${slug} explanations`)
    }
    // Resolved once, outside data(): references are shared by every locale.
    const outcomeRefs = await Promise.all(
      quiz.outcomes.map(async (outcome) => ({
        ...(outcome.minCorrect === undefined ? {} : { min_correct: outcome.minCorrect }),
        ...(await optionalRef('recommended_product', outcome.product, productId)),
        ...(outcome.journey ? { recommended_journey: refs.journeys[outcome.journey] } : {}),
        ...(outcome.session ? { recommended_session: refs.sessions[outcome.session] } : {}),
        ...(outcome.cocktails
          ? {
              recommended_cocktails: (await Promise.all(outcome.cocktails.map(cocktailId))).filter(
                (id): id is number => id !== null,
              ),
            }
          : {}),
      })),
    )
    await upsertLocalized(payload, report, {
      collection: quiz.collection,
      find: { slug: { equals: slug } },
      data: (locale) => {
        const t = quiz.texts[languageOf(locale)]
        return {
          title: t.title,
          slug,
          available: true,
          intro: t.intro,
          cover: images[quiz.cover],
          questions: quizQuestions(quiz, t.questions, quiz.explanations?.[languageOf(locale)]),
          outcomes: quiz.outcomes.map((outcome, index) => ({
            id: rowId(slug, outcome.key),
            key: outcome.key,
            title: t.outcomes[index]!.title,
            description: t.outcomes[index]!.description,
            image: images[outcome.image],
            ...outcomeRefs[index],
          })),
          seo: {
            title: `${t.title} · Maison Solaine`,
            description: t.seoDescription,
            share_image: images[quiz.cover],
          },
        }
      },
    })
  }
}

async function optionalRef(
  field: string,
  slug: string | undefined,
  lookup: (slug: string) => Promise<number | null>,
): Promise<Record<string, number>> {
  if (!slug) return {}
  const id = await lookup(slug)
  return id === null ? {} : { [field]: id }
}

/** Questions with their answers, each answer scored the quiz's way (outcome key or right/wrong). */
function quizQuestions(
  quiz: QuizSeed,
  texts: { question: string; answers: string[] }[],
  explanations: string[] | undefined,
) {
  return quiz.questions.map((facts, q) => {
    const text = texts[q]!
    const expected =
      'outcomes' in facts ? facts.outcomes.length : quiz.texts.en.questions[q]!.answers.length
    if (text.answers.length !== expected) {
      throw new Error(`seed: ${quiz.slug} question ${q + 1} has ${text.answers.length} answers`)
    }
    return {
      id: rowId(quiz.slug, 'q', q + 1),
      question: text.question,
      ...(explanations?.[q] ? { explanation: explanations[q] } : {}),
      answers: text.answers.map((answer, a) => ({
        id: rowId(quiz.slug, 'q', q + 1, 'a', a + 1),
        text: answer,
        ...('outcomes' in facts
          ? { outcome: facts.outcomes[a] }
          : { correct: a === facts.correct }),
      })),
    }
  })
}
