import { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { FORM_KEY } from '@/rules/web-form'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { getWebForm } from '@/web-forms/definition'
import { submitWebForm } from '@/web-forms/submit'

export const dynamic = 'force-dynamic'

const value = z.union([
  z.string().max(10_000),
  z.boolean(),
  z.null(),
  z
    .object({
      day: z.number().int().nullable().optional(),
      month: z.number().int().nullable().optional(),
      year: z.number().int().nullable().optional(),
    })
    .strict(),
])

const schema = z.object({
  form: z.string().max(60),
  locale: z.string().max(10),
  values: z.record(z.string().max(60), value).refine((v) => Object.keys(v).length <= 60),
  page: z.string().max(300).optional(),
  // SPEC §3 formParams.bottle_id: the bottle a form opened from a product is about.
  params: z
    .object({ bottle_id: z.string().max(100).optional() })
    .strict()
    .optional(),
})

function localeOf(value: string): LocaleCode {
  if (!isLocale(value)) throw new HttpRefusal(400, 'unknownLocale', 'webForm.error.unknownLocale')
  return value
}

/**
 * A web form built by editors (issue 12).
 * - `GET /api/web-forms/?form=<key>&locale=<locale>` → 200 `{ ok: true, form }`: the form's
 *   public shape (labels, fields, success text; never its recipient) for the webform modal;
 *   404 `{ error: 'unknownForm' }`.
 * - `POST /api/web-forms/` `{ form, locale, values, page?, altcha }` → 201 `{ ok: true }`, the
 *   submission stored and mailed to the form's recipient; 400 `{ error: 'invalid', message,
 *   fields }` with a translated message per field (SPEC §5 rules), or the shared layer's 400s
 *   (captcha, bad JSON); 404 `{ error: 'unknownForm' }`; 429 over the rate limit. Never a 500
 *   for bad input.
 */
export const POST = endpoint(
  async ({ json, scope, request }) => {
    const body = await json(schema)
    const locale = localeOf(body.locale)
    const page = body.page ?? pathOfReferer(request.headers.get('referer'))
    const outcome = await submitWebForm(await getPayloadClient(), {
      form: body.form,
      locale,
      values: body.values,
      page,
      bottleId: body.params?.bottle_id,
    })
    if (outcome.ok) return Response.json({ ok: true }, { status: 201, headers: NO_STORE })
    if (outcome.status === 404) {
      throw new HttpRefusal(404, 'unknownForm', 'webForm.error.unknownForm')
    }
    return Response.json(
      {
        ok: false,
        error: 'invalid',
        message: scope.t('webForm.error.invalid'),
        fields: Object.fromEntries(
          Object.entries(outcome.fields).map(([name, key]) => [name, scope.t(key)]),
        ),
        fieldCodes: outcome.fields,
      },
      { status: 400, headers: NO_STORE },
    )
  },
  {
    captcha: true,
    limit: 'webForm',
    maxBytes: 32 * 1024,
    invalid: () => new HttpRefusal(400, 'invalid', 'webForm.error.invalid'),
  },
)

export const GET = endpoint(
  async ({ request }) => {
    const url = new URL(request.url)
    const key = url.searchParams.get('form') ?? ''
    const locale = localeOf(url.searchParams.get('locale') ?? '')
    const form = FORM_KEY.test(key) && key.length <= 60 ? await getWebForm(key, locale) : null
    if (!form) throw new HttpRefusal(404, 'unknownForm', 'webForm.error.unknownForm')
    return Response.json({ ok: true, form }, { status: 200, headers: NO_STORE })
  },
  { limit: 'webFormRead' },
)

function pathOfReferer(referer: string | null): string | undefined {
  if (!referer) return undefined
  try {
    return new URL(referer).pathname
  } catch {
    return undefined
  }
}
