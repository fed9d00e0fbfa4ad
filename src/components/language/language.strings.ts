import { defineStrings } from '@/i18n/define-strings'

/** Interface texts of this feature, merged into the site's translator by src/i18n/strings.ts. */
export const languageStrings = defineStrings({
  en: {
    'language.label': 'Country / language',
    'language.oldSite': 'previous website',
  },
  fr: {
    'language.label': 'Pays / langue',
    'language.oldSite': 'ancien site',
  },
  es: {
    'language.label': 'País / idioma',
    'language.oldSite': 'sitio anterior',
  },
  pl: {
    'language.label': 'Kraj / język',
    'language.oldSite': 'poprzednia strona',
  },
  zh: {
    'language.label': '國家／語言',
    'language.oldSite': '舊版網站',
  },
  vi: {
    'language.label': 'Quốc gia / ngôn ngữ',
    'language.oldSite': 'trang web cũ',
  },
  ru: {
    'language.label': 'Страна / язык',
    'language.oldSite': 'прежний сайт',
  },
})
