'use client'

import dynamic from 'next/dynamic'
import { type ReactNode, useEffect, useState } from 'react'
import type { QuizModel } from './quiz-model'

// Its own chunk, loaded on quiz pages only once the page runs script.
const QuizRunner = dynamic(() => import('./QuizRunner').then((m) => m.QuizRunner), {
  ssr: false,
})

/**
 * Shows the readable quiz (its children, rendered on the server) until script runs, then the
 * interactive runner in its place: a visitor without script still reads every question and
 * result.
 */
export function QuizRunnerSlot({ model, children }: { model: QuizModel; children: ReactNode }) {
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  return live ? <QuizRunner model={model} mode={{ kind: 'quiz' }} /> : children
}
