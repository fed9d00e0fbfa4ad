import { getLocale } from '../../src/i18n/locales'
import { SLICE_TEXTS, type SliceTexts } from './data/slice-texts'

/** Slugs that differ by locale (SPEC §2.10: the US site says the-house). */
const houseSlug: Record<string, string> = { 'en-us': 'the-house' }

export function sliceTexts(code: string): SliceTexts & { houseSlug: string } {
  return { ...SLICE_TEXTS[getLocale(code).language], houseSlug: houseSlug[code] ?? 'la-maison' }
}
