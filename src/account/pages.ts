import type { AccountPage } from '@/routing/account-paths'

/** Pages that need a signed-in member (others redirect there to sign in first). */
export const MEMBERS_ONLY_PAGES: ReadonlySet<AccountPage> = new Set([
  'profile',
  'bookmarks',
  'activities',
  'orders',
  'update-password',
  'delete-account',
])

/** The member's own navigation, in this order. */
export const MEMBER_NAV: readonly AccountPage[] = [
  'profile',
  'bookmarks',
  'activities',
  'orders',
  'update-password',
  'delete-account',
]

/**
 * The navigation a member sees: Orders only where it can mean something, in a locale where
 * buying on the site exists or for a member who has ordered (docs/decisions.md "Members read
 * their orders"). The page itself answers in every locale, so a link to it never breaks.
 */
export function memberNav(showOrders: boolean): readonly AccountPage[] {
  return showOrders ? MEMBER_NAV : MEMBER_NAV.filter((p) => p !== 'orders')
}
