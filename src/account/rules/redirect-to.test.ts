import { describe, expect, it } from 'vitest'
import { sameSitePath, verificationLink } from './redirect-to'

describe('redirect_to accepts only paths on this site (SPEC §2.9, no open redirect)', () => {
  it.each([
    ['/en-ww/articles/the-angels-share/', '/en-ww/articles/the-angels-share/'],
    ['/fr-fr/collection/xo/?tab=notes#nose', '/fr-fr/collection/xo/?tab=notes#nose'],
    ['/', '/'],
  ])('keeps %s', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected)
  })

  it.each([
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['en-ww/relative'],
    ['/\tevil'],
    ['/\nevil'],
    [''],
    ['/%E0%A4%A'],
  ])('refuses %j', (input) => {
    expect(sameSitePath(input)).toBeNull()
  })

  it('refuses non-strings and over-long values', () => {
    expect(sameSitePath(null)).toBeNull()
    expect(sameSitePath(undefined)).toBeNull()
    expect(sameSitePath(`/${'a'.repeat(2048)}`)).toBeNull()
  })
})

describe('verificationLink: the emailed link carries redirect_to through verification', () => {
  it.each([
    [undefined, 'https://solaine.example/fr-fr/account/verify-mail/?token=abc123'],
    [
      '/fr-fr/articles/cellar-masters-notes/',
      'https://solaine.example/fr-fr/account/verify-mail/?redirect_to=%2Ffr-fr%2Farticles%2Fcellar-masters-notes%2F&token=abc123',
    ],
    // Another host is never carried: the member lands on the arrival page's default.
    ['https://evil.example/', 'https://solaine.example/fr-fr/account/verify-mail/?token=abc123'],
    ['//evil.example/', 'https://solaine.example/fr-fr/account/verify-mail/?token=abc123'],
  ])('redirect_to %s → %s', (redirectTo, link) => {
    expect(verificationLink('https://solaine.example', 'fr-fr', 'abc123', redirectTo)).toBe(link)
  })
})
