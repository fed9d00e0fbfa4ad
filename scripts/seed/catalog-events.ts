import type { Language } from '../../src/i18n/locales'
import { findCity, jitter, prng } from './catalog-places'

/**
 * Demo events of the event finder, December 2026 to June 2027, in cities of the locales'
 * countries. Eight kinds of evening, each written once per language; each event is one kind at one
 * venue on one date. Times are the venue's local time, stored in UTC.
 */

export type EventKind =
  | 'tasting-xo'
  | 'blending-masterclass'
  | 'cocktail-night'
  | 'food-pairing'
  | 'cordon-bleu-chocolate'
  | 'rare-cognacs'
  | 'meet-aurore'
  | 'highball-afterwork'

export type EventImage = 'tasting' | 'cocktail' | 'portrait'

interface KindText {
  title: string
  description: string
}

export const EVENT_KINDS: Record<
  EventKind,
  { image: EventImage; text: Record<Language, KindText> }
> = {
  'tasting-xo': {
    image: 'tasting',
    text: {
      en: {
        title: 'Solaine XO tasting evening',
        description:
          'An evening to discover Solaine XO neat, with a drop of water and over ice, guided by a brand ambassador of the house. Seats are limited; registration is required.',
      },
      fr: {
        title: 'Soirée de dégustation Solaine XO',
        description:
          'Une soirée pour découvrir Solaine XO pur, avec une goutte d’eau puis sur glace, guidée par un ambassadeur de la maison. Places limitées, inscription obligatoire.',
      },
      es: {
        title: 'Noche de cata Solaine XO',
        description:
          'Una noche para descubrir Solaine XO solo, con unas gotas de agua y en las rocas, guiada por un embajador de la casa. Cupo limitado; se requiere registro.',
      },
      pl: {
        title: 'Wieczór degustacyjny Solaine XO',
        description:
          'Wieczór, podczas którego poznasz Solaine XO solo, z kroplą wody i z lodem, pod okiem ambasadora domu. Liczba miejsc ograniczona, obowiązuje rejestracja.',
      },
      zh: {
        title: 'Solaine XO 品鑑之夜',
        description:
          '由酒莊品牌大使帶領，以純飲、加水與加冰三種方式認識 Solaine XO。名額有限，須事先報名。',
      },
      vi: {
        title: 'Đêm thưởng thức Solaine XO',
        description:
          'Một buổi tối khám phá Solaine XO nguyên chất, pha chút nước và với đá, cùng đại sứ thương hiệu của nhà rượu. Số chỗ có hạn, vui lòng đăng ký trước.',
      },
      ru: {
        title: 'Вечер дегустации Solaine XO',
        description:
          'Вечер знакомства с Solaine XO в чистом виде, с каплей воды и со льдом под руководством амбассадора дома. Количество мест ограничено, нужна регистрация.',
      },
    },
  },
  'blending-masterclass': {
    image: 'portrait',
    text: {
      en: {
        title: 'Blending masterclass with the cellar master',
        description:
          'Taste eaux-de-vie from four crus straight from the cask, then compose your own blend beside our cellar master, who brings samples from Cognac for the occasion.',
      },
      fr: {
        title: 'Masterclass d’assemblage avec le maître de chai',
        description:
          'Goûtez des eaux-de-vie de quatre crus tirées du fût, puis composez votre propre assemblage aux côtés de notre maître de chai, venu de Cognac avec ses échantillons.',
      },
      es: {
        title: 'Masterclass de mezcla con el maestro bodeguero',
        description:
          'Prueba aguardientes de cuatro crus directamente de la barrica y crea tu propia mezcla junto a nuestro maestro bodeguero, que trae muestras desde Cognac para la ocasión.',
      },
      pl: {
        title: 'Masterclass kupażowania z mistrzem piwnicy',
        description:
          'Spróbuj destylatów z czterech cru prosto z beczki, a potem skomponuj własny kupaż u boku naszego mistrza piwnicy, który przywozi na tę okazję próbki z Cognac.',
      },
      zh: {
        title: '與酒窖大師一同調和的大師班',
        description:
          '直接從橡木桶品嚐四個產區的生命之水，再與專程從干邑帶來樣品的酒窖大師一起，調出屬於自己的調和。',
      },
      vi: {
        title: 'Lớp học phối rượu cùng bậc thầy hầm rượu',
        description:
          'Nếm rượu mạnh từ bốn vùng trồng nho lấy thẳng từ thùng, rồi tự tay phối chai rượu của riêng bạn bên bậc thầy hầm rượu, người mang mẫu rượu từ Cognac sang cho dịp này.',
      },
      ru: {
        title: 'Мастер-класс по купажу с мастером погреба',
        description:
          'Попробуйте спирты четырёх крю прямо из бочки, а затем составьте собственный купаж вместе с нашим мастером погреба, который специально привозит образцы из Коньяка.',
      },
    },
  },
  'cocktail-night': {
    image: 'cocktail',
    text: {
      en: {
        title: 'Blue Martinet cocktail night',
        description:
          'Our bartenders mix Blue Martinet into old fashioneds, highballs and a cocktail created for the night. Music, small plates and a view over the city.',
      },
      fr: {
        title: 'Soirée cocktails Blue Martinet',
        description:
          'Nos bartenders déclinent Blue Martinet en old fashioned, en highball et dans un cocktail créé pour l’occasion. Musique, petites assiettes et vue sur la ville.',
      },
      es: {
        title: 'Noche de cócteles Blue Martinet',
        description:
          'Nuestros bartenders preparan Blue Martinet en old fashioned, highballs y un cóctel creado para la noche. Música, botanas y vista a la ciudad.',
      },
      pl: {
        title: 'Wieczór koktajli z Blue Martinet',
        description:
          'Nasi barmani podają Blue Martinet w old fashioned, highballach i w koktajlu stworzonym specjalnie na ten wieczór. Muzyka, małe przekąski i widok na miasto.',
      },
      zh: {
        title: 'Blue Martinet 雞尾酒之夜',
        description:
          '調酒師以 Blue Martinet 調製古典雞尾酒、高球，以及為當晚特別創作的雞尾酒。現場有音樂、小點與城市景觀。',
      },
      vi: {
        title: 'Đêm cocktail Blue Martinet',
        description:
          'Các bartender của chúng tôi pha Blue Martinet thành old fashioned, highball và một ly cocktail sáng tạo riêng cho đêm nay. Có âm nhạc, món ăn nhẹ và tầm nhìn ra thành phố.',
      },
      ru: {
        title: 'Коктейльный вечер Blue Martinet',
        description:
          'Наши бармены смешают Blue Martinet в олд фэшн, хайболы и коктейль, созданный специально для этого вечера. Музыка, закуски и вид на город.',
      },
    },
  },
  'food-pairing': {
    image: 'tasting',
    text: {
      en: {
        title: 'Cognac and food pairing dinner',
        description:
          'A four-course dinner by the venue’s chef, each course paired with a cognac of the house, from V.S.O.P to Ruban Bleu.',
      },
      fr: {
        title: 'Dîner accords mets et cognacs',
        description:
          'Un dîner en quatre services signé par le chef du lieu, chaque plat accordé à un cognac de la maison, du V.S.O.P au Ruban Bleu.',
      },
      es: {
        title: 'Cena de maridaje con coñac',
        description:
          'Una cena de cuatro tiempos del chef anfitrión, cada tiempo maridado con un coñac de la casa, del V.S.O.P al Ruban Bleu.',
      },
      pl: {
        title: 'Kolacja z koniakiem w roli głównej',
        description:
          'Czterodaniowa kolacja przygotowana przez szefa kuchni gospodarzy, każde danie w parze z koniakiem domu, od V.S.O.P po Ruban Bleu.',
      },
      zh: {
        title: '干邑餐酒搭配晚宴',
        description:
          '由場地主廚準備的四道菜晚宴，每道菜都搭配一款酒莊干邑，從 V.S.O.P 到 Ruban Bleu。',
      },
      vi: {
        title: 'Bữa tối kết hợp món ăn và cognac',
        description:
          'Bữa tối bốn món do bếp trưởng của địa điểm chuẩn bị, mỗi món đi kèm một loại cognac của nhà rượu, từ V.S.O.P đến Ruban Bleu.',
      },
      ru: {
        title: 'Гастрономический ужин с коньяком',
        description:
          'Ужин из четырёх блюд от шефа заведения, к каждому блюду — коньяк дома, от V.S.O.P до Ruban Bleu.',
      },
    },
  },
  'cordon-bleu-chocolate': {
    image: 'tasting',
    text: {
      en: {
        title: 'Ruban Bleu and dark chocolate',
        description:
          'A chocolatier and our ambassador pair Ruban Bleu with single-origin chocolates, from Madagascar to Ecuador.',
      },
      fr: {
        title: 'Ruban Bleu et chocolat noir',
        description:
          'Un chocolatier et notre ambassadeur marient Ruban Bleu à des chocolats de grands crus, de Madagascar à l’Équateur.',
      },
      es: {
        title: 'Ruban Bleu y chocolate amargo',
        description:
          'Un chocolatero y nuestro embajador combinan Ruban Bleu con chocolates de origen único, de Madagascar a Ecuador.',
      },
      pl: {
        title: 'Ruban Bleu i gorzka czekolada',
        description:
          'Czekoladnik i nasz ambasador łączą Ruban Bleu z czekoladami z jednego regionu, od Madagaskaru po Ekwador.',
      },
      zh: {
        title: 'Ruban Bleu 與黑巧克力',
        description:
          '巧克力職人與我們的品牌大使，將 Ruban Bleu 與來自馬達加斯加到厄瓜多的單一產地巧克力相互搭配。',
      },
      vi: {
        title: 'Ruban Bleu và sô-cô-la đen',
        description:
          'Một nghệ nhân sô-cô-la và đại sứ của chúng tôi kết hợp Ruban Bleu với sô-cô-la đơn nguồn gốc, từ Madagascar đến Ecuador.',
      },
      ru: {
        title: 'Ruban Bleu и горький шоколад',
        description:
          'Шоколатье и наш амбассадор сочетают Ruban Bleu с шоколадом из какао одного происхождения — от Мадагаскара до Эквадора.',
      },
    },
  },
  'rare-cognacs': {
    image: 'portrait',
    text: {
      en: {
        title: 'Rare cognacs from the paradise cellar',
        description:
          'A seated tasting of Ruban Bleu Extra and L’Or d’Élise, with the story of the paradise cellar sealed in 1921. For a small group of twelve guests.',
      },
      fr: {
        title: 'Cognacs rares du paradis',
        description:
          'Une dégustation assise de Ruban Bleu Extra et de L’Or d’Élise, avec l’histoire du paradis scellé en 1921. Pour un petit groupe de douze convives.',
      },
      es: {
        title: 'Coñacs raros del «paraíso»',
        description:
          'Una cata sentada de Ruban Bleu Extra y L’Or d’Élise, con la historia del «paraíso» sellado en 1921. Para un grupo reducido de doce invitados.',
      },
      pl: {
        title: 'Rzadkie koniaki z rajskiej piwnicy',
        description:
          'Degustacja przy stole Ruban Bleu Extra i L’Or d’Élise wraz z historią rajskiej piwnicy zapieczętowanej w 1921 roku. Dla kameralnej grupy dwunastu gości.',
      },
      zh: {
        title: '天堂酒窖的珍稀干邑',
        description:
          '入座品鑑 Ruban Bleu Extra 與 L’Or d’Élise，並聆聽 1921 年封存的天堂酒窖的故事。僅限十二位賓客。',
      },
      vi: {
        title: 'Những chai cognac quý hiếm từ hầm thiên đường',
        description:
          'Buổi thưởng thức ngồi bàn với Ruban Bleu Extra và L’Or d’Élise, kèm câu chuyện về hầm thiên đường được niêm phong năm 1921. Dành cho nhóm nhỏ mười hai khách.',
      },
      ru: {
        title: 'Редкие коньяки из «райского погреба»',
        description:
          'Дегустация за столом: Ruban Bleu Extra и L’Or d’Élise, а также история «райского погреба», запечатанного в 1921 году. Для небольшой группы из двенадцати гостей.',
      },
    },
  },
  'meet-aurore': {
    image: 'cocktail',
    text: {
      en: {
        title: 'Swifts in flight: meet Aurore',
        description:
          'Aurore, the muralist behind the Blue Martinet limited edition, paints live while guests taste Blue Martinet. Signed bottles are available on the night.',
      },
      fr: {
        title: 'Martinets en vol : rencontre avec Aurore',
        description:
          'Aurore, la muraliste derrière l’édition limitée Blue Martinet, peint en direct pendant que les invités dégustent Blue Martinet. Bouteilles signées disponibles sur place.',
      },
      es: {
        title: 'Vencejos en vuelo: conoce a Aurore',
        description:
          'Aurore, la muralista detrás de la edición limitada de Blue Martinet, pinta en vivo mientras los invitados prueban Blue Martinet. Habrá botellas firmadas esa noche.',
      },
      pl: {
        title: 'Jerzyki w locie: spotkanie z Aurore',
        description:
          'Aurore, muralistka, która stworzyła limitowaną edycję Blue Martinet, maluje na żywo, a goście degustują Blue Martinet. Tego wieczoru dostępne będą butelki z autografem.',
      },
      zh: {
        title: '飛翔的雨燕：與 Aurore 面對面',
        description:
          'Blue Martinet 限量版背後的壁畫藝術家 Aurore 將現場作畫，賓客同時品嚐 Blue Martinet。當晚提供簽名酒款。',
      },
      vi: {
        title: 'Cánh yến bay: gặp gỡ Aurore',
        description:
          'Aurore, họa sĩ tranh tường đứng sau phiên bản giới hạn Blue Martinet, sẽ vẽ trực tiếp trong lúc khách thưởng thức Blue Martinet. Có chai rượu ký tặng ngay trong buổi tối.',
      },
      ru: {
        title: 'Стрижи в полёте: встреча с Aurore',
        description:
          'Aurore, автор росписи лимитированной серии Blue Martinet, рисует вживую, пока гости дегустируют Blue Martinet. В этот вечер можно приобрести бутылки с автографом.',
      },
    },
  },
  'highball-afterwork': {
    image: 'cocktail',
    text: {
      en: {
        title: 'VS Single Estate highball afterwork',
        description:
          'After work, long drinks: VS Single Estate with tonic, ginger ale or sparkling water, and a bartender to show you the right pour.',
      },
      fr: {
        title: 'Afterwork highball VS Single Estate',
        description:
          'Après le travail, place aux long drinks : VS Single Estate avec tonic, ginger ale ou eau pétillante, et un bartender pour vous montrer le bon dosage.',
      },
      es: {
        title: 'Afterwork de highballs con VS Single Estate',
        description:
          'Después del trabajo, tragos largos: VS Single Estate con agua tónica, ginger ale o agua mineral, y un bartender que te enseña la medida justa.',
      },
      pl: {
        title: 'Afterwork z highballem VS Single Estate',
        description:
          'Po pracy – long drinki: VS Single Estate z tonikiem, ginger ale lub wodą gazowaną, i barman, który pokaże właściwe proporcje.',
      },
      zh: {
        title: 'VS Single Estate 高球下班小聚',
        description:
          '下班後來杯長飲：VS Single Estate 搭配通寧水、薑汁汽水或氣泡水，調酒師會示範恰到好處的比例。',
      },
      vi: {
        title: 'Afterwork highball với VS Single Estate',
        description:
          'Sau giờ làm, thưởng thức long drink: VS Single Estate với tonic, ginger ale hoặc nước có ga, cùng bartender hướng dẫn tỷ lệ chuẩn.',
      },
      ru: {
        title: 'Хайбол-афтерворк с VS Single Estate',
        description:
          'После работы — лонгдринки: VS Single Estate с тоником, имбирным элем или газированной водой, и бармен, который покажет правильные пропорции.',
      },
    },
  },
}

