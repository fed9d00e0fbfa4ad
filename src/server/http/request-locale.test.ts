import { describe, expect, it } from 'vitest'
import { requestLocale } from './request-locale'

describe('the locale an API answers in', () => {
  it.each([
    [{ named: 'ru-ru', referer: 'http://site.test/fr-fr/account/', acceptLanguage: 'pl' }, 'ru-ru'],
    [{ named: 'xx-yy', referer: 'http://site.test/fr-fr/account/sign-in/' }, 'fr-fr'],
    [{ named: 42, referer: 'http://site.test/zh-tw/' }, 'zh-tw'],
    [{ referer: 'http://site.test/search/', acceptLanguage: 'pl-PL,pl;q=0.9' }, 'pl-pl'],
    [{ referer: 'not a url', acceptLanguage: 'vi' }, 'vi-vn'],
    [{ acceptLanguage: 'zz' }, 'en-ww'],
    [{}, 'en-ww'],
  ])('%o → %s', (hints, expected) => {
    expect(requestLocale(hints)).toBe(expected)
  })
})
