import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The English texts of the collectibles, by edition number. */
export const en: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'The Founder’s Decanter',
    description:
      'Crystal cut by hand in 1897 style, filled with our oldest eaux-de-vie from the paradise cellar.',
  },
  2: {
    name: 'Harvest Gold',
    description:
      'A decanter gilded with the colours of the 2024 harvest, the year our youngest vines first gave fruit.',
  },
  3: {
    name: 'Blue Ribbon Night',
    description:
      'Midnight-blue glass and a silver stopper, for the blend we pour at the house’s winter gala.',
  },
  4: {
    name: 'Noblesse Rouge',
    description:
      'The gifting service’s own decanter, sealed in red wax and signed by our cellar master.',
  },
}