export const EVENT_IMAGES: Record<
  EventImage,
  { motif: 'glass' | 'cocktail' | 'portrait'; hue: number; alt: Record<Language, string> }
> = {
  tasting: {
    motif: 'glass',
    hue: 35,
    alt: {
      en: 'A glass of cognac poured for a tasting',
      fr: 'Un verre de cognac servi pour une dégustation',
      es: 'Una copa de coñac servida para una cata',
      pl: 'Kieliszek koniaku nalany do degustacji',
      zh: '為品鑑而斟的一杯干邑',
      vi: 'Một ly cognac được rót cho buổi thưởng thức',
      ru: 'Бокал коньяка, налитый для дегустации',
    },
  },
  cocktail: {
    motif: 'cocktail',
    hue: 200,
    alt: {
      en: 'A cognac cocktail on the bar',
      fr: 'Un cocktail au cognac sur le comptoir',
      es: 'Un cóctel de coñac en la barra',
      pl: 'Koktajl z koniakiem na barze',
      zh: '吧台上的干邑雞尾酒',
      vi: 'Một ly cocktail cognac trên quầy bar',
      ru: 'Коктейль с коньяком на барной стойке',
    },
  },
  portrait: {
    motif: 'portrait',
    hue: 20,
    alt: {
      en: 'The cellar master of Maison Solaine',
      fr: 'Le maître de chai de Maison Solaine',
      es: 'El maestro bodeguero de Maison Solaine',
      pl: 'Mistrz piwnicy Maison Solaine',
      zh: 'Maison Solaine 的酒窖大師',
      vi: 'Bậc thầy hầm rượu của Maison Solaine',
      ru: 'Мастер погреба Maison Solaine',
    },
  },
}

