import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import {
  deleteAccount,
  forgotPassword,
  resendVerification,
  resetPassword,
  type SignUpInput,
  signIn,
  signUp,
  updatePassword,
  verifyEmail,
} from '@/account/server/accounts'
import { addBookmark, listBookmarks } from '@/account/server/bookmarks'
import { deferredIdle } from '@/account/server/deferred'
import { updateMemberFields } from '@/account/server/member-fields'
import { updateLevel } from '@/account/server/progress'
import { memberFromToken } from '@/account/server/session'
import type { Member } from '@/payload-types'
import { type Harness, startPayload } from './payload-harness'

let h: Harness
// Links in member mail come from SITE_URL only (issue 11).
process.env.SITE_URL = 'http://site.test'
const info = { ip: '203.0.113.7' }
const password = 'Cognac#2026'

function input(email: string): SignUpInput {
  return {
    firstName: 'Zoë',
    lastName: 'Marchand',
    email,
    password,
    dateOfBirth: { day: 14, month: 7, year: 1990 },
    country: 'FR',
    newsletter: true,
    newsletterConsentText: 'I agree.',
    locale: 'fr-fr',
  }
}

/** The newest email to `to`, and the first link in it with `?token=`. */
function lastLink(to: string): { subject: string; token: string; url: string } {
  const message = outboxMessages().find((m) => m.to.includes(to))
  if (!message) throw new Error(`no email to ${to}`)
  const url = message.text.match(/https?:\/\/\S+[?&]token=([a-f0-9]+)/)
  if (!url) throw new Error(`no token link in ${message.text}`)
  return { subject: message.subject, token: url[1] as string, url: url[0] }
}

async function waitForMail(to: string, count: number) {
  for (let i = 0; i < 50; i++) {
    if (outboxMessages().filter((m) => m.to.includes(to)).length >= count) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`expected ${count} emails to ${to}`)
}

async function findMember(email: string): Promise<Member> {
  const found = await h.payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  return found.docs[0] as Member
}

let clients = 0
async function signedUpAndVerified(email: string) {
  // Each from its own address, so the sign-up rate limit stays out of these tests.
  const from = { ...info, ip: `192.0.2.${++clients}` }
  expect(await signUp(h.payload, input(email), from)).toEqual({ ok: true })
  await waitForMail(email, 1)
  const verified = await verifyEmail(h.payload, lastLink(email).token)
  if (!verified.ok) throw new Error(verified.error)
  return verified
}

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

describe('members: sign-up and verification', () => {
  it('creates an unverified level0 member and emails a verification link in their language', async () => {
    const email = 'zoe@example.com'
    expect(await signUp(h.payload, input(email), info)).toEqual({ ok: true })
    const member = await findMember(email)
    expect(member).toMatchObject({ level: 'level0', _verified: false, date_of_birth: '1990-07-14' })
    expect(member.newsletter).toMatchObject({ opt_in: true, consent_text: 'I agree.' })
    await waitForMail(email, 1)
    const mail = lastLink(email)
    expect(mail.subject).toBe('Vérifiez votre adresse e-mail')
    expect(mail.url).toMatch(/^http:\/\/site\.test\/fr-fr\/account\/verify-mail\/\?token=/)

    // Unverified members cannot sign in yet.
    expect(await signIn(h.payload, { email, password })).toMatchObject({
      ok: false,
      error: 'account.error.unverified',
    })

    const verified = await verifyEmail(h.payload, mail.token)
    expect(verified.ok).toBe(true)
    if (!verified.ok) return
    expect(verified.member.level).toBe('level1')
    // The verification link signs the member in…
    expect((await memberFromToken(h.payload, verified.token))?.email).toBe(email)
    // …once: the token is used up.
    expect(await verifyEmail(h.payload, mail.token)).toMatchObject({ ok: false })
    expect(await signIn(h.payload, { email, password })).toMatchObject({ ok: true })
  })

  it('answers the same for an address that already has an account, and tells its owner', async () => {
    const email = 'zoe@example.com'
    const before = outboxMessages().length
    expect(await signUp(h.payload, input(email), info)).toEqual({ ok: true })
    await waitForMail(email, 2)
    expect(outboxMessages().length).toBe(before + 1)
    expect(outboxMessages()[0]?.subject).toBe('Votre compte Maison Solaine')
    expect((await h.payload.count({ collection: 'members', overrideAccess: true })).totalDocs).toBe(
      1,
    )
  })

  it('refuses invalid fields and the under-aged with field errors', async () => {
    const result = await signUp(
      h.payload,
      {
        ...input('young@example.com'),
        password: 'short',
        dateOfBirth: { day: 1, month: 1, year: 2020 },
      },
      info,
    )
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fields: { password: 'validation.password', dateOfBirth: 'account.error.tooYoung' },
    })
  })

  it('rate-limits sign-ups per client address', async () => {
    const ip = { ...info, ip: '198.51.100.1' }
    for (let i = 0; i < 5; i++) {
      expect((await signUp(h.payload, input(`burst${i}@example.com`), ip)).ok).toBe(true)
    }
    expect(await signUp(h.payload, input('burst5@example.com'), ip)).toMatchObject({
      ok: false,
      status: 429,
    })
  })
})

