/**
 * A label and its value ("Duration: 12 min") as each language writes it. Pure. French puts a
 * no-break space before the colon (so it never starts a line), Chinese a full-width colon with
 * no space, the other languages of the site a colon and a space. Messages that hold the colon
 * themselves ('Épisodes terminés : {done}/{total}') already follow these rules.
 */
import { getLocale, isLocale } from './locales'

const NO_BREAK_SPACE = '\u00a0'

/** What goes between a label and its value in `locale` (the default locale's for an unknown one). */
export function labelSeparator(locale: string): string {
  const language = isLocale(locale) ? getLocale(locale).language : 'en'
  switch (language) {
    case 'fr':
      return `${NO_BREAK_SPACE}: `
    case 'zh':
      return '：'
    default:
      return ': '
  }
}

/** "label: value" in `locale`'s punctuation. */
export function labelled(locale: string, label: string, value: string | number): string {
  return `${label}${labelSeparator(locale)}${value}`
}
