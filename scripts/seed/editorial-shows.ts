import type { Language } from '../../src/i18n/locales'
import { SHOW_VENUE, type ShowSeed } from './data/shows'

/** The show's venue, city and line-up in one language. */
export function showPlaceTexts(show: ShowSeed, language: Language) {
  const words = SHOW_VENUE[language]
  return {
    venue: words.venue,
    city: words.city,
    line_up: show.lineUp.map((entry) => ({
      title: entry.title,
      ...(entry.length === undefined ? {} : { length: entry.length }),
      place: words.places[entry.place],
    })),
  }
}