interface EventRow {
  kind: EventKind
  country: string
  /** City key in catalog-places.ts. */
  city: string
  venue: string
  /** Local date and time at the venue. */
  date: string
  time: string
  minutes: number
}

const EVENTS: readonly EventRow[] = [
  {
    kind: 'tasting-xo',
    country: 'FR',
    city: 'paris',
    venue: 'Salons de l’Hôtel Verlaine',
    date: '2026-12-03',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'rare-cognacs',
    country: 'GB',
    city: 'london',
    venue: 'The Mayfair Vaults',
    date: '2026-12-08',
    time: '19:00',
    minutes: 150,
  },
  {
    kind: 'tasting-xo',
    country: 'US',
    city: 'new-york',
    venue: 'The Glasshouse Loft',
    date: '2026-12-10',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'tasting-xo',
    country: 'NG',
    city: 'lagos',
    venue: 'The Pavilion, Victoria Island',
    date: '2026-12-12',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'cordon-bleu-chocolate',
    country: 'SG',
    city: 'orchard',
    venue: 'The Orchid Salon',
    date: '2026-12-17',
    time: '19:00',
    minutes: 120,
  },
  {
    kind: 'tasting-xo',
    country: 'VN',
    city: 'hanoi',
    venue: 'Biệt thự Hoa Sữa',
    date: '2026-12-19',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'rare-cognacs',
    country: 'HK',
    city: 'central',
    venue: 'Harbour Lights Gallery',
    date: '2027-01-09',
    time: '19:30',
    minutes: 150,
  },
  {
    kind: 'tasting-xo',
    country: 'PL',
    city: 'warsaw',
    venue: 'Pałac Bursztynowy',
    date: '2027-01-15',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'highball-afterwork',
    country: 'ZA',
    city: 'cape-town',
    venue: 'Harbour Loft',
    date: '2027-01-21',
    time: '17:30',
    minutes: 180,
  },
  {
    kind: 'cocktail-night',
    country: 'US',
    city: 'los-angeles',
    venue: 'Sunset Terrace Club',
    date: '2027-01-22',
    time: '20:00',
    minutes: 240,
  },
  {
    kind: 'tasting-xo',
    country: 'TW',
    city: 'taipei',
    venue: '信義藝文空間',
    date: '2027-01-23',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'blending-masterclass',
    country: 'CA',
    city: 'toronto',
    venue: 'The Distillery Loft',
    date: '2027-01-28',
    time: '18:30',
    minutes: 180,
  },
  {
    kind: 'tasting-xo',
    country: 'HK',
    city: 'tsim-sha-tsui',
    venue: 'Kowloon Waterfront Hall',
    date: '2027-02-04',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'cocktail-night',
    country: 'GH',
    city: 'accra',
    venue: 'Skyline Lounge, Airport City',
    date: '2027-02-06',
    time: '20:00',
    minutes: 240,
  },
  {
    kind: 'cocktail-night',
    country: 'FR',
    city: 'lyon',
    venue: 'Péniche Ambre',
    date: '2027-02-12',
    time: '20:00',
    minutes: 240,
  },
  {
    kind: 'cordon-bleu-chocolate',
    country: 'US',
    city: 'chicago',
    venue: 'The Wabash Room',
    date: '2027-02-18',
    time: '18:30',
    minutes: 120,
  },
  {
    kind: 'rare-cognacs',
    country: 'RU',
    city: 'moscow',
    venue: 'Особняк на Пречистенке',
    date: '2027-02-20',
    time: '19:00',
    minutes: 150,
  },
  {
    kind: 'blending-masterclass',
    country: 'GB',
    city: 'edinburgh',
    venue: 'The Old Town Assembly Rooms',
    date: '2027-02-25',
    time: '18:00',
    minutes: 180,
  },
  {
    kind: 'meet-aurore',
    country: 'ZA',
    city: 'johannesburg',
    venue: 'Sandton Gallery Hall',
    date: '2027-03-06',
    time: '18:30',
    minutes: 180,
  },
  {
    kind: 'tasting-xo',
    country: 'CA',
    city: 'montreal',
    venue: 'Salon Mont-Royal',
    date: '2027-03-11',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'food-pairing',
    country: 'MY',
    city: 'kuala-lumpur',
    venue: 'Bukit Bintang Loft',
    date: '2027-03-13',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'meet-aurore',
    country: 'US',
    city: 'miami',
    venue: 'Little Havana Art House',
    date: '2027-03-19',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'blending-masterclass',
    country: 'MX',
    city: 'mexico-city',
    venue: 'Casa Ámbar, Polanco',
    date: '2027-03-25',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'cocktail-night',
    country: 'VN',
    city: 'ho-chi-minh-city',
    venue: 'Sân thượng Bến Nghé',
    date: '2027-03-27',
    time: '20:00',
    minutes: 240,
  },
  {
    kind: 'cordon-bleu-chocolate',
    country: 'PL',
    city: 'krakow',
    venue: 'Piwnica Kazimierz',
    date: '2027-04-08',
    time: '19:00',
    minutes: 120,
  },
  {
    kind: 'blending-masterclass',
    country: 'FR',
    city: 'cognac',
    venue: 'Chais Solaine, quai des Chais',
    date: '2027-04-17',
    time: '10:00',
    minutes: 180,
  },
  {
    kind: 'food-pairing',
    country: 'US',
    city: 'atlanta',
    venue: 'Peachtree Supper Hall',
    date: '2027-04-23',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'blending-masterclass',
    country: 'RU',
    city: 'saint-petersburg',
    venue: 'Галерея «Невский берег»',
    date: '2027-04-24',
    time: '18:00',
    minutes: 180,
  },
  {
    kind: 'cocktail-night',
    country: 'SG',
    city: 'marina-bay',
    venue: 'Bayfront Sky Terrace',
    date: '2027-04-30',
    time: '20:00',
    minutes: 240,
  },
  {
    kind: 'food-pairing',
    country: 'NG',
    city: 'abuja',
    venue: 'Maitama Gardens',
    date: '2027-05-08',
    time: '19:00',
    minutes: 180,
  },
  {
    kind: 'highball-afterwork',
    country: 'GB',
    city: 'manchester',
    venue: 'Ancoats Warehouse',
    date: '2027-05-13',
    time: '17:30',
    minutes: 180,
  },
  {
    kind: 'food-pairing',
    country: 'FR',
    city: 'bordeaux',
    venue: 'Maison du Quai',
    date: '2027-05-21',
    time: '19:30',
    minutes: 180,
  },
  {
    kind: 'highball-afterwork',
    country: 'TW',
    city: 'taichung',
    venue: '綠園道藝文沙龍',
    date: '2027-05-27',
    time: '18:30',
    minutes: 180,
  },
  {
    kind: 'cocktail-night',
    country: 'MX',
    city: 'monterrey',
    venue: 'Terraza San Pedro',
    date: '2027-06-05',
    time: '20:00',
    minutes: 240,
  },
]

