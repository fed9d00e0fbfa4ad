import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import {
  ageOn,
  type DateOfBirth,
  type DateOfBirthParts,
  DEFAULT_MINIMUM_AGE,
  dateOfBirthValue,
  dayOptions,
  daysInMonth,
  fieldOrder,
  formatDisplay,
  formatFormField,
  isLeapYear,
  isOldEnough,
  MIN_YEAR,
  monthOptions,
  PLACEHOLDERS,
  yearOptions,
} from './date-of-birth'

// 'YYYY-MM-DD' → noon local time: the module reads now's calendar parts in local time.
const on = (isoDate: string) => {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number)
  return new Date(year, month - 1, day, 12)
}

describe('isLeapYear (SPEC §5: divisible by 4 and not by 100, or divisible by 400)', () => {
  it.each([
    [1900, false, 'divisible by 100, not by 400'],
    [2000, true, 'divisible by 400'],
    [2024, true, 'divisible by 4, not by 100'],
    [2023, false, 'not divisible by 4'],
    [2100, false, 'divisible by 100, not by 400'],
    [2400, true, 'divisible by 400'],
  ])('%i → %s (%s)', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected)
  })
})

describe('daysInMonth (SPEC §5: 31 for months 1, 3, 5, 7, 8, 10, 12, 30 for others, Feb 28/29)', () => {
  it.each([1, 3, 5, 7, 8, 10, 12])('month %i has 31 days', (month) => {
    expect(daysInMonth(month, 2023)).toBe(31)
  })

  it.each([4, 6, 9, 11])('month %i has 30 days', (month) => {
    expect(daysInMonth(month, 2023)).toBe(30)
  })

  it.each<[number | null | undefined, number, string]>([
    [2023, 28, 'common year'],
    [2024, 29, 'leap year'],
    [1900, 28, 'century, not leap'],
    [2000, 29, '400-year leap'],
    [undefined, 29, 'year not chosen yet, so Feb 29 can still be picked'],
    [null, 29, 'year cleared'],
  ])('February of %s has %i days (%s)', (year, expected) => {
    expect(daysInMonth(2, year)).toBe(expected)
  })

  it.each([0, 13, 1.5, Number.NaN])('throws on month %s', (month) => {
    expect(() => daysInMonth(month)).toThrow(RangeError)
  })
})

describe('yearOptions (SPEC §5: 1900 to the current year minus the minimum age, default 18)', () => {
  it('in 2026 with the default 18: 2008 down to 1900, newest first', () => {
    const years = yearOptions(on('2026-06-15'))
    expect(DEFAULT_MINIMUM_AGE).toBe(18)
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(MIN_YEAR)
    expect(years).toHaveLength(2008 - 1900 + 1)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })

  it.each([
    ['2026-01-01', 18, 2008, 'first day of the year'],
    ['2026-12-31', 18, 2008, 'last day of the year'],
    ['2026-06-15', 21, 2005, 'minimum age 21'],
    ['2026-06-15', 0, 2026, 'minimum age 0'],
  ])('%s with minimum age %i starts at %i (%s)', (now, minimumAge, first) => {
    const years = yearOptions(on(now), minimumAge)
    expect(years[0]).toBe(first)
    expect(years.at(-1)).toBe(1900)
  })

  it('is empty when the minimum age reaches back before 1900', () => {
    expect(yearOptions(on('1910-01-01'), 18)).toEqual([])
  })
})

