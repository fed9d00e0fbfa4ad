import type { PlaceWords } from '../places'

/** The Polish words of the demo outlets: their names by kind, the days of their opening hours. */
export const pl: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Winiarnia pod Dębem',
      'Dom Win i Alkoholi',
      'Piwnica Win Bursztyn',
      'Sklep Koneser',
      'Alkohole Świata',
      'Delikatesy Winne Stary Rynek',
    ],
    bar: [
      'Bar Jerzyk',
      'Bursztynowy Salon',
      'Bar Miedziany Alembik',
      'Koktajlbar Nocny Ogród',
      'Bar Pod Latarnią',
    ],
    restaurant: ['Restauracja Nad Rzeką', 'Bistro Dębowe', 'Restauracja Złoty Róg'],
  },
  days: ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'],
  range: (a, b) => `${a}–${b}`,
  closed: 'Nieczynne',
}
