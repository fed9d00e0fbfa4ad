import type { Language } from '../../src/i18n/locales'
import type { EditorialImage } from './editorial-images'

/** The stages and rooms of the house where shows take place, in each language. */
const PLACES = {
  greatCellar: {
    en: 'The Great Cellar',
    fr: 'Le Grand Chai',
    es: 'La Gran Bodega',
    pl: 'Wielka Piwnica',
    zh: '大酒窖',
    vi: 'Hầm lớn',
    ru: 'Большой погреб',
  },
  stillRoom: {
    en: 'The still room',
    fr: 'Salle des alambics',
    es: 'Sala de alambiques',
    pl: 'Sala alembików',
    zh: '蒸餾室',
    vi: 'Phòng chưng cất',
    ru: 'Перегонный зал',
  },
  tastingRoom: {
    en: 'The tasting room',
    fr: 'Salon de dégustation',
    es: 'Sala de catas',
    pl: 'Sala degustacyjna',
    zh: '品鑑室',
    vi: 'Phòng thưởng rượu',
    ru: 'Дегустационный зал',
  },
  cellarBar: {
    en: 'The cellar bar',
    fr: 'Bar du chai',
    es: 'Bar de la bodega',
    pl: 'Bar w piwnicy',
    zh: '酒窖酒吧',
    vi: 'Quầy bar trong hầm',
    ru: 'Бар в погребе',
  },
  cooperage: {
    en: 'The cooperage',
    fr: 'Tonnellerie',
    es: 'Tonelería',
    pl: 'Bednarnia',
    zh: '製桶坊',
    vi: 'Xưởng đóng thùng',
    ru: 'Бондарная мастерская',
  },
} satisfies Record<string, Record<Language, string>>

const VENUE: Record<Language, string> = {
  en: 'The Solaine cellars, quai des Chais',
  fr: 'Les chais Solaine, quai des Chais',
  es: 'Las bodegas Solaine, quai des Chais',
  pl: 'Piwnice Solaine, quai des Chais',
  zh: 'Solaine 酒窖（quai des Chais）',
  vi: 'Hầm rượu Solaine, quai des Chais',
  ru: 'Погреба Solaine, quai des Chais',
}

const COGNAC: Record<Language, string> = {
  en: 'Cognac',
  fr: 'Cognac',
  es: 'Cognac',
  pl: 'Cognac',
  zh: '干邑',
  vi: 'Cognac',
  ru: 'Коньяк',
}

export interface LineUpEntry {
  /** The artist or speaker: a name, the same in every language. */
  title: string
  /** Minutes; left out on purpose for some artists, so the schema default (5) applies. */
  length?: number
  place: keyof typeof PLACES
}

export interface ShowText {
  title: string
  excerpt: string
  body: string[]
}

export interface ShowSeed {
  slug: string
  /** Start and end, UTC (the shows are in Cognac, Europe/Paris). */
  date: string
  endDate: string
  cover: EditorialImage
  tags: string[]
  lineUp: LineUpEntry[]
  text: Record<Language, ShowText>
}

