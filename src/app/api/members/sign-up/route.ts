import { z } from 'zod'
import { signUp } from '@/account/server/accounts'
import { outcomeResponse, publicAction, requestInfo } from '@/account/server/http'
import { getPayloadClient } from '@/content/payload'
import { getSiteOptions } from '@/content/site'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'

const schema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
  password: z.string().max(1024),
  dateOfBirth: z.object({
    day: z.number().int().nullable(),
    month: z.number().int().nullable(),
    year: z.number().int().nullable(),
  }),
  country: z.string().max(2),
  newsletter: z.boolean(),
  locale: z.string().max(10),
  redirectTo: z.string().max(2048).optional(),
})

export const POST = publicAction(
  schema,
  async (body, request) => {
    const locale = isLocale(body.locale) ? body.locale : DEFAULT_LOCALE
    const options = await getSiteOptions(locale)
    const overrides = options.localized_strings ?? []
    const outcome = await signUp(
      await getPayloadClient(),
      {
        ...body,
        locale,
        // The consent text the visitor saw, stored with the opt-in as proof of consent.
        newsletterConsentText: translator(locale, overrides)('account.field.newsletterConsent'),
      },
      requestInfo(request),
      { minimumAge: options.age_gate?.minimum_age ?? DEFAULT_MINIMUM_AGE },
    )
    return outcomeResponse(outcome)
  },
  { captcha: true },
)
