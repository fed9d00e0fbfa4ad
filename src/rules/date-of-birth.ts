/**
 * Date of birth rules of SPEC §5: three dropdowns, their options, and the resulting value.
 * Pure functions: months are 1-based plain numbers; `now` is always a parameter. Calendar parts
 * of `now` are read in local time, the time zone of the browser or server calling in.
 */

import { DEFAULT_LOCALE, getLocale, isLocale } from '@/i18n/locales'

export type DateField = 'day' | 'month' | 'year'

export interface DateOfBirth {
  day: number
  month: number
  year: number
}

/** What the dropdowns hold: any part may still be unchosen. */
export interface DateOfBirthParts {
  day?: number | null
  month?: number | null
  year?: number | null
}

export const MIN_YEAR = 1900
export const DEFAULT_MINIMUM_AGE = 18

export const PLACEHOLDERS: Readonly<Record<DateField, string>> = {
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

const THIRTY_ONE_DAY_MONTHS = new Set([1, 3, 5, 7, 8, 10, 12])

function isMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12
}

/**
 * Days in a 1-based month. February has 29 while the year is unchosen, so a Feb 29 birthday
 * can still be picked before the year.
 */
export function daysInMonth(month: number, year?: number | null): number {
  if (!isMonth(month)) throw new RangeError(`Invalid month ${month}`)
  if (month === 2) return year == null || isLeapYear(year) ? 29 : 28
  return THIRTY_ONE_DAY_MONTHS.has(month) ? 31 : 30
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}

/** Newest first: current year minus the minimum age, down to 1900. */
export function yearOptions(now: Date, minimumAge: number = DEFAULT_MINIMUM_AGE): number[] {
  return range(MIN_YEAR, now.getFullYear() - minimumAge).reverse()
}

export function monthOptions(): number[] {
  return range(1, 12)
}

/** 1..N for the chosen month and year; 1..31 while no month is chosen. */
export function dayOptions(month?: number | null, year?: number | null): number[] {
  return range(1, month == null ? 31 : daysInMonth(month, year))
}

const ORDERS = {
  DMY: ['day', 'month', 'year'],
  MDY: ['month', 'day', 'year'],
} as const satisfies Record<string, readonly DateField[]>

/** Dropdown order from the locale's date order (month first in en-us); unknown codes get the default. */
export function fieldOrder(localeCode: string): readonly DateField[] {
  const code = isLocale(localeCode) ? localeCode : DEFAULT_LOCALE
  return ORDERS[getLocale(code).dateOrder]
}

/** A value only when all three parts are chosen and form a real date. */
export function dateOfBirthValue({ day, month, year }: DateOfBirthParts): DateOfBirth | null {
  if (day == null || month == null || year == null) return null
  if (!Number.isInteger(day) || !Number.isInteger(year) || !isMonth(month)) return null
  if (year < MIN_YEAR || day < 1 || day > daysInMonth(month, year)) return null
  return { day, month, year }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** DD/MM/YYYY */
export function formatDisplay({ day, month, year }: DateOfBirth): string {
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`
}

/** PHP's d-m-Y, used by the birthday field of fetched forms: 05-03-1990. */
export function formatFormField({ day, month, year }: DateOfBirth): string {
  return `${pad(day, 2)}-${pad(month, 2)}-${pad(year, 4)}`
}

/** Completed years on `now`'s calendar day; Feb 29 birthdays count from Mar 1 in common years. */
export function ageOn(value: DateOfBirth, now: Date): number {
  const year = now.getFullYear()
  const month = now.getMonth() + 1
  const day = now.getDate()
  const leapBirthdayInCommonYear = value.month === 2 && value.day === 29 && !isLeapYear(year)
  const birthdayMonth = leapBirthdayInCommonYear ? 3 : value.month
  const birthdayDay = leapBirthdayInCommonYear ? 1 : value.day
  const hadBirthday = month > birthdayMonth || (month === birthdayMonth && day >= birthdayDay)
  return year - value.year - (hadBirthday ? 0 : 1)
}

export function isOldEnough(
  value: DateOfBirth,
  now: Date,
  minimumAge: number = DEFAULT_MINIMUM_AGE,
): boolean {
  return ageOn(value, now) >= minimumAge
}
