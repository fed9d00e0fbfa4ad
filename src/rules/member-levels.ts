/**
 * Member levels (SPEC §3, §6): ordered and comparable, level0 lowest. Pure functions.
 */

export const MEMBER_LEVELS = ['level0', 'level1', 'level2', 'level3', 'level4', 'level5'] as const

export type MemberLevel = (typeof MEMBER_LEVELS)[number]

export const MEMBER_LEVEL_LABELS: Readonly<Record<MemberLevel, string>> = {
  level0: 'LEVEL 0',
  level1: 'LEVEL 1: member',
  level2: 'LEVEL 2: beginner',
  level3: 'LEVEL 3: amateur',
  level4: 'LEVEL 4: expert',
  level5: 'LEVEL 5: master',
}

export function isMemberLevel(x: unknown): x is MemberLevel {
  return typeof x === 'string' && (MEMBER_LEVELS as readonly string[]).includes(x)
}

const rank = (level: MemberLevel): number => MEMBER_LEVELS.indexOf(level)

/** Negative when a is below b, 0 when equal, positive when above. */
export function compareLevels(a: MemberLevel, b: MemberLevel): number {
  return rank(a) - rank(b)
}

/** Whether a member's level reaches the required one; an anonymous visitor meets only level0. */
export function meetsLevel(
  memberLevel: MemberLevel | null | undefined,
  required: MemberLevel,
): boolean {
  return compareLevels(memberLevel ?? 'level0', required) >= 0
}

export function levelLabel(level: MemberLevel): string {
  return MEMBER_LEVEL_LABELS[level]
}

/** The level above, or null at level5. */
export function nextLevel(level: MemberLevel): MemberLevel | null {
  return MEMBER_LEVELS[rank(level) + 1] ?? null
}