describe('members: the verification link expires after 24 hours', () => {
  it('refuses the link a day later and accepts it within the day', async () => {
    const email = 'late@example.com'
    const signedUp = new Date()
    expect(await signUp(h.payload, input(email), { ip: '192.0.2.200' })).toEqual({ ok: true })
    await waitForMail(email, 1)
    const { token } = lastLink(email)
    const later = (ms: number) => ({ now: new Date(signedUp.getTime() + ms) })
    expect(await verifyEmail(h.payload, token, later(25 * 3600_000))).toMatchObject({
      ok: false,
      error: 'account.error.token',
    })
    expect((await findMember(email))._verified).toBe(false)
    expect(await verifyEmail(h.payload, token, later(23 * 3600_000))).toMatchObject({ ok: true })
  })
})

describe('members: emails carry the editors’ interface text overrides (issue 18)', () => {
  it('a fr-fr override of the verification subject is the subject of the fr-fr email', async () => {
    const subject = 'Une dernière étape : confirmez votre adresse'
    const setOverrides = (rows: Array<{ key: string; value: string }>) =>
      h.payload.updateGlobal({
        slug: 'site-options',
        locale: 'fr-fr',
        data: { localized_strings: rows } as never,
        overrideAccess: true,
      })
    await setOverrides([{ key: 'account.email.verifySubject', value: subject }])
    try {
      const email = 'override@example.com'
      expect(await signUp(h.payload, input(email), { ip: '192.0.2.210' })).toEqual({ ok: true })
      await waitForMail(email, 1)
      expect(lastLink(email).subject).toBe(subject)
    } finally {
      await setOverrides([])
    }
  })
})

describe('members: a new verification link on request', () => {
  it('sends a fresh link to an unverified account only; the old link stops working', async () => {
    const email = 'again@example.com'
    expect(await signUp(h.payload, input(email), { ip: '192.0.2.201' })).toEqual({ ok: true })
    await waitForMail(email, 1)
    const first = lastLink(email).token
    expect(await signIn(h.payload, { email, password })).toMatchObject({
      status: 403,
      error: 'account.error.unverified',
    })
    expect(await resendVerification(h.payload, { email }, { ip: '192.0.2.202' })).toEqual({
      ok: true,
    })
    await waitForMail(email, 2)
    const second = lastLink(email)
    expect(second.token).not.toBe(first)
    expect(second.url).toMatch(/^http:\/\/site\.test\/fr-fr\/account\/verify-mail\/\?token=/)
    expect(await verifyEmail(h.payload, first)).toMatchObject({ ok: false })
    expect(await verifyEmail(h.payload, second.token)).toMatchObject({ ok: true })

    // Verified now, or no account at all: the same answer, and nothing is sent.
    const before = outboxMessages().length
    for (const address of [email, 'never-signed-up@example.com']) {
      expect(
        await resendVerification(h.payload, { email: address }, { ip: '192.0.2.203' }),
      ).toEqual({ ok: true })
    }
    await deferredIdle()
    expect(outboxMessages().length).toBe(before)
  })
})

