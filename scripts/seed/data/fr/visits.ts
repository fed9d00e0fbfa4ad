import type { VisitKey } from '../visits'

/** The French descriptions of the demo visits. */
export const fr: Record<VisitKey, string> = {
  tasting:
    'Une heure dans la salle de dégustation : quatre eaux-de-vie d’âges différents, puis Ruban Bleu, avec un guide qui explique ce que chaque année en fût change.',
  'cellar-tour':
    'Des alambics au paradis, où les plus vieilles eaux-de-vie reposent en dames-jeannes. La visite se termine par la dégustation de deux cognacs.',
  'vineyard-walk':
    'Deux heures dans nos vignes, sur les coteaux crayeux de la Grande Champagne, puis un verre à l’ombre de l’ancien pressoir.',
}
