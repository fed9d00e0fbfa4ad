import { describe, expect, it } from 'vitest'
import { safeRedirect, sameSitePath } from './redirect-to'

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

  it('falls back to the given path when refused', () => {
    expect(safeRedirect('https://evil.example/', '/en-ww/account/profile/')).toBe(
      '/en-ww/account/profile/',
    )
    expect(safeRedirect('/en-ww/cocktails/', '/x/')).toBe('/en-ww/cocktails/')
  })
})
