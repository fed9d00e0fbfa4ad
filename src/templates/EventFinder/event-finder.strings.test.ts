import { describe, expect, it } from 'vitest'
import { EVENT_CATEGORIES } from '@/rules/event-finder'
import { eventFinderStrings } from './event-finder.strings'

const LANGUAGES = ['fr', 'es', 'pl', 'zh', 'vi', 'ru'] as const

describe('event-finder.strings', () => {
  const english = Object.keys(eventFinderStrings.en).sort()

  it.each(LANGUAGES)('%s translates every key (no English fallback on the page)', (language) => {
    const table = eventFinderStrings[language] ?? {}
    expect(Object.keys(table).sort()).toEqual(english)
    for (const value of Object.values(table)) expect(value).toMatch(/\S/)
  })

  it('names every category the filter offers', () => {
    for (const kind of EVENT_CATEGORIES) expect(english).toContain(`eventFinder.category.${kind}`)
  })

  it.each(LANGUAGES)('%s keeps the placeholders', (language) => {
    const table = eventFinderStrings[language] ?? {}
    for (const [key, value] of Object.entries(eventFinderStrings.en)) {
      const wanted = value.match(/\{\w+\}/g) ?? []
      for (const placeholder of wanted) {
        expect(table[key as keyof typeof table], `${language} ${key}`).toContain(placeholder)
      }
    }
  })
})
