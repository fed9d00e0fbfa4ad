import type { VisitKey } from '../visits'

/** The English descriptions of the demo visits. */
export const en: Record<VisitKey, string> = {
  tasting:
    'An hour in the tasting room: four eaux-de-vie of different ages, then Ruban Bleu, with a guide who explains what each year in the cask changes.',
  'cellar-tour':
    'From the stills to the paradise cellar, where the oldest eaux-de-vie rest in glass demijohns. Ends with a tasting of two cognacs.',
  'vineyard-walk':
    'Two hours through our vines on the chalky hills of the Grande Champagne, then a glass in the shade of the old press house.',
}