export const SHOWS: ShowSeed[] = [
  {
    slug: 'autumn-strings-2025',
    date: '2025-10-18T17:30:00.000Z',
    endDate: '2025-10-18T21:00:00.000Z',
    cover: 'strings',
    tags: ['events'],
    lineUp: [
      { title: 'Quatuor Lumen', length: 45, place: 'greatCellar' },
      { title: 'Inès Garnier', place: 'greatCellar' },
      { title: 'Trio de la Charente', length: 40, place: 'greatCellar' },
      { title: 'Noé Vasseur', place: 'stillRoom' },
    ],
    text: {
      en: {
        title: 'Solaine Sessions: Autumn Strings',
        excerpt:
          'A string quartet, a solo cello and a folk trio among the casks of the Great Cellar.',
        body: [
          'For one evening in October, the Great Cellar traded the silence of the casks for the sound of strings. The Quatuor Lumen opened with Haydn, before the cellist Inès Garnier played Bach suites by candlelight.',
          'The Trio de la Charente closed the night with songs from the river valley, and during the interval guests tasted a young eau-de-vie and an XO side by side.',
        ],
      },
      fr: {
        title: 'Solaine Sessions : cordes d’automne',
        excerpt:
          'Un quatuor à cordes, un violoncelle seul et un trio folk parmi les fûts du Grand Chai.',
        body: [
          'Le temps d’une soirée d’octobre, le Grand Chai a troqué le silence des fûts contre le son des cordes. Le Quatuor Lumen a ouvert la soirée avec Haydn, avant que la violoncelliste Inès Garnier ne joue des suites de Bach à la lueur des bougies.',
          'Le Trio de la Charente a clos la nuit avec des chansons de la vallée, et les invités ont goûté côte à côte une jeune eau-de-vie et un XO pendant l’entracte.',
        ],
      },
      es: {
        title: 'Solaine Sessions: cuerdas de otoño',
        excerpt:
          'Un cuarteto de cuerda, un violonchelo solo y un trío folk entre las barricas de la Gran Bodega.',
        body: [
          'Durante una velada de octubre, la Gran Bodega cambió el silencio de las barricas por el sonido de las cuerdas. El Quatuor Lumen abrió la noche con Haydn, antes de que la violonchelista Inès Garnier interpretara suites de Bach a la luz de las velas.',
          'El Trio de la Charente cerró la noche con canciones del valle del río, y durante el entreacto los invitados cataron, uno junto a otro, un aguardiente joven y un XO.',
        ],
      },
      pl: {
        title: 'Solaine Sessions: jesienne smyczki',
        excerpt:
          'Kwartet smyczkowy, wiolonczela solo i folkowe trio wśród beczek Wielkiej Piwnicy.',
        body: [
          'Na jeden październikowy wieczór Wielka Piwnica zamieniła ciszę beczek na dźwięk smyczków. Quatuor Lumen rozpoczął koncert utworami Haydna, a potem wiolonczelistka Inès Garnier zagrała przy świecach suity Bacha.',
          'Trio de la Charente zakończyło wieczór pieśniami z doliny rzeki, a w przerwie goście degustowali obok siebie młodą okowitę i XO.',
        ],
      },
      zh: {
        title: 'Solaine Sessions：秋日弦樂',
        excerpt: '弦樂四重奏、無伴奏大提琴與民謠三重奏，在大酒窖的酒桶間奏響。',
        body: [
          '十月的一個夜晚，大酒窖以弦樂之聲取代了酒桶的寂靜。Quatuor Lumen 以海頓作品揭開序幕，隨後大提琴家 Inès Garnier 在燭光下演奏巴哈組曲。',
          'Trio de la Charente 以河谷的歌謠為夜晚畫下句點；中場休息時，來賓並排品嚐了一款年輕的生命之水與一款 XO。',
        ],
      },
      vi: {
        title: 'Solaine Sessions: Dây đàn mùa thu',
        excerpt:
          'Một tứ tấu đàn dây, một cây cello độc tấu và một nhóm tam tấu dân gian giữa những thùng rượu của Hầm lớn.',
        body: [
          'Trong một buổi tối tháng Mười, Hầm lớn đã đổi sự tĩnh lặng của những thùng rượu lấy âm thanh của dây đàn. Quatuor Lumen mở màn với Haydn, trước khi nghệ sĩ cello Inès Garnier trình diễn các tổ khúc của Bach dưới ánh nến.',
          'Trio de la Charente khép lại đêm diễn bằng những bài hát của thung lũng sông, và trong giờ giải lao, khách mời đã nếm song song một loại eau-de-vie non và một ly XO.',
        ],
      },
      ru: {
        title: 'Solaine Sessions: осенние струны',
        excerpt: 'Струнный квартет, виолончель соло и фолк-трио среди бочек Большого погреба.',
        body: [
          'Однажды октябрьским вечером Большой погреб сменил тишину бочек на звук струн. Quatuor Lumen открыл вечер Гайдном, после чего виолончелистка Инес Гарнье исполнила сюиты Баха при свечах.',
          'Trio de la Charente завершило вечер песнями речной долины, а в антракте гости попробовали рядом молодой спирт и XO.',
        ],
      },
    },
  },
  {
    slug: 'cellar-talks-wood-and-time',
    date: '2026-06-13T16:30:00.000Z',
    endDate: '2026-06-13T19:30:00.000Z',
    cover: 'talks',
    tags: ['events', 'craftsmanship'],
    lineUp: [
      { title: 'Bastien Lefort', length: 20, place: 'cooperage' },
      { title: 'Mathilde Roux', length: 30, place: 'tastingRoom' },
      { title: 'Hélène Marchal', place: 'tastingRoom' },
      { title: 'Léa Dubreuil', place: 'tastingRoom' },
    ],
    text: {
      en: {
        title: 'Cellar Talks: Wood and Time',
        excerpt:
          'Our cooper, our cellar master and a historian on the long conversation between oak and eau-de-vie.',
        body: [
          'In June the tasting room became a small auditorium for an evening of talks. Bastien Lefort showed how a stave is bent over the fire, and Mathilde Roux poured the same eau-de-vie aged in three different casks.',
          'The historian Hélène Marchal told the story of the oak trade on the Charente, and the apprentice cooper Léa Dubreuil spoke about her years in the workshop. The evening ended with questions from the audience and a glass in the courtyard.',
        ],
      },
      fr: {
        title: 'Rencontres au chai : le bois et le temps',
        excerpt:
          'Notre tonnelier, notre maîtresse de chai et une historienne sur le long dialogue entre le chêne et l’eau-de-vie.',
        body: [
          'En juin, le salon de dégustation s’est transformé en petit auditorium le temps d’une soirée de rencontres. Bastien Lefort a montré comment une douelle se cintre au feu, et Mathilde Roux a servi une même eau-de-vie vieillie dans trois fûts différents.',
          'L’historienne Hélène Marchal a raconté le commerce du chêne sur la Charente, et l’apprentie tonnelière Léa Dubreuil a parlé de ses années à l’atelier. La soirée s’est terminée par les questions du public et un verre dans la cour.',
        ],
      },
      es: {
        title: 'Charlas en la bodega: la madera y el tiempo',
        excerpt:
          'Nuestro tonelero, nuestra maestra bodeguera y una historiadora sobre el largo diálogo entre el roble y el aguardiente.',
        body: [
          'En junio, la sala de catas se convirtió en un pequeño auditorio durante una velada de charlas. Bastien Lefort mostró cómo se curva una duela sobre el fuego, y Mathilde Roux sirvió un mismo aguardiente envejecido en tres barricas diferentes.',
          'La historiadora Hélène Marchal contó la historia del comercio del roble en el Charente, y la aprendiz de tonelera Léa Dubreuil habló de sus años en el taller. La velada terminó con las preguntas del público y una copa en el patio.',
        ],
      },
      pl: {
        title: 'Rozmowy w piwnicy: drewno i czas',
        excerpt:
          'Nasz bednarz, nasza mistrzyni piwnic i historyczka o długim dialogu dębu z okowitą.',
        body: [
          'W czerwcu sala degustacyjna na jeden wieczór zamieniła się w małe audytorium. Bastien Lefort pokazał, jak wygina się klepkę nad ogniem, a Mathilde Roux nalała tę samą okowitę leżakowaną w trzech różnych beczkach.',
          'Historyczka Hélène Marchal opowiedziała o handlu dębem na Charencie, a uczennica bednarska Léa Dubreuil o swoich latach w warsztacie. Wieczór zakończyły pytania publiczności i kieliszek na dziedzińcu.',
        ],
      },
      zh: {
        title: '酒窖對談：木與時間',
        excerpt: '我們的製桶師、酒窖大師與一位歷史學家，暢談橡木與生命之水之間的漫長對話。',
        body: [
          '六月的一個夜晚，品鑑室化身為小小的講堂。Bastien Lefort 示範如何在火上彎曲桶板，Mathilde Roux 則為大家斟上在三種不同酒桶中陳年的同一款生命之水。',
          '歷史學家 Hélène Marchal 講述了夏朗德河上的橡木貿易，學徒製桶師 Léa Dubreuil 則分享她在工坊的歲月。晚會在觀眾提問與庭院中的一杯酒中畫下句點。',
        ],
      },
      vi: {
        title: 'Trò chuyện trong hầm: Gỗ và thời gian',
        excerpt:
          'Người thợ đóng thùng, bậc thầy hầm rượu của chúng tôi và một nhà sử học bàn về cuộc đối thoại dài giữa gỗ sồi và eau-de-vie.',
        body: [
          'Vào tháng Sáu, phòng thưởng rượu đã biến thành một khán phòng nhỏ cho một buổi tối trò chuyện. Bastien Lefort trình diễn cách uốn thanh gỗ trên lửa, còn bà Mathilde Roux rót cùng một loại eau-de-vie được ủ trong ba thùng khác nhau.',
          'Nhà sử học Hélène Marchal kể về việc buôn bán gỗ sồi trên sông Charente, và cô thợ học việc Léa Dubreuil chia sẻ về những năm tháng trong xưởng. Buổi tối khép lại với những câu hỏi của khán giả và một ly rượu ngoài sân.',
        ],
      },
      ru: {
        title: 'Беседы в погребе: дерево и время',
        excerpt:
          'Наш бондарь, наш мастер погреба и историк — о долгом диалоге дуба и коньячного спирта.',
        body: [
          'В июне дегустационный зал на один вечер превратился в небольшую аудиторию. Бастьен Лефор показал, как клёпку сгибают над огнём, а Матильда Ру разлила один и тот же спирт, выдержанный в трёх разных бочках.',
          'Историк Элен Маршаль рассказала о торговле дубом на Шаранте, а ученица бондаря Леа Дюбрёй — о своих годах в мастерской. Вечер завершился вопросами публики и бокалом во дворе.',
        ],
      },
    },
  },
  {
    slug: 'winter-jazz-in-the-chais',
    date: '2026-12-12T18:30:00.000Z',
    endDate: '2026-12-12T22:30:00.000Z',
    cover: 'season',
    tags: ['events'],
    lineUp: [
      { title: 'Amandine Rey Quintet', length: 50, place: 'greatCellar' },
      { title: 'Sacha Morel', place: 'cellarBar' },
      { title: 'Les Nuits Bleues', length: 45, place: 'greatCellar' },
      { title: 'Émile Fontaine', place: 'cellarBar' },
    ],
    text: {
      en: {
        title: 'Winter Jazz in the Chais',
        excerpt:
          'The new season opens with a night of jazz in the Great Cellar, from a quintet to late-night vinyl.',
        body: [
          'On 12 December the Great Cellar opens for the first night of the 2026–2027 season. The Amandine Rey Quintet plays its new programme inspired by the river, followed by the singer Sacha Morel at the cellar bar.',
          'Les Nuits Bleues take the stage after ten, and Émile Fontaine closes the evening with a selection of jazz records. Cognac cocktails are served all night; seats are limited to one hundred and twenty.',
        ],
      },
      fr: {
        title: 'Jazz d’hiver au chai',
        excerpt:
          'La nouvelle saison s’ouvre sur une nuit de jazz au Grand Chai, du quintette aux vinyles de fin de soirée.',
        body: [
          'Le 12 décembre, le Grand Chai ouvre ses portes pour la première soirée de la saison 2026-2027. L’Amandine Rey Quintet y joue son nouveau programme inspiré par le fleuve, suivi de la chanteuse Sacha Morel au bar du chai.',
          'Les Nuits Bleues montent sur scène après 22 heures, et Émile Fontaine clôt la soirée avec une sélection de disques de jazz. Des cocktails au cognac sont servis toute la nuit ; les places sont limitées à cent vingt.',
        ],
      },
      es: {
        title: 'Jazz de invierno en la bodega',
        excerpt:
          'La nueva temporada se abre con una noche de jazz en la Gran Bodega, del quinteto a los vinilos de madrugada.',
        body: [
          'El 12 de diciembre, la Gran Bodega abre sus puertas para la primera velada de la temporada 2026-2027. El Amandine Rey Quintet interpreta su nuevo programa inspirado en el río, seguido de la cantante Sacha Morel en el bar de la bodega.',
          'Les Nuits Bleues suben al escenario a partir de las diez, y Émile Fontaine cierra la noche con una selección de discos de jazz. Se servirán cócteles de coñac durante toda la velada; el aforo está limitado a ciento veinte personas.',
        ],
      },
      pl: {
        title: 'Zimowy jazz w piwnicach',
        excerpt:
          'Nowy sezon otwiera jazzowa noc w Wielkiej Piwnicy, od kwintetu po późnonocne winyle.',
        body: [
          '12 grudnia Wielka Piwnica otwiera się na pierwszy wieczór sezonu 2026–2027. Amandine Rey Quintet zagra nowy program inspirowany rzeką, a po nim przy barze w piwnicy wystąpi wokalistka Sacha Morel.',
          'Po dwudziestej drugiej na scenę wejdą Les Nuits Bleues, a wieczór zamknie Émile Fontaine z wyborem płyt jazzowych. Przez całą noc serwowane będą koktajle z koniakiem; liczba miejsc jest ograniczona do stu dwudziestu.',
        ],
      },
      zh: {
        title: '酒窖冬日爵士夜',
        excerpt: '新一季以大酒窖的爵士之夜揭開序幕，從五重奏一路到深夜黑膠。',
        body: [
          '12 月 12 日，大酒窖將為 2026–2027 年新一季的首場演出敞開大門。Amandine Rey 五重奏將演出以河流為靈感的全新曲目，隨後由歌手 Sacha Morel 在酒窖酒吧登場。',
          '晚上十點後由 Les Nuits Bleues 接棒，最後由 Émile Fontaine 播放精選爵士黑膠為夜晚作結。整晚供應干邑調酒；座位限額一百二十席。',
        ],
      },
      vi: {
        title: 'Đêm jazz mùa đông trong hầm rượu',
        excerpt:
          'Mùa diễn mới mở màn bằng một đêm jazz trong Hầm lớn, từ nhóm ngũ tấu đến những đĩa than lúc khuya.',
        body: [
          'Ngày 12 tháng 12, Hầm lớn mở cửa cho đêm diễn đầu tiên của mùa 2026–2027. Amandine Rey Quintet trình diễn chương trình mới lấy cảm hứng từ dòng sông, tiếp theo là ca sĩ Sacha Morel tại quầy bar trong hầm.',
          'Les Nuits Bleues lên sân khấu sau mười giờ tối, và Émile Fontaine khép lại buổi tối với tuyển chọn những đĩa nhạc jazz. Cocktail cognac được phục vụ suốt đêm; số chỗ giới hạn ở một trăm hai mươi.',
        ],
      },
      ru: {
        title: 'Зимний джаз в погребе',
        excerpt:
          'Новый сезон открывается джазовой ночью в Большом погребе — от квинтета до винила за полночь.',
        body: [
          '12 декабря Большой погреб открывает двери для первого вечера сезона 2026–2027. Amandine Rey Quintet исполнит новую программу, вдохновлённую рекой, а затем в баре погреба выступит певица Саша Морель.',
          'После десяти вечера на сцену выйдут Les Nuits Bleues, а завершит вечер Эмиль Фонтен с подборкой джазовых пластинок. Весь вечер подают коктейли на коньяке; число мест ограничено ста двадцатью.',
        ],
      },
    },
  },
]

/** The show's venue, city and line-up in one language. */
export function showPlaceTexts(show: ShowSeed, language: Language) {
  return {
    venue: VENUE[language],
    city: COGNAC[language],
    line_up: show.lineUp.map((entry) => ({
      title: entry.title,
      ...(entry.length === undefined ? {} : { length: entry.length }),
      place: PLACES[entry.place][language],
    })),
  }
}
