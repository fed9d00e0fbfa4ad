import type { PlaceWords } from '../places'

/** The Spanish words of the demo outlets: their names by kind, the days of their opening hours. */
export const es: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Vinos y Licores La Hacienda',
      'La Bodega del Centro',
      'Licorería El Ángel',
      'Cava Los Arcos',
      'Vinoteca La Alameda',
      'Licores Finos San Miguel',
    ],
    bar: [
      'Bar El Vencejo',
      'Salón Ámbar',
      'Cantina La Cobriza',
      'Terraza Azul',
      'Bar La Barrica',
      'Mezcalería y Coñac El Farol',
    ],
    restaurant: ['Restaurante La Alameda', 'Casa Solana', 'Fonda del Río', 'El Comedor de Lucía'],
  },
  days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  range: (a, b) => `De ${a} a ${b}`,
  closed: 'Cerrado',
}
