import { defineStrings } from '@/i18n/define-strings'

/** Interface texts of this feature, merged into the site's translator by src/i18n/strings.ts. */
export const chromeStrings = defineStrings({
  en: {},
})
