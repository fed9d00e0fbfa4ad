import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The Spanish texts of the playlists and podcasts, by slug. */
export const es = {
  playlists: {
    'amber-hour': {
      title: 'La hora ámbar',
      description:
        'Jazz pausado y soul suave para la primera copa de la noche, elegidos por el equipo de nuestra sala de catas.',
    },
    'harvest-sundays': {
      title: 'Domingos de vendimia',
      description:
        'Folk acústico para largas comidas de domingo con amigos, como las que cierran la vendimia.',
    },
    'late-in-the-chais': {
      title: 'De madrugada en la bodega',
      description:
        'Ambient y downtempo para las horas después de medianoche, grabados en parte entre nuestras barricas.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Episodio 1: caliza, suelo y paciencia',
      excerpt:
        'Un viticultor y una geóloga explican por qué la caliza de la Grande Champagne da aguardientes tan longevos.',
    },
    'the-still-room-at-dawn': {
      title: 'Episodio 2: la sala de alambiques al amanecer',
      excerpt:
        'La temporada de destilación vista desde dentro, con el destilador que vigila toda la noche nuestros alambiques de cobre.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Episodio 3: cata con la maestra bodeguera',
      excerpt:
        'Para socios: Mathilde Roux guía la cata de cuatro aguardientes, de dos a cuarenta años. Sírvase una copa y acompáñela.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
