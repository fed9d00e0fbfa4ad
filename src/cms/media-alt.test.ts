import { describe, expect, it } from 'vitest'
import { fallbackAlt } from './media-alt'

// Issue 17 item 10: alt text per locale; a locale without its own text falls back, visibly.
describe('fallbackAlt', () => {
  it.each([
    ['the default locale (en-ww) first', { 'fr-fr': 'Une cave', 'en-ww': 'A cellar' }, 'A cellar'],
    [
      'else the first locale with text, in the locales’ order',
      { 'zh-tw': '酒窖', 'fr-fr': 'Une cave' },
      'Une cave',
    ],
    ['blank text counts as none', { 'en-ww': '   ', 'ru-ru': 'Погреб' }, 'Погреб'],
    ['trimmed', { 'en-ww': '  A cellar ' }, 'A cellar'],
    ['null when no locale has text', { 'en-ww': '', 'fr-fr': null }, null],
    ['null for nothing read', undefined, null],
  ])('%s', (_, byLocale, expected) => {
    expect(fallbackAlt(byLocale)).toBe(expected)
  })
})
