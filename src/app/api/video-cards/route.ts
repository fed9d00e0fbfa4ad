import { getPayloadClient } from '@/content/payload'
import { isLocale } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import {
  CARD_MAX_BYTES,
  cardCityError,
  cardFilm,
  cardNameError,
  cardUploadError,
} from '@/rules/video-card'
import { readCapped } from '@/server/http/body'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { createCard } from '@/video-cards/server/cards'
import { cardSharePath, isCardVariant } from '@/video-cards/variants'

export const dynamic = 'force-dynamic'

/** Room for the form's text fields around the file. */
const FORM_OVERHEAD = 64 * 1024

const UPLOAD_REFUSALS = {
  type: { status: 415, key: 'videoCard.error.type' },
  size: { status: 413, key: 'videoCard.error.size' },
  duration: { status: 400, key: 'videoCard.error.duration' },
  empty: { status: 400, key: 'videoCard.error.empty' },
} as const

/** A text field, cut at `max` characters (the captcha's payload is about 1 KB). */
const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/**
 * A personalised video card (issue 15, SPEC §7 `{card}/v1/cards`, multipart form data).
 * `POST /api/video-cards/` with fields `altcha` (a solved captcha), `locale`, `variant`
 * (standard | noblige), `name`, `city`, `seconds` (the film's length as recorded) and `file` (the
 * composed film or still) → 201 `{ ok, token, url, expiresAt }`. Refusals, translated in the
 * form's locale: 400 captcha, 400 `invalid` with a message per field (SPEC §5 Name and Word-text
 * rules), 413 over 20 MB, 415 a type that is not a card's, 400 a film over 30 s, 429 over the
 * rate limit. The body is read under a cap, never whole when it declares more.
 */
export const POST = endpoint(
  async ({ request, scope }) => {
    const type = request.headers.get('content-type') ?? ''
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      throw new HttpRefusal(415, 'mediaType', 'http.error.mediaType')
    }
    const limit = CARD_MAX_BYTES + FORM_OVERHEAD
    const declared = Number(request.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > limit) {
      throw new HttpRefusal(413, 'tooLarge', 'videoCard.error.size')
    }
    let form: FormData
    try {
      const bytes = await readCapped(request.body, limit)
      if (!bytes) throw new HttpRefusal(413, 'tooLarge', 'videoCard.error.size')
      form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': type },
      }).formData()
    } catch (error) {
      if (error instanceof HttpRefusal) throw error
      throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
    }
    const locale = text(form, 'locale')
    if (isLocale(locale)) {
      scope.locale = locale
      scope.t = translator(locale)
    }
    const { requireCaptcha } = await import('@/security/captcha/check')
    await requireCaptcha(text(form, 'altcha', 10_000))
    if (!isLocale(locale)) throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
    const variant = text(form, 'variant') || 'standard'
    if (!isCardVariant(variant)) {
      throw new HttpRefusal(400, 'unknownVariant', 'videoCard.error.unknownVariant')
    }
    const name = text(form, 'name').trim()
    const city = text(form, 'city').trim()
    const fieldErrors = Object.fromEntries(
      Object.entries({ name: cardNameError(name), city: cardCityError(city) }).filter(
        ([, key]) => key !== null,
      ),
    ) as Record<string, NonNullable<ReturnType<typeof cardNameError>>>
    if (Object.keys(fieldErrors).length > 0) {
      return Response.json(
        {
          ok: false,
          error: 'invalid',
          message: scope.t('videoCard.error.invalid'),
          fields: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, key]) => [field, scope.t(key)]),
          ),
          fieldCodes: fieldErrors,
        },
        { status: 400, headers: NO_STORE },
      )
    }
    const file = form.get('file')
    if (!(file instanceof Blob)) throw new HttpRefusal(400, 'empty', 'videoCard.error.empty')
    const secondsText = text(form, 'seconds')
    const seconds = secondsText === '' ? null : Number(secondsText)
    const problem = cardUploadError({ type: file.type, bytes: file.size, seconds })
    if (problem) {
      const { status, key } = UPLOAD_REFUSALS[problem]
      throw new HttpRefusal(status, problem, key)
    }
    const created = await createCard(await getPayloadClient(), {
      variant,
      name,
      city,
      locale,
      film: cardFilm(name, city),
      seconds: file.type.startsWith('video/') ? seconds : null,
      file: { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, size: file.size },
    })
    return Response.json(
      {
        ok: true,
        token: created.token,
        url: cardSharePath(locale, variant, created.token),
        expiresAt: created.expiresAt.toISOString(),
      },
      { status: 201, headers: NO_STORE },
    )
  },
  { limit: 'videoCard' },
)
