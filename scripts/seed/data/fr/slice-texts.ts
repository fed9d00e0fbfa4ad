import type { SliceTexts } from '../slice-texts'

/** The French texts of the home, house and history pages and the footer. */
export const fr: SliceTexts = {
  homeTitle: 'L’art de la patience',
  homeBlockTitle: 'Le cognac, des rives de la Charente',
  homeBlockHeadline:
    'Depuis 1847, la Maison Solaine distille la lumière des vignes de Cognac en eaux-de-vie d’une profondeur tranquille.',
  homeRichText: [
    'Chaque bouteille naît dans la vigne, où l’ugni blanc mûrit lentement sous le ciel atlantique.',
    'Distillés deux fois dans des alambics de cuivre et vieillis en fût de chêne français, nos cognacs sont assemblés par un maître de chai qui goûte ce que les années ont donné.',
  ],
  houseTitle: 'La Maison',
  houseText: [
    'La Maison Solaine est une maison familiale de cognac, fondée par Élise Solaine sur les coteaux crayeux de la Grande Champagne.',
    'Six générations plus tard, la maison vieillit toujours chaque eau-de-vie dans ses propres chais au bord du fleuve.',
  ],
  historyTitle: 'Notre histoire',
  historyText: [
    '1847 : Élise Solaine achète son premier alambic et une grange au bord de la Charente.',
    '1921 : le paradis est scellé et garde les plus vieilles eaux-de-vie de la maison.',
    'Aujourd’hui : une septième génération de maîtres de chai apprend l’art de la patience.',
  ],
  footerText:
    'Maison Solaine, 12 quai des Chais, 16100 Cognac, France. Nos contenus s’adressent aux adultes en âge légal de consommer de l’alcool.',
  disclaimer: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération',
}
