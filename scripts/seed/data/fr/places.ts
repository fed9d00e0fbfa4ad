import type { PlaceWords } from '../places'

/** The French words of the demo outlets: their names by kind, the days of their opening hours. */
export const fr: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Cave des Remparts',
      'Cave Saint-Vincent',
      'La Cave du Port',
      'Le Cellier des Halles',
      'Cave de la Tour',
      'Vins & Spiritueux Lemaire',
      'La Réserve du Marché',
      'Cave Ô Bouchon',
    ],
    bar: [
      'Le Comptoir des Chais',
      'Bar L’Alambic',
      'Le Martinet',
      'Le Bar des Quais',
      'L’Heure Bleue',
      'Le Salon Ambré',
      'Bar La Part des Anges',
      'Le Boréal',
    ],
    restaurant: [
      'Brasserie de la Gare',
      'Le Petit Charentais',
      'Bistrot du Fleuve',
      'La Table de Jeanne',
      'Maison Lacroix',
    ],
  },
  days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  range: (a, b) => `Du ${a} au ${b}`,
  closed: 'Fermé',
}
