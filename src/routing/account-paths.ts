/** The member-account pages (SPEC §2.3), under `/{locale}/account/{page}/`. Pure. */
export const ACCOUNT_PAGES = [
  'sign-in',
  'sign-up',
  'forgot-password',
  'arrival',
  'profile',
  'bookmarks',
  'activities',
  'orders',
  'update-password',
  'reset-password',
  'verify-mail',
  'delete-account',
  'newsletter-confirm',
  'newsletter-unsubscribe',
] as const
export type AccountPage = (typeof ACCOUNT_PAGES)[number]

export function isAccountPage(s: string | undefined): s is AccountPage {
  return (ACCOUNT_PAGES as readonly string[]).includes(s ?? '')
}

/**
 * An account page's URL; `redirectTo` (a path on this site, e.g. an exclusive item's path) is
 * where the member lands after signing in.
 */
export function accountHref(locale: string, page: AccountPage, redirectTo?: string): string {
  const base = `/${locale}/account/${page}/`
  return redirectTo ? `${base}?redirect_to=${encodeURIComponent(redirectTo)}` : base
}
