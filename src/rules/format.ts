/**
 * Display formats (SPEC §2.4, §2.6, §9). Pure functions: no React, no I/O.
 */

import { getLocale, isLocale } from '@/i18n/locales'

const pad2 = (n: number): string => String(n).padStart(2, '0')

// A date-time without Z or an offset would be read in the server's time zone; keep its digits.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/

function calendarDate(value: string | Date): { y: number; m: number; d: number } | null {
  if (typeof value === 'string') {
    const local = LOCAL_DATE_TIME.exec(value.trim())
    if (local) {
      const [, y, m, d] = local
      return { y: Number(y), m: Number(m), d: Number(d) }
    }
  }
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}

/**
 * DD.MM.YYYY, or MM.DD.YYYY where the locale's dateOrder is MDY (en-us). Uses the UTC calendar
 * date so the result does not depend on the server's time zone. Unparseable input gives ''.
 */
export function formatDate(isoOrDate: string | Date, localeCode: string): string {
  const parts = calendarDate(isoOrDate)
  if (!parts) return ''
  const { y, m, d } = parts
  const year = String(y).padStart(4, '0')
  const order = isLocale(localeCode) ? getLocale(localeCode).dateOrder : 'DMY'
  return order === 'MDY' ? `${pad2(m)}.${pad2(d)}.${year}` : `${pad2(d)}.${pad2(m)}.${year}`
}

export interface DurationUnits {
  h: string
  min: string
  sec: string
}

export const DEFAULT_DURATION_UNITS: Readonly<DurationUnits> = { h: 'h', min: 'min', sec: 'sec' }

/**
 * Hours, minutes and seconds with translated units, zero parts left out
 * (45 → "45 sec", 3600 → "1 h", 3725 → "1 h 2 min 5 sec"). 0 gives "0 sec";
 * negative or non-finite input gives ''. Missing unit translations fall back to h, min, sec.
 */
export function formatDuration(totalSeconds: number, units: Partial<DurationUnits> = {}): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return ''
  const u = { ...DEFAULT_DURATION_UNITS, ...units }
  const total = Math.round(totalSeconds)
  const h = Math.floor(total / 3600)
  const min = Math.floor((total % 3600) / 60)
  const sec = total % 60
  const parts: string[] = []
  if (h > 0) parts.push(`${h} ${u.h}`)
  if (min > 0) parts.push(`${min} ${u.min}`)
  if (sec > 0 || parts.length === 0) parts.push(`${sec} ${u.sec}`)
  return parts.join(' ')
}

/**
 * Seconds from a number of seconds, a digit string, "mm:ss" or "hh:mm:ss" (the CMS may hold
 * either). Seconds (and minutes after hours) must be below 60. Anything else gives null.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const clock = /^(?:(\d+):)?(\d+):(\d{1,2})$/.exec(text)
  if (!clock) return null
  const [, hours, minutes, seconds] = clock
  const h = hours === undefined ? 0 : Number(hours)
  const m = Number(minutes)
  const s = Number(seconds)
  if (s >= 60 || (hours !== undefined && m >= 60)) return null
  return h * 3600 + m * 60 + s
}

export const DESCRIPTION_MAX_CHARS = 400
export const ELLIPSIS = '…'

/**
 * Text longer than max characters (default 400, SPEC §2.4, §9) is cut to at most max characters
 * plus "…": at the last space when one falls in the last fifth (issue 16: a word is not cut in
 * two), else at max (Chinese has no spaces). Characters are counted as code points, so a
 * surrogate pair is never split.
 */
export function truncateDescription(
  text: string | null | undefined,
  max: number = DESCRIPTION_MAX_CHARS,
): string {
  if (!text) return ''
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const cut = chars.slice(0, Math.max(0, max))
  // A space right after the cut means it already falls between two words.
  if (/\s/.test(chars[max] ?? '')) return cut.join('').trimEnd() + ELLIPSIS
  for (let i = cut.length - 1; i >= Math.floor(max * 0.8); i--) {
    if (/\s/.test(cut[i] as string)) return cut.slice(0, i).join('').trimEnd() + ELLIPSIS
  }
  return cut.join('') + ELLIPSIS
}

/** Step number from a zero-based index: from 1, with a leading zero under 10 ("01", "10"). */
export function stepNumber(index0: number): string {
  return pad2(index0 + 1)
}
