'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { memberApi } from '@/account/client/api'
import { storedMemberId } from '@/account/client/storage'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import type { StringKey } from '@/i18n/strings'
import { progressChanged } from '@/masterclass/progress-client'
import { openModal } from '@/modals/open-modal'
import { accountHref } from '@/routing/account-paths'
import { scoreQuiz } from '@/rules/quiz-scoring'
import { savePendingAndConfirm } from './PendingQuizSave'
import { dropPendingQuiz, keepPendingResult } from './pending-save'
import { QuizOutcome, QuizReview } from './QuizOutcome'
import type { QuizModel } from './quiz-model'
import { ShareResult } from './ShareResult'
import './quiz.css'

/** What a finished run reports: a quiz taken, or a masterclass session's end-of-session quiz. */
export type RunnerMode = { kind: 'quiz' } | { kind: 'session'; sessionId: number; path: string }

type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'anonymous'

/**
 * The interactive quiz: one question at a time (a radio group, usable with the arrow keys), back
 * and forward, its progress, then the result. Focus goes to the question's heading at each step
 * and to the result's heading at the end, so a screen reader hears where it is. A signed-in
 * member's result is saved to their activities (the quizz_confirmation modal tells them); a
 * visitor's is kept on the device and saved once they sign in (pending-save.ts), and they are
 * invited to.
 */
export function QuizRunner({ model, mode }: { model: QuizModel; mode: RunnerMode }) {
  const { strings, locale } = useSiteContext()
  const t = (key: StringKey, values?: Record<string, string | number>) =>
    values ? fillMessage(strings[key], values) : strings[key]
  const total = model.questions.length
  const [step, setStep] = useState(0)
  const [picks, setPicks] = useState<(number | null)[]>(() => model.questions.map(() => null))
  const [hint, setHint] = useState(false)
  const [save, setSave] = useState<SaveState>('idle')
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const id = useId()

  const done = step >= total
  const result = done
    ? scoreQuiz(
        model.kind,
        model.questions,
        model.outcomes.map((o) => ({ key: o.key, min_correct: o.minCorrect })),
        picks,
      )
    : null
  const outcome = result ? model.outcomes.find((o) => o.key === result.outcomeKey) : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves at each step change.
  useEffect(() => {
    // Not on the first render: the visitor has not started, the page keeps its place.
    if (!moved.current) return
    heading.current?.focus()
  }, [step])

  // A member back on a quiz page: results they reached before signing in are saved now.
  useEffect(() => {
    if (mode.kind === 'quiz') savePendingAndConfirm()
  }, [mode.kind])

  // Saves a finished run once, for a member; a visitor's waits on the device for their sign-in.
  useEffect(() => {
    if (!result || save !== 'idle') return
    const collection = mode.kind === 'quiz' ? model.collection : null
    const keep = () => {
      if (collection === null) return
      keepPendingResult({
        collection,
        quiz: model.id,
        ...(model.kind === 'correct' ? { score: result.correct } : {}),
        title: outcome?.title ?? model.title,
      })
    }
    if (storedMemberId() === null) {
      keep()
      setSave('anonymous')
      return
    }
    if (mode.kind === 'quiz' && collection === null) return
    setSave('saving')
    const body =
      mode.kind === 'session'
        ? {
            type: 'masterclass_progress',
            session: mode.sessionId,
            // The server counts the session's completed episodes itself.
            completed_quiz: true,
          }
        : {
            type: 'quiz_taken',
            collection: model.collection,
            quiz: model.id,
            ...(model.kind === 'correct' ? { score: result.correct } : {}),
          }
    memberApi('activities/', 'POST', body).then((answer) => {
      if (answer.status === 401) {
        keep()
        return setSave('anonymous')
      }
      if (!answer.ok) return setSave('failed')
      // This run is the one saved: an earlier visitor's run of the same quiz is not saved too.
      if (collection !== null) dropPendingQuiz({ collection, quiz: model.id })
      setSave('saved')
      if (mode.kind === 'session') progressChanged()
      if (mode.kind === 'quiz') {
        openModal({
          type: 'quizz_confirmation',
          props: { title: outcome?.title ?? model.title },
        })
      }
    })
  }, [result, save, mode, model, outcome])

  const go = (next: number) => {
    moved.current = true
    setHint(false)
    setStep(next)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (picks[step] === null) {
      setHint(true)
      return
    }
    go(step + 1)
  }

  const restart = () => {
    setPicks(model.questions.map(() => null))
    setSave('idle')
    go(0)
  }

  if (done && result) {
    const here = mode.kind === 'session' ? mode.path : (outcome?.resultPath ?? model.path)
    return (
      <section className="quiz-runner quiz-result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="block__title" tabIndex={-1} ref={heading}>
          {mode.kind === 'session' ? t('quiz.sessionDone') : t('quiz.resultTitle')}
        </h2>
        {model.kind === 'correct' ? (
          <p className="quiz-result__score">
            {t('quiz.score', { correct: result.correct, total: result.total })}
          </p>
        ) : null}
        {outcome ? <QuizOutcome outcome={outcome} t={t} /> : null}
        {model.kind === 'correct' ? (
          <QuizReview questions={model.questions} picks={picks} right={result.right} t={t} />
        ) : null}
        <p className="quiz-result__save" role="status">
          {save === 'saving' ? t('quiz.saving') : null}
          {save === 'saved' ? t('quiz.saved') : null}
          {save === 'failed' ? t('quiz.saveFailed') : null}
          {save === 'anonymous' ? (
            <>
              {t('quiz.signInToKeep')}{' '}
              <a href={accountHref(locale, 'sign-in', here)}>{t('quiz.signIn')}</a>
            </>
          ) : null}
        </p>
        {mode.kind === 'quiz' && outcome ? <ShareResult path={outcome.resultPath} /> : null}
        <p>
          <button type="button" className="button button--secondary" onClick={restart}>
            {t('quiz.again')}
          </button>
        </p>
      </section>
    )
  }

  const question = model.questions[step]
  if (!question) return null
  return (
    <section className="quiz-runner" aria-labelledby={`${id}-q`}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="quiz-runner__question">
          <legend>
            <span className="quiz-runner__progress">
              {t('quiz.progress', { current: step + 1, total })}
            </span>
            <h2 id={`${id}-q`} className="quiz-runner__heading" tabIndex={-1} ref={heading}>
              {question.question}
            </h2>
          </legend>
          <div
            className="quiz-runner__bar"
            role="presentation"
            style={{ ['--quiz-progress' as string]: `${((step + 1) / total) * 100}%` }}
          />
          <div className="quiz-runner__answers">
            {question.answers.map((answer, a) => (
              <label key={answer.text} className="quiz-runner__answer">
                <input
                  type="radio"
                  name={`${id}-answers-${step}`}
                  value={a}
                  checked={picks[step] === a}
                  onChange={() => {
                    setHint(false)
                    setPicks((p) => p.map((v, i) => (i === step ? a : v)))
                  }}
                />
                <span>{answer.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="quiz-runner__hint" role="alert">
          {hint ? t('quiz.pickFirst') : null}
        </p>
        <div className="quiz-runner__nav">
          <button
            type="button"
            className="button button--secondary"
            disabled={step === 0}
            onClick={() => go(step - 1)}
          >
            {t('quiz.previous')}
          </button>
          <button type="submit" className="button">
            {step + 1 === total ? t('quiz.finish') : t('quiz.next')}
          </button>
        </div>
      </form>
    </section>
  )
}
