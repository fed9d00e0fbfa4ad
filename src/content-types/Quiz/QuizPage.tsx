import Link from 'next/link'
import type { LocaleCode } from '@/i18n/locales'
import type { Quiz, Quizzcognacprofile, Quizzjourney } from '@/payload-types'
import type { QuizCollection } from '@/rules/quiz-scoring'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'
import { QuizRunnerSlot } from './QuizRunnerSlot'
import { type AnyQuiz, quizModel } from './quiz-model'

/**
 * A quiz page (SPEC §2.1 quiz, quizzcognacprofile, quizzjourneys): the interactive quiz, one
 * question at a time, loaded in the browser (QuizRunnerSlot). Without script the page stays a
 * readable quiz: its questions, then its possible results, each linking to its shared result
 * page (docs/decisions.md "Quizzes").
 */
async function QuizPage({
  collection,
  locale,
  data: quiz,
}: {
  collection: QuizCollection
  locale: LocaleCode
  data: AnyQuiz
}) {
  const kit = await contentKit(locale)
  const model = await quizModel(collection, quiz, kit)
  return (
    <article className="template template--quiz">
      <DetailHero title={quiz.title} image={quiz.cover}>
        <p className="lede">{quiz.intro}</p>
      </DetailHero>
      <QuizRunnerSlot model={model}>
        <section className="detail-section" aria-labelledby="quiz-questions">
          <h2 id="quiz-questions" className="block__title">
            {kit.t('quiz.questions')}
          </h2>
          <ol className="ordered-list">
            {model.questions.map((question, i) => (
              <li key={question.question}>
                <span className="ordered-list__number">{kit.tn('quiz.question', i + 1)}</span>
                <h3>{question.question}</h3>
                <ul className="answer-list">
                  {question.answers.map((answer) => (
                    <li key={answer.text}>{answer.text}</li>
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
            {model.outcomes.map((outcome) => (
              <li key={outcome.key}>
                <h3>
                  <Link href={outcome.resultPath}>{outcome.title}</Link>
                </h3>
                {outcome.minCorrect !== null ? (
                  <p className="card__meta">{kit.tn('quiz.fromCorrect', outcome.minCorrect)}</p>
                ) : null}
                {outcome.description ? <p>{outcome.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </QuizRunnerSlot>
    </article>
  )
}

type Props<T> = { locale: LocaleCode; data: T }

export const QuizzCognacProfilePage = (props: Props<Quizzcognacprofile>) => (
  <QuizPage collection="quizzcognacprofile" {...props} />
)
export const QuizzJourneysPage = (props: Props<Quizzjourney>) => (
  <QuizPage collection="quizzjourneys" {...props} />
)
export const KnowledgeQuizPage = (props: Props<Quiz>) => <QuizPage collection="quiz" {...props} />
