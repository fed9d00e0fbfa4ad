'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import type { QuizModel } from './quiz-model'

const QuizRunner = dynamic(() => import('./QuizRunner').then((m) => m.QuizRunner), {
  ssr: false,
})

/** The end-of-session quiz's runner, loaded in its own chunk once the page runs script. */
export function SessionQuiz({
  model,
  sessionId,
  path,
}: {
  model: QuizModel
  sessionId: number
  path: string
}) {
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return live ? <QuizRunner model={model} mode={{ kind: 'session', sessionId, path }} /> : null
}
