import { describe, expect, it } from 'vitest'
import { isStringKey, STRING_KEYS, translator } from '@/i18n/strings'
import { duplicateOverrideKeys, overrideKeyProblem } from './interface-text'

describe('interface text overrides: only keys of the catalogue (issue 17 item 11)', () => {
  it.each([
    ['newsletter.home', null],
    ['exclusive.signIn', null],
    [' exclusive.signIn ', null],
  ])('accepts the known key %j', (key, expected) => {
    expect(overrideKeyProblem(key)).toBe(expected)
  })

  it.each([['newsletter.hme'], ['Newsletter.title'], ['__proto__'], ['toString']])(
    'refuses the unknown key %j, naming it',
    (key) => {
      expect(overrideKeyProblem(key)).toContain(`“${key}”`)
    },
  )

  it.each([[''], ['   '], [null], [undefined], [42]])('asks for a key when given %j', (key) => {
    expect(overrideKeyProblem(key)).toBe('Choose an interface text key.')
  })

  it('finds a key given twice in one locale', () => {
    expect(
      duplicateOverrideKeys([
        { key: 'newsletter.home', value: 'A' },
        { key: 'exclusive.signIn', value: 'B' },
        { key: 'newsletter.home', value: 'C' },
      ]),
    ).toEqual(['newsletter.home'])
    expect(duplicateOverrideKeys([{ key: 'a' }, { key: 'b' }])).toEqual([])
    expect(duplicateOverrideKeys(null)).toEqual([])
  })

  it('the catalogue the admin lists is every key, each with a default text in every language', () => {
    expect(STRING_KEYS.length).toBeGreaterThan(800)
    expect(new Set(STRING_KEYS).size).toBe(STRING_KEYS.length)
    for (const key of STRING_KEYS) expect(isStringKey(key)).toBe(true)
    expect(translator('fr-fr')('exclusive.signIn')).toBe('Se connecter')
    expect(translator('en-ww')('exclusive.signIn')).toBe('Sign in')
  })
})
