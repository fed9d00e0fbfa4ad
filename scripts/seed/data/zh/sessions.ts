import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The Chinese texts of the masterclasses and their episodes, by slug. */
export const zh = {
  sessions: {
    'the-art-of-tasting': {
      title: '品鑑的藝術',
      cardDescription: '跟隨我們的酒窖大師上三堂短課，學習如何觀察、聞香與品嚐干邑。',
      instructorRole: '酒窖大師',
      seoDescription: '免費的三集大師課：由 Maison Solaine 的酒窖大師講解干邑的香氣、口感與餘韻。',
    },
    'from-vine-to-glass': {
      title: '從葡萄藤到酒杯',
      cardDescription: '跟隨我們的蒸餾大師走過酒莊的一年，從十月的採收到酒窖裡的橡木桶。',
      instructorRole: '蒸餾大師',
      seoDescription: '會員專屬的三集大師課：Maison Solaine 的採收、二次蒸餾與橡木桶陳年。',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
      title: '香氣',
      description:
        '如何持杯、酒杯該靠多近，以及如何說出聞到的氣味，從最初的清新香調到最深沉的層次。',
      quiz: [
        {
          question: '第一次聞干邑時應該怎麼做？',
          answers: [
            '離杯口幾公分，不要把鼻子伸進杯中',
            '把鼻子深深探入杯中',
            '先用力搖晃一分鐘再聞',
          ],
        },
        {
          question: '年輕的干邑通常以哪些香氣開場？',
          answers: ['皮革與菸草', '新鮮水果與白色花朵', '煙燻與焦油'],
        },
      ],
    },
    'the-art-of-tasting-2-palate': {
      title: '口感',
      description: '先以一小口向生命之水打招呼，再以第二口尋找它的果香、辛香與質地。',
      quiz: [
        {
          question: '為什麼第一口要喝得很少？',
          answers: ['讓一瓶酒喝得更久', '讓口腔降溫', '讓味蕾適應酒精'],
        },
        {
          question: '「rancio」指的是什麼？',
          answers: ['蒸餾時的瑕疵', '長時間陳年帶來的堅果與泥土氣息', '干邑產區的一種葡萄品種'],
        },
      ],
    },
    'the-art-of-tasting-3-finish': {
      title: '餘韻',
      description: '最後一口之後留下的是什麼：風味能持續多久，以及空杯還想訴說什麼。',
      quiz: [
        {
          question: '干邑的餘韻是什麼？',
          answers: ['吞下後風味持續的時間', '瓶中的最後一滴', '調配的最後一個步驟'],
        },
        {
          question: '為什麼要聞空杯？',
          answers: ['確認杯子是否乾淨', '因為木桶的香氣會停留在杯中', '純粹出於傳統'],
        },
      ],
    },
    'from-vine-to-glass-1-harvest': {
      title: '採收',
      description: '在大香檳區的白堊葡萄園裡，了解白玉霓為何要提早採摘並立即壓榨。',
      quiz: [
        {
          question: '釀造干邑的葡萄通常在什麼時候採收？',
          answers: ['盛夏', '十月', '冬天第一次霜凍之後'],
        },
        {
          question: '為什麼白玉霓適合釀造干邑？',
          answers: ['高酸度與低糖分讓葡萄酒保持清新', '它能釀出非常甜的葡萄酒', '它有深紅的顏色'],
        },
      ],
    },
    'from-vine-to-glass-2-distillation': {
      title: '二次蒸餾',
      description:
        '在銅製蒸餾器旁度過的冬夜：初餾酒（brouillis）、第二次加熱，以及只留下酒心的截取。',
      quiz: [
        {
          question: '第一次蒸餾會產出什麼？',
          answers: ['可以直接飲用的干邑', '一種甜利口酒', '酒精度約 30% 的初餾酒（brouillis）'],
        },
        {
          question: '蒸餾必須在哪一天之前結束？',
          answers: ['採收後翌年的 3 月 31 日', '12 月 31 日', '沒有期限'],
        },
      ],
    },
    'from-vine-to-glass-3-ageing': {
      title: '橡木桶陳年',
      description: '從新桶到舊桶，從乾酒窖到濕酒窖：時間與橡木如何塑造生命之水。',
      quiz: [
        {
          question: '干邑酒莊使用哪一種橡木？',
          answers: ['只用美國橡木', '來自利穆贊或特朗賽森林的法國橡木', '櫻桃木'],
        },
        {
          question: '為什麼要把生命之水從新桶移到較舊的桶？',
          answers: ['加快蒸發', '讓酒變成紅色', '隨時間柔化木桶的影響'],
        },
      ],
    },
  } satisfies Record<EpisodeSlug, EpisodeText>,
}
