import type { LocaleCode } from '@/i18n/locales'
import type { Translate } from '@/i18n/strings'
import type { Cocktail } from '@/payload-types'

/** What every bloc component receives: its data, the cocktail it sits in, locale and texts. */
export interface BlocProps<B> {
  bloc: B
  cocktail: Cocktail
  locale: LocaleCode
  t: Translate
}
