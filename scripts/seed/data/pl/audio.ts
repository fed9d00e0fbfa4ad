import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The Polish texts of the playlists and podcasts, by slug. */
export const pl = {
  playlists: {
    'amber-hour': {
      title: 'Bursztynowa godzina',
      description:
        'Powolny jazz i łagodny soul do pierwszego kieliszka wieczoru, wybrane przez zespół naszej sali degustacyjnej.',
    },
    'harvest-sundays': {
      title: 'Niedziele winobrania',
      description:
        'Akustyczny folk na długie niedzielne obiady z przyjaciółmi, takie jak te, którymi kończy się winobranie.',
    },
    'late-in-the-chais': {
      title: 'Późną nocą w piwnicach',
      description:
        'Ambient i downtempo na godziny po północy, częściowo nagrane wśród naszych beczek.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Odcinek 1: kreda, gleba i cierpliwość',
      excerpt:
        'Winiarz i geolożka wyjaśniają, dlaczego kreda Grande Champagne daje tak długowieczne okowity.',
    },
    'the-still-room-at-dawn': {
      title: 'Odcinek 2: sala alembików o świcie',
      excerpt:
        'Sezon destylacji od środka, z gorzelnikiem, który przez całą noc czuwa nad naszymi miedzianymi alembikami.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Odcinek 3: degustacja z mistrzynią piwnic',
      excerpt:
        'Dla członków: Mathilde Roux prowadzi degustację czterech okowit w wieku od dwóch do czterdziestu lat. Nalejcie kieliszek i degustujcie razem z nią.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
