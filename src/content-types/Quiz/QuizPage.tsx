import Link from 'next/link'
import { itemPath } from '@/components/cards/card-model'
import { populated } from '@/components/cards/card-sources'
import type { LocaleCode } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { Quiz, Quizzcognacprofile, Quizzjourney } from '@/payload-types'
import { type ContentKit, contentKit } from '../kit'
import { DetailHero } from '../shared/DetailHero'

type AnyQuiz = Quiz | Quizzcognacprofile | Quizzjourney
type Outcome = AnyQuiz['outcomes'][number]

interface Recommendation {
  label: string
  title: string
  href: string | null
}

/** What an outcome suggests (a bottle, a journey, a masterclass), when available in the locale. */
function recommendations(outcome: Outcome, kit: ContentKit) {
  const list: Recommendation[] = []
  const add = (key: StringKey, collection: string, value: unknown) => {
    const doc = populated(
      value as { title: string; slug?: string | null; available?: boolean | null } | null,
    )
    if (doc?.available !== true) return
    list.push({
      label: kit.t(key),
      title: doc.title,
      href: itemPath(kit.locale, collection, doc.slug),
    })
  }
  add('quiz.product', 'products', outcome.recommended_product)
  if ('recommended_journey' in outcome) add('quiz.journey', 'journeys', outcome.recommended_journey)
  if ('recommended_session' in outcome) add('quiz.session', 'sessions', outcome.recommended_session)
  return list
}

/**
 * A quiz page (SPEC §2.1 quiz, quizzcognacprofile, quizzjourneys) as a readable page: its
 * questions with their answers and the results it can lead to. Answering and scoring belong to
 * the interactive quiz, built with the members' progress.
 */
export async function QuizPage({ locale, data: quiz }: { locale: LocaleCode; data: AnyQuiz }) {
  const kit = await contentKit(locale)
  return (
    <article className="template template--quiz">
      <DetailHero title={quiz.title} image={quiz.cover}>
        <p className="lede">{quiz.intro}</p>
      </DetailHero>
      <section className="detail-section" aria-labelledby="quiz-questions">
        <h2 id="quiz-questions" className="block__title">
          {kit.t('quiz.questions')}
        </h2>
        <ol className="ordered-list">
          {quiz.questions.map((question, i) => (
            <li key={question.id ?? i}>
              <span className="ordered-list__number">{kit.tn('quiz.question', i + 1)}</span>
              <h3>{question.question}</h3>
              <ul className="answer-list">
                {question.answers.map((answer, j) => (
                  <li key={answer.id ?? j}>{answer.text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
      <section className="detail-section" aria-labelledby="quiz-outcomes">
        <h2 id="quiz-outcomes" className="block__title">
          {kit.t('quiz.outcomes')}
        </h2>
        <ul className="outcome-list">
          {quiz.outcomes.map((outcome, i) => (
            <li key={outcome.id ?? i}>
              <h3>{outcome.title}</h3>
              {'min_correct' in outcome ? (
                <p className="card__meta">{kit.tn('quiz.fromCorrect', outcome.min_correct)}</p>
              ) : null}
              {outcome.description ? <p>{outcome.description}</p> : null}
              {recommendations(outcome, kit).map((r) => (
                <p key={r.label} className="card__meta">
                  {r.label}: {r.href ? <Link href={r.href}>{r.title}</Link> : r.title}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
