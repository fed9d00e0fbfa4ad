import { randomBytes } from 'node:crypto'
import { type Payload, UnverifiedEmail } from 'payload'
import { mailTranslator } from '@/content/mail-translator'
import { isLocale } from '@/i18n/locales'
import type { Member } from '@/payload-types'
import { deleteMemberReviews } from '@/reviews/server/reviews'
import { accountHref } from '@/routing/account-paths'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { rethrowIfDatabaseUnavailable } from '@/server/http/database-unavailable'
import {
  clearSignInFailures,
  hitRateLimit,
  recordSignInFailure,
  signInLockedFor,
} from '@/server/http/rate-limit'
import { memberEmail } from '../email/messages'
import {
  emailError,
  type FieldErrors,
  hasErrors,
  isoDate,
  newPasswordErrors,
  type SignUpFields,
  signUpErrors,
} from '../rules/account-fields'
import { MISSING_SITE_URL_MESSAGE, publicOrigin } from '../rules/public-origin'
import { verificationLink } from '../rules/redirect-to'
import { isVerificationTokenLive, newVerificationToken } from '../rules/verification-token'
import { defer } from './deferred'
import { dummyPasswordCheck } from './dummy-password'
import { recordActivity, updateLevel } from './progress'
import { mintSession, revokeSession, sessionIdOf, signSessionToken } from './session'

export type AccountErrorKey =
  | 'account.error.invalid'
  | 'account.error.credentials'
  | 'account.error.locked'
  | 'account.error.unverified'
  | 'account.error.rateLimited'
  | 'account.error.token'
  | 'account.error.currentPassword'
  | 'account.error.mailUnavailable'

export type Outcome<T extends object = object> =
  | ({ ok: true } & T)
  | {
      ok: false
      status: number
      error: AccountErrorKey
      fields?: FieldErrors<string>
      /** Seconds to wait (429): sent as Retry-After. */
      retryAfter?: number
      /** Values the message needs, sent along in the answer (e.g. `minutes` of a lockout). */
      details?: Record<string, number | string>
    }

/** Who is asking (rate limits). Emailed links never use the request: see linkBase. */
export interface RequestInfo {
  ip: string
}

const invalid = (fields: FieldErrors<string>): Outcome<never> => ({
  ok: false,
  status: 400,
  error: 'account.error.invalid',
  fields,
})
const rateLimited = (retryAfter: number): Outcome<never> => ({
  ok: false,
  status: 429,
  error: 'account.error.rateLimited',
  retryAfter,
})

const mailUnavailable: Outcome<never> = {
  ok: false,
  status: 503,
  error: 'account.error.mailUnavailable',
}

/**
 * Where emailed links point: the configured SITE_URL only (issue 11: a link built from the
 * request's Host went to whoever sent the request). Null, logged, when production has none.
 */
function linkBase(payload: Payload): string | null {
  const configured = publicOrigin()
  if (!configured) payload.logger.error(MISSING_SITE_URL_MESSAGE)
  return configured?.base ?? null
}

const normalEmail = (email: string) => email.trim().toLowerCase()

async function findMember(payload: Payload, email: string): Promise<Member | null> {
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: normalEmail(email) } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return (found.docs[0] as Member | undefined) ?? null
}

const logDeferredFailure = (payload: Payload) => (error: unknown) =>
  payload.logger.error({ err: error, msg: 'members: sending an email failed' })

/**
 * Sends after the answer has gone out (deferred.ts): the answer's timing never depends on the mail
 * server, and a mail failure never changes the answer (either would tell whether the address
 * exists).
 */
function sendLater(
  payload: Payload,
  to: string,
  message: () => Promise<{ subject: string; text: string; html: string }>,
) {
  defer(async () => {
    await payload.sendEmail({ to, ...(await message()) })
  }, logDeferredFailure(payload))
}

export interface SignUpInput extends SignUpFields {
  locale: string
  /** The consent text shown next to the newsletter box, stored with the opt-in. */
  newsletterConsentText: string
  /** Where the visitor was going (SPEC §2.9 redirect_to): carried through the emailed link. */
  redirectTo?: string
}

