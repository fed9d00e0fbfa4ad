import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { stringsFor } from '@/i18n/strings'
import { consentStrings } from './consent.strings'

const keys = Object.keys(consentStrings.en) as Array<keyof typeof consentStrings.en>

describe('consent texts', () => {
  it.each(['fr', 'es', 'pl', 'zh', 'vi', 'ru'] as const)(
    '%s has its own text for every key (no English fallback)',
    (language) => {
      const table = consentStrings[language] ?? {}
      for (const key of keys) {
        expect(table[key], key).toMatch(/\S/)
      }
    },
  )

  it('every locale names the provider in the media placeholder', () => {
    for (const locale of LOCALE_CODES) {
      const strings = stringsFor(locale)
      expect(strings['consent.gate.text']).toContain('{provider}')
      expect(strings['consent.gate.load']).toContain('{provider}')
    }
  })
})
