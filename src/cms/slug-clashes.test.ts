import { describe, expect, it } from 'vitest'
import { clashesAmong } from './slug-clashes'

describe('clashesAmong', () => {
  it('groups pages by path, ignoring pages without a slug (the home page, untranslated ones)', () => {
    expect(
      clashesAmong('pages', 'en-ww', [
        { id: 1, title: 'Home', slug: null, path: '/' },
        { id: 2, title: 'Untranslated', slug: '', path: '/' },
        { id: 3, title: 'History', slug: 'history', path: '/la-maison/history/' },
        { id: 4, title: 'History 2', slug: 'history', path: '/visit-us/history/' },
        { id: 5, title: 'Impostor', slug: 'history', path: '/la-maison/history/' },
      ]),
    ).toEqual([
      {
        collection: 'pages',
        locale: 'en-ww',
        address: '/la-maison/history/',
        docs: [
          { id: 3, title: 'History' },
          { id: 5, title: 'Impostor' },
        ],
      },
    ])
  })

  it('groups other collections by slug', () => {
    expect(
      clashesAmong('cocktails', 'fr-fr', [
        { id: 1, title: 'A', slug: 'julep' },
        { id: 2, title: 'B', slug: 'julep' },
        { id: 3, slug: 'sour' },
      ]),
    ).toEqual([
      {
        collection: 'cocktails',
        locale: 'fr-fr',
        address: 'julep',
        docs: [
          { id: 1, title: 'A' },
          { id: 2, title: 'B' },
        ],
      },
    ])
    expect(
      clashesAmong('cocktails', 'fr-fr', [
        { id: 1, slug: 'a' },
        { id: 2, slug: 'b' },
      ]),
    ).toEqual([])
  })
})
