import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_POINTS,
  type ActivitySummary,
  activityPoints,
  DEFAULT_THRESHOLDS,
  EPISODE_PLAYER,
  earnedLevel,
  episodeCompleted,
  NO_ACTIVITY,
  nextLevelNeeds,
  progressLevel,
  shouldReportProgress,
  watchedPercent,
} from './level-progress'

const summary = (s: Partial<ActivitySummary>): ActivitySummary => ({ ...NO_ACTIVITY, ...s })

describe('member level progression (SPEC §3 levels level0 … level5)', () => {
  it.each([
    ['nothing', {}, 0],
    ['a bookmark', { bookmarks: 1 }, 1],
    ['a quiz', { quizzes: 1 }, 5],
    ['an episode', { masterclassEpisodes: 1 }, 3],
    ['a session quiz', { masterclassQuizzes: 1 }, 5],
    ['a completed session', { masterclassSessions: 1 }, 10],
    ['a booking', { bookings: 1 }, 5],
    ['an approved review', { reviews: 1 }, 5],
    ['a newsletter confirmation', { newsletter: 1 }, 3],
    ['a newsletter confirmed twice counts once', { newsletter: 2 }, 3],
    [
      'a whole three-episode session',
      { masterclassEpisodes: 3, masterclassSessions: 1 },
      3 * 3 + 10,
    ],
    [
      'a mix',
      { bookmarks: 2, quizzes: 1, masterclassEpisodes: 3, masterclassQuizzes: 1, bookings: 2 },
      2 + 5 + 9 + 5 + 10,
    ],
  ] as const)('%s earns %i points', (_, s, points) => {
    expect(activityPoints(summary(s))).toBe(points)
  })

  it('gives a completed session more than its episodes alone', () => {
    expect(ACTIVITY_POINTS.masterclassSession).toBeGreaterThan(ACTIVITY_POINTS.masterclassEpisode)
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

  it('moves a verified member from level1 to level2 with one session (19 points) and a booking', () => {
    const points = activityPoints(
      summary({ masterclassEpisodes: 3, masterclassSessions: 1, bookings: 1 }),
    )
    expect(points).toBe(24)
    expect(earnedLevel(true, points)).toBe('level2')
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

  it.each([
    ['level0', 0, { level: 'level1', missing: 0 }],
    ['level1', 0, { level: 'level2', missing: 10 }],
    ['level1', 7, { level: 'level2', missing: 3 }],
    ['level2', 10, { level: 'level3', missing: 20 }],
    ['level3', 45, { level: 'level4', missing: 15 }],
    ['level4', 99, { level: 'level5', missing: 1 }],
    ['level5', 250, null],
  ] as const)('at %s with %i points the next level needs %j', (level, points, next) => {
    expect(nextLevelNeeds(level, points)).toEqual(next)
  })
})

describe('episode completion (90 % reached or the end)', () => {
  it.each([
    [0, 10, 0, false],
    [5, 10, 50, false],
    [8.99, 10, 89, false],
    [9, 10, 90, true],
    [10, 10, 100, true],
    [12, 10, 100, true],
    [3, 0, 0, false],
  ] as const)('position %f of %i s is %i %%, completed=%s', (position, duration, percent, done) => {
    expect(watchedPercent(position, duration)).toBe(percent)
    expect(episodeCompleted(watchedPercent(position, duration))).toBe(done)
  })
})

describe('the episode player (SPEC §9: 640x360 by default, progress every 1000 ms)', () => {
  it('keeps the spec’s size and interval', () => {
    expect(EPISODE_PLAYER).toEqual({ width: 640, height: 360, progressIntervalMs: 1000 })
  })

  it.each([
    // reached, last reported, forced (pause or end), sent?
    [5, 0, false, false], // still inside the first 10 % step
    [10, 9, false, true], // a new step
    [19, 10, false, false],
    [90, 89, false, true], // completion (also a step)
    [95, 90, false, false],
    [3, 0, true, true], // a pause sends whatever was gained
    [40, 40, true, false], // nothing new, even on a pause
    [30, 50, true, false], // going back never lowers what was reported
  ])('%i %% reached, %i %% reported, forced %s → %s', (reached, reported, force, sent) => {
    expect(shouldReportProgress(reached, reported, force)).toBe(sent)
  })
})
