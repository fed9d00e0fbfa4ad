import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The Russian texts of the playlists and podcasts, by slug. */
export const ru = {
  playlists: {
    'amber-hour': {
      title: 'Янтарный час',
      description:
        'Неспешный джаз и мягкий соул к первому бокалу вечера — подборка команды нашего дегустационного зала.',
    },
    'harvest-sundays': {
      title: 'Воскресенья сбора урожая',
      description:
        'Акустический фолк для долгих воскресных обедов с друзьями — таких, какими заканчивается сбор урожая.',
    },
    'late-in-the-chais': {
      title: 'Поздно ночью в погребе',
      description:
        'Эмбиент и даунтемпо для часов после полуночи, частично записанные среди наших бочек.',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: 'Выпуск 1: мел, почва и терпение',
      excerpt:
        'Винодел и геолог объясняют, почему мел Гранд Шампань даёт такие долговечные коньячные спирты.',
    },
    'the-still-room-at-dawn': {
      title: 'Выпуск 2: перегонный зал на рассвете',
      excerpt:
        'Сезон дистилляции изнутри — вместе с винокуром, который всю ночь следит за нашими медными кубами.',
    },
    'tasting-with-the-cellar-master': {
      title: 'Выпуск 3: дегустация с мастером погреба',
      excerpt:
        'Для участников клуба: Матильда Ру проводит дегустацию четырёх спиртов возрастом от двух до сорока лет. Налейте бокал и пробуйте вместе с ней.',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
