import type { LocaleCode } from '@/i18n/locales'

/** What every block component receives: its data and the page's locale (for its links). */
export interface BlockProps<B> {
  block: B
  locale: LocaleCode
}