/**
 * Creates an unverified member and emails the verification link. The answer is the same whether
 * or not the address already has an account (that owner gets an email saying so instead).
 */
export async function signUp(
  payload: Payload,
  input: SignUpInput,
  info: RequestInfo,
  { now = new Date(), minimumAge = DEFAULT_MINIMUM_AGE } = {},
): Promise<Outcome> {
  const fields = signUpErrors(input, now, minimumAge)
  if (hasErrors(fields)) return invalid(fields)
  const limit = await hitRateLimit('signUp', info.ip)
  if (!limit.allowed) return rateLimited(limit.retryAfter)
  // No account is created that could never be verified.
  const base = linkBase(payload)
  if (!base) return mailUnavailable
  const locale = isLocale(input.locale) ? input.locale : 'en-ww'
  const email = normalEmail(input.email)

  const existing = await findMember(payload, email)
  if (existing) {
    // The same work as creating an account (its password is hashed there), so the answer takes
    // as long whether or not the address is registered.
    await dummyPasswordCheck(input.password)
    const link = `${base}${accountHref(existing.locale, 'sign-in')}`
    sendLater(payload, email, async () =>
      memberEmail(
        'alreadyRegistered',
        { firstName: existing.first_name, link },
        await mailTranslator(existing.locale),
      ),
    )
    return { ok: true }
  }

  const dob = input.dateOfBirth as { day: number; month: number; year: number }
  const member = await payload.create({
    collection: 'members',
    overrideAccess: true,
    disableVerificationEmail: true,
    data: {
      email,
      password: input.password,
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      date_of_birth: isoDate(dob),
      country: input.country,
      locale,
      newsletter: input.newsletter
        ? {
            opt_in: true,
            consent_text: input.newsletterConsentText,
            consented_at: now.toISOString(),
          }
        : { opt_in: false },
      level: 'level0',
      points: 0,
    },
  })
  const token = await issueVerificationToken(payload, member.id, now)
  const link = verificationLink(base, locale, token, input.redirectTo)
  sendLater(payload, email, async () =>
    memberEmail('verify', { firstName: member.first_name, link }, await mailTranslator(locale)),
  )
  return { ok: true }
}

/** A new 24-hour verification token stored on the member (it replaces any earlier one). */
async function issueVerificationToken(
  payload: Payload,
  memberId: number | string,
  now: Date,
): Promise<string> {
  const token = newVerificationToken(now, randomBytes(28).toString('hex'))
  await payload.db.updateOne({
    collection: 'members',
    id: memberId,
    data: { _verificationToken: token },
    returning: false,
  })
  return token
}

