'use client'

import { useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { accountHref } from '@/routing/account-paths'
import { memberApi } from './client/api'
import {
  rememberBookmarks,
  setPendingBookmark,
  storedBookmarks,
  storedMemberId,
  takePendingBookmark,
} from './client/storage'
import type { BookmarkableCollection } from './cms/bookmarkable'
import type { BookmarkView } from './server/bookmarks'
import './member-widgets.css'

/** Keeps the browser's bookmark list (SPEC §3 account_bookmarks) in step with the server. */
function remember(collection: BookmarkableCollection, id: number, saved: boolean) {
  const others = storedBookmarks().filter((b) => !(b.type === collection && b._like_id === id))
  rememberBookmarks(saved ? [...others, { id: 0, type: collection, _like_id: id }] : others)
}

/**
 * Bookmark toggle for any bookmarkable item (BOOKMARKABLE: issues 6 and 15). An anonymous
 * click keeps will_bookmark and bookmark_redirect, goes to sign in, and the bookmark is completed
 * when the member comes back to this page.
 */
export function BookmarkButton({
  collection,
  id,
}: {
  collection: BookmarkableCollection
  id: number
}) {
  const { strings, locale } = useSiteContext()
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const pending = takePendingBookmark()
    if (pending && pending.collection === collection && pending.id === id) {
      memberApi('bookmarks/', 'POST', { collection, id }).then((a) => {
        if (a.ok) remember(collection, id, true)
        setSaved(a.ok)
      })
      return
    }
    setSaved(storedBookmarks().some((b) => b.type === collection && b._like_id === id))
    if (storedMemberId() === null) return
    memberApi<{ bookmarks: BookmarkView[] }>(`bookmarks/?locale=${locale}`).then((a) => {
      if (!a.ok) return
      rememberBookmarks(
        a.data.bookmarks.map((b) => ({ id: b.id, type: b.collection, _like_id: b.itemId })),
      )
      setSaved(a.data.bookmarks.some((b) => b.collection === collection && b.itemId === id))
    })
  }, [collection, id, locale])

  async function toggle() {
    setBusy(true)
    const answer = await memberApi('bookmarks/', saved ? 'DELETE' : 'POST', { collection, id })
    setBusy(false)
    if (answer.status === 401) {
      const here = `${window.location.pathname}${window.location.search}`
      setPendingBookmark({ collection, id }, here)
      window.location.assign(accountHref(locale, 'sign-in', here))
      return
    }
    if (!answer.ok) return
    remember(collection, id, !saved)
    setSaved(!saved)
  }

  return (
    <button
      type="button"
      className="bookmark-button"
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{saved ? '★' : '☆'}</span>
      {strings[saved ? 'account.bookmark.remove' : 'account.bookmark.add']}
    </button>
  )
}
