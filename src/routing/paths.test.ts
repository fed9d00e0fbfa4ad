import { describe, expect, it } from 'vitest'
import { localizedPath, pagePath, segmentsToPath } from './paths'

describe('page paths', () => {
  it.each([
    [{ isHome: true, parentPath: null, slug: 'home' }, '/'],
    [{ isHome: false, parentPath: null, slug: 'la-maison' }, '/la-maison/'],
    [{ isHome: false, parentPath: '/la-maison/', slug: 'history' }, '/la-maison/history/'],
    [{ isHome: false, parentPath: '/', slug: 'the-house' }, '/the-house/'],
  ])('pagePath(%j) → %s', (input, expected) => {
    expect(pagePath(input)).toBe(expected)
  })

  it('turns segments into a path with a trailing slash', () => {
    expect(segmentsToPath([])).toBe('/')
    expect(segmentsToPath(['la-maison', 'history'])).toBe('/la-maison/history/')
  })

  it('puts the locale first', () => {
    expect(localizedPath('en-us', '/the-house/')).toBe('/en-us/the-house/')
    expect(localizedPath('en-us', '/')).toBe('/en-us/')
  })
})
