import { describe, expect, it } from 'vitest'
import { ACCOUNT_PAGES } from '@/routing/account-paths'
import { CONTENT_TYPE_SEGMENTS } from '@/routing/content-types'
import { TEMPLATE_NAMES } from '@/templates/names'
import { isMenuDark, pageTheme } from './page-theme'

describe('pageTheme (SPEC §2.4 dark-theme pages)', () => {
  it.each([
    ['tags', 'dark'],
    ['search', 'dark'],
    ['legals', 'dark'],
    ['newsletter', 'dark'],
    ['home', 'light'],
    ['universal', 'light'],
    ['cocktails-list', 'light'],
    ['maison', 'light'],
  ] as const)('template %s is %s', (template, theme) => {
    expect(pageTheme({ kind: 'template', template })).toBe(theme)
  })

  it.each([
    ['cocktails', 'dark'],
    ['food-recipes', 'dark'],
    ['articles', 'dark'],
    ['tag', 'dark'],
    ['collection', 'light'],
    ['videos', 'light'],
    ['journeys', 'light'],
  ] as const)('detail page of %s is %s', (type, theme) => {
    expect(pageTheme({ kind: 'content', type })).toBe(theme)
  })

  it('all account pages are dark', () => {
    expect(ACCOUNT_PAGES.length).toBeGreaterThan(0)
    expect(pageTheme({ kind: 'account' })).toBe('dark')
  })

  it('exactly four templates and four detail types are dark', () => {
    const darkTemplates = TEMPLATE_NAMES.filter(
      (template) => pageTheme({ kind: 'template', template }) === 'dark',
    )
    const darkTypes = CONTENT_TYPE_SEGMENTS.filter(
      (type) => pageTheme({ kind: 'content', type }) === 'dark',
    )
    expect(darkTemplates.sort()).toEqual(['legals', 'newsletter', 'search', 'tags'])
    expect(darkTypes.sort()).toEqual(['articles', 'cocktails', 'food-recipes', 'tag'])
  })
})

describe('isMenuDark (menuIsDark unless templateV2)', () => {
  it.each([
    [{ menuIsDark: true, templateV2: false }, true],
    [{ menuIsDark: true, templateV2: true }, false],
    [{ menuIsDark: false, templateV2: false }, false],
    [{ menuIsDark: false, templateV2: true }, false],
    [{ menuIsDark: true }, true],
    [{ menuIsDark: null, templateV2: null }, false],
    [{}, false],
  ])('%o → %s', (flags, dark) => {
    expect(isMenuDark(flags)).toBe(dark)
  })
})