describe('monthOptions and dayOptions (SPEC §5: day options follow the month)', () => {
  it('months run 1 to 12', () => {
    expect(monthOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it.each<[number | undefined, number | undefined, number, string]>([
    [undefined, undefined, 31, 'no month chosen yet'],
    [1, 2023, 31, 'January'],
    [4, 2023, 30, 'April'],
    [2, 2023, 28, 'February of a common year'],
    [2, 2024, 29, 'February of a leap year'],
    [2, undefined, 29, 'February before the year is chosen'],
    [12, undefined, 31, 'December before the year is chosen'],
  ])('month %s, year %s → 1..%i (%s)', (month, year, count) => {
    const days = dayOptions(month, year)
    expect(days).toHaveLength(count)
    expect(days[0]).toBe(1)
    expect(days.at(-1)).toBe(count)
  })
})

describe('fieldOrder (SPEC §5: en-us puts month first)', () => {
  it.each(
    LOCALES.map((l) => [
      l.code,
      l.dateOrder === 'MDY' ? ['month', 'day', 'year'] : ['day', 'month', 'year'],
    ]),
  )('%s → %j', (code, expected) => {
    expect(fieldOrder(code)).toEqual(expected)
  })

  it.each([
    ['en-us', ['month', 'day', 'year']],
    ['en-ww', ['day', 'month', 'year']],
    ['en-uk', ['day', 'month', 'year']],
    ['fr-ca', ['day', 'month', 'year']],
    ['xx-xx', ['day', 'month', 'year']],
  ])('%s → %j (unknown codes use the default locale)', (code, expected) => {
    expect(fieldOrder(code)).toEqual(expected)
  })
})

describe('placeholders (SPEC §5: DD, MM, YYYY)', () => {
  it.each([
    ['day', 'DD'],
    ['month', 'MM'],
    ['year', 'YYYY'],
  ] as const)('%s → %s', (field, placeholder) => {
    expect(PLACEHOLDERS[field]).toBe(placeholder)
  })
})

describe('dateOfBirthValue (SPEC §5: a value exists only when all three parts are chosen)', () => {
  it.each<[DateOfBirthParts, DateOfBirth | null, string]>([
    [{ day: 5, month: 3, year: 1990 }, { day: 5, month: 3, year: 1990 }, 'all three chosen'],
    [{ day: 29, month: 2, year: 2000 }, { day: 29, month: 2, year: 2000 }, 'Feb 29, leap'],
    [{ day: 31, month: 12, year: 1900 }, { day: 31, month: 12, year: 1900 }, 'first year'],
    [{ day: 30, month: 4, year: 1990 }, { day: 30, month: 4, year: 1990 }, 'April 30'],
    [{}, null, 'nothing chosen'],
    [{ day: 5, month: 3 }, null, 'no year'],
    [{ day: 5, year: 1990 }, null, 'no month'],
    [{ month: 3, year: 1990 }, null, 'no day'],
    [{ day: null, month: 3, year: 1990 }, null, 'day cleared'],
    [{ day: 31, month: 4, year: 1990 }, null, 'day 31 with month 4 (30 days)'],
    [{ day: 29, month: 2, year: 1900 }, null, 'Feb 29 in 1900 (not leap)'],
    [{ day: 29, month: 2, year: 2023 }, null, 'Feb 29 in 2023 (not leap)'],
    [{ day: 0, month: 3, year: 1990 }, null, 'day 0'],
    [{ day: 5, month: 13, year: 1990 }, null, 'month 13'],
    [{ day: 5, month: 3, year: 1899 }, null, 'year before 1900'],
    [{ day: 1.5, month: 3, year: 1990 }, null, 'fractional day'],
  ])('%j → %j (%s)', (parts, expected) => {
    expect(dateOfBirthValue(parts)).toEqual(expected)
  })
})

describe('formatDisplay (SPEC §5: DD/MM/YYYY) and formatFormField (d-m-Y)', () => {
  it.each([
    [{ day: 5, month: 3, year: 1990 }, '05/03/1990', '05-03-1990'],
    [{ day: 31, month: 12, year: 1900 }, '31/12/1900', '31-12-1900'],
    [{ day: 29, month: 2, year: 2000 }, '29/02/2000', '29-02-2000'],
    [{ day: 1, month: 10, year: 2008 }, '01/10/2008', '01-10-2008'],
  ])('%j → %s and %s', (value, display, formField) => {
    expect(formatDisplay(value)).toBe(display)
    expect(formatFormField(value)).toBe(formField)
  })
})

describe('ageOn and isOldEnough (minimum age 18 by default)', () => {
  it.each([
    [{ day: 15, month: 6, year: 2008 }, '2026-06-15', 18, 'turns 18 today'],
    [{ day: 16, month: 6, year: 2008 }, '2026-06-15', 17, 'turns 18 tomorrow'],
    [{ day: 14, month: 6, year: 2008 }, '2026-06-15', 18, 'turned 18 yesterday'],
    [{ day: 1, month: 7, year: 2008 }, '2026-06-30', 17, 'birthday next month'],
    [{ day: 31, month: 12, year: 2008 }, '2026-12-31', 18, 'New Year’s Eve birthday'],
    [{ day: 1, month: 1, year: 2008 }, '2025-12-31', 17, 'one day short, across years'],
    [{ day: 29, month: 2, year: 2008 }, '2026-02-28', 17, 'Feb 29 birthday on Feb 28 (common)'],
    [{ day: 29, month: 2, year: 2008 }, '2026-03-01', 18, 'Feb 29 birthday on Mar 1 (common)'],
    [{ day: 29, month: 2, year: 2004 }, '2024-02-28', 19, 'Feb 29 birthday on Feb 28 (leap)'],
    [{ day: 29, month: 2, year: 2004 }, '2024-02-29', 20, 'Feb 29 birthday on Feb 29 (leap)'],
    [{ day: 1, month: 1, year: 1900 }, '2026-01-01', 126, 'oldest selectable year'],
  ])('%j on %s → age %i (%s)', (value, now, age) => {
    expect(ageOn(value, on(now))).toBe(age)
    expect(isOldEnough(value, on(now))).toBe(age >= 18)
  })

  it.each([
    [{ day: 15, month: 6, year: 2005 }, '2026-06-15', 21, true, 'turns 21 today'],
    [{ day: 16, month: 6, year: 2005 }, '2026-06-15', 21, false, 'turns 21 tomorrow'],
    [{ day: 16, month: 6, year: 2008 }, '2026-06-15', 17, true, 'minimum age 17'],
  ])('%j on %s with minimum age %i → %s (%s)', (value, now, minimumAge, expected) => {
    expect(isOldEnough(value, on(now), minimumAge)).toBe(expected)
  })

  it('accepts every year the year dropdown offers on the last day of the year', () => {
    const now = on('2026-12-31')
    const youngest = yearOptions(now)[0]!
    expect(isOldEnough({ day: 31, month: 12, year: youngest }, now)).toBe(true)
  })
})
