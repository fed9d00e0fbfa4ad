import { z } from 'zod'
import { scanBottle } from '@/bottles/server/verify'
import { getPayloadClient } from '@/content/payload'
import { isLocale, type LocaleCode } from '@/i18n/locales'
import { MAX_CODE_LENGTH } from '@/rules/bottle-code'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'

export const dynamic = 'force-dynamic'

const schema = z.object({
  code: z.string().min(1).max(MAX_CODE_LENGTH),
  locale: z.string().max(10),
})

/**
 * A scan of a connected bottle's tag (issue 15): `POST /api/bottles/verify/` with `{ code,
 * locale }` → 200 `{ status: 'genuine', batch, serial, bottledOn, firstScanAt, scanCount,
 * product }` (the scan is counted) or 200 `{ status: 'unknown' }` (a made-up, changed or
 * unminted code: logged on the server); 400 for a body that is not a code; 429 past 30 scans
 * in 10 minutes from one client. A POST, not a GET: a scan changes the count.
 */
export const POST = endpoint(
  async ({ json, scope }) => {
    const body = await json(schema)
    if (!isLocale(body.locale)) throw new HttpRefusal(400, 'unknownLocale', 'http.error.badRequest')
    const answer = await scanBottle(
      await getPayloadClient(),
      body.code,
      body.locale as LocaleCode,
      { client: scope.client },
    )
    return Response.json(answer, { headers: NO_STORE })
  },
  { limit: 'bottleScan', maxBytes: 1024 },
)
