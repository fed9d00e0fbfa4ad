/** Field validators shared by the experiences collections. Pure: no queries. */

/** Whether a string is an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A site path below the locale, e.g. `/visit-us/` (links inside the site keep a trailing slash). */
export function isSitePath(value: string): boolean {
  return /^\/(?:[a-z0-9-]+\/)*$/.test(value)
}

/** Text validator: empty, or an absolute http(s) URL. Required-ness is checked by `required`. */
export function validateHttpUrl(value: unknown): true | string {
  if (value == null || value === '') return true
  return (typeof value === 'string' && isHttpUrl(value)) || 'Enter an http:// or https:// URL.'
}

/** A whole number from `min` to `max` (empty passes: required-ness is checked by `required`). */
export function validateWholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: unknown): true | string => {
    if (value == null) return true
    return (
      (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) ||
      `Enter a whole number from ${min} to ${max}.`
    )
  }
}

/** Keys that identify rows (quiz outcomes): lowercase letters, digits and hyphens. */
export const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The id of a relationship value, whether populated (an object) or not (the id itself). */
export function relationId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}

/** The ids of a hasMany relationship value, in order, without empty entries. */
export function relationIds(value: unknown): (number | string)[] {
  if (!Array.isArray(value)) return []
  return value.map(relationId).filter((id): id is number | string => id !== null)
}
