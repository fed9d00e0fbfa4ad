import type { Language } from './locales'

/** A feature's interface texts: English is complete, other languages may leave keys to it. */
export type StringTable<K extends string> = { en: Record<K, string> } & {
  [L in Exclude<Language, 'en'>]?: Partial<Record<K, string>>
}

/** Typed so that a translation can only use keys the English table has. */
export function defineStrings<const K extends string>(table: StringTable<K>): StringTable<K> {
  return table
}
