import type { SliceTexts } from '../slice-texts'

/** The English texts of the home, house and history pages and the footer. */
export const en: SliceTexts = {
  homeTitle: 'The art of patience',
  homeBlockTitle: 'Cognac, from the banks of the Charente',
  homeBlockHeadline:
    'Since 1847 Maison Solaine has distilled the light of the Cognac vineyards into eaux-de-vie of quiet depth.',
  homeRichText: [
    'Every bottle begins in the vineyard, where ugni blanc grapes ripen slowly under the Atlantic sky.',
    'Double distilled in copper stills and aged in French oak, our cognacs are blended by a cellar master who tastes what the years have given.',
  ],
  houseTitle: 'The House',
  houseText: [
    'Maison Solaine is a family house of cognac, founded by Élise Solaine on the chalky hills of the Grande Champagne.',
    'Six generations later, the house still ages every eau-de-vie in its own cellars beside the river.',
  ],
  historyTitle: 'Our history',
  historyText: [
    '1847: Élise Solaine buys her first still and a barn by the Charente.',
    '1921: the paradise cellar is sealed, keeping the oldest eaux-de-vie of the house.',
    'Today: a seventh generation of cellar masters learns the art of patience.',
  ],
  footerText:
    'Maison Solaine, 12 quai des Chais, 16100 Cognac, France. Our content is intended for adults of legal drinking age.',
  disclaimer: 'Enjoy responsibly',
}
