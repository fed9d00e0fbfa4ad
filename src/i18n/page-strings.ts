import type { StringKey } from './strings'

/**
 * Key prefixes of the texts that only a page feature's island reads (its template or content
 * type, never the chrome or a modal). The locale layout leaves them out of the texts it gives
 * every client component, so that a page's payload does not carry every feature's texts; the
 * feature's server component hands its island its own with <StringsScope prefixes={…}>.
 */
export const PAGE_FEATURE_PREFIXES = [
  'visitBooking',
  'storeLocator',
  'eventRegistration',
  'bottle',
] as const

export type PageFeaturePrefix = (typeof PAGE_FEATURE_PREFIXES)[number]

function prefixOf(key: string): string {
  return key.slice(0, key.indexOf('.'))
}

/** The texts every page's client components get: all but the page features' own. */
export function layoutStrings<S extends Record<StringKey, string>>(strings: S): S {
  const excluded = new Set<string>(PAGE_FEATURE_PREFIXES)
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => !excluded.has(prefixOf(key))),
  ) as S
}

/** The texts under the given prefixes. */
export function pickStrings(
  strings: Record<StringKey, string>,
  prefixes: readonly PageFeaturePrefix[],
): Partial<Record<StringKey, string>> {
  const wanted = new Set<string>(prefixes)
  return Object.fromEntries(Object.entries(strings).filter(([key]) => wanted.has(prefixOf(key))))
}
