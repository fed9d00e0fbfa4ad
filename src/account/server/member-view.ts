import type { Member } from '@/payload-types'
import { isMemberLevel } from '@/rules/member-levels'

/** What the browser may know about the signed-in member (never tokens or hashes). */
export function memberView(m: Member) {
  return {
    id: m.id,
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email,
    country: m.country,
    newsletter: Boolean(m.newsletter?.opt_in),
    level: isMemberLevel(m.level) ? m.level : 'level0',
    points: m.points ?? 0,
  }
}
export type MemberView = ReturnType<typeof memberView>
