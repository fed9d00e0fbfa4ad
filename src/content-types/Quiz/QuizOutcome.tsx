import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { StringKey } from '@/i18n/strings'
import type { QuizOutcomeModel, QuizQuestionModel } from './quiz-model'

type T = (key: StringKey, values?: Record<string, string | number>) => string

/**
 * An outcome with what it recommends: drawn by the runner in the browser and by the shared
 * result page on the server (no hooks, texts through `t`).
 */
export function QuizOutcome({
  outcome,
  t,
  headingLevel = 3,
}: {
  outcome: QuizOutcomeModel
  t: T
  headingLevel?: 1 | 2 | 3
}) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 1 ? 'h2' : headingLevel === 2 ? 'h3' : 'h4'
  return (
    <div className="quiz-outcome">
      <div className="quiz-outcome__text">
        <Heading className="quiz-outcome__title">{outcome.title}</Heading>
        {outcome.description ? <p>{outcome.description}</p> : null}
      </div>
      <ResponsiveImage
        sources={outcome.image}
        className="quiz-outcome__image"
        sizes="(min-width: 769px) 40vw, 100vw"
      />
      {outcome.recommendations.length > 0 ? (
        <div className="quiz-outcome__recommendations">
          <SubHeading className="quiz-outcome__subtitle">{t('quiz.recommendations')}</SubHeading>
          <ul className="quiz-recommendations">
            {outcome.recommendations.map((r) => (
              <li key={`${r.label}-${r.title}`} className="quiz-recommendation">
                <ResponsiveImage sources={r.image} sizes="160px" />
                <span className="card__meta">{r.label}</span>
                {r.href ? (
                  <a className={r.action ? 'button' : 'quiz-recommendation__link'} href={r.href}>
                    {r.title}
                  </a>
                ) : (
                  <span>{r.title}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** Knowledge quizzes: each question with the answer picked, the right one and why. */
export function QuizReview({
  questions,
  picks,
  right,
  t,
}: {
  questions: QuizQuestionModel[]
  picks: readonly (number | null)[]
  right: readonly (boolean | null)[]
  t: T
}) {
  return (
    <div className="quiz-review">
      <h3 className="quiz-outcome__subtitle">{t('quiz.review')}</h3>
      <ol className="quiz-review__list">
        {questions.map((q, i) => {
          const pick = picks[i]
          const picked = typeof pick === 'number' ? q.answers[pick] : undefined
          const rightAnswer = q.answers.find((a) => a.correct)
          const ok = right[i] === true
          return (
            <li
              key={q.question}
              className={ok ? 'quiz-review__item is-right' : 'quiz-review__item'}
            >
              <p className="quiz-review__question">
                <strong>{q.question}</strong>{' '}
                <span className="quiz-review__mark">
                  {ok ? `✓ ${t('quiz.isRight')}` : `✗ ${t('quiz.isWrong')}`}
                </span>
              </p>
              <p>{picked ? t('quiz.yourAnswer', { answer: picked.text }) : t('quiz.noAnswer')}</p>
              {!ok && rightAnswer ? (
                <p>{t('quiz.rightAnswer', { answer: rightAnswer.text })}</p>
              ) : null}
              {q.explanation ? <p className="quiz-review__explanation">{q.explanation}</p> : null}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
