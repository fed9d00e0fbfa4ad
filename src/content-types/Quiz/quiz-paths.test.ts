import { describe, expect, it } from 'vitest'
import { resultPath } from './quiz-paths'

describe('a shared quiz result’s path', () => {
  it.each([
    [
      '/en-ww/quiz/cognac-knowledge/',
      'enthusiast',
      '/en-ww/quiz/cognac-knowledge/result/enthusiast/',
    ],
    [
      '/fr-fr/quizzjourneys/quizz-journeys',
      'heritage',
      '/fr-fr/quizzjourneys/quizz-journeys/result/heritage/',
    ],
    [
      '/en-us/quizzcognacprofile/p/',
      'part des anges',
      '/en-us/quizzcognacprofile/p/result/part%20des%20anges/',
    ],
  ])('%s + %s → %s', (quiz, key, expected) => {
    expect(resultPath(quiz, key)).toBe(expected)
  })
})
