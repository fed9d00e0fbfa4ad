import { LOCALES } from '@/i18n/locales'
import { MEMBER_LEVEL_LABELS, MEMBER_LEVELS } from '@/rules/member-levels'

/**
 * Select options with the words an editor reads in the admin, while the stored values stay the
 * codes the site and the database know. A `Record` of labels makes a new value a type error until
 * it has its label (issue 17 item 6).
 */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The 18 site locales, by code and name: "fr-fr · France (Français)". */
export const LOCALE_OPTIONS = LOCALES.map((l) => ({
  value: l.code,
  label: `${l.code} · ${l.label}`,
}))

/** Member levels by their SPEC §3 labels ("LEVEL 2: beginner"). */
export const MEMBER_LEVEL_OPTIONS = labelledOptions(MEMBER_LEVELS, MEMBER_LEVEL_LABELS)

export const BUTTON_COLOR_LABELS = { blue: 'Blue', red: 'Red', cream: 'Cream' } as const

/**
 * Options whose values are plain words ("blue", "big_square", "visit-us"): the label is the
 * word written out ("Big square"). Codes that are not words (levels, locales, currencies) take
 * their labels from a map instead.
 */
export function wordOptions<V extends string>(values: readonly V[]): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: wordLabel(value) }))
}

export function wordLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** Language codes by their English names: "fr" reads "French (fr)". */
export function languageOptions<V extends string>(codes: readonly V[]) {
  return codes.map((value) => ({ value, label: `${languageNames.of(value) ?? value} (${value})` }))
}

/** ISO country codes by their English names: "CA" reads "Canada (CA)". */
export function countryLabel(code: string): string {
  return `${regionNames.of(code) ?? code} (${code})`
}
