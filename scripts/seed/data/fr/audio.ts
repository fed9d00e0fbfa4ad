import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The French texts of the playlists and podcasts, by slug. */
export const fr = {
  playlists: {
    'amber-hour': {
      title: 'L’Heure ambrée',
      description:
        'Du jazz lent et de la soul tout en douceur pour le premier verre de la soirée, choisis par l’équipe de notre salon de dégustation.',
    },
    'harvest-sundays': {
      title: 'Dimanches de vendanges',
      description:
        'Du folk acoustique pour les longs déjeuners du dimanche entre amis, comme ceux qui concluent les vendanges.',
    },
    'late-in-the-chais': {
      title: 'Tard dans les chais',
      description:
        'De l’ambient et du downtempo pour les heures d’après minuit, en partie enregistrés parmi nos fûts.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Épisode 1 : la craie, le sol et la patience',
      excerpt:
        'Un viticulteur et une géologue expliquent pourquoi la craie de la Grande Champagne donne des eaux-de-vie d’une telle longévité.',
    },
    'the-still-room-at-dawn': {
      title: 'Épisode 2 : la salle des alambics à l’aube',
      excerpt:
        'La saison de distillation vue de l’intérieur, avec le distillateur qui veille sur nos alambics de cuivre toute la nuit.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Épisode 3 : dégustation avec la maîtresse de chai',
      excerpt:
        'Réservé aux membres : Mathilde Roux guide la dégustation de quatre eaux-de-vie, de deux à quarante ans. Servez-vous un verre et suivez-la.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
