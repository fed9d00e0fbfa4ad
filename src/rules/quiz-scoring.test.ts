import { describe, expect, it } from 'vitest'
import { isQuizCollection, outcomeByKey, QUIZ_SCORING, scoreQuiz } from './quiz-scoring'

// A profile quiz: three questions, answers leaning to "fruity", "spicy" or "floral".
const profileQuestions = [0, 1, 2].map(() => ({
  answers: [{ outcome: 'fruity' }, { outcome: 'spicy' }, { outcome: 'floral' }],
}))
const profileOutcomes = [{ key: 'fruity' }, { key: 'spicy' }, { key: 'floral' }]

describe("'outcome' scoring: the outcome picked most wins, a tie to the first listed", () => {
  it.each<[string, (number | null)[], string]>([
    ['all for one outcome', [1, 1, 1], 'spicy'],
    ['two against one', [2, 0, 2], 'floral'],
    ['a three-way tie goes to the first listed', [2, 1, 0], 'fruity'],
    ['a tie between the 2nd and 3rd listed goes to the 2nd', [2, 1, null], 'spicy'],
    ['nothing picked goes to the first listed', [null, null, null], 'fruity'],
    ['an answer index out of range counts for nothing', [9, 2, null], 'floral'],
  ])('%s', (_, picks, expected) => {
    const result = scoreQuiz('outcome', profileQuestions, profileOutcomes, picks)
    expect(result.outcomeKey).toBe(expected)
    expect(result.total).toBe(3)
    expect(result.right).toEqual([null, null, null])
  })

  it('a quiz without outcomes has no result', () => {
    expect(scoreQuiz('outcome', profileQuestions, [], [0, 0, 0]).outcomeKey).toBeNull()
  })
})

// A knowledge quiz: four questions, the right answer is the first; outcomes from 0, 2 and 4 right.
const knowledgeQuestions = [0, 1, 2, 3].map(() => ({
  answers: [{ correct: true }, { correct: false }, { correct: null }],
}))
const knowledgeOutcomes = [
  { key: 'expert', min_correct: 4 },
  { key: 'beginner', min_correct: 0 },
  { key: 'amateur', min_correct: 2 },
]

describe("'correct' scoring: the outcome with the highest min_correct reached", () => {
  it.each<[(number | null)[], number, string, boolean[]]>([
    [[1, 1, 1, 1], 0, 'beginner', [false, false, false, false]],
    [[0, 1, 2, 1], 1, 'beginner', [true, false, false, false]],
    [[0, 0, 1, 1], 2, 'amateur', [true, true, false, false]],
    [[0, 0, 0, null], 3, 'amateur', [true, true, true, false]],
    [[0, 0, 0, 0], 4, 'expert', [true, true, true, true]],
  ])('picks %j: %i right → %s', (picks, correct, expected, right) => {
    const result = scoreQuiz('correct', knowledgeQuestions, knowledgeOutcomes, picks)
    expect(result).toEqual({ outcomeKey: expected, correct, total: 4, right })
  })

  it('without a 0 threshold, too few right answers fall back to the lowest outcome', () => {
    const outcomes = [
      { key: 'good', min_correct: 2 },
      { key: 'great', min_correct: 4 },
    ]
    expect(scoreQuiz('correct', knowledgeQuestions, outcomes, [0, 1, 1, 1]).outcomeKey).toBe('good')
  })
})

describe('quiz collections', () => {
  it.each([
    ['quizzcognacprofile', 'outcome'],
    ['quizzjourneys', 'outcome'],
    ['quiz', 'correct'],
  ] as const)('%s scores by %s', (collection, kind) => {
    expect(isQuizCollection(collection)).toBe(true)
    expect(QUIZ_SCORING[collection]).toBe(kind)
  })

  it.each(['products', 'toString', ''])('%j is not a quiz collection', (value) => {
    expect(isQuizCollection(value)).toBe(false)
  })

  it('finds a shared outcome by its key, and nothing for an unknown key', () => {
    expect(outcomeByKey(knowledgeOutcomes, 'amateur')?.min_correct).toBe(2)
    expect(outcomeByKey(knowledgeOutcomes, 'nobody')).toBeNull()
  })
})
