import type { Payload } from 'payload'
import { z } from 'zod'
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { isValidEmail } from '@/rules/validation'
import {
  isDatabaseUnavailable,
  rethrowIfDatabaseUnavailable,
} from '@/server/http/database-unavailable'

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

/**
 * Validates a sign-up and stores it: one entry per email (case-insensitive) and locale, so a
 * second sign-up refreshes the consent text and date instead of adding a duplicate. Messages are
 * in the language of the locale the visitor signed up from (English when it is unknown).
 */
export async function signUpForNewsletter(payload: Payload, input: unknown): Promise<SignupResult> {
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
  const { email, consentText, source } = parsed.data
  const locale = parsed.data.locale as LocaleCode
  const data = {
    email: email.toLowerCase(),
    locale,
    consent_text: consentText,
    consented_at: new Date().toISOString(),
    source,
  }
  try {
    const created = await upsert(payload, data)
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

async function upsert(payload: Payload, data: Entry, retry = true): Promise<boolean> {
  const existing = await payload.find({
    collection: 'newsletter-signups',
    where: { and: [{ email: { equals: data.email } }, { locale: { equals: data.locale } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = existing.docs[0]
  if (doc) {
    await payload.update({
      collection: 'newsletter-signups',
      id: doc.id,
      data,
      overrideAccess: true,
    })
    return false
  }
  try {
    await payload.create({ collection: 'newsletter-signups', data, overrideAccess: true })
    return true
  } catch (error) {
    // Two simultaneous sign-ups of one address: the unique index refused the second, update it.
    if (retry && !isDatabaseUnavailable(error)) return upsert(payload, data, false)
    throw error
  }
}
