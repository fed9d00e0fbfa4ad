import { describe, expect, it } from 'vitest'
import { LOCATOR_KINDS } from '@/rules/store-locator'
import { storeLocatorStrings } from './store-locator.strings'

const LANGUAGES = ['fr', 'es', 'pl', 'zh', 'vi', 'ru'] as const

describe('store-locator strings', () => {
  const english = Object.keys(storeLocatorStrings.en).sort()

  it.each(LANGUAGES)('%s translates every key (no English fallback on the page)', (language) => {
    const table = storeLocatorStrings[language] ?? {}
    expect(Object.keys(table).sort()).toEqual(english)
    for (const value of Object.values(table)) expect(value).toMatch(/\S/)
  })

  it('names every outlet kind the filter offers', () => {
    for (const kind of LOCATOR_KINDS) expect(english).toContain(`storeLocator.kind.${kind}`)
  })

  it.each(LANGUAGES)('%s keeps the placeholders', (language) => {
    const table = storeLocatorStrings[language] ?? {}
    for (const [key, value] of Object.entries(storeLocatorStrings.en)) {
      const wanted = value.match(/\{\w+\}/g) ?? []
      for (const placeholder of wanted) {
        expect(table[key as keyof typeof table], `${language} ${key}`).toContain(placeholder)
      }
    }
  })
})
