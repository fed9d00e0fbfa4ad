import 'server-only'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ClientStrings } from '@/components/ClientStrings'
import { LanguageAlternates } from '@/components/language/LanguageAlternates'
import { getSiteOptions } from '@/content/site'
import { getTranslations } from '@/content/translations'
import { fillMessage } from '@/i18n/fill-message'
import { isLocale, LOCALE_CODES } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { QuizCollection } from '@/rules/quiz-scoring'
import { buildMetadata } from '@/seo/metadata'
import { siteUrl } from '@/seo/site-url'
import { contentKit } from '@/server/content-kit'
import { CONTENT_TYPES } from '../registry'
import { PendingQuizSaveLazy } from './PendingQuizSaveLazy'
import { QuizOutcome } from './QuizOutcome'
import { type AnyQuiz, quizModel } from './quiz-model'
import { resultPath } from './quiz-paths'
import { ShareResult } from './ShareResult'
import './quiz.css'

export type ResultParams = { locale: string; slug: string; key: string }

/** The quiz, its outcome for `key` and where the quiz exists in other locales; null: a 404. */
export const loadResult = cache(async (collection: QuizCollection, params: ResultParams) => {
  const { locale, slug, key } = params
  if (!isLocale(locale)) return null
  const entry = CONTENT_TYPES[collection]
  let decodedSlug: string
  let decodedKey: string
  try {
    decodedSlug = decodeURIComponent(slug)
    decodedKey = decodeURIComponent(key)
  } catch {
    return null
  }
  const quiz = (await entry.load(locale, decodedSlug)) as AnyQuiz | null
  if (!quiz) return null
  const kit = await contentKit(locale)
  const model = await quizModel(collection, quiz, kit)
  const outcome = model.outcomes.find((o) => o.key === decodedKey)
  if (!outcome) return null
  const translations = (await getTranslations(collection, quiz.id, collection)).map((t) => ({
    ...t,
    path: resultPath(t.path, outcome.key),
  }))
  return { locale, kit, quiz, model, outcome, translations }
})

/**
 * A quiz's shared result (issue 15): `/{locale}/{quiz type}/{slug}/result/{outcome key}/`,
 * rendered on the server so a shared link shows the outcome and its recommendations to anyone,
 * with its own share image. Not indexed (a result is not a page of its own for search engines);
 * its canonical is itself, its alternates the same result in the quiz's other locales.
 */
export async function quizResultMetadata(
  collection: QuizCollection,
  params: Promise<ResultParams>,
): Promise<Metadata> {
  const found = await loadResult(collection, await params)
  if (!found) return {}
  const { locale, outcome, quiz, translations, kit } = found
  const options = await getSiteOptions(locale)
  const path = resultPath(found.model.path, outcome.key)
  return buildMetadata({
    locale,
    path,
    title: `${outcome.title} · ${quiz.title}`,
    seo: { no_index: true, description: outcome.description ?? null },
    fallbackDescription: kit.t('quiz.resultOf', { title: quiz.title }),
    translations,
    siteName: options.site_name,
    origin: siteUrl(),
    defaultImage: {
      url: `${path}share-image.png`,
      width: 1200,
      height: 630,
      alt: outcome.title,
    },
  })
}

export async function QuizResultPage({
  collection,
  params,
}: {
  collection: QuizCollection
  params: Promise<ResultParams>
}) {
  const found = await loadResult(collection, await params)
  if (!found) notFound()
  const { locale, kit, quiz, model, outcome, translations } = found
  const t = (key: StringKey, values?: Record<string, string | number>) =>
    values ? fillMessage(kit.t(key), values) : kit.t(key)
  const hrefs: Record<string, string> = {}
  for (const code of LOCALE_CODES) {
    hrefs[code] = translations.find((x) => x.locale === code)?.path ?? `/${code}/`
  }
  return (
    <article className="template template--quiz quiz-result-page">
      <p className="quiz-result-page__eyebrow">{t('quiz.resultOf', { title: quiz.title })}</p>
      <QuizOutcome outcome={outcome} t={t} headingLevel={1} />
      {outcome.minCorrect !== null ? (
        <p className="card__meta">{kit.tn('quiz.fromCorrect', outcome.minCorrect)}</p>
      ) : null}
      <ClientStrings locale={locale} groups={['quiz']}>
        <ShareResult path={outcome.resultPath} />
      </ClientStrings>
      <p>
        <Link className="button" href={model.path}>
          {t('quiz.take')}
        </Link>
      </p>
      <LanguageAlternates hrefs={hrefs} hidden={false} />
      <PendingQuizSaveLazy />
    </article>
  )
}
