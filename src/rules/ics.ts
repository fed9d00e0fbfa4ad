/**
 * A tiny iCalendar (RFC 5545) writer for one event: what a visit booking's confirmation email
 * attaches, so the visit lands in the guest's calendar. Lines end in CRLF (§3.1), are folded at
 * 75 octets with CRLF + space (never inside a UTF-8 character), text values escape \ ; , and
 * newlines (§3.3.11), and times are UTC (`…Z`, §3.3.5). Pure.
 */

export interface IcsEvent {
  /** Globally unique and stable for the booking: a cancellation reuses it. */
  uid: string
  start: Date
  end: Date
  /** When the entry was made (DTSTAMP). */
  stamp: Date
  summary: string
  description?: string
  location?: string
  /** An http(s) link (e.g. the cancellation page). */
  url?: string
  status?: 'CONFIRMED' | 'CANCELLED'
  /** Raised by one on each change of the same uid (RFC 5545 §3.8.7.4). */
  sequence?: number
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A UTC DATE-TIME: 20261126T140000Z. */
export function utcDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

const encoder = new TextEncoder()

/** Folds one content line at 75 octets (§3.1), splitting only between characters. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** The calendar text of one event (METHOD:PUBLISH). */
export function buildIcs(
  event: IcsEvent,
  productId = '-//Maison Solaine//Visit booking//EN',
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    // A URI value is not TEXT: no escaping (§3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
