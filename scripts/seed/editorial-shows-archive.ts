import type { ShowSeed } from './editorial-shows'

/**
 * Earlier nights of the shows series: enough past shows for the Shows page to page them (6 per
 * page, SPEC §9). Same venue and places as the other shows (editorial-shows.ts).
 */
export const SHOWS_ARCHIVE: ShowSeed[] = [
  {
    slug: 'harvest-blues-2024',
    date: '2024-10-05T17:30:00.000Z',
    endDate: '2024-10-05T21:00:00.000Z',
    cover: 'harvest',
    tags: ['events'],
    lineUp: [
      { title: 'Lou Barrault', length: 40, place: 'cellarBar' },
      { title: 'The Gabare Blues Band', length: 60, place: 'cellarBar' },
    ],
    text: {
      en: {
        title: 'Solaine Sessions: Harvest Blues',
        excerpt: 'Blues in the cellar bar to close the 2024 harvest.',
        body: [
          'The last grapes were in, and the cellar bar filled with the blues of Lou Barrault and a band from the river.',
        ],
      },
      fr: {
        title: 'Solaine Sessions : Blues des vendanges',
        excerpt: 'Du blues au bar du chai pour clore les vendanges 2024.',
        body: [
          'Les derniers raisins rentrés, le bar du chai s’est rempli du blues de Lou Barrault et d’un groupe venu du fleuve.',
        ],
      },
      es: {
        title: 'Solaine Sessions: Blues de vendimia',
        excerpt: 'Blues en el bar de la bodega para cerrar la vendimia de 2024.',
        body: [
          'Con las últimas uvas recogidas, el bar de la bodega se llenó del blues de Lou Barrault y de una banda del río.',
        ],
      },
      pl: {
        title: 'Solaine Sessions: Blues winobrania',
        excerpt: 'Blues w barze piwnicy na zakończenie winobrania 2024.',
        body: [
          'Gdy zebrano ostatnie winogrona, bar w piwnicy wypełnił się bluesem Lou Barrault i zespołu znad rzeki.',
        ],
      },
      zh: {
        title: 'Solaine 之夜：採收藍調',
        excerpt: '在酒窖酒吧以藍調為 2024 年採收季畫下句點。',
        body: ['最後一批葡萄入窖後，Lou Barrault 與來自河畔的樂團讓酒窖酒吧充滿藍調樂聲。'],
      },
      vi: {
        title: 'Solaine Sessions: Blues mùa thu hoạch',
        excerpt: 'Nhạc blues ở quầy bar trong hầm khép lại mùa thu hoạch 2024.',
        body: [
          'Khi những chùm nho cuối cùng đã về, quầy bar trong hầm ngập tràn tiếng blues của Lou Barrault và một ban nhạc ven sông.',
        ],
      },
      ru: {
        title: 'Solaine Sessions: Блюз сбора урожая',
        excerpt: 'Блюз в баре погреба в завершение урожая 2024 года.',
        body: [
          'Когда последний виноград был собран, бар погреба наполнился блюзом Лу Барро и группы с берегов реки.',
        ],
      },
    },
  },
  {
    slug: 'winter-choir-2024',
    date: '2024-12-14T17:00:00.000Z',
    endDate: '2024-12-14T19:30:00.000Z',
    cover: 'cellarNight',
    tags: ['events'],
    lineUp: [{ title: 'Chœur de Saintonge', length: 70, place: 'greatCellar' }],
    text: {
      en: {
        title: 'Solaine Sessions: A Winter Choir',
        excerpt: 'Forty voices under the vaults of the Great Cellar.',
        body: [
          'The Chœur de Saintonge sang winter carols from the region among the casks, lit by candles only.',
        ],
      },
      fr: {
        title: 'Solaine Sessions : Chœur d’hiver',
        excerpt: 'Quarante voix sous les voûtes du Grand Chai.',
        body: [
          'Le Chœur de Saintonge a chanté les noëls de la région parmi les fûts, à la seule lueur des bougies.',
        ],
      },
      es: {
        title: 'Solaine Sessions: Coro de invierno',
        excerpt: 'Cuarenta voces bajo las bóvedas de la Gran Bodega.',
        body: [
          'El Chœur de Saintonge cantó villancicos de la región entre las barricas, a la luz de las velas.',
        ],
      },
      pl: {
        title: 'Solaine Sessions: Zimowy chór',
        excerpt: 'Czterdzieści głosów pod sklepieniem Wielkiej Piwnicy.',
        body: [
          'Chœur de Saintonge śpiewał regionalne kolędy wśród beczek, przy blasku samych świec.',
        ],
      },
      zh: {
        title: 'Solaine 之夜：冬日合唱',
        excerpt: '四十個歌聲迴盪在大酒窖的拱頂下。',
        body: ['Chœur de Saintonge 合唱團在橡木桶間、只靠燭光照明，演唱當地的冬季頌歌。'],
      },
      vi: {
        title: 'Solaine Sessions: Dàn hợp xướng mùa đông',
        excerpt: 'Bốn mươi giọng ca dưới mái vòm của Hầm lớn.',
        body: [
          'Dàn hợp xướng Chœur de Saintonge hát những bài ca mùa đông của vùng giữa các thùng rượu, chỉ với ánh nến.',
        ],
      },
      ru: {
        title: 'Solaine Sessions: Зимний хор',
        excerpt: 'Сорок голосов под сводами Большого погреба.',
        body: ['Хор Сентонжа исполнял зимние песни края среди бочек при свете одних лишь свечей.'],
      },
    },
  },
  {
    slug: 'spring-piano-2025',
    date: '2025-03-22T18:00:00.000Z',
    endDate: '2025-03-22T20:00:00.000Z',
    cover: 'tastingRoom',
    tags: ['events'],
    lineUp: [{ title: 'Camille Aubert', length: 75, place: 'tastingRoom' }],
    text: {
      en: {
        title: 'Solaine Sessions: Spring Piano',
        excerpt: 'A piano recital in the tasting room, with a young cognac at the interval.',
        body: [
          'Camille Aubert played Debussy and Satie as the first light of spring came through the tasting room windows.',
        ],
      },
      fr: {
        title: 'Solaine Sessions : Piano de printemps',
        excerpt: 'Un récital de piano au salon de dégustation, un jeune cognac à l’entracte.',
        body: [
          'Camille Aubert a joué Debussy et Satie tandis que la première lumière du printemps entrait par les fenêtres du salon.',
        ],
      },
      es: {
        title: 'Solaine Sessions: Piano de primavera',
        excerpt: 'Un recital de piano en la sala de catas, con un coñac joven en el descanso.',
        body: [
          'Camille Aubert tocó Debussy y Satie mientras la primera luz de la primavera entraba por las ventanas de la sala.',
        ],
      },
      pl: {
        title: 'Solaine Sessions: Wiosenny fortepian',
        excerpt: 'Recital fortepianowy w sali degustacyjnej, z młodym koniakiem w przerwie.',
        body: [
          'Camille Aubert grała Debussy’ego i Satiego, gdy przez okna sali wpadało pierwsze wiosenne światło.',
        ],
      },
      zh: {
        title: 'Solaine 之夜：春日鋼琴',
        excerpt: '品鑑室裡的鋼琴獨奏會，中場品嚐年輕干邑。',
        body: ['春天的第一道光灑進品鑑室時，Camille Aubert 演奏了德布西與薩提的作品。'],
      },
      vi: {
        title: 'Solaine Sessions: Piano mùa xuân',
        excerpt: 'Buổi độc tấu piano trong phòng thưởng rượu, cùng một ly cognac trẻ lúc giải lao.',
        body: [
          'Camille Aubert chơi Debussy và Satie khi ánh sáng đầu xuân tràn qua cửa sổ phòng thưởng rượu.',
        ],
      },
      ru: {
        title: 'Solaine Sessions: Весеннее фортепиано',
        excerpt: 'Фортепианный вечер в дегустационном зале и молодой коньяк в антракте.',
        body: [
          'Камиль Обер играла Дебюсси и Сати, пока первый весенний свет лился в окна дегустационного зала.',
        ],
      },
    },
  },
  {
    slug: 'summer-jazz-2025',
    date: '2025-06-28T18:30:00.000Z',
    endDate: '2025-06-28T22:00:00.000Z',
    cover: 'season',
    tags: ['events'],
    lineUp: [
      { title: 'Trio Charente', length: 50, place: 'cooperage' },
      { title: 'Noé Vasseur', place: 'cooperage' },
    ],
    text: {
      en: {
        title: 'Solaine Sessions: Summer Jazz',
        excerpt: 'Jazz among the staves and hoops of the cooperage on a long June evening.',
        body: [
          'The Trio Charente set up between the coopers’ benches, and the night ended with cognac tonics in the courtyard.',
        ],
      },
      fr: {
        title: 'Solaine Sessions : Jazz d’été',
        excerpt:
          'Du jazz parmi les douelles et les cercles de la tonnellerie, un long soir de juin.',
        body: [
          'Le Trio Charente s’est installé entre les établis des tonneliers, et la soirée s’est terminée par des cognac tonic dans la cour.',
        ],
      },
      es: {
        title: 'Solaine Sessions: Jazz de verano',
        excerpt: 'Jazz entre las duelas y los aros de la tonelería en una larga tarde de junio.',
        body: [
          'El Trio Charente tocó entre los bancos de los toneleros y la noche terminó con cognac tonics en el patio.',
        ],
      },
      pl: {
        title: 'Solaine Sessions: Letni jazz',
        excerpt: 'Jazz wśród klepek i obręczy bednarni w długi czerwcowy wieczór.',
        body: [
          'Trio Charente zagrało między stołami bednarzy, a wieczór zakończył się koniakiem z tonikiem na dziedzińcu.',
        ],
      },
      zh: {
        title: 'Solaine 之夜：夏日爵士',
        excerpt: '六月的漫長夜晚，在製桶坊的桶板與桶箍間聆聽爵士。',
        body: ['Trio Charente 在製桶師傅的工作檯之間演出，夜晚在庭院裡以干邑通寧畫下句點。'],
      },
      vi: {
        title: 'Solaine Sessions: Jazz mùa hè',
        excerpt: 'Nhạc jazz giữa những thanh gỗ và đai thùng của xưởng vào một tối tháng Sáu dài.',
        body: [
          'Trio Charente biểu diễn giữa những bàn làm việc của thợ đóng thùng, và đêm nhạc khép lại với cognac tonic ngoài sân.',
        ],
      },
      ru: {
        title: 'Solaine Sessions: Летний джаз',
        excerpt: 'Джаз среди клёпок и обручей бондарной мастерской долгим июньским вечером.',
        body: [
          'Трио «Шаранта» играло между верстаками бондарей, а вечер завершился коньяком с тоником во дворе.',
        ],
      },
    },
  },
  {
    slug: 'cellar-talks-the-still-2026',
    date: '2026-03-14T17:00:00.000Z',
    endDate: '2026-03-14T19:00:00.000Z',
    cover: 'talks',
    tags: ['events', 'craftsmanship'],
    lineUp: [{ title: 'Mathilde Roux', length: 60, place: 'stillRoom' }],
    text: {
      en: {
        title: 'Cellar Talks: The Still',
        excerpt: 'Our cellar master on the second distillation, beside the copper stills.',
        body: [
          'Mathilde Roux explained how the heart of the distillation is cut, and guests tasted the clear eau-de-vie straight from the still.',
        ],
      },
      fr: {
        title: 'Cellar Talks : L’alambic',
        excerpt: 'Notre maîtresse de chai parle de la seconde chauffe, au pied des alambics.',
        body: [
          'Mathilde Roux a expliqué comment se coupe le cœur de chauffe, et les invités ont goûté l’eau-de-vie blanche à la sortie de l’alambic.',
        ],
      },
      es: {
        title: 'Cellar Talks: El alambique',
        excerpt:
          'Nuestra maestra bodeguera habla de la segunda destilación, junto a los alambiques.',
        body: [
          'Mathilde Roux explicó cómo se separa el corazón de la destilación y los invitados probaron el aguardiente recién salido del alambique.',
        ],
      },
      pl: {
        title: 'Cellar Talks: Alembik',
        excerpt: 'Nasza mistrzyni piwnic o drugiej destylacji, obok miedzianych alembików.',
        body: [
          'Mathilde Roux wyjaśniła, jak oddziela się serce destylatu, a goście skosztowali świeżej okowity prosto z alembiku.',
        ],
      },
      zh: {
        title: '酒窖講堂：蒸餾器',
        excerpt: '酒窖大師在銅製蒸餾器旁講解第二次蒸餾。',
        body: ['Mathilde Roux 說明如何截取蒸餾的酒心，賓客並品嚐剛從蒸餾器流出的透明生命之水。'],
      },
      vi: {
        title: 'Cellar Talks: Nồi chưng cất',
        excerpt: 'Bậc thầy hầm rượu nói về lần chưng cất thứ hai, bên những nồi đồng.',
        body: [
          'Mathilde Roux giải thích cách tách phần tinh túy của mẻ chưng cất, và khách được nếm rượu mạnh trong vắt vừa chảy ra từ nồi.',
        ],
      },
      ru: {
        title: 'Cellar Talks: Перегонный куб',
        excerpt: 'Наш мастер погреба о второй перегонке — у медных кубов.',
        body: [
          'Матильда Ру рассказала, как отделяют «сердце» дистиллята, и гости попробовали прозрачный спирт прямо из куба.',
        ],
      },
    },
  },
]
