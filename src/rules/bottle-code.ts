import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Connected-bottle codes (issue 15): what a bottle's NFC / QR tag carries, signed by the house so
 * that nobody can make a code for a bottle that was not minted, nor change a code's batch or
 * serial. `{batch}-{serial}-{signature}`: the batch an upper-case label (`XO-2026-A`), the serial
 * a whole number, the signature 16 base64url characters (96 bits) of HMAC-SHA256 under a key
 * derived from the site's secret. Short enough for a small NFC tag and a dense QR code.
 */

export const BATCH_PATTERN = /^[A-Z0-9]{1,12}(?:-[A-Z0-9]{1,12}){0,3}$/
const SIGNATURE_LENGTH = 16
/** The longest code accepted from a URL: anything longer is not ours. */
export const MAX_CODE_LENGTH = 80

export interface BottleId {
  batch: string
  serial: number
}

function signature(secret: string, { batch, serial }: BottleId): string {
  const key = createHmac('sha256', secret).update('connected-bottle-v1').digest()
  return createHmac('sha256', key)
    .update(`${batch}|${serial}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH)
}

export function isBatchLabel(batch: string): boolean {
  return BATCH_PATTERN.test(batch)
}

/** The code of a minted bottle. */
export function signBottleCode(secret: string, bottle: BottleId): string {
  if (!isBatchLabel(bottle.batch)) throw new Error(`not a batch label: ${bottle.batch}`)
  if (!Number.isSafeInteger(bottle.serial) || bottle.serial < 1) {
    throw new Error(`not a serial number: ${bottle.serial}`)
  }
  return `${bottle.batch}-${bottle.serial}-${signature(secret, bottle)}`
}

export type CodeCheck =
  | { ok: true; bottle: BottleId }
  | { ok: false; reason: 'malformed' | 'tampered' }

/**
 * Whether a code is one the house signed: `malformed` when it cannot be a code at all, `tampered`
 * when it looks like one but its signature does not match (a changed serial or batch, a made-up
 * code). Compared in constant time.
 */
export function checkBottleCode(secret: string, code: unknown): CodeCheck {
  if (typeof code !== 'string' || code.length > MAX_CODE_LENGTH) {
    return { ok: false, reason: 'malformed' }
  }
  const match = /^(.+)-(\d{1,9})-([A-Za-z0-9_-]{16})$/.exec(code.trim())
  if (!match) return { ok: false, reason: 'malformed' }
  const [, batch = '', serialText = '', given = ''] = match
  const serial = Number(serialText)
  if (!isBatchLabel(batch) || serial < 1 || String(serial) !== serialText) {
    return { ok: false, reason: 'malformed' }
  }
  const expected = Buffer.from(signature(secret, { batch, serial }))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'tampered' }
  }
  return { ok: true, bottle: { batch, serial } }
}
