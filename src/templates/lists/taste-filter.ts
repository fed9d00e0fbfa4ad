/** The cocktails list's taste filter (SPEC §2.7 header panel link, §9 taste filters). Pure. */
export const TASTES = ['soft', 'creamy', 'sweet', 'sour', 'bitter'] as const
export type Taste = (typeof TASTES)[number]

/** The taste of a `?taste=` value, or null (no filter) for anything that is not a taste. */
export function parseTaste(raw: string | null | undefined): Taste | null {
  const value = raw?.trim().toLowerCase()
  return (TASTES as readonly string[]).includes(value ?? '') ? (value as Taste) : null
}

/** The items having the taste, in their order; every item when there is no filter. */
export function filterByTaste<T extends { tastes: readonly string[] }>(
  items: readonly T[],
  taste: Taste | null,
): T[] {
  return taste ? items.filter((item) => item.tastes.includes(taste)) : [...items]
}
