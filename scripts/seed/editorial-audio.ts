import type { Language } from '../../src/i18n/locales'
import type { MemberLevel } from '../../src/rules/member-levels'
import { demoAudio } from './demo-media'
import type { EditorialImage } from './editorial-images'

export interface Track {
  title: string
  artist: string
  duration_seconds: number
}

export interface PlaylistSeed {
  slug: string
  cover: EditorialImage
  /** Invented artists and titles: the house's own sessions, not real recordings. */
  tracks: Track[]
  text: Record<Language, { title: string; description: string }>
}

/** Streaming links point at an example host. */
export const playlistUrl = (slug: string) => `https://music.example.com/playlists/${slug}`

export const PLAYLISTS: PlaylistSeed[] = [
  {
    slug: 'amber-hour',
    cover: 'amberHour',
    tracks: [
      { title: 'Quai des Chais', artist: 'Amandine Rey Quintet', duration_seconds: 312 },
      { title: 'Slow Copper', artist: 'The Still Room Trio', duration_seconds: 254 },
      { title: 'Late Light on the Charente', artist: 'Inès Garnier', duration_seconds: 201 },
      { title: 'Oak & Velvet', artist: 'Sacha Morel', duration_seconds: 238 },
      { title: 'Blue Hour Waltz', artist: 'Les Nuits Bleues', duration_seconds: 276 },
    ],
    text: {
      en: {
        title: 'Amber Hour',
        description:
          'Slow jazz and soft soul for the first glass of the evening, chosen by the team of our tasting room.',
      },
      fr: {
        title: 'L’Heure ambrée',
        description:
          'Du jazz lent et de la soul tout en douceur pour le premier verre de la soirée, choisis par l’équipe de notre salon de dégustation.',
      },
      es: {
        title: 'La hora ámbar',
        description:
          'Jazz pausado y soul suave para la primera copa de la noche, elegidos por el equipo de nuestra sala de catas.',
      },
      pl: {
        title: 'Bursztynowa godzina',
        description:
          'Powolny jazz i łagodny soul do pierwszego kieliszka wieczoru, wybrane przez zespół naszej sali degustacyjnej.',
      },
      zh: {
        title: '琥珀時光',
        description: '慵懶爵士與柔和靈魂樂，陪您享用傍晚的第一杯酒，由品鑑室團隊親自挑選。',
      },
      vi: {
        title: 'Giờ hổ phách',
        description:
          'Jazz chậm và soul nhẹ nhàng cho ly rượu đầu tiên của buổi tối, do đội ngũ phòng thưởng rượu của chúng tôi tuyển chọn.',
      },
      ru: {
        title: 'Янтарный час',
        description:
          'Неспешный джаз и мягкий соул к первому бокалу вечера — подборка команды нашего дегустационного зала.',
      },
    },
  },
  {
    slug: 'harvest-sundays',
    cover: 'harvestSundays',
    tracks: [
      { title: 'Rows of Gold', artist: 'Trio de la Charente', duration_seconds: 223 },
      { title: 'Chalk Roads', artist: 'Noé Vasseur', duration_seconds: 198 },
      { title: 'The Last Trailer', artist: 'Léonie & the Pickers', duration_seconds: 247 },
      { title: 'Sunday Press', artist: 'Trio de la Charente', duration_seconds: 186 },
    ],
    text: {
      en: {
        title: 'Harvest Sundays',
        description:
          'Acoustic folk for long Sunday lunches with friends, the way the pickers end the harvest.',
      },
      fr: {
        title: 'Dimanches de vendanges',
        description:
          'Du folk acoustique pour les longs déjeuners du dimanche entre amis, comme ceux qui concluent les vendanges.',
      },
      es: {
        title: 'Domingos de vendimia',
        description:
          'Folk acústico para largas comidas de domingo con amigos, como las que cierran la vendimia.',
      },
      pl: {
        title: 'Niedziele winobrania',
        description:
          'Akustyczny folk na długie niedzielne obiady z przyjaciółmi, takie jak te, którymi kończy się winobranie.',
      },
      zh: {
        title: '採收週日',
        description: '原聲民謠，伴您與好友共度悠長的週日午餐，就像採收結束時那樣。',
      },
      vi: {
        title: 'Chủ nhật mùa hái nho',
        description:
          'Nhạc folk mộc mạc cho những bữa trưa Chủ nhật dài bên bạn bè, như những bữa tiệc khép lại mùa hái nho.',
      },
      ru: {
        title: 'Воскресенья сбора урожая',
        description:
          'Акустический фолк для долгих воскресных обедов с друзьями — таких, какими заканчивается сбор урожая.',
      },
    },
  },
  {
    slug: 'late-in-the-chais',
    cover: 'cellarNight',
    tracks: [
      { title: 'Angels’ Share', artist: 'Émile Fontaine', duration_seconds: 365 },
      { title: 'Fourteen Degrees', artist: 'Halde', duration_seconds: 290 },
      { title: 'Demijohn', artist: 'Émile Fontaine', duration_seconds: 314 },
      { title: 'Night Cellar', artist: 'Halde', duration_seconds: 402 },
    ],
    text: {
      en: {
        title: 'Late in the Chais',
        description:
          'Ambient and downtempo for the hours after midnight, recorded in part among our casks.',
      },
      fr: {
        title: 'Tard dans les chais',
        description:
          'De l’ambient et du downtempo pour les heures d’après minuit, en partie enregistrés parmi nos fûts.',
      },
      es: {
        title: 'De madrugada en la bodega',
        description:
          'Ambient y downtempo para las horas después de medianoche, grabados en parte entre nuestras barricas.',
      },
      pl: {
        title: 'Późną nocą w piwnicach',
        description:
          'Ambient i downtempo na godziny po północy, częściowo nagrane wśród naszych beczek.',
      },
      zh: {
        title: '酒窖深夜',
        description: '氛圍音樂與慢拍電子，陪伴午夜之後的時光，部分曲目就在我們的酒桶間錄製。',
      },
      vi: {
        title: 'Đêm khuya trong hầm rượu',
        description:
          'Nhạc ambient và downtempo cho những giờ sau nửa đêm, một phần được thu âm ngay giữa những thùng rượu của chúng tôi.',
      },
      ru: {
        title: 'Поздно ночью в погребе',
        description:
          'Эмбиент и даунтемпо для часов после полуночи, частично записанные среди наших бочек.',
      },
    },
  },
]

