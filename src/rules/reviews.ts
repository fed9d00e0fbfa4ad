/**
 * Product review rules (issue 14, "reviews: signed-in members rate 1–5 and write a text; editors
 * approve before a review shows; average and count shown"): the statuses, the checks of a
 * submission (shared by the modal's form and POST /api/members/reviews/, so both refuse the same
 * things) and the summary of the approved ratings. Pure: no I/O; messages are string keys.
 */

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Ratings are whole stars from 1 to 5. */
export const MIN_RATING = 1
export const MAX_RATING = 5
/** The longest review text and title, in characters (after trimming). */
export const MAX_REVIEW_TEXT = 2000
export const MAX_REVIEW_TITLE = 120
/** Approved reviews shown per page (the modal's list, the content function). */
export const REVIEWS_PAGE_SIZE = 10

export interface ReviewFields {
  rating: number
  title?: string | null
  text: string
}

export type ReviewFieldErrorKey =
  | 'reviews.error.rating'
  | 'reviews.error.textRequired'
  | 'reviews.error.textTooLong'
  | 'reviews.error.titleTooLong'

export type ReviewFieldErrors = Partial<Record<keyof ReviewFields, ReviewFieldErrorKey>>

/** A whole number of stars from 1 to 5. */
export function isValidRating(rating: unknown): rating is number {
  return (
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= MIN_RATING &&
    rating <= MAX_RATING
  )
}

/** The field errors of a submission (empty when it can be saved). Length counts code points. */
export function reviewErrors(input: ReviewFields): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {}
  if (!isValidRating(input.rating)) errors.rating = 'reviews.error.rating'
  const text = input.text.trim()
  if (!text) errors.text = 'reviews.error.textRequired'
  else if ([...text].length > MAX_REVIEW_TEXT) errors.text = 'reviews.error.textTooLong'
  if ([...(input.title ?? '').trim()].length > MAX_REVIEW_TITLE) {
    errors.title = 'reviews.error.titleTooLong'
  }
  return errors
}

export interface RatingSummary {
  /** The mean rating rounded to one decimal (4.25 → 4.3), or null without ratings. */
  average: number | null
  count: number
}

/**
 * The average and count of ratings (only approved ones are ever given). Ratings outside 1–5 are
 * ignored. Rounded half up to one decimal, as shown ("4.3 out of 5") and sent as AggregateRating.
 */
export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter(isValidRating)
  if (valid.length === 0) return { average: null, count: 0 }
  const sum = valid.reduce((a, b) => a + b, 0)
  // Integers first (sum × 10 / count), so 4.25 is not lost to binary fractions (4.2499…).
  const average = Math.round((sum * 10) / valid.length) / 10
  return { average, count: valid.length }
}

/** How many of the five stars are drawn full, half or empty for an average (to the half star). */
export function starFill(average: number | null): Array<'full' | 'half' | 'empty'> {
  const halves = average == null ? 0 : Math.round(Math.min(MAX_RATING, Math.max(0, average)) * 2)
  return Array.from({ length: MAX_RATING }, (_, i) =>
    halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty',
  )
}

/**
 * "Zoë M.": the first name and the initial of the last name, never the whole name or email. A
 * Chinese family name is one character: the given name alone ("嘉欣").
 */
export function authorName(member: { first_name: string; last_name: string }): string {
  const first = member.first_name.trim()
  const last = member.last_name.trim()
  const initial = [...last][0]
  if (!initial || /\p{Script=Han}/u.test(last)) return first
  return `${first} ${initial.toLocaleUpperCase()}.`
}
