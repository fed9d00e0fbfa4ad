import type { Payload } from 'payload'
import { getPayloadClient } from '@/content/payload'
import { toCsv } from '@/rules/csv'
import { editorCheck } from '@/security/editor-session'
import { endpoint, HttpRefusal, NO_STORE } from './endpoint'

export interface CsvExport {
  filename: string
  header: readonly string[]
  rows: Array<ReadonlyArray<string | number | null | undefined>>
}

/**
 * A GET route answering a CSV file to a signed-in CMS editor only (401 signed out, 403 for a
 * member or anyone else): the exports of newsletter subscriptions, visit bookings and event
 * registrations. `build` reads the query (a bad parameter is its 400) and the rows; cells are
 * made formula-safe by toCsv.
 */
export function editorCsvRoute(
  build: (context: { payload: Payload; params: URLSearchParams }) => Promise<CsvExport>,
) {
  return endpoint(async ({ request }) => {
    const payload = await getPayloadClient()
    const check = await editorCheck(payload, request.headers)
    if (check === 'signedOut') throw new HttpRefusal(401, 'unauthorized', 'http.error.unauthorized')
    if (check === 'notEditor') throw new HttpRefusal(403, 'forbidden', 'http.error.forbidden')
    const file = await build({ payload, params: new URL(request.url).searchParams })
    return new Response(toCsv([[...file.header], ...file.rows]), {
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
      },
    })
  })
}

/** A query parameter that must be one of `allowed` when present: its 400 otherwise. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  if (value === null || value === '') return null
  if (!(allowed as readonly string[]).includes(value)) {
    throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
  }
  return value as T
}

/** An optional positive id parameter (`?slot=12`): its 400 when not one. */
export function optionalId(value: string | null): number | null {
  if (value === null || value === '') return null
  const id = Number(value)
  if (!(Number.isSafeInteger(id) && id > 0)) {
    throw new HttpRefusal(400, 'badRequest', 'http.error.badRequest')
  }
  return id
}
