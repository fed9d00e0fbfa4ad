import { describe, expect, it } from 'vitest'
import {
  activityBody,
  addPending,
  MAX_PENDING_QUIZZES,
  PENDING_QUIZ_TTL_MS,
  type PendingQuizResult,
  readPending,
  withoutQuiz,
} from './pending-result'

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0)
const entry = (over: Partial<PendingQuizResult> = {}): PendingQuizResult => ({
  collection: 'quiz',
  quiz: 7,
  score: 4,
  title: 'Enthusiast',
  expiresAt: NOW + 1000,
  ...over,
})

describe('readPending: what waits on the device', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', JSON.stringify(entry()), []],
    ['a valid entry', JSON.stringify([entry()]), [entry()]],
    ['an expired entry', JSON.stringify([entry({ expiresAt: NOW })]), []],
    ['an unknown collection', JSON.stringify([entry({ collection: 'articles' as never })]), []],
    ['a quiz id that is not a positive integer', JSON.stringify([entry({ quiz: 0 })]), []],
    ['a negative score', JSON.stringify([entry({ score: -1 })]), []],
    ['a fractional score', JSON.stringify([entry({ score: 1.5 })]), []],
    [
      'no score (a profile quiz)',
      JSON.stringify([entry({ score: undefined })]),
      [entry({ score: undefined })],
    ],
    ['no title', JSON.stringify([{ ...entry(), title: undefined }]), []],
    ['no expiry', JSON.stringify([{ ...entry(), expiresAt: undefined }]), []],
  ])('%s', (_, raw, expected) => {
    expect(readPending(raw, NOW)).toEqual(expected)
  })

  it('keeps only the newest few of a list grown beyond the cap', () => {
    const many = Array.from({ length: MAX_PENDING_QUIZZES + 2 }, (_, i) => entry({ quiz: i + 1 }))
    const read = readPending(JSON.stringify(many), NOW)
    expect(read.map((p) => p.quiz)).toEqual([3, 4, 5, 6, 7])
  })
})

describe('addPending: a visitor finishes a quiz', () => {
  it('keeps the result for a day', () => {
    const [kept] = addPending(
      [],
      { collection: 'quiz', quiz: 7, score: 4, title: 'Enthusiast' },
      NOW,
    )
    expect(kept?.expiresAt).toBe(NOW + PENDING_QUIZ_TTL_MS)
    expect(PENDING_QUIZ_TTL_MS).toBe(24 * 60 * 60 * 1000)
  })

  it('a quiz taken again replaces its earlier result, so it is saved once, the latest', () => {
    const list = addPending(
      [entry({ score: 1, title: 'Curious' })],
      { collection: 'quiz', quiz: 7, score: 5, title: 'Connoisseur' },
      NOW,
    )
    expect(list).toEqual([
      {
        collection: 'quiz',
        quiz: 7,
        score: 5,
        title: 'Connoisseur',
        expiresAt: NOW + PENDING_QUIZ_TTL_MS,
      },
    ])
  })

  it.each([
    [
      'the same id in another quiz collection',
      entry({ collection: 'quizzjourneys', score: undefined }),
      2,
    ],
    ['another quiz of the same collection', entry({ quiz: 8 }), 2],
    ['an expired result of another quiz', entry({ quiz: 8, expiresAt: NOW - 1 }), 1],
  ])('beside %s: %i waiting', (_, earlier, count) => {
    const list = addPending([earlier], { collection: 'quiz', quiz: 7, title: 'Expert' }, NOW)
    expect(list).toHaveLength(count)
    expect(list.at(-1)).toMatchObject({ collection: 'quiz', quiz: 7 })
  })

  it('drops the oldest beyond the cap', () => {
    let list: PendingQuizResult[] = []
    for (let quiz = 1; quiz <= MAX_PENDING_QUIZZES + 1; quiz++) {
      list = addPending(list, { collection: 'quizzjourneys', quiz, title: `Journey ${quiz}` }, NOW)
    }
    expect(list.map((p) => p.quiz)).toEqual([2, 3, 4, 5, 6])
  })
})

describe('withoutQuiz and activityBody', () => {
  it("forgets one quiz's result only", () => {
    const list = [entry(), entry({ quiz: 8 }), entry({ collection: 'quizzjourneys' })]
    expect(withoutQuiz(list, { collection: 'quiz', quiz: 7 })).toEqual([
      entry({ quiz: 8 }),
      entry({ collection: 'quizzjourneys' }),
    ])
  })

  it.each([
    [entry(), { type: 'quiz_taken', collection: 'quiz', quiz: 7, score: 4 }],
    [
      entry({ collection: 'quizzcognacprofile', score: undefined }),
      { type: 'quiz_taken', collection: 'quizzcognacprofile', quiz: 7 },
    ],
  ])('posts what the activities route takes, never the title or expiry: %j', (pending, body) => {
    expect(activityBody(pending)).toEqual(body)
  })
})
