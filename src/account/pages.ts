import type { AccountPage } from '@/routing/account-paths'

/** Pages that need a signed-in member (others redirect there to sign in first). */
export const MEMBERS_ONLY_PAGES: ReadonlySet<AccountPage> = new Set([
  'profile',
  'bookmarks',
  'activities',
  'update-password',
  'delete-account',
])

/** The member's own navigation, in this order. */
export const MEMBER_NAV: readonly AccountPage[] = [
  'profile',
  'bookmarks',
  'activities',
  'update-password',
  'delete-account',
]