/** Opens the verification link (valid 24 hours): verifies, gives level1, and signs in. */
export async function verifyEmail(
  payload: Payload,
  token: string,
  { now = new Date() } = {},
): Promise<Outcome<{ token: string; member: Member }>> {
  if (!isVerificationTokenLive(token, now))
    return { ok: false, status: 400, error: 'account.error.token' }
  const found = await payload.find({
    collection: 'members',
    where: { _verificationToken: { equals: token } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const member = found.docs[0] as Member | undefined
  if (!member) return { ok: false, status: 400, error: 'account.error.token' }
  await payload.verifyEmail({ collection: 'members', token })
  await recordActivity(payload, member.id, { type: 'email_verified' })
  const updated = await updateLevel(payload, member.id)
  const session = await mintSession(payload, member.id)
  return { ok: true, token: session, member: updated }
}

/** A client kept from one account after failed sign-ins: the form says for how many minutes. */
const lockedOut = (seconds: number): Outcome<never> => ({
  ok: false,
  status: 429,
  error: 'account.error.locked',
  retryAfter: seconds,
  details: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
})

/**
 * Email + password → session token. Failures are counted per client address and account: the
 * 5th locks that client (only) out of that account, for a minute, then longer at each lockout
 * (src/server/http/rate-rules.ts), so nobody can lock a member out from elsewhere. `client` is
 * the request's address; a check from inside a session passes the member's own key.
 */
export async function signIn(
  payload: Payload,
  { email, password }: { email: string; password: string },
  client = 'internal',
): Promise<Outcome<{ token: string; member: Member }>> {
  const fields = {
    email: emailError(email),
    password: password ? undefined : 'validation.required',
  }
  if (fields.email || fields.password) return invalid(fields as FieldErrors<string>)
  const credentials: Outcome<never> & { ok: false } = {
    ok: false,
    status: 401,
    error: 'account.error.credentials',
  }
  const address = normalEmail(email)
  const lockedFor = await signInLockedFor(client, address)
  if (lockedFor > 0) return lockedOut(lockedFor)
  const failed = async (
    outcome: Outcome<never> & { ok: false },
  ): Promise<Outcome<{ token: string; member: Member }>> => {
    const lockout = await recordSignInFailure(client, address)
    return lockout > 0 ? lockedOut(lockout) : outcome
  }
  const known = await findMember(payload, address)
  if (!known) {
    // Payload answers an unknown address at once; a known one costs a password hash. Hash anyway.
    await dummyPasswordCheck(password)
    return failed(credentials)
  }
  try {
    const result = await payload.login({
      collection: 'members',
      data: { email: address, password },
      overrideAccess: true,
    })
    if (!result.token || !result.user) return failed(credentials)
    await clearSignInFailures(client, address)
    // Payload's token (signed for CMS users) stays here; the member gets their own (session.ts).
    const sid = sessionIdOf(result.token)
    const member = result.user as Member
    const token = sid
      ? await signSessionToken(payload, member.id, sid)
      : await mintSession(payload, member.id)
    return { ok: true, token, member }
  } catch (error) {
    if (isUnverifiedEmail(error, known)) {
      return { ok: false, status: 403, error: 'account.error.unverified' }
    }
    // An unreachable database is no wrong password: answered 503, and no failure is counted.
    rethrowIfDatabaseUnavailable(error)
    return failed(credentials)
  }
}

/**
 * Payload checks the password first, then answers an unverified account with UnverifiedEmail
 * (403). Not by class name (the production build shortens it) and not by instanceof alone: the
 * Payload instance started by instrumentation.ts throws that bundle's copy of the class, which is
 * not the copy this route imports. A 403 from login for a member whose record is unverified is it.
 */
function isUnverifiedEmail(error: unknown, member: Member): boolean {
  if (error instanceof UnverifiedEmail) return true
  const status = (error as { status?: unknown } | null)?.status
  return status === 403 && member._verified === false
}

/** Emails a single-use reset link when the address has an account; same answer either way. */
export async function forgotPassword(
  payload: Payload,
  { email }: { email: string },
  info: RequestInfo,
): Promise<Outcome> {
  const error = emailError(email)
  if (error) return invalid({ email: error })
  const address = normalEmail(email)
  // Refused the same way for every address: the answer must not depend on whether it exists.
  const base = linkBase(payload)
  if (!base) return mailUnavailable
  const limit = await hitRateLimit('forgotPassword', info.ip)
  if (!limit.allowed) return rateLimited(limit.retryAfter)
  if (!(await hitRateLimit('forgotPasswordEmail', address)).allowed) {
    // Quietly: a different answer here would reveal that someone asked for this address.
    return { ok: true }
  }
  // Everything that depends on whether the address has an account happens after the answer.
  defer(async () => {
    const member = await findMember(payload, address)
    if (!member) return
    const token = await payload.forgotPassword({
      collection: 'members',
      data: { email: address },
      disableEmail: true,
    })
    const link = `${base}${accountHref(member.locale, 'reset-password')}?token=${token}`
    await payload.sendEmail({
      to: address,
      ...memberEmail(
        'reset',
        { firstName: member.first_name, link },
        await mailTranslator(member.locale),
      ),
    })
  }, logDeferredFailure(payload))
  return { ok: true }
}

/**
 * Emails a new 24-hour verification link when the address has an account still waiting for
 * verification (the sign-in form offers it); the same answer either way, the work after it.
 */
export async function resendVerification(
  payload: Payload,
  { email }: { email: string },
  info: RequestInfo,
  { now = new Date() } = {},
): Promise<Outcome> {
  const error = emailError(email)
  if (error) return invalid({ email: error })
  const address = normalEmail(email)
  const base = linkBase(payload)
  if (!base) return mailUnavailable
  const limit = await hitRateLimit('resendVerification', info.ip)
  if (!limit.allowed) return rateLimited(limit.retryAfter)
  if (!(await hitRateLimit('resendVerificationEmail', address)).allowed) return { ok: true }
  defer(async () => {
    const member = await findMember(payload, address)
    if (!member || member._verified) return
    const token = await issueVerificationToken(payload, member.id, now)
    const link = verificationLink(base, member.locale, token)
    await payload.sendEmail({
      to: address,
      ...memberEmail(
        'verify',
        { firstName: member.first_name, link },
        await mailTranslator(member.locale),
      ),
    })
  }, logDeferredFailure(payload))
  return { ok: true }
}

/** Sets a new password from a reset link (single use, expiring) and signs the member in. */
export async function resetPassword(
  payload: Payload,
  { token, password, confirm }: { token: string; password: string; confirm: string },
): Promise<Outcome<{ token: string; member: Member }>> {
  const fields = newPasswordErrors(password, confirm)
  if (hasErrors(fields)) return invalid(fields)
  if (!/^[a-f0-9]{16,128}$/i.test(token))
    return { ok: false, status: 400, error: 'account.error.token' }
  try {
    const result = await payload.resetPassword({
      collection: 'members',
      data: { token, password },
      overrideAccess: true,
    })
    const member = result.user as unknown as Member | undefined
    if (!member) return { ok: false, status: 400, error: 'account.error.token' }
    // The reset proves the member owns the address: sign them in.
    const session = await mintSession(payload, member.id)
    return { ok: true, token: session, member }
  } catch (error) {
    rethrowIfDatabaseUnavailable(error)
    return { ok: false, status: 400, error: 'account.error.token' }
  }
}

/** Checks a signed-in member's current password (counts toward the lockout like a sign-in). */
async function checkPassword(payload: Payload, member: Member, password: string): Promise<Outcome> {
  if (!password) return invalid({ current: 'validation.required' })
  const result = await signIn(payload, { email: member.email, password }, `member:${member.id}`)
  if (result.ok) {
    // The check opened a session of its own: close it again.
    const sid = sessionIdOf(result.token)
    if (sid) await revokeSession(payload, member.id, sid)
    return { ok: true }
  }
  if (result.error === 'account.error.locked') return result
  return { ok: false, status: 403, error: 'account.error.currentPassword' }
}

export async function updatePassword(
  payload: Payload,
  member: Member,
  { current, password, confirm }: { current: string; password: string; confirm: string },
): Promise<Outcome> {
  const fields: FieldErrors<string> = newPasswordErrors(password, confirm)
  if (!fields.password && current !== '' && password === current)
    fields.password = 'account.error.samePassword'
  if (hasErrors(fields)) return invalid(fields)
  const check = await checkPassword(payload, member, current)
  if (!check.ok) return check
  // As this member: Payload then keeps the session they are using (`_sid`, set by
  // memberFromToken) and ends every other one, so other devices must sign in again.
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password },
    overrideAccess: true,
    user: { ...member, collection: 'members' },
  })
  return { ok: true }
}

/** Removes the member, their bookmarks, their activities and their product reviews. */
export async function deleteAccount(
  payload: Payload,
  member: Member,
  { password }: { password: string },
): Promise<Outcome> {
  const check = await checkPassword(payload, member, password)
  if (!check.ok) return check
  const mine = { member: { equals: member.id } }
  await payload.delete({ collection: 'bookmarks', where: mine, overrideAccess: true })
  await payload.delete({ collection: 'activities', where: mine, overrideAccess: true })
  await deleteMemberReviews(payload, member.id)
  await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
  return { ok: true }
}
