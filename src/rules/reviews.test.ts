import { describe, expect, it } from 'vitest'
import {
  authorName,
  isValidRating,
  MAX_REVIEW_TEXT,
  MAX_REVIEW_TITLE,
  ratingSummary,
  reviewErrors,
  starFill,
} from './reviews'

describe('review rules (issue 14: members rate 1–5 and write a text)', () => {
  it.each([
    [1, true],
    [3, true],
    [5, true],
    [0, false],
    [6, false],
    [-1, false],
    [4.5, false],
    [Number.NaN, false],
    ['4', false],
    [null, false],
  ])('rating %o is valid: %s', (rating, valid) => {
    expect(isValidRating(rating)).toBe(valid)
  })

  const ok = { rating: 4, title: 'Lovely', text: 'Dried apricot and a long, warm finish.' }
  it.each([
    ['a complete review', ok, {}],
    ['no title', { ...ok, title: null }, {}],
    ['rating 0', { ...ok, rating: 0 }, { rating: 'reviews.error.rating' }],
    ['rating 6', { ...ok, rating: 6 }, { rating: 'reviews.error.rating' }],
    ['an empty text', { ...ok, text: '' }, { text: 'reviews.error.textRequired' }],
    ['a blank text', { ...ok, text: ' \n\t ' }, { text: 'reviews.error.textRequired' }],
    ['2000 characters', { ...ok, text: 'a'.repeat(MAX_REVIEW_TEXT) }, {}],
    // Code points, not UTF-16 units: 2000 emoji are 2000 characters.
    ['2000 emoji', { ...ok, text: '🥃'.repeat(MAX_REVIEW_TEXT) }, {}],
    [
      '2001 characters',
      { ...ok, text: 'a'.repeat(MAX_REVIEW_TEXT + 1) },
      { text: 'reviews.error.textTooLong' },
    ],
    [
      'a title over 120 characters',
      { ...ok, title: 'é'.repeat(MAX_REVIEW_TITLE + 1) },
      { title: 'reviews.error.titleTooLong' },
    ],
  ])('%s', (_label, input, errors) => {
    expect(reviewErrors(input)).toEqual(errors)
  })

  it.each([
    [[], { average: null, count: 0 }],
    [[5], { average: 5, count: 1 }],
    [[4, 5], { average: 4.5, count: 2 }],
    [[4, 4, 5], { average: 4.3, count: 3 }],
    // 4.25 rounds half up to 4.3 ("4.3 out of 5"), not down through a binary fraction.
    [[4, 4, 4, 5], { average: 4.3, count: 4 }],
    [[3, 4], { average: 3.5, count: 2 }],
    [[1, 2, 2], { average: 1.7, count: 3 }],
    [[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4], { average: 4.8, count: 12 }],
    // Anything outside 1–5 never counts.
    [[0, 6, 5, 2.5], { average: 5, count: 1 }],
  ])('ratings %o summarise as %o', (ratings, summary) => {
    expect(ratingSummary(ratings)).toEqual(summary)
  })

  it.each([
    [null, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.3, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [3.75, ['full', 'full', 'full', 'full', 'empty']],
    [1, ['full', 'empty', 'empty', 'empty', 'empty']],
  ])('%s draws %o', (average, stars) => {
    expect(starFill(average)).toEqual(stars)
  })
})

describe('the name a review is shown under', () => {
  it.each([
    [{ first_name: 'Zoë', last_name: 'marchand' }, 'Zoë M.'],
    [{ first_name: ' Pieter ', last_name: 'van der Merwe' }, 'Pieter V.'],
    [{ first_name: 'Анна', last_name: 'Смирнова' }, 'Анна С.'],
    [{ first_name: '嘉欣', last_name: '陳' }, '嘉欣'],
    [{ first_name: 'Lan', last_name: ' ' }, 'Lan'],
  ])('%o → %s', (member, name) => {
    expect(authorName(member)).toBe(name)
  })
})
