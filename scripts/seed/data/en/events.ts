import type { EventWords } from '../events'

/** The English words of the demo events: each kind's title and description, the picture alts. */
export const en: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Solaine XO tasting evening',
      description:
        'An evening to discover Solaine XO neat, with a drop of water and over ice, guided by a brand ambassador of the house. Seats are limited; registration is required.',
    },
    'blending-masterclass': {
      title: 'Blending masterclass with the cellar master',
      description:
        'Taste eaux-de-vie from four crus straight from the cask, then compose your own blend beside our cellar master, who brings samples from Cognac for the occasion.',
    },
    'cocktail-night': {
      title: 'Blue Martinet cocktail night',
      description:
        'Our bartenders mix Blue Martinet into old fashioneds, highballs and a cocktail created for the night. Music, small plates and a view over the city.',
    },
    'food-pairing': {
      title: 'Cognac and food pairing dinner',
      description:
        'A four-course dinner by the venue’s chef, each course paired with a cognac of the house, from V.S.O.P to Ruban Bleu.',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu and dark chocolate',
      description:
        'A chocolatier and our ambassador pair Ruban Bleu with single-origin chocolates, from Madagascar to Ecuador.',
    },
    'rare-cognacs': {
      title: 'Rare cognacs from the paradise cellar',
      description:
        'A seated tasting of Ruban Bleu Extra and L’Or d’Élise, with the story of the paradise cellar sealed in 1921. For a small group of twelve guests.',
    },
    'meet-aurore': {
      title: 'Swifts in flight: meet Aurore',
      description:
        'Aurore, the muralist behind the Blue Martinet limited edition, paints live while guests taste Blue Martinet. Signed bottles are available on the night.',
    },
    'highball-afterwork': {
      title: 'VS Single Estate highball afterwork',
      description:
        'After work, long drinks: VS Single Estate with tonic, ginger ale or sparkling water, and a bartender to show you the right pour.',
    },
    'spirits-festival': {
      title: 'Maison Solaine at the spirits festival',
      description:
        'Find the house’s stand at the city’s spirits festival: tastings of the whole range, a cocktail bar and short talks on how cognac is made. Entry with a festival ticket.',
    },
  },
  alts: {
    tasting: 'A glass of cognac poured for a tasting',
    cocktail: 'A cognac cocktail on the bar',
    portrait: 'The cellar master of Maison Solaine',
  },
}
