'use client'

import { useEffect } from 'react'
import { openModal } from '@/modals/open-modal'
import { savePendingResults } from './pending-save'

/**
 * Saves the results a visitor reached before signing in, once they are signed in, and confirms
 * it with the quizz_confirmation modal as a member's own run does.
 */
export function savePendingAndConfirm() {
  savePendingResults().then((saved) => {
    const last = saved.at(-1)
    if (last) openModal({ type: 'quizz_confirmation', props: { title: last.title } })
  })
}

/** On a quiz's shared result page (where the "Sign in" invitation brings the member back). */
export function PendingQuizSave() {
  useEffect(savePendingAndConfirm, [])
  return null
}
