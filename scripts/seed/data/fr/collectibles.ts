import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The French texts of the collectibles, by edition number. */
export const fr: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'La Carafe du Fondateur',
    description:
      'Un cristal taillé à la main dans le style de 1897, rempli de nos plus vieilles eaux-de-vie du paradis.',
  },
  2: {
    name: 'Or des Vendanges',
    description:
      'Une carafe dorée aux couleurs des vendanges 2024, l’année où nos plus jeunes vignes ont donné leurs premiers fruits.',
  },
  3: {
    name: 'Nuit du Ruban Bleu',
    description:
      'Un verre bleu nuit et un bouchon d’argent, pour l’assemblage servi au gala d’hiver de la maison.',
  },
  4: {
    name: 'Noblesse Rouge',
    description:
      'La carafe du service de cadeaux, scellée à la cire rouge et signée par notre maître de chai.',
  },
}
