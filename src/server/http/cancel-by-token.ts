import type { Payload } from 'payload'
import { z } from 'zod'
import { publicOrigin } from '@/account/rules/public-origin'
import { getPayloadClient } from '@/content/payload'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'
import { endpoint, HttpRefusal, NO_STORE } from './endpoint'

const MAX_FORM_BYTES = 2048

type Outcome = 'cancelled' | 'alreadyCancelled' | 'unknown'

/**
 * The POST route that cancels something booked with an emailed token (a visit booking, an event
 * registration): `token` (and `locale`), sent by the confirm page `/{locale}/{pagePath}/?token=…`
 * as an HTML form (works without JavaScript) or as JSON. A form is answered 303 to that page
 * (`&done=1`), on the configured public origin; JSON with `{ ok, outcome }`. The token (emailed,
 * stored hashed) is the only credential: whoever holds the email may cancel. Cancelling twice is
 * harmless and gives the places back once.
 */
export function cancelByTokenRoute(
  cancel: (payload: Payload, token: string) => Promise<Outcome>,
  pagePath: string,
) {
  return endpoint(async ({ request, json }) => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    let token: unknown
    let locale: unknown
    let isForm = false
    if (type === 'application/x-www-form-urlencoded') {
      isForm = true
      const text = await request.text()
      if (new TextEncoder().encode(text).length > MAX_FORM_BYTES) {
        throw new HttpRefusal(413, 'tooLarge', 'http.error.tooLarge')
      }
      const form = new URLSearchParams(text)
      token = form.get('token')
      locale = form.get('locale')
    } else {
      const body = await json(
        z.object({ token: z.string().max(200), locale: z.string().max(10).optional() }),
      )
      token = body.token
      locale = body.locale
    }
    if (typeof token !== 'string' || token === '') {
      throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
    }
    const outcome = await cancel(await getPayloadClient(), token)
    if (!isForm) return Response.json({ ok: outcome !== 'unknown', outcome }, { headers: NO_STORE })
    const page = typeof locale === 'string' && isLocale(locale) ? locale : DEFAULT_LOCALE
    const base = publicOrigin()?.base ?? ''
    const target = `${base}/${page}/${pagePath}/?token=${encodeURIComponent(token)}&done=1`
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: target } })
  })
}
