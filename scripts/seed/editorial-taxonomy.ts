import type { Language } from '../../src/i18n/locales'

/** A tag or category in one language. */
export interface TermText {
  title: string
  description: string
}

export interface TermSeed {
  /** The slug, the same in every locale (links between locales stay simple). */
  slug: string
  text: Record<Language, TermText>
}

export const TAGS: TermSeed[] = [
  {
    slug: 'heritage',
    text: {
      en: {
        title: 'Heritage',
        description: 'The people, places and dates that have shaped Maison Solaine since 1847.',
      },
      fr: {
        title: 'Patrimoine',
        description:
          'Les femmes, les hommes, les lieux et les dates qui façonnent la Maison Solaine depuis 1847.',
      },
      es: {
        title: 'Patrimonio',
        description:
          'Las personas, los lugares y las fechas que han forjado Maison Solaine desde 1847.',
      },
      pl: {
        title: 'Dziedzictwo',
        description: 'Ludzie, miejsca i daty, które od 1847 roku kształtują Maison Solaine.',
      },
      zh: {
        title: '傳承',
        description: '自 1847 年以來塑造 Maison Solaine 的人物、地方與年代。',
      },
      vi: {
        title: 'Di sản',
        description: 'Những con người, địa danh và dấu mốc đã làm nên Maison Solaine từ năm 1847.',
      },
      ru: {
        title: 'Наследие',
        description: 'Люди, места и даты, которые с 1847 года формируют Maison Solaine.',
      },
    },
  },
  {
    slug: 'craftsmanship',
    text: {
      en: {
        title: 'Craftsmanship',
        description: 'Distilling, coopering, ageing and blending: the hands behind every bottle.',
      },
      fr: {
        title: 'Savoir-faire',
        description:
          'Distillation, tonnellerie, vieillissement et assemblage : les mains derrière chaque bouteille.',
      },
      es: {
        title: 'Oficio',
        description:
          'Destilación, tonelería, envejecimiento y ensamblaje: las manos detrás de cada botella.',
      },
      pl: {
        title: 'Rzemiosło',
        description:
          'Destylacja, bednarstwo, leżakowanie i kupażowanie: ręce, które stoją za każdą butelką.',
      },
      zh: {
        title: '工藝',
        description: '蒸餾、製桶、陳年與調配：每一瓶酒背後的雙手。',
      },
      vi: {
        title: 'Tay nghề',
        description: 'Chưng cất, đóng thùng, ủ và phối trộn: những đôi tay đứng sau mỗi chai rượu.',
      },
      ru: {
        title: 'Мастерство',
        description:
          'Дистилляция, бондарное дело, выдержка и купаж: руки, стоящие за каждой бутылкой.',
      },
    },
  },
  {
    slug: 'mixology',
    text: {
      en: {
        title: 'Mixology',
        description: 'Cognac in the shaker: techniques, classics and new ideas from the bar.',
      },
      fr: {
        title: 'Mixologie',
        description: 'Le cognac au shaker : techniques, classiques et idées neuves venues du bar.',
      },
      es: {
        title: 'Coctelería',
        description: 'El coñac en la coctelera: técnicas, clásicos e ideas nuevas desde la barra.',
      },
      pl: {
        title: 'Miksologia',
        description: 'Koniak w shakerze: techniki, klasyki i nowe pomysły prosto zza baru.',
      },
      zh: {
        title: '調酒',
        description: '搖酒器裡的干邑：來自吧檯的技法、經典與新點子。',
      },
      vi: {
        title: 'Pha chế',
        description:
          'Cognac trong bình lắc: kỹ thuật, công thức kinh điển và ý tưởng mới từ quầy bar.',
      },
      ru: {
        title: 'Миксология',
        description: 'Коньяк в шейкере: техники, классика и новые идеи из-за барной стойки.',
      },
    },
  },
  {
    slug: 'vineyard',
    text: {
      en: {
        title: 'Vineyard',
        description:
          'Chalk, vines and weather: the year of the grapes that become our eaux-de-vie.',
      },
      fr: {
        title: 'Vignoble',
        description:
          'La craie, la vigne et le temps qu’il fait : l’année des raisins qui deviennent nos eaux-de-vie.',
      },
      es: {
        title: 'Viñedo',
        description:
          'Caliza, viñas y clima: el año de las uvas que se convierten en nuestros aguardientes.',
      },
      pl: {
        title: 'Winnica',
        description: 'Kreda, winorośl i pogoda: rok winogron, z których powstają nasze okowity.',
      },
      zh: {
        title: '葡萄園',
        description: '白堊、葡萄藤與天氣：化為我們生命之水的葡萄的一年。',
      },
      vi: {
        title: 'Vườn nho',
        description:
          'Đá phấn, cây nho và thời tiết: một năm của những trái nho sẽ thành rượu của chúng tôi.',
      },
      ru: {
        title: 'Виноградник',
        description:
          'Мел, лоза и погода: год винограда, который станет нашими коньячными спиртами.',
      },
    },
  },
  {
    slug: 'tasting',
    text: {
      en: {
        title: 'Tasting',
        description: 'How to nose, taste and serve cognac, neat or at the table.',
      },
      fr: {
        title: 'Dégustation',
        description: 'Sentir, goûter et servir le cognac, pur ou à table.',
      },
      es: {
        title: 'Cata',
        description: 'Cómo oler, catar y servir el coñac, solo o en la mesa.',
      },
      pl: {
        title: 'Degustacja',
        description: 'Jak wąchać, smakować i podawać koniak: solo albo przy stole.',
      },
      zh: {
        title: '品鑑',
        description: '如何聞香、品嚐與侍酒：純飲或佐餐皆宜。',
      },
      vi: {
        title: 'Thưởng thức',
        description: 'Cách ngửi, nếm và phục vụ cognac, uống nguyên chất hay dùng trong bữa ăn.',
      },
      ru: {
        title: 'Дегустация',
        description: 'Как нюхать, пробовать и подавать коньяк: в чистом виде или к столу.',
      },
    },
  },
  {
    slug: 'events',
    text: {
      en: {
        title: 'Events',
        description: 'Concerts, talks and open days at the house and on tour.',
      },
      fr: {
        title: 'Événements',
        description: 'Concerts, rencontres et journées portes ouvertes à la maison et en tournée.',
      },
      es: {
        title: 'Eventos',
        description: 'Conciertos, charlas y jornadas de puertas abiertas en la casa y de gira.',
      },
      pl: {
        title: 'Wydarzenia',
        description: 'Koncerty, rozmowy i dni otwarte w naszym domu i w trasie.',
      },
      zh: {
        title: '活動',
        description: '在酒莊與巡迴各地舉辦的音樂會、講座與開放日。',
      },
      vi: {
        title: 'Sự kiện',
        description:
          'Hòa nhạc, trò chuyện và ngày mở cửa tại nhà Solaine và trên các chặng lưu diễn.',
      },
      ru: {
        title: 'События',
        description: 'Концерты, беседы и дни открытых дверей в доме и на гастролях.',
      },
    },
  },
]

