'use client'

import { memberApi } from '@/account/client/api'
import { storedMemberId } from '@/account/client/storage'
import {
  activityBody,
  addPending,
  PENDING_QUIZ_KEY,
  type PendingQuizResult,
  readPending,
  withoutQuiz,
} from './pending-result'

/**
 * The browser side of a visitor's pending quiz results (pending-result.ts): kept in localStorage
 * when a visitor finishes a quiz, saved to the member's activities once a page that saves them
 * (quiz pages, quiz results, the account's arrival and activities pages) runs signed in.
 */

function store(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const read = (s: Storage | null) => readPending(s?.getItem(PENDING_QUIZ_KEY), Date.now())

function write(s: Storage | null, list: PendingQuizResult[]) {
  try {
    if (list.length === 0) s?.removeItem(PENDING_QUIZ_KEY)
    else s?.setItem(PENDING_QUIZ_KEY, JSON.stringify(list))
  } catch {
    // Storage full or refused (private mode): the result is simply not kept.
  }
}

/** Keeps a visitor's finished result on the device until they sign in. */
export function keepPendingResult(result: Omit<PendingQuizResult, 'expiresAt'>) {
  const s = store()
  write(s, addPending(read(s), result, Date.now()))
}

/** Forgets a quiz's pending result (the member's run of it was just saved directly). */
export function dropPendingQuiz(quiz: Pick<PendingQuizResult, 'collection' | 'quiz'>) {
  const s = store()
  const list = read(s)
  const rest = withoutQuiz(list, quiz)
  if (rest.length !== list.length) write(s, rest)
}

/** Whether an answer means "try again later" rather than "this will never be accepted". */
const retryable = (status: number) =>
  status === 0 || status === 401 || status === 429 || status >= 500

async function saveAll(): Promise<PendingQuizResult[]> {
  if (storedMemberId() === null) return []
  const s = store()
  const list = read(s)
  // Taken off the device before posting, so a second page or tab finds nothing to save again.
  write(s, [])
  const saved: PendingQuizResult[] = []
  const again: PendingQuizResult[] = []
  for (const pending of list) {
    const answer = await memberApi('activities/', 'POST', activityBody(pending))
    if (answer.ok) saved.push(pending)
    else if (retryable(answer.status)) again.push(pending)
    // Any other refusal (the quiz was deleted, a score the quiz cannot give) is dropped.
  }
  if (again.length > 0) {
    // Put back what failed, unless the visitor finished that quiz again meanwhile.
    const now = read(s)
    write(s, [...again.filter((p) => withoutQuiz(now, p).length === now.length), ...now])
  }
  return saved
}

let running: Promise<PendingQuizResult[]> | null = null

/** Saves the pending results of a signed-in member, once; resolves to those saved. */
export function savePendingResults(): Promise<PendingQuizResult[]> {
  running ??= saveAll().finally(() => {
    running = null
  })
  return running
}
