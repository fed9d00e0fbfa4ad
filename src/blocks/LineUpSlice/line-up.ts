import { DEFAULT_LINE_UP_LENGTH } from './config'

/** SPEC §9: a line-up entry without a (usable) length lasts 5 minutes. */
export function lineUpLength(length: number | null | undefined): number {
  return typeof length === 'number' && Number.isFinite(length) && length > 0
    ? length
    : DEFAULT_LINE_UP_LENGTH
}

/** "5 min": the unit is the same in every locale (no translated units here). */
export function formatLineUpLength(length: number | null | undefined): string {
  return `${lineUpLength(length)} min`
}
