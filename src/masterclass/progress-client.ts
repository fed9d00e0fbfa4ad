'use client'

import { memberApi } from '@/account/client/api'
import { STORAGE, storedMemberId } from '@/account/client/storage'
import type { MasterclassProgress } from '@/account/server/masterclass'

export type { MasterclassProgress }

let pending: Promise<MasterclassProgress | null> | null = null

/**
 * The signed-in member's progress, asked once per page (every tick and badge of a page shares
 * the answer); null for a visitor, without a request when this browser remembers nobody. The
 * completed list is kept under SPEC §3's `account_masterclasses` key, as interface state only.
 */
export function loadProgress(): Promise<MasterclassProgress | null> {
  if (storedMemberId() === null) return Promise.resolve(null)
  pending ??= memberApi<MasterclassProgress>('masterclass-progress/').then((answer) => {
    if (!answer.ok) {
      pending = null
      return null
    }
    try {
      window.localStorage.setItem(STORAGE.masterclasses, JSON.stringify(answer.data.completed))
    } catch {
      // Storage refused (private mode): the ticks still show from the answer.
    }
    return answer.data
  })
  return pending
}

/** Forget the answer after a report, so the next reader sees the new progress. */
export function progressChanged() {
  pending = null
}
