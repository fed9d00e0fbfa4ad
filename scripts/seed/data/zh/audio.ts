import type { PlaylistSlug, PlaylistText, PodcastSlug, PodcastText } from '../audio'

/** The Chinese texts of the playlists and podcasts, by slug. */
export const zh = {
  playlists: {
    'amber-hour': {
      title: '琥珀時光',
      description: '慵懶爵士與柔和靈魂樂，陪您享用傍晚的第一杯酒，由品鑑室團隊親自挑選。',
    },
    'harvest-sundays': {
      title: '採收週日',
      description: '原聲民謠，伴您與好友共度悠長的週日午餐，就像採收結束時那樣。',
    },
    'late-in-the-chais': {
      title: '酒窖深夜',
      description: '氛圍音樂與慢拍電子，陪伴午夜之後的時光，部分曲目就在我們的酒桶間錄製。',
    },
  } satisfies Record<PlaylistSlug, PlaylistText>,
  podcasts: {
    'chalk-soil-and-patience': {
      title: '第 1 集：白堊、土壤與耐心',
      excerpt: '一位葡萄農與一位地質學家，解釋為何大香檳區的白堊土能孕育出如此耐久陳年的生命之水。',
    },
    'the-still-room-at-dawn': {
      title: '第 2 集：黎明時分的蒸餾室',
      excerpt: '從內部看蒸餾季，與整夜守著銅製蒸餾器的蒸餾師對談。',
    },
    'tasting-with-the-cellar-master': {
      title: '第 3 集：與酒窖大師一同品鑑',
      excerpt:
        '會員專享：Mathilde Roux 帶領品鑑四款生命之水，酒齡從兩年到四十年。倒一杯酒，跟著她一起品嚐吧。',
    },
  } satisfies Record<PodcastSlug, PodcastText>,
}
