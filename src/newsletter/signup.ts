import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { MISSING_SITE_URL_MESSAGE, publicOrigin } from '@/account/rules/public-origin'
import { defer, deferredIdle } from '@/account/server/deferred'
import { payloadSecret } from '@/cms/secret'
import { mailTranslator } from '@/content/mail-translator'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import type { NewsletterSignup } from '@/payload-types'
import { isValidEmail } from '@/rules/validation'
import {
  isDatabaseUnavailable,
  rethrowIfDatabaseUnavailable,
} from '@/server/http/database-unavailable'
import { hitRateLimit } from '@/server/http/rate-limit'
import { confirmationEmail, newsletterLinks } from './email'
import { recordConsent } from './ledger'
import { confirmToken, unsubscribeToken } from './tokens'

export { deferredIdle }

/** The body the footer form posts (JSON). */
export const newsletterSignupSchema = z.object({
  email: z.string().trim().max(254).refine(isValidEmail, { message: 'email' }),
  locale: z.string().refine(isLocale, { message: 'locale' }),
  consent: z.literal(true, { message: 'consent' }),
  consentText: z.string().trim().min(1, { message: 'consent' }).max(2000),
  // Where the form was; an unknown value is recorded as the footer, the one public form.
  source: z.enum(['footer', 'newsletter-page', 'webform']).catch('footer'),
})

export type NewsletterField = 'email' | 'consent' | 'locale'

export type SignupResult =
  | { status: 200; body: { ok: true; created: boolean } }
  | {
      status: 400 | 500
      body: {
        ok: false
        message: string
        errors: Array<{ field: NewsletterField; message: string }>
      }
    }

const MESSAGE_KEY = {
  email: 'chrome.newsletter.invalidEmail',
  consent: 'chrome.newsletter.consentRequired',
  locale: 'chrome.newsletter.invalidLocale',
} as const

/** Who signed up: the client address, hashed into the consent ledger. */
export interface SignupInfo {
  client?: string
  now?: Date
}

/**
 * Validates a sign-up, records it as pending (double opt-in, issue 12) and emails the
 * confirmation link: one entry per email (case-insensitive) and locale, so a second sign-up
 * refreshes the consent text and date and sends a new link instead of adding a duplicate; a
 * confirmed subscription stays confirmed. Every sign-up is a row of the consent ledger. The
 * answer is the same whatever the address's state, so it tells nobody who is subscribed.
 * Messages are in the language of the visitor's locale (English when it is unknown).
 */
export async function signUpForNewsletter(
  payload: Payload,
  input: unknown,
  info: SignupInfo = {},
): Promise<SignupResult> {
  const rawLocale = (input as { locale?: unknown } | null)?.locale
  const t = translator(typeof rawLocale === 'string' ? rawLocale : DEFAULT_LOCALE)
  const parsed = newsletterSignupSchema.safeParse(input)
  if (!parsed.success) {
    const fields = new Set<NewsletterField>()
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      // A missing body (no path) is reported on the email, the form's first field.
      fields.add(
        field === 'consent' || field === 'consentText'
          ? 'consent'
          : field === 'locale'
            ? 'locale'
            : 'email',
      )
    }
    const errors = [...fields].map((field) => ({ field, message: t(MESSAGE_KEY[field]) }))
    return {
      status: 400,
      body: { ok: false, message: errors[0]?.message ?? t('chrome.newsletter.error'), errors },
    }
  }
  const now = info.now ?? new Date()
  const { email: rawEmail, consentText, source } = parsed.data
  const email = rawEmail.toLowerCase()
  const locale = parsed.data.locale as LocaleCode
  const nonce = randomBytes(12).toString('base64url')
  const data = { email, locale, consent_text: consentText, consented_at: now.toISOString(), source }
  try {
    const { entry, created } = await upsert(payload, data, nonce)
    await recordConsent(payload, {
      email,
      locale,
      action: 'subscribe',
      consentText,
      source,
      client: info.client,
      at: now,
    })
    if (entry.status !== 'confirmed') sendConfirmation(payload, entry, nonce, now)
    return { status: 200, body: { ok: true, created } }
  } catch (error) {
    // An unreachable database: the route's endpoint() answers 503 with Retry-After, not 500.
    rethrowIfDatabaseUnavailable(error)
    payload.logger.error({ err: error, msg: 'Newsletter sign-up could not be stored' })
    return { status: 500, body: { ok: false, message: t('chrome.newsletter.error'), errors: [] } }
  }
}

type Entry = {
  email: string
  locale: LocaleCode
  consent_text: string
  consented_at: string
  source: string
}

async function upsert(
  payload: Payload,
  data: Entry,
  nonce: string,
  retry = true,
): Promise<{ entry: NewsletterSignup; created: boolean }> {
  const existing = await payload.find({
    collection: 'newsletter-signups',
    where: { and: [{ email: { equals: data.email } }, { locale: { equals: data.locale } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = existing.docs[0]
  if (doc) {
    const confirmed = doc.status === 'confirmed'
    const entry = await payload.update({
      collection: 'newsletter-signups',
      id: doc.id,
      // A confirmed subscription keeps its state; any other asks for confirmation again.
      data: confirmed ? data : { ...data, status: 'pending', confirm_nonce: nonce },
      overrideAccess: true,
    })
    return { entry, created: false }
  }
  try {
    const entry = await payload.create({
      collection: 'newsletter-signups',
      data: { ...data, status: 'pending', confirm_nonce: nonce },
      overrideAccess: true,
    })
    return { entry, created: true }
  } catch (error) {
    // Two simultaneous sign-ups of one address: the unique index refused the second, update it.
    if (retry && !isDatabaseUnavailable(error)) return upsert(payload, data, nonce, false)
    throw error
  }
}

/**
 * Emails the confirmation link after the answer has gone out (the answer's timing never tells
 * whether a mail was sent), at most 3 per address per hour, from SITE_URL only.
 */
function sendConfirmation(payload: Payload, entry: NewsletterSignup, nonce: string, now: Date) {
  defer(
    async () => {
      if (!(await hitRateLimit('newsletterEmail', entry.email)).allowed) return
      const origin = publicOrigin()
      if (!origin) {
        payload.logger.error(MISSING_SITE_URL_MESSAGE)
        return
      }
      const secret = payloadSecret()
      const id = String(entry.id)
      const links = newsletterLinks(origin.base, entry.locale, {
        confirm: confirmToken(secret, id, nonce, now),
        unsubscribe: unsubscribeToken(secret, id),
      })
      await payload.sendEmail({
        to: entry.email,
        ...confirmationEmail(entry.locale, links, await mailTranslator(entry.locale)),
      })
    },
    (error) => payload.logger.error({ err: error, msg: 'newsletter: confirmation email failed' }),
  )
}
