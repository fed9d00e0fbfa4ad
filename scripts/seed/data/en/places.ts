import type { PlaceWords } from '../places'

/** The English words of the demo outlets: their names by kind, the days of their opening hours. */
export const en: PlaceWords = {
  outletNames: {
    'wine-merchant': [
      'Harbourside Wine & Spirits',
      'The Copper Still Shop',
      'Union Bottle Shop',
      'The Cork & Cask',
      'Crown Fine Wines',
      'Old Town Vintners',
      'Northgate Spirits',
      'The Wine Vault',
    ],
    bar: [
      'The Swift Room',
      'Amber Lounge',
      'The Cask & Lantern',
      'Velvet Hour',
      'The Gilded Cask',
      'Blue Hour Bar',
      'The Oak Parlour',
      'Lantern Rooftop',
    ],
    restaurant: [
      'The Riverside Grill',
      'Birch & Barrel',
      'The Brass Table',
      'Oak & Ember',
      'The Laurel Dining Room',
    ],
  },
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  range: (a, b) => `${a}–${b}`,
  closed: 'Closed',
}