describe('members: lockout (progressive, per client and account)', () => {
  it('keeps a guessing client out of the account, never the member at their own address', async () => {
    const email = 'lock@example.com'
    await signedUpAndVerified(email)
    const guesser = '198.51.100.66'
    for (let i = 0; i < 4; i++) {
      expect(await signIn(h.payload, { email, password: 'Wrong#Pass1' }, guesser)).toMatchObject({
        error: 'account.error.credentials',
      })
    }
    // The 5th failure locks this client out of this account for a minute…
    const fifth = await signIn(h.payload, { email, password: 'Wrong#Pass1' }, guesser)
    expect(fifth).toMatchObject({
      ok: false,
      status: 429,
      error: 'account.error.locked',
      details: { minutes: 1 },
    })
    expect((fifth as { retryAfter: number }).retryAfter).toBe(60)
    // …even with the right password…
    expect(await signIn(h.payload, { email, password }, guesser)).toMatchObject({ status: 429 })
    // …while the member, from their own address, signs in as always.
    expect(await signIn(h.payload, { email, password }, '203.0.113.50')).toMatchObject({ ok: true })
    // Nor does the guesser's lockout spill over to anyone else's address.
    expect(
      await signIn(h.payload, { email, password: 'Wrong#Pass1' }, '203.0.113.51'),
    ).toMatchObject({ status: 401, error: 'account.error.credentials' })
  })
})

describe('members: password reset', () => {
  it('emails a single-use link; the same answer for unknown addresses', async () => {
    const email = 'reset@example.com'
    await signedUpAndVerified(email)
    const before = outboxMessages().length
    expect(await forgotPassword(h.payload, { email: 'nobody@example.com' }, info)).toEqual({
      ok: true,
    })
    expect(outboxMessages().length).toBe(before)

    expect(await forgotPassword(h.payload, { email }, info)).toEqual({ ok: true })
    await waitForMail(email, 2)
    const { token, url } = lastLink(email)
    expect(url).toContain('/fr-fr/account/reset-password/?token=')

    const next = 'Armagnac!2027'
    const reset = await resetPassword(h.payload, { token, password: next, confirm: next })
    expect(reset.ok).toBe(true)
    expect(await signIn(h.payload, { email, password: next })).toMatchObject({ ok: true })
    // Single use.
    expect(
      await resetPassword(h.payload, { token, password: 'Other#Pass9', confirm: 'Other#Pass9' }),
    ).toMatchObject({ ok: false, error: 'account.error.token' })
  })

  it('refuses an expired reset link', async () => {
    const email = 'expired@example.com'
    await signedUpAndVerified(email)
    await forgotPassword(h.payload, { email }, { ...info, ip: '192.0.2.9' })
    await waitForMail(email, 2)
    const { token } = lastLink(email)
    const member = await findMember(email)
    await h.payload.db.updateOne({
      collection: 'members',
      id: member.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect(
      await resetPassword(h.payload, { token, password: 'Fresh#Pass1', confirm: 'Fresh#Pass1' }),
    ).toMatchObject({ ok: false, error: 'account.error.token' })
  })

  it('keeps the session the password was changed from and ends the others; refuses the same password', async () => {
    const email = 'sessions@example.com'
    const { token: here } = await signedUpAndVerified(email)
    const elsewhere = await signIn(h.payload, { email, password })
    if (!elsewhere.ok) throw new Error(elsewhere.error)
    const member = await memberFromToken(h.payload, here)
    if (!member) throw new Error('not signed in')
    expect(
      await updatePassword(h.payload, member, { current: password, password, confirm: password }),
    ).toMatchObject({ ok: false, status: 400, fields: { password: 'account.error.samePassword' } })
    expect(
      await updatePassword(h.payload, member, {
        current: password,
        password: 'Newer#Pass1',
        confirm: 'Newer#Pass1',
      }),
    ).toEqual({ ok: true })
    expect((await memberFromToken(h.payload, here))?.email).toBe(email)
    expect(await memberFromToken(h.payload, elsewhere.token)).toBeNull()
  })

  it('updates the password only with the current one', async () => {
    const email = 'update@example.com'
    const { member } = await signedUpAndVerified(email)
    expect(
      await updatePassword(h.payload, member, {
        current: 'Wrong#Pass1',
        password: 'Newer#Pass1',
        confirm: 'Newer#Pass1',
      }),
    ).toMatchObject({ ok: false, error: 'account.error.currentPassword' })
    expect(
      await updatePassword(h.payload, member, {
        current: password,
        password: 'Newer#Pass1',
        confirm: 'Newer#Pass1',
      }),
    ).toEqual({ ok: true })
    expect(await signIn(h.payload, { email, password: 'Newer#Pass1' })).toMatchObject({ ok: true })
  })
})

describe('members: delete account', () => {
  it('removes the member, their bookmarks and activities, and their session stops working', async () => {
    const email = 'delete@example.com'
    const { member, token } = await signedUpAndVerified(email)
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#b5651d' },
    })
      .png()
      .toBuffer()
    const cover = await h.payload.create({
      collection: 'media',
      data: { alt: 'Cover' },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
    })
    const article = await h.payload.create({
      collection: 'articles',
      locale: 'fr-fr',
      data: {
        title: 'La part des anges',
        slug: 'part-des-anges',
        available: true,
        cover: cover.id,
        date: '2026-01-01',
      } as never,
    })
    expect(await addBookmark(h.payload, member, 'articles', article.id)).toBe(true)
    expect(await addBookmark(h.payload, member, 'articles', article.id)).toBe(true)
    expect(await listBookmarks(h.payload, member.id, 'fr-fr')).toEqual([
      expect.objectContaining({
        collection: 'articles',
        title: 'La part des anges',
        href: '/fr-fr/articles/part-des-anges/',
      }),
    ])
    const mine = { member: { equals: member.id } }
    expect(
      (await h.payload.count({ collection: 'activities', where: mine })).totalDocs,
    ).toBeGreaterThan(0)

    expect(await deleteAccount(h.payload, member, { password: 'Wrong#Pass1' })).toMatchObject({
      ok: false,
    })
    expect(await deleteAccount(h.payload, member, { password })).toEqual({ ok: true })
    expect(
      await h.payload.count({ collection: 'members', where: { email: { equals: email } } }),
    ).toEqual({ totalDocs: 0 })
    expect((await h.payload.count({ collection: 'bookmarks', where: mine })).totalDocs).toBe(0)
    expect((await h.payload.count({ collection: 'activities', where: mine })).totalDocs).toBe(0)
    expect(await memberFromToken(h.payload, token)).toBeNull()
  })
})

