/** Upcoming and past shows (the Shows template page). Pure. */

/**
 * A show is past once it has started (its `date` is before now): nothing is stored for that, so
 * it never goes stale. Upcoming shows come soonest first, past shows latest first.
 */
export function splitShows<T extends { date: string }>(
  shows: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const at = (show: T) => new Date(show.date).getTime()
  const nowMs = now.getTime()
  const valid = shows.filter((show) => Number.isFinite(at(show)))
  return {
    upcoming: valid.filter((s) => at(s) >= nowMs).sort((a, b) => at(a) - at(b)),
    past: valid.filter((s) => at(s) < nowMs).sort((a, b) => at(b) - at(a)),
  }
}
