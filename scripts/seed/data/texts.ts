import type { Language } from '../../../src/i18n/locales'

/** A text written in each of the 7 languages of the site. */
export type Texts<T = string> = Record<Language, T>

/** The texts of one kind of record: per language (one file each), the texts by record key. */
export type TextsByLanguage<K extends PropertyKey, T> = Texts<Record<K, T>>

/** One record's texts gathered from the language files, languages in the site's order. */
export function textsOf<K extends PropertyKey, T>(files: TextsByLanguage<K, T>, key: K): Texts<T> {
  return mapTexts(files, (file) => file[key])
}

/** One value per language, derived from per-language texts. */
export function mapTexts<T, U>(texts: Texts<T>, pick: (t: T) => U): Texts<U> {
  return {
    en: pick(texts.en),
    fr: pick(texts.fr),
    es: pick(texts.es),
    pl: pick(texts.pl),
    zh: pick(texts.zh),
    vi: pick(texts.vi),
    ru: pick(texts.ru),
  }
}
