import { z } from 'zod'
import { isCountryCode } from '@/account/rules/countries'
import { deleteAccount } from '@/account/server/accounts'
import {
  currentSession,
  memberAction,
  outcomeResponse,
  privateJson,
  withClearedSession,
} from '@/account/server/http'
import { updateMemberFields } from '@/account/server/member-fields'
import { memberView } from '@/account/server/member-view'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { isValidName } from '@/rules/validation'
import { endpoint } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

/** The signed-in member (first name, level…) or `{ member: null }`; never cached. */
export const GET = endpoint(async () => {
  const { member } = await currentSession()
  return privateJson({ member: member ? memberView(member) : null })
})

const profileSchema = z.object({
  firstName: z.string().max(100).refine(isValidName),
  lastName: z.string().max(100).refine(isValidName),
  country: z.string().refine(isCountryCode),
  newsletter: z.boolean(),
  locale: z.string().max(10),
})

/** Updates the profile fields a member may change themselves. */
export const PATCH = memberAction(profileSchema, async ({ payload, member, body }) => {
  const optingIn = body.newsletter && !member.newsletter?.opt_in
  const updated = await updateMemberFields(payload, member.id, {
    first_name: body.firstName.trim(),
    last_name: body.lastName.trim(),
    country: body.country,
    newsletter: body.newsletter
      ? {
          opt_in: true,
          consent_text: optingIn
            ? translator(isLocale(body.locale) ? body.locale : DEFAULT_LOCALE)(
                'account.field.newsletterConsent',
              )
            : member.newsletter?.consent_text,
          consented_at: optingIn ? new Date().toISOString() : member.newsletter?.consented_at,
        }
      : { opt_in: false, consent_text: null, consented_at: null },
  })
  return privateJson({ ok: true, member: memberView(updated) })
})

const deleteSchema = z.object({ password: z.string().max(1024) })

/** Deletes the account after the password is confirmed, and signs out. */
export const DELETE = memberAction(deleteSchema, async ({ payload, member, body }) => {
  const outcome = await deleteAccount(payload, member, body)
  const response = outcomeResponse(outcome)
  return outcome.ok ? withClearedSession(response) : response
})
