import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The English texts of the playlists and podcasts, by slug. */
export const en = {
  playlists: {
    'amber-hour': {
      title: 'Amber Hour',
      description:
        'Slow jazz and soft soul for the first glass of the evening, chosen by the team of our tasting room.',
    },
    'harvest-sundays': {
      title: 'Harvest Sundays',
      description:
        'Acoustic folk for long Sunday lunches with friends, the way the pickers end the harvest.',
    },
    'late-in-the-chais': {
      title: 'Late in the Chais',
      description:
        'Ambient and downtempo for the hours after midnight, recorded in part among our casks.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Episode 1: Chalk, soil and patience',
      excerpt:
        'A grower and a geologist explain why the chalk of the Grande Champagne gives such long-lived eaux-de-vie.',
    },
    'the-still-room-at-dawn': {
      title: 'Episode 2: The still room at dawn',
      excerpt:
        'Distillation season seen from the inside, with the distiller who watches over our copper stills through the night.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Episode 3: Tasting with the cellar master',
      excerpt:
        'For members: Mathilde Roux leads a tasting of four eaux-de-vie, from two to forty years old. Pour a glass and follow along.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