/** Daylight saving in the event window (Dec 2026 – Jun 2027): from these dates until autumn. */
const DST_START: Record<'north-america' | 'europe', string> = {
  'north-america': '2027-03-14',
  europe: '2027-03-28',
}

export interface EventSeed {
  kind: EventKind
  image: EventImage
  text: Record<Language, KindText>
  start: string
  end: string
  venue: string
  city: string
  country: string
  lat: number
  lng: number
  registration_url: string
}

export function buildEvents(): EventSeed[] {
  return EVENTS.map((row) => {
    const { country, city } = findCity(row.country, row.city)
    const dst = country.dst !== null && row.date >= DST_START[country.dst] ? 1 : 0
    const [y, m, d] = row.date.split('-').map(Number)
    const [hh, mm] = row.time.split(':').map(Number)
    const startMs = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, (hh ?? 0) - city.utc - dst, mm ?? 0)
    const kind = EVENT_KINDS[row.kind]
    return {
      kind: row.kind,
      image: kind.image,
      text: kind.text,
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + row.minutes * 60_000).toISOString(),
      venue: row.venue,
      city: city.city,
      country: country.code,
      ...jitter(
        { ...city, spread: Math.min(city.spread, 0.008) },
        prng(`event-${row.date}-${row.city}`),
      ),
      registration_url: `https://events.example.com/${country.code.toLowerCase()}/${row.date.slice(0, 7)}-${row.kind}-${row.city}/`,
    }
  })
}
