import { describe, expect, it } from 'vitest'
import { prefersNativeShare, SHARE_NETWORKS, shareUrls } from './share-urls'

describe('shareUrls (SPEC §2.9: Facebook, Twitter and LinkedIn)', () => {
  const page = 'https://www.maison-solaine.com/en-ww/collection/xo/?utm=a&b=c'

  it('has the three networks of the spec', () => {
    expect(Object.keys(shareUrls(page))).toEqual([...SHARE_NETWORKS])
  })

  it.each([
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.maison-solaine.com%2Fen-ww%2Fcollection%2Fxo%2F%3Futm%3Da%26b%3Dc',
    ],
    [
      'twitter',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.maison-solaine.com%2Fen-ww%2Fcollection%2Fxo%2F%3Futm%3Da%26b%3Dc&text=XO+%26+more',
    ],
    [
      'linkedin',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.maison-solaine.com%2Fen-ww%2Fcollection%2Fxo%2F%3Futm%3Da%26b%3Dc',
    ],
  ] as const)('%s encodes the whole page URL', (network, expected) => {
    expect(shareUrls(page, 'XO & more')[network]).toBe(expected)
  })

  it.each([[undefined], [null], [''], ['   ']])('a missing title %j adds no text', (title) => {
    expect(shareUrls('https://a.test/', title).twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.test%2F',
    )
  })

  it('keeps non-Latin titles', () => {
    const tweet = new URL(shareUrls('https://a.test/', '干邑').twitter)
    expect(tweet.searchParams.get('text')).toBe('干邑')
  })
})

describe('prefersNativeShare (SPEC §2.9: native sheet on mobile devices that have one)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('navigator.share %s, touch pointer %s → native %s', (canShare, coarsePointer, expected) => {
    expect(prefersNativeShare({ canShare, coarsePointer })).toBe(expected)
  })
})