export interface PodcastSeed {
  slug: string
  date: string
  episode: number
  /** Seconds. */
  duration: number
  cover: EditorialImage
  tags: string[]
  exclusive?: MemberLevel
  text: Record<Language, { title: string; excerpt: string }>
}

/** Podcast recordings the site serves itself (scripts/seed/demo-media.ts). */
export const podcastUrl = (slug: string) => demoAudio(slug)

export const PODCASTS: PodcastSeed[] = [
  {
    slug: 'chalk-soil-and-patience',
    date: '2025-11-14',
    episode: 1,
    duration: 1860,
    cover: 'vineyardCover',
    tags: ['vineyard'],
    text: {
      en: {
        title: 'Episode 1: Chalk, soil and patience',
        excerpt:
          'A grower and a geologist explain why the chalk of the Grande Champagne gives such long-lived eaux-de-vie.',
      },
      fr: {
        title: 'Épisode 1 : la craie, le sol et la patience',
        excerpt:
          'Un viticulteur et une géologue expliquent pourquoi la craie de la Grande Champagne donne des eaux-de-vie d’une telle longévité.',
      },
      es: {
        title: 'Episodio 1: caliza, suelo y paciencia',
        excerpt:
          'Un viticultor y una geóloga explican por qué la caliza de la Grande Champagne da aguardientes tan longevos.',
      },
      pl: {
        title: 'Odcinek 1: kreda, gleba i cierpliwość',
        excerpt:
          'Winiarz i geolożka wyjaśniają, dlaczego kreda Grande Champagne daje tak długowieczne okowity.',
      },
      zh: {
        title: '第 1 集：白堊、土壤與耐心',
        excerpt:
          '一位葡萄農與一位地質學家，解釋為何大香檳區的白堊土能孕育出如此耐久陳年的生命之水。',
      },
      vi: {
        title: 'Tập 1: Đá phấn, đất và sự kiên nhẫn',
        excerpt:
          'Một người trồng nho và một nhà địa chất giải thích vì sao đá phấn của Grande Champagne cho ra những loại eau-de-vie trường tồn đến vậy.',
      },
      ru: {
        title: 'Выпуск 1: мел, почва и терпение',
        excerpt:
          'Винодел и геолог объясняют, почему мел Гранд Шампань даёт такие долговечные коньячные спирты.',
      },
    },
  },
  {
    slug: 'the-still-room-at-dawn',
    date: '2026-03-20',
    episode: 2,
    duration: 2140,
    cover: 'podcast',
    tags: ['craftsmanship'],
    text: {
      en: {
        title: 'Episode 2: The still room at dawn',
        excerpt:
          'Distillation season seen from the inside, with the distiller who watches over our copper stills through the night.',
      },
      fr: {
        title: 'Épisode 2 : la salle des alambics à l’aube',
        excerpt:
          'La saison de distillation vue de l’intérieur, avec le distillateur qui veille sur nos alambics de cuivre toute la nuit.',
      },
      es: {
        title: 'Episodio 2: la sala de alambiques al amanecer',
        excerpt:
          'La temporada de destilación vista desde dentro, con el destilador que vigila toda la noche nuestros alambiques de cobre.',
      },
      pl: {
        title: 'Odcinek 2: sala alembików o świcie',
        excerpt:
          'Sezon destylacji od środka, z gorzelnikiem, który przez całą noc czuwa nad naszymi miedzianymi alembikami.',
      },
      zh: {
        title: '第 2 集：黎明時分的蒸餾室',
        excerpt: '從內部看蒸餾季，與整夜守著銅製蒸餾器的蒸餾師對談。',
      },
      vi: {
        title: 'Tập 2: Phòng chưng cất lúc bình minh',
        excerpt:
          'Mùa chưng cất nhìn từ bên trong, cùng người thợ chưng cất thức trắng đêm canh những nồi đồng của chúng tôi.',
      },
      ru: {
        title: 'Выпуск 2: перегонный зал на рассвете',
        excerpt:
          'Сезон дистилляции изнутри — вместе с винокуром, который всю ночь следит за нашими медными кубами.',
      },
    },
  },
  {
    slug: 'tasting-with-the-cellar-master',
    date: '2026-09-25',
    episode: 3,
    duration: 2580,
    cover: 'notesCover',
    tags: ['tasting'],
    exclusive: 'level1',
    text: {
      en: {
        title: 'Episode 3: Tasting with the cellar master',
        excerpt:
          'For members: Mathilde Roux leads a tasting of four eaux-de-vie, from two to forty years old. Pour a glass and follow along.',
      },
      fr: {
        title: 'Épisode 3 : dégustation avec la maîtresse de chai',
        excerpt:
          'Réservé aux membres : Mathilde Roux guide la dégustation de quatre eaux-de-vie, de deux à quarante ans. Servez-vous un verre et suivez-la.',
      },
      es: {
        title: 'Episodio 3: cata con la maestra bodeguera',
        excerpt:
          'Para socios: Mathilde Roux guía la cata de cuatro aguardientes, de dos a cuarenta años. Sírvase una copa y acompáñela.',
      },
      pl: {
        title: 'Odcinek 3: degustacja z mistrzynią piwnic',
        excerpt:
          'Dla członków: Mathilde Roux prowadzi degustację czterech okowit w wieku od dwóch do czterdziestu lat. Nalejcie kieliszek i degustujcie razem z nią.',
      },
      zh: {
        title: '第 3 集：與酒窖大師一同品鑑',
        excerpt:
          '會員專享：Mathilde Roux 帶領品鑑四款生命之水，酒齡從兩年到四十年。倒一杯酒，跟著她一起品嚐吧。',
      },
      vi: {
        title: 'Tập 3: Nếm rượu cùng bậc thầy hầm rượu',
        excerpt:
          'Dành cho hội viên: bà Mathilde Roux dẫn dắt buổi nếm bốn loại eau-de-vie, từ hai đến bốn mươi năm tuổi. Hãy rót một ly và cùng nếm với bà.',
      },
      ru: {
        title: 'Выпуск 3: дегустация с мастером погреба',
        excerpt:
          'Для участников клуба: Матильда Ру проводит дегустацию четырёх спиртов возрастом от двух до сорока лет. Налейте бокал и пробуйте вместе с ней.',
      },
    },
  },
]