export const CATEGORIES: TermSeed[] = [
  {
    slug: 'house-stories',
    text: {
      en: {
        title: 'House stories',
        description: 'Chapters from the life of Maison Solaine and of the people who make it.',
      },
      fr: {
        title: 'Histoires de la maison',
        description:
          'Des chapitres de la vie de la Maison Solaine et de celles et ceux qui la font.',
      },
      es: {
        title: 'Historias de la casa',
        description:
          'Capítulos de la vida de Maison Solaine y de las personas que la hacen posible.',
      },
      pl: {
        title: 'Historie domu',
        description: 'Rozdziały z życia Maison Solaine i ludzi, którzy ją tworzą.',
      },
      zh: {
        title: '酒莊故事',
        description: 'Maison Solaine 與成就它的人們的生活篇章。',
      },
      vi: {
        title: 'Chuyện của nhà',
        description: 'Những chương trong đời sống của Maison Solaine và những người làm nên nó.',
      },
      ru: {
        title: 'Истории дома',
        description: 'Главы из жизни Maison Solaine и людей, которые её создают.',
      },
    },
  },
  {
    slug: 'savoir-faire',
    text: {
      en: {
        title: 'Savoir-faire',
        description: 'From vine to glass: how cognac is grown, distilled, aged and blended.',
      },
      fr: {
        title: 'Savoir-faire',
        description:
          'De la vigne au verre : comment le cognac est cultivé, distillé, vieilli et assemblé.',
      },
      es: {
        title: 'Saber hacer',
        description:
          'De la viña a la copa: cómo se cultiva, destila, envejece y ensambla el coñac.',
      },
      pl: {
        title: 'Know-how',
        description:
          'Od winorośli do kieliszka: jak uprawia się, destyluje, leżakuje i kupażuje koniak.',
      },
      zh: {
        title: '匠心技藝',
        description: '從葡萄藤到酒杯：干邑如何種植、蒸餾、陳年與調配。',
      },
      vi: {
        title: 'Bí quyết nghề',
        description: 'Từ cây nho đến ly rượu: cognac được trồng, chưng cất, ủ và phối trộn ra sao.',
      },
      ru: {
        title: 'Секреты мастерства',
        description:
          'От лозы до бокала: как выращивают, перегоняют, выдерживают и купажируют коньяк.',
      },
    },
  },
  {
    slug: 'art-of-living',
    text: {
      en: {
        title: 'Art of living',
        description: 'Cognac at the table, at the bar and among friends.',
      },
      fr: {
        title: 'Art de vivre',
        description: 'Le cognac à table, au bar et entre amis.',
      },
      es: {
        title: 'Arte de vivir',
        description: 'El coñac en la mesa, en la barra y entre amigos.',
      },
      pl: {
        title: 'Sztuka życia',
        description: 'Koniak przy stole, przy barze i w gronie przyjaciół.',
      },
      zh: {
        title: '生活藝術',
        description: '餐桌上、吧檯邊與朋友相聚時的干邑。',
      },
      vi: {
        title: 'Nghệ thuật sống',
        description: 'Cognac trên bàn ăn, bên quầy bar và giữa những người bạn.',
      },
      ru: {
        title: 'Искусство жить',
        description: 'Коньяк за столом, в баре и в кругу друзей.',
      },
    },
  },
]
