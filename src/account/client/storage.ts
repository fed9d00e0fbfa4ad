'use client'

import { isMemberLevel, type MemberLevel } from '@/rules/member-levels'
import type { MemberView } from '../server/member-view'

/**
 * Browser storage keys of SPEC §3. They hold only non-secret interface state: the session token
 * itself is in an HttpOnly cookie that scripts cannot read (docs/decisions.md).
 */
export const STORAGE = {
  jwt: 'jwt',
  firstName: 'account_first_name',
  rank: 'account_rank',
  userId: 'user_id',
  masterclasses: 'account_masterclasses',
  bookmarks: 'account_bookmarks',
  bookmarkRedirect: 'bookmark_redirect',
  willBookmark: 'will_bookmark',
} as const

export const MEMBER_CHANGE_EVENT = 'member-change'

export interface StoredBookmark {
  id: number
  type: string
  _like_id: number
}

function store(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

export function rememberMember(member: MemberView) {
  const s = store()
  s?.setItem(STORAGE.firstName, member.firstName)
  s?.setItem(STORAGE.rank, member.level)
  s?.setItem(STORAGE.userId, String(member.id))
  window.dispatchEvent(new Event(MEMBER_CHANGE_EVENT))
}

/** The signed-in member's id this browser remembers, or null (UI state only). */
export function storedMemberId(): string | null {
  return store()?.getItem(STORAGE.userId) ?? null
}

/** The member level this browser remembers, or null (UI state only: the server enforces access). */
export function storedLevel(): MemberLevel | null {
  const rank = store()?.getItem(STORAGE.rank) ?? null
  return isMemberLevel(rank) ? rank : null
}

/** What the header shows of the remembered member: their first name and level, or null. */
export function storedBadge(): { firstName: string; level: MemberLevel } | null {
  const firstName = store()?.getItem(STORAGE.firstName)
  const level = storedLevel()
  return firstName && level && storedMemberId() !== null ? { firstName, level } : null
}

export function rememberBookmarks(bookmarks: StoredBookmark[]) {
  store()?.setItem(STORAGE.bookmarks, JSON.stringify(bookmarks))
}

export function storedBookmarks(): StoredBookmark[] {
  try {
    const list = JSON.parse(store()?.getItem(STORAGE.bookmarks) ?? '[]')
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

/** SPEC §3: logout clears jwt, will_bookmark, bookmark_redirect, first name and bookmarks; we
 *  also clear the rank, id and masterclass list, which describe the member who left. */
export function forgetMember() {
  const s = store()
  for (const key of Object.values(STORAGE)) s?.removeItem(key)
  window.dispatchEvent(new Event(MEMBER_CHANGE_EVENT))
}

export interface PendingBookmark {
  collection: string
  id: number
}

export function setPendingBookmark(pending: PendingBookmark, returnTo: string) {
  const s = store()
  s?.setItem(STORAGE.willBookmark, JSON.stringify(pending))
  s?.setItem(STORAGE.bookmarkRedirect, returnTo)
}

export function takePendingBookmark(): PendingBookmark | null {
  const s = store()
  const raw = s?.getItem(STORAGE.willBookmark)
  s?.removeItem(STORAGE.willBookmark)
  s?.removeItem(STORAGE.bookmarkRedirect)
  try {
    const value = raw ? JSON.parse(raw) : null
    return value && typeof value.collection === 'string' && typeof value.id === 'number'
      ? value
      : null
  } catch {
    return null
  }
}

export function pendingBookmarkRedirect(): string | null {
  return store()?.getItem(STORAGE.bookmarkRedirect) ?? null
}
