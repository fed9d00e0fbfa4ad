'use client'

import { useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { accountHref } from '@/routing/account-paths'
import { memberApi } from './client/api'
import {
  forgetMember,
  MEMBER_CHANGE_EVENT,
  rememberMember,
  storedBadge,
  storedLevel,
  storedMemberId,
} from './client/storage'
import type { MemberView } from './server/member-view'
import './member-widgets.css'

type Badge = Pick<MemberView, 'firstName' | 'level'>

/**
 * The signed-in member's first name and level for the header, fetched from /api/members/me/ so
 * that no personal data is ever in the static HTML. Signed out: a sign-in link.
 */
export function MemberBadge() {
  const { strings, locale } = useSiteContext()
  const [member, setMember] = useState<Badge | null | undefined>(undefined)

  useEffect(() => {
    const load = () => {
      // What this browser remembered when asking: a sign-in that lands while the question is on
      // its way (the verification page) must not be undone by the older answer.
      const asked = storedMemberId()
      memberApi<{ member: MemberView | null }>('me/').then((a) => {
        // No answer (offline, server error): keep showing what the browser remembers; only the
        // server saying "nobody" signs the page out.
        if (!a.ok) return setMember(storedBadge())
        const current = a.data.member
        setMember(current)
        // The session ended elsewhere (expired, signed out in another tab): drop the stale UI state.
        if (current === null && asked !== null && storedMemberId() === asked) forgetMember()
        if (current && storedLevel() !== current.level) {
          rememberMember(current)
        }
      })
    }
    load()
    window.addEventListener(MEMBER_CHANGE_EVENT, load)
    return () => window.removeEventListener(MEMBER_CHANGE_EVENT, load)
  }, [])

  if (member === undefined) return <span className="member-badge" aria-hidden="true" />
  if (!member) {
    const here = typeof window === 'undefined' ? undefined : window.location.pathname
    return (
      <a className="member-badge" href={accountHref(locale, 'sign-in', here)}>
        {strings['account.page.sign-in']}
      </a>
    )
  }
  return (
    <a className="member-badge" href={accountHref(locale, 'profile')}>
      {/* "My account: Zoë", with the language's colon inside the message: no punctuation code
          in every page's shared scripts. */}
      <span className="visually-hidden">{strings['account.badgeLabel']} </span>
      <span>{member.firstName}</span>
      <span className="member-badge__level">{strings[`account.level.${member.level}`]}</span>
    </a>
  )
}
