import { describe, expect, it } from 'vitest'
import { accountHref, isAccountPage } from './account-paths'

describe('account page URLs', () => {
  it.each([
    ['en-ww', 'sign-in', undefined, '/en-ww/account/sign-in/'],
    ['fr-fr', 'sign-up', undefined, '/fr-fr/account/sign-up/'],
    [
      'en-us',
      'sign-in',
      '/en-us/articles/the-angels-share/',
      '/en-us/account/sign-in/?redirect_to=%2Fen-us%2Farticles%2Fthe-angels-share%2F',
    ],
  ] as const)('%s %s → %s', (locale, page, redirectTo, href) => {
    expect(accountHref(locale, page, redirectTo)).toBe(href)
  })

  it('knows its pages', () => {
    expect(isAccountPage('bookmarks')).toBe(true)
    expect(isAccountPage('admin')).toBe(false)
  })
})
