import { describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine, utcDateTime } from './ics'

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['crlf\r\nline', 'crlf\\nline'],
    ['Visite des chais, Cognac', 'Visite des chais\\, Cognac'],
  ])('%j → %j', (input, output) => {
    expect(escapeText(input)).toBe(output)
  })
})

describe('utcDateTime (§3.3.5, UTC form)', () => {
  it('writes the UTC time with a Z, whatever the input offset', () => {
    expect(utcDateTime(new Date('2026-11-26T15:00:00+01:00'))).toBe('20261126T140000Z')
  })
})

describe('foldLine (§3.1): 75 octets per line, continuation lines start with a space', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short')
  })
  it('folds a long ASCII line at 75 octets', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`)
    const lines = folded.split('\r\n')
    expect(lines[0]).toHaveLength(75)
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(
      `DESCRIPTION:${'x'.repeat(200)}`,
    )
  })
  it('never splits a multi-byte character (CJK text: 3 octets each)', () => {
    const text = `SUMMARY:${'酒窖参观'.repeat(20)}`
    const lines = foldLine(text).split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(text)
  })
})

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'visit-booking-42@maison-solaine.example',
    start: new Date('2026-11-26T14:00:00Z'),
    end: new Date('2026-11-26T15:30:00Z'),
    stamp: new Date('2026-11-25T10:00:00Z'),
    summary: 'The cellar tour, Maison Solaine',
    description: 'Party of 2.\nCancel: https://site.test/x',
    location: 'Maison Solaine; 1 rue des Chais, Cognac',
    url: 'https://site.test/en-ww/visit-booking/cancel/?token=abc',
  })
  it('is one VEVENT in a VCALENDAR, every line ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('writes UTC times and escaped text', () => {
    expect(ics).toContain('\r\nDTSTART:20261126T140000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261126T153000Z\r\n')
    expect(ics).toContain('\r\nSUMMARY:The cellar tour\\, Maison Solaine\r\n')
    expect(ics).toContain('\r\nLOCATION:Maison Solaine\\; 1 rue des Chais\\, Cognac\r\n')
    expect(ics).toContain('DESCRIPTION:Party of 2.\\nCancel: https://site.test/x')
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n')
  })
})
