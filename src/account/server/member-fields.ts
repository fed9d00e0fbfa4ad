import type { Payload } from 'payload'
import type { Member } from '@/payload-types'

/** The member fields the site itself changes: progress, and what a member edits on their profile. */
export type MemberFields = Partial<
  Pick<Member, 'level' | 'points' | 'first_name' | 'last_name' | 'country' | 'newsletter'>
>

/**
 * Writes only the given member fields. Payload's `update` writes the whole document back,
 * including the member's session list; on SQLite (no transactions) that list is deleted and
 * inserted again, so a request checking a session at that moment finds none and the member seems
 * signed out. A write of these columns alone leaves the sessions untouched. Callers validate the
 * values at their boundary (zod, or values the server computed itself).
 */
export async function updateMemberFields(
  payload: Payload,
  id: number,
  data: MemberFields,
): Promise<Member> {
  await payload.db.updateOne({ collection: 'members', id, data, returning: false })
  return (await payload.findByID({
    collection: 'members',
    id,
    depth: 0,
    overrideAccess: true,
  })) as Member
}
