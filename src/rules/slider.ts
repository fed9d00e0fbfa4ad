/**
 * Slider index rules (SPEC §2.6, §4, §9). Pure functions.
 */

/** Slider controls appear only with at least 2 items (SPEC §4, §9). */
export const MIN_ITEMS_FOR_CONTROLS = 2

const toInt = (n: number): number => (Number.isFinite(n) ? Math.trunc(n) : 0)

/** Wraps from last to first and back (-1 → last, count → 0); 0 when there are no items. */
export function wrapIndex(index: number, count: number): number {
  const n = toInt(count)
  if (n <= 0) return 0
  return ((toInt(index) % n) + n) % n
}

/** Clamped between the first and the last step (cocktail instructions, SPEC §2.6). */
export function clampIndex(index: number, count: number): number {
  const n = toInt(count)
  if (n <= 0) return 0
  return Math.min(Math.max(toInt(index), 0), n - 1)
}

export function showControls(count: number): boolean {
  return count >= MIN_ITEMS_FOR_CONTROLS
}