describe('members: sessions while the member changes', () => {
  it('a session keeps working while the member’s progress and profile are written', async () => {
    const { member, token } = await signedUpAndVerified('busy@example.com')
    // Bookmarking, taking a quiz or saving the profile writes the member while other requests of
    // theirs (the header's "who am I", a members-only body) check the same session.
    let writing = true
    const writer = (async () => {
      for (let i = 1; i <= 30; i++) {
        await updateMemberFields(h.payload, member.id, { points: i, first_name: `Zoë ${i}` })
      }
      await updateLevel(h.payload, member.id)
      writing = false
    })()
    const checks: boolean[] = []
    const checker = async () => {
      while (writing) checks.push((await memberFromToken(h.payload, token)) !== null)
    }
    await Promise.all([writer, checker(), checker(), checker()])
    expect(checks.length).toBeGreaterThan(30)
    expect(checks.filter((signedIn) => !signedIn)).toEqual([])
    const after = await memberFromToken(h.payload, token)
    expect(after).toMatchObject({ first_name: 'Zoë 30' })
  })

  it('saves the profile fields, newsletter consent included, and nothing else', async () => {
    const { member, token } = await signedUpAndVerified('profile@example.com')
    expect(member.newsletter).toMatchObject({ opt_in: true, consent_text: 'I agree.' })
    const updated = await updateMemberFields(h.payload, member.id, {
      first_name: 'Zoé',
      last_name: 'Marchand-Roy',
      country: 'BE',
      newsletter: { opt_in: false, consent_text: null, consented_at: null },
    })
    expect(updated).toMatchObject({
      first_name: 'Zoé',
      last_name: 'Marchand-Roy',
      country: 'BE',
      newsletter: { opt_in: false, consent_text: null, consented_at: null },
      email: 'profile@example.com',
      level: member.level,
      date_of_birth: member.date_of_birth,
    })
    expect(await memberFromToken(h.payload, token)).toMatchObject({ first_name: 'Zoé' })
  })
})
