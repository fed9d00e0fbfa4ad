import { describe, expect, it } from 'vitest'
import {
  CONTENT_TYPE_SEGMENTS,
  DETAIL_COLLECTIONS,
  detailSegmentOf,
  isContentTypeSegment,
} from './content-types'

describe('content types', () => {
  it('gives every content-type segment of SPEC §2.1 a collection, and each collection one segment', () => {
    expect(Object.keys(DETAIL_COLLECTIONS)).toEqual([...CONTENT_TYPE_SEGMENTS])
    expect(new Set(Object.values(DETAIL_COLLECTIONS)).size).toBe(CONTENT_TYPE_SEGMENTS.length)
    expect(CONTENT_TYPE_SEGMENTS).toHaveLength(15)
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

  it.each([
    ['collection', true],
    ['event-finder', true],
    ['products', false],
    ['toString', false],
    ['', false],
    [undefined, false],
  ])('%s is a content-type segment: %s', (segment, expected) => {
    expect(isContentTypeSegment(segment)).toBe(expected)
  })
})
