import type { Episode, Session } from '@/payload-types'
import type { ContentKit } from '@/server/content-kit'
import { sessionQuizModel } from './quiz-model'
import { SessionQuiz } from './SessionQuiz'

/**
 * The end-of-session quiz of a masterclass (issue 15), the last section of the session page:
 * its episodes' questions, right-answer scoring; a member's completion is saved as the session's
 * progress with completed_quiz.
 */
export function SessionQuizSection({
  kit,
  session,
  episodes,
  path,
}: {
  kit: ContentKit
  session: Session
  episodes: readonly Episode[]
  path: string
}) {
  if (session.exclusive) return null
  const model = sessionQuizModel(session, episodes, path)
  if (!model) return null
  return (
    <section className="detail-section session-quiz" aria-labelledby="session-quiz">
      <h2 id="session-quiz" className="block__title">
        {kit.t('quiz.sessionTitle')}
      </h2>
      <p>{kit.t('quiz.sessionIntro')}</p>
      <SessionQuiz model={model} sessionId={session.id} path={path} />
    </section>
  )
}
