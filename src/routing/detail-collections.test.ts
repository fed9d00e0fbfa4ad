import { describe, expect, it } from 'vitest'
import { DETAIL_COLLECTIONS, detailSegmentOf } from './detail-collections'
import { CONTENT_TYPE_SEGMENTS } from './parse-route'

describe('detail collections', () => {
  it('gives every content-type segment of SPEC §2.1 a collection, and each collection one segment', () => {
    expect(Object.keys(DETAIL_COLLECTIONS).sort()).toEqual([...CONTENT_TYPE_SEGMENTS].sort())
    expect(new Set(Object.values(DETAIL_COLLECTIONS)).size).toBe(CONTENT_TYPE_SEGMENTS.length)
  })

  it.each([
    ['products', 'collection'],
    ['tags', 'tag'],
    ['cocktails', 'cocktails'],
    ['quizzcognacprofile', 'quizzcognacprofile'],
    ['events', 'event-finder'],
    ['pages', null],
    ['outlets', null],
  ])('%s pages live under /%s/', (collection, segment) => {
    expect(detailSegmentOf(collection)).toBe(segment)
  })
})
