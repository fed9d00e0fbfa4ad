import { describe, expect, it } from 'vitest'
import { formatMessage, messageArguments, pluralCategories } from './format-message'
import type { Language } from './locales'
import { type StringKey, stringsFor, translator } from './strings'

/**
 * The interface catalogue as ICU messages (issue 18): every text of every language parses, takes
 * the same values as the English one, and each plural offers every CLDR category of its language.
 */
const LANGUAGES: Record<Language, string> = {
  en: 'en-ww',
  fr: 'fr-fr',
  es: 'es-mx',
  pl: 'pl-pl',
  zh: 'zh-tw',
  vi: 'vi-vn',
  ru: 'ru-ru',
}

/**
 * The keys formatted in full (t(key, values) or formatMessage): only they may hold plurals or
 * selects, the others are filled plainly (fill-message.ts) to keep the formatter out of the
 * shared client bundle.
 */
const FORMATTED_IN_FULL = new Set<StringKey>([
  'product.years',
  'session.episodeCount',
  'recipe.servings',
  'quiz.fromCorrect',
  'http.error.rateLimited',
  'account.activity.masterclass_progress',
  'search.results',
  'search.none',
  'show.minutes',
  'episode.number',
  'quiz.question',
  'account.email.greeting',
  'ageGate.errorUnderAge',
])

const english = stringsFor('en-ww')

describe('the interface catalogue as ICU messages', () => {
  for (const [language, locale] of Object.entries(LANGUAGES)) {
    it(`${language}: every text parses and takes the values the English one takes`, () => {
      const table = stringsFor(locale)
      const problems: string[] = []
      for (const key of Object.keys(english) as StringKey[]) {
        try {
          const own = messageArguments(table[key], language)
          const base = messageArguments(english[key], 'en')
          if (own.join() !== base.join()) problems.push(`${key}: {${own}} vs English {${base}}`)
        } catch (error) {
          problems.push(`${key}: does not parse (${(error as Error).message})`)
        }
      }
      expect(problems).toEqual([])
    })

    it(`${language}: every plural offers the language's CLDR categories`, () => {
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      const table = stringsFor(locale)
      const problems: string[] = []
      for (const key of Object.keys(english) as StringKey[]) {
        const plurals = pluralCategories(table[key], language)
        for (const offered of plurals) {
          const missing = needed.filter((c) => !offered.includes(c))
          if (missing.length) problems.push(`${key}: no ${missing.join(', ')}`)
        }
        if (plurals.length && !FORMATTED_IN_FULL.has(key))
          problems.push(`${key}: a plural in a text that is only filled plainly`)
      }
      expect(problems).toEqual([])
    })
  }

  it.each([
    ['pl-pl', 'product.years', 1, '1 rok'],
    ['pl-pl', 'product.years', 2, '2 lata'],
    ['pl-pl', 'product.years', 5, '5 lat'],
    ['pl-pl', 'product.years', 22, '22 lata'],
    ['ru-ru', 'product.years', 1, '1 год'],
    ['ru-ru', 'product.years', 4, '4 года'],
    ['ru-ru', 'product.years', 11, '11 лет'],
    ['ru-ru', 'product.years', 21, '21 год'],
    ['en-us', 'product.years', 1, '1 year'],
    ['fr-fr', 'product.years', 12, '12 ans'],
    ['en-ww', 'session.episodeCount', 1, '1 episode'],
    ['ru-ru', 'session.episodeCount', 3, '3 эпизода'],
    ['pl-pl', 'recipe.servings', 4, '4 porcje'],
    ['en-ww', 'quiz.fromCorrect', 1, 'From 1 right answer'],
    ['ru-ru', 'quiz.fromCorrect', 5, 'От 5 правильных ответов'],
    ['en-ww', 'http.error.rateLimited', 1, 'Too many requests. Please try again in 1 second.'],
    ['zh-tw', 'product.years', 3, '3 年'],
  ] as const)('%s %s with n=%i → %s', (locale, key, n, expected) => {
    expect(translator(locale)(key, { n })).toBe(expected)
  })

  it('counts and names in one text: results for a search, a member activity', () => {
    expect(translator('en-ww')('search.results', { n: 1, q: 'xo' })).toBe('1 result for “xo”')
    expect(translator('ru-ru')('search.results', { n: 2, q: 'xo' })).toBe(
      'Найдено 2 результата по запросу «xo»',
    )
    expect(
      translator('en-ww')('account.activity.masterclass_progress', { label: 'Blend', n: 1 }),
    ).toBe('Masterclass Blend: 1 episode completed')
  })

  it('an editor override that is not valid ICU still shows, with its values put in', () => {
    const t = translator('en-ww', [{ key: 'product.years', value: '{n} years {' }])
    expect(t('product.years', { n: 3 })).toBe('3 years {')
    expect(formatMessage('{n, plural, one {# year} other {# years}}', { n: 2 }, 'en')).toBe(
      '2 years',
    )
  })
})
