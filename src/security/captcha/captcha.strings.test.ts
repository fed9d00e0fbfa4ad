import { describe, expect, it } from 'vitest'
import { accountErrorKey } from '@/account/rules/error-codes'
import { LOCALE_CODES } from '@/i18n/locales'
import { stringsFor } from '@/i18n/strings'
import { captchaStrings } from './captcha.strings'

const keys = Object.keys(captchaStrings.en) as Array<keyof typeof captchaStrings.en>

describe('captcha texts', () => {
  it.each(['fr', 'es', 'pl', 'zh', 'vi', 'ru'] as const)(
    '%s has its own text for every key (no English copy)',
    (language) => {
      const table = captchaStrings[language] ?? {}
      for (const key of keys) {
        expect(table[key], key).toMatch(/\S/)
        expect(table[key], key).not.toBe(captchaStrings.en[key])
      }
    },
  )

  it('every locale has the refusal and the widget texts', () => {
    for (const locale of LOCALE_CODES) {
      const strings = stringsFor(locale)
      for (const key of keys) expect(strings[key], `${locale} ${key}`).toMatch(/\S/)
    }
  })

  it('the account forms show the captcha refusal with its own text', () => {
    expect(accountErrorKey('captcha')).toBe('captcha.error.refused')
  })
})
