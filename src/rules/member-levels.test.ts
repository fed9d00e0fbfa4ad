import { describe, expect, it } from 'vitest'
import {
  compareLevels,
  isMemberLevel,
  levelLabel,
  MEMBER_LEVELS,
  type MemberLevel,
  meetsLevel,
  nextLevel,
} from './member-levels'

describe('member levels (SPEC §3: level0 … level5, ordered)', () => {
  it('lists the 6 levels in order', () => {
    expect(MEMBER_LEVELS).toEqual(['level0', 'level1', 'level2', 'level3', 'level4', 'level5'])
  })

  it.each<[MemberLevel, string]>([
    ['level0', 'LEVEL 0'],
    ['level1', 'LEVEL 1: member'],
    ['level2', 'LEVEL 2: beginner'],
    ['level3', 'LEVEL 3: amateur'],
    ['level4', 'LEVEL 4: expert'],
    ['level5', 'LEVEL 5: master'],
  ])('%s is labelled "%s"', (level, label) => {
    expect(levelLabel(level)).toBe(label)
  })
})

describe('isMemberLevel', () => {
  it.each([
    ['level0', true],
    ['level5', true],
    ['level6', false],
    ['LEVEL 0', false],
    ['', false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (x, expected) => {
    expect(isMemberLevel(x)).toBe(expected)
  })
})

describe('compareLevels (SPEC §3: comparable)', () => {
  it.each<[MemberLevel, MemberLevel, -1 | 0 | 1]>([
    ['level0', 'level1', -1],
    ['level1', 'level0', 1],
    ['level3', 'level3', 0],
    ['level2', 'level5', -1],
    ['level5', 'level4', 1],
  ])('%s vs %s has sign %s', (a, b, sign) => {
    expect(Math.sign(compareLevels(a, b))).toBe(sign)
  })

  it('sorts levels in their order', () => {
    const shuffled: MemberLevel[] = ['level3', 'level0', 'level5', 'level1', 'level4', 'level2']
    expect(shuffled.sort(compareLevels)).toEqual([...MEMBER_LEVELS])
  })
})

describe('meetsLevel (SPEC §6: visitors are anonymous, members level0 to level5)', () => {
  it.each<[MemberLevel | null | undefined, MemberLevel, boolean]>([
    [null, 'level0', true],
    [null, 'level1', false],
    [undefined, 'level0', true],
    [undefined, 'level5', false],
    ['level0', 'level0', true],
    ['level0', 'level1', false],
    ['level2', 'level2', true],
    ['level3', 'level2', true],
    ['level2', 'level3', false],
    ['level5', 'level5', true],
    ['level5', 'level0', true],
  ])('member %s, required %s → %s', (member, required, expected) => {
    expect(meetsLevel(member, required)).toBe(expected)
  })
})

describe('nextLevel', () => {
  it.each<[MemberLevel, MemberLevel | null]>([
    ['level0', 'level1'],
    ['level1', 'level2'],
    ['level4', 'level5'],
    ['level5', null],
  ])('%s → %s', (level, expected) => {
    expect(nextLevel(level)).toBe(expected)
  })
})
