import { describe, expect, it } from 'vitest'
import { homeItemOf, isHomeItemPath } from './home-item'

describe('the item a locale root serves (SPEC §2.10)', () => {
  it('"The US home serves the XO collection page"', () => {
    expect(homeItemOf('en-us')).toEqual({ type: 'collection', slug: 'xo' })
  })

  it.each(['en-ww', 'fr-fr', 'zh-tw', 'en-uk'])('%s keeps its home page', (locale) => {
    expect(homeItemOf(locale)).toBeNull()
  })

  it('follows the table: no row for the US root, no item', () => {
    expect(homeItemOf('en-us', [{ enWw: '/en-ww/la-maison/', enUs: '/en-us/the-house/' }])).toBe(
      null,
    )
    expect(homeItemOf('en-us', [{ enWw: '/en-ww/la-maison/', enUs: '/en-us/' }])).toBeNull()
  })

  it.each([
    ['en-us', '/en-us/collection/xo/', true],
    ['en-us', '/en-us/collection/v-s-o-p/', false],
    ['en-ww', '/en-ww/collection/xo/', false],
  ])('%s %s is the home item: %s', (locale, path, expected) => {
    expect(isHomeItemPath(locale, path)).toBe(expected)
  })
})
