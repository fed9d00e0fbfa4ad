import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_MAX_CHARS,
  formatDate,
  formatDuration,
  parseDuration,
  stepNumber,
  truncateDescription,
} from './format'

describe('formatDate (SPEC §9: DD.MM.YYYY, or MM.DD.YYYY for en-us)', () => {
  it.each([
    ['DD.MM.YYYY for en-ww', '2024-03-07', 'en-ww', '07.03.2024'],
    ['DD.MM.YYYY for fr-fr', '2024-03-07', 'fr-fr', '07.03.2024'],
    ['DD.MM.YYYY for en-uk', '2024-12-31', 'en-uk', '31.12.2024'],
    ['MM.DD.YYYY for en-us', '2024-03-07', 'en-us', '03.07.2024'],
    ['MM.DD.YYYY for en-us, day above 12', '2024-12-31', 'en-us', '12.31.2024'],
    ['DD.MM.YYYY for an unknown locale', '2024-03-07', 'xx-yy', '07.03.2024'],
    ['the UTC calendar date of a Z time', '2024-03-07T23:30:00Z', 'en-ww', '07.03.2024'],
    ['the UTC calendar date of an offset time', '2024-03-08T00:30:00+02:00', 'en-ww', '07.03.2024'],
    ['the written date of a time without zone', '2024-03-07T23:59:59', 'en-ww', '07.03.2024'],
    ['the written date of a space-separated time', '2024-03-07 00:00:00', 'en-us', '03.07.2024'],
    ['empty for an unparseable value', 'not a date', 'en-ww', ''],
  ])('gives %s', (_name, input, locale, expected) => {
    expect(formatDate(input, locale)).toBe(expected)
  })

  it.each([
    ['en-ww', '07.03.2024'],
    ['en-us', '03.07.2024'],
  ])('reads a Date object in UTC for %s', (locale, expected) => {
    expect(formatDate(new Date(Date.UTC(2024, 2, 7, 23, 59)), locale)).toBe(expected)
  })

  it('gives empty for an invalid Date', () => {
    expect(formatDate(new Date(Number.NaN), 'en-ww')).toBe('')
  })
})

describe('formatDuration (SPEC §9: h, min and sec with translated units)', () => {
  it.each([
    [0, '0 sec'],
    [45, '45 sec'],
    [60, '1 min'],
    [125, '2 min 5 sec'],
    [3600, '1 h'],
    [3605, '1 h 5 sec'],
    [3660, '1 h 1 min'],
    [3725, '1 h 2 min 5 sec'],
    [90000, '25 h'],
    [44.6, '45 sec'],
  ])('%s s → "%s" with default units h, min, sec', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })

  it.each([
    [3725, { h: 'godz.', min: 'min', sec: 's' }, '1 godz. 2 min 5 s'],
    [125, { h: 'ч', min: 'мин', sec: 'сек' }, '2 мин 5 сек'],
    [3725, { sec: 's' }, '1 h 2 min 5 s'],
  ])('%s s with translated units %o → "%s"', (seconds, units, expected) => {
    expect(formatDuration(seconds, units)).toBe(expected)
  })

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('gives empty for %s', (seconds) => {
    expect(formatDuration(seconds)).toBe('')
  })
})

describe('parseDuration (seconds, "mm:ss" or "hh:mm:ss")', () => {
  it.each([
    [45, 45],
    [0, 0],
    [12.4, 12],
    ['45', 45],
    ['02:05', 125],
    ['2:05', 125],
    ['90:00', 5400],
    ['01:02:05', 3725],
    [' 1:00:00 ', 3600],
    [-5, null],
    [Number.NaN, null],
    ['', null],
    ['abc', null],
    ['1:60', null],
    ['1:60:00', null],
    ['1:2:3:4', null],
    ['5 min', null],
    [null, null],
    [undefined, null],
  ])('%o → %s', (input, expected) => {
    expect(parseDuration(input)).toBe(expected)
  })
})

describe('truncateDescription (SPEC §2.4, §9: 400 characters plus an ellipsis)', () => {
  const a400 = 'a'.repeat(400)

  it('uses 400 as the default limit', () => {
    expect(DESCRIPTION_MAX_CHARS).toBe(400)
  })

  it.each([
    ['keeps text of 399 characters', 'a'.repeat(399), 'a'.repeat(399)],
    ['keeps text of exactly 400 characters', a400, a400],
    ['cuts 401 characters to 400 plus "…"', `${a400}b`, `${a400}…`],
    ['cuts 1000 characters to 400 plus "…"', 'x'.repeat(1000), `${'x'.repeat(400)}…`],
    [
      'keeps an emoji whole at the 400th character',
      `${'a'.repeat(399)}😀😀`,
      `${'a'.repeat(399)}😀…`,
    ],
    ['counts an emoji as one character', `${'a'.repeat(399)}😀`, `${'a'.repeat(399)}😀`],
    [
      'cuts at the last space before the limit, not inside a word',
      `${'word '.repeat(79)}cognac house`,
      `${'word '.repeat(79).trimEnd()}…`,
    ],
    ['cuts at a space that follows the limit', `${a400} more`, `${a400}…`],
    [
      'cuts inside a word when no space falls in the last fifth',
      `${'a'.repeat(300)} ${'b'.repeat(200)}`,
      `${'a'.repeat(300)} ${'b'.repeat(99)}…`,
    ],
    ['cuts Chinese at 400 characters', '干邑'.repeat(300), `${'干邑'.repeat(200)}…`],
    ['gives empty for empty text', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(truncateDescription(input)).toBe(expected)
  })

  it.each([
    [null, ''],
    [undefined, ''],
  ])('gives empty for %s', (input, expected) => {
    expect(truncateDescription(input)).toBe(expected)
  })

  it.each([
    ['abcdef', 3, 'abc…'],
    ['abc', 3, 'abc'],
  ])('cuts %s to a custom limit of %s', (input, max, expected) => {
    expect(truncateDescription(input, max)).toBe(expected)
  })
})

describe('stepNumber (SPEC §2.6: from 1, leading zero under 10)', () => {
  it.each([
    [0, '01'],
    [1, '02'],
    [8, '09'],
    [9, '10'],
    [10, '11'],
    [99, '100'],
  ])('index %s → "%s"', (index, expected) => {
    expect(stepNumber(index)).toBe(expected)
  })
})
