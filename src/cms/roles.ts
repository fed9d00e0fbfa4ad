import { LOCALES } from '@/i18n/locales'

/**
 * What a CMS user (collection `users`) may do (issue 17 item 5; docs/decisions.md "Roles").
 * Pure rules: the access functions of src/cms/access.ts and the users collection ask these.
 * A user holds one or more roles; what they may do is the union of their roles.
 */
export const ROLES = ['administrator', 'editor', 'market_editor', 'member_support'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  administrator: 'Administrator (everything, CMS users)',
  editor: 'Editor (content, media, redirects, site options, menus)',
  market_editor: 'Market editor (content of the assigned locales)',
  member_support: 'Member support (member accounts and their personal data)',
}

/** Read and write the site's content (writes of market editors only in their locales). */
export const CONTENT_ROLES: readonly Role[] = ['administrator', 'editor', 'market_editor']
/** Site-wide settings and what touches every locale at once: deletes, redirects, site options. */
export const SITE_ROLES: readonly Role[] = ['administrator', 'editor']
/** Members' accounts and every record holding their (or visitors') personal data. */
export const MEMBER_DATA_ROLES: readonly Role[] = ['administrator', 'member_support']
/** CMS users and their roles. */
export const ADMIN_ROLES: readonly Role[] = ['administrator']

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value)

/** As Payload hands a signed-in user to access functions: any auth collection, any shape. */
export type SignedIn =
  | { collection?: unknown; roles?: unknown; market_locales?: unknown }
  | null
  | undefined

/** The roles of a CMS user; none for a member, a visitor or a user without a known role. */
export function rolesOf(user: SignedIn): Role[] {
  if (user?.collection !== 'users') return []
  const roles = Array.isArray(user.roles) ? user.roles : [user.roles]
  return roles.filter(isRole)
}

export function hasAnyRole(user: SignedIn, allowed: readonly Role[]): boolean {
  return rolesOf(user).some((role) => allowed.includes(role))
}

const KNOWN_LOCALES: ReadonlySet<string> = new Set(LOCALES.map((l) => l.code))

/** The locales a market editor was given (unknown codes dropped). */
export function assignedLocales(user: SignedIn): string[] {
  const locales = Array.isArray(user?.market_locales) ? user.market_locales : []
  return locales.filter((l): l is string => typeof l === 'string' && KNOWN_LOCALES.has(l))
}

/**
 * Why this user may not write content in `locale`, or null when they may. Only a user whose
 * content role is market editor alone is bound to locales; an editor or administrator writes
 * every locale. A write without one locale (none, or `all`) would touch every market: refused.
 */
export function localeWriteRefusal(user: SignedIn, locale: unknown): string | null {
  if (!hasAnyRole(user, CONTENT_ROLES) || hasAnyRole(user, SITE_ROLES)) return null
  const assigned = assignedLocales(user)
  const list = assigned.length > 0 ? assigned.join(', ') : 'none yet (ask an administrator)'
  if (typeof locale !== 'string' || !KNOWN_LOCALES.has(locale)) {
    return `Market editors save one locale at a time. Your locales: ${list}.`
  }
  if (assigned.includes(locale)) return null
  return `You may edit only your markets' locales (${list}); this is ${locale}. Switch the locale at the top of the page.`
}
