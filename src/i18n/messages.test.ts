import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_HOME } from './accept-language'
import { formatMessage } from './format-message'
import { type StringKey, stringsFor, translator } from './strings'

/**
 * The interface catalogue as ICU messages (issue 18): every text of every language parses, takes
 * the same values as the English one, and each plural offers every CLDR category of its language.
 */
// One locale per language: the accept-language table's home of each.
const LANGUAGES = LANGUAGE_HOME

/**
 * The keys formatted in full (t(key, values) or formatMessage): only they may hold plurals or
 * selects; the others are filled plainly (fill-message.ts), which knows only `{name}`.
 */
const FORMATTED_IN_FULL = new Set<StringKey>([
  'product.years',
  'session.episodeCount',
  'account.profile.nextLevelNeeds',
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
  'comparator.selected',
  'comparator.dropped.unknown',
  'comparator.dropped.unavailable',
  'comparator.dropped.overLimit',
  'visitBooking.duration',
  'visitBooking.placesLeft',
  'visitBooking.guests',
  'eventRegistration.placesLeft',
  'eventRegistration.guests',
  'eventRegistration.error.full',
  'bottle.scans',
  'reviews.summary',
  'reviews.stars',
])

const english = stringsFor('en-ww')

interface AstNode {
  type: number
  value?: unknown
  options?: Record<string, { value: AstNode[] }>
}

// intl-messageformat's element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6])
const PLURAL = 6

/** Every element of a message as intl-messageformat (the reference) parses it; throws if not ICU. */
function elements(message: string, language: string): AstNode[] {
  const all: AstNode[] = []
  const go = (nodes: AstNode[]) => {
    for (const node of nodes) {
      all.push(node)
      if (node.options) for (const option of Object.values(node.options)) go(option.value)
    }
  }
  go(
    new IntlMessageFormat(message, language, undefined, {
      ignoreTag: true,
    }).getAst() as unknown as AstNode[],
  )
  return all
}

function messageArguments(message: string, language: string): string[] {
  const names = elements(message, language)
    .filter((e) => ARGUMENT_TYPES.has(e.type) && typeof e.value === 'string')
    .map((e) => e.value as string)
  return [...new Set(names)].sort()
}

function pluralCategories(message: string, language: string): string[][] {
  return elements(message, language)
    .filter((e) => e.type === PLURAL && e.options)
    .map((e) => Object.keys(e.options ?? {}))
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 1000, 1000000, 1.5]

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

  for (const [language, locale] of Object.entries(LANGUAGES)) {
    it(`${language}: every text formats as intl-messageformat formats it, for any count`, () => {
      const table = stringsFor(locale)
      const problems: string[] = []
      for (const key of Object.keys(english) as StringKey[]) {
        const message = table[key]
        const names = messageArguments(message, language)
        if (names.length === 0) continue
        const reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true })
        for (const n of COUNTS) {
          const values = Object.fromEntries(names.map((name) => [name, name === 'n' ? n : 'X']))
          const expected = String(reference.format(values))
          const got = formatMessage(message, values, locale)
          if (got !== expected) problems.push(`${key} n=${n}: ${got} ≠ ${expected}`)
        }
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
