import { describe, expect, it } from 'vitest'
import { activityPoints, DEFAULT_THRESHOLDS, earnedLevel, progressLevel } from './level-progress'

describe('member level progression (SPEC §3 levels level0 … level5)', () => {
  it('counts points per activity', () => {
    expect(
      activityPoints({ bookmarks: 2, quizzes: 1, masterclassEpisodes: 3, masterclassQuizzes: 1 }),
    ).toBe(2 + 5 + 9 + 5)
    expect(
      activityPoints({ bookmarks: 0, quizzes: 0, masterclassEpisodes: 0, masterclassQuizzes: 0 }),
    ).toBe(0)
  })

  it.each([
    [false, 500, 'level0'],
    [true, 0, 'level1'],
    [true, 9, 'level1'],
    [true, 10, 'level2'],
    [true, 29, 'level2'],
    [true, 30, 'level3'],
    [true, 60, 'level4'],
    [true, 99, 'level4'],
    [true, 100, 'level5'],
    [true, 10_000, 'level5'],
  ] as const)('verified=%s with %i points earns %s', (verified, points, level) => {
    expect(earnedLevel(verified, points, DEFAULT_THRESHOLDS)).toBe(level)
  })

  it('follows thresholds edited in the CMS', () => {
    const thresholds = { level2: 1, level3: 2, level4: 3, level5: 4 }
    expect(earnedLevel(true, 3, thresholds)).toBe('level4')
  })

  it('never lowers a level', () => {
    expect(progressLevel('level3', 'level1')).toBe('level3')
    expect(progressLevel('level1', 'level2')).toBe('level2')
    expect(progressLevel('level0', 'level1')).toBe('level1')
  })
})
