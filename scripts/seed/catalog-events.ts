import type { Language } from '../../src/i18n/locales'
import type { EventCategory } from '../../src/rules/event-finder'
import { zonedTimeToUtc } from '../../src/rules/event-finder'
import { address, findCity, jitter, pick, prng } from './catalog-places'

/**
 * Demo events of the event finder (issue 13): 68 events over the six months after the seed date,
 * in cities of every market's country. Nine kinds of event, each written once per language; each
 * event is one kind at one venue on one date, at the venue's local time (stored in UTC, shown in
 * its time zone). No external registration link: the demo's events have none.
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
  | 'spirits-festival'

export type EventImage = 'tasting' | 'cocktail' | 'portrait'

interface KindText {
  title: string
  description: string
}

export const EVENT_KINDS: Record<
  EventKind,
  {
    category: EventCategory
    /** Places in all; null: open to every festival visitor. */
    capacity: number | null
    image: EventImage
    text: Record<Language, KindText>
  }
> = {
  'tasting-xo': {
    category: 'tasting',
    capacity: 40,
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
    category: 'masterclass',
    capacity: 20,
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
    category: 'cocktails',
    capacity: 120,
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
    category: 'dinner',
    capacity: 30,
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
    category: 'tasting',
    capacity: 24,
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
    category: 'tasting',
    capacity: 12,
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
    category: 'festival',
    capacity: 80,
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
    category: 'cocktails',
    capacity: 100,
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
  'spirits-festival': {
    category: 'festival',
    capacity: null,
    image: 'cocktail',
    text: {
      en: {
        title: 'Maison Solaine at the spirits festival',
        description:
          'Find the house’s stand at the city’s spirits festival: tastings of the whole range, a cocktail bar and short talks on how cognac is made. Entry with a festival ticket.',
      },
      fr: {
        title: 'Maison Solaine au salon des spiritueux',
        description:
          'Retrouvez le stand de la maison au salon des spiritueux de la ville : dégustation de toute la gamme, un bar à cocktails et de courtes conférences sur l’élaboration du cognac. Entrée avec le billet du salon.',
      },
      es: {
        title: 'Maison Solaine en el festival de destilados',
        description:
          'Visita el stand de la casa en el festival de destilados de la ciudad: catas de toda la gama, una barra de cócteles y charlas breves sobre cómo se elabora el coñac. Entrada con el boleto del festival.',
      },
      pl: {
        title: 'Maison Solaine na festiwalu alkoholi',
        description:
          'Odwiedź stoisko domu na miejskim festiwalu alkoholi: degustacje całej gamy, bar koktajlowy i krótkie prelekcje o tym, jak powstaje koniak. Wstęp z biletem na festiwal.',
      },
      zh: {
        title: 'Maison Solaine 烈酒節',
        description:
          '歡迎來到本地烈酒節的酒莊攤位：品嚐全系列酒款、雞尾酒吧，以及介紹干邑釀製過程的短講。憑烈酒節門票入場。',
      },
      vi: {
        title: 'Maison Solaine tại lễ hội rượu mạnh',
        description:
          'Ghé gian hàng của nhà rượu tại lễ hội rượu mạnh của thành phố: thử toàn bộ dòng sản phẩm, quầy cocktail và những buổi nói chuyện ngắn về cách làm ra cognac. Vào cửa bằng vé lễ hội.',
      },
      ru: {
        title: 'Maison Solaine на фестивале крепких напитков',
        description:
          'Стенд дома на городском фестивале крепких напитков: дегустация всей линейки, коктейльный бар и короткие лекции о том, как делают коньяк. Вход по билету фестиваля.',
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

/** One event: kind, country, city key (catalog-places.ts), venue, local date and time, minutes. */
type EventRow = readonly [EventKind, string, string, string, string, string, number]

/**
 * The day the rows' dates were written for. A seed run moves every date by the days between this
 * day and the seed's (SEED_DATE=YYYY-MM-DD, else today in UTC), so the demo events are always
 * upcoming, spread over the next six months, and a given seed date always gives the same events.
 */
const ROWS_WRITTEN_ON = '2026-11-25'

const EVENTS: readonly EventRow[] = [
  ['tasting-xo', 'FR', 'paris', 'Salons de l’Hôtel Verlaine', '2026-12-03', '19:00', 180],
  ['rare-cognacs', 'GB', 'london', 'The Mayfair Vaults', '2026-12-08', '19:00', 150],
  ['blending-masterclass', 'FR', 'paris', 'Atelier des Batignolles', '2026-12-09', '18:30', 180],
  ['tasting-xo', 'US', 'new-york', 'The Glasshouse Loft', '2026-12-10', '19:00', 180],
  ['tasting-xo', 'NG', 'lagos', 'The Pavilion, Victoria Island', '2026-12-12', '19:00', 180],
  ['cordon-bleu-chocolate', 'SG', 'orchard', 'The Orchid Salon', '2026-12-17', '19:00', 120],
  ['tasting-xo', 'VN', 'hanoi', 'Biệt thự Hoa Sữa', '2026-12-19', '19:00', 180],
  ['rare-cognacs', 'HK', 'central', 'Harbour Lights Gallery', '2027-01-09', '19:30', 150],
  ['tasting-xo', 'PL', 'warsaw', 'Pałac Bursztynowy', '2027-01-15', '19:00', 180],
  ['highball-afterwork', 'ZA', 'cape-town', 'Harbour Loft', '2027-01-21', '17:30', 180],
  ['cocktail-night', 'US', 'los-angeles', 'Sunset Terrace Club', '2027-01-22', '20:00', 240],
  ['tasting-xo', 'RU', 'moscow', 'Лофт на Патриарших', '2027-01-22', '19:00', 180],
  ['tasting-xo', 'TW', 'taipei', '信義藝文空間', '2027-01-23', '19:00', 180],
  ['blending-masterclass', 'CA', 'toronto', 'The Distillery Loft', '2027-01-28', '18:30', 180],
  ['spirits-festival', 'FR', 'paris', 'Pavillon Baltard', '2027-01-30', '12:00', 480],
  ['tasting-xo', 'HK', 'tsim-sha-tsui', 'Kowloon Waterfront Hall', '2027-02-04', '19:00', 180],
  ['cocktail-night', 'GH', 'accra', 'Skyline Lounge, Airport City', '2027-02-06', '20:00', 240],
  ['highball-afterwork', 'CA', 'vancouver', 'Gastown Brick Hall', '2027-02-11', '17:30', 180],
  ['cocktail-night', 'FR', 'lyon', 'Péniche Ambre', '2027-02-12', '20:00', 240],
  ['cordon-bleu-chocolate', 'US', 'chicago', 'The Wabash Room', '2027-02-18', '18:30', 120],
  ['food-pairing', 'FR', 'paris', 'Le Grand Salon Opéra', '2027-02-19', '19:30', 180],
  ['rare-cognacs', 'RU', 'moscow', 'Особняк на Пречистенке', '2027-02-20', '19:00', 150],
  [
    'blending-masterclass',
    'SG',
    'tanjong-pagar',
    'Duxton Shophouse Salon',
    '2027-02-24',
    '18:30',
    180,
  ],
  [
    'blending-masterclass',
    'GB',
    'edinburgh',
    'The Old Town Assembly Rooms',
    '2027-02-25',
    '18:00',
    180,
  ],
  ['spirits-festival', 'US', 'new-york', 'Pier 76 Exhibition Hall', '2027-02-27', '12:00', 480],
  [
    'blending-masterclass',
    'US',
    'san-francisco',
    'The Embarcadero Cellar',
    '2027-03-04',
    '18:30',
    180,
  ],
  ['cocktail-night', 'FR', 'paris', 'Rooftop du Marais', '2027-03-05', '20:00', 240],
  ['meet-aurore', 'ZA', 'johannesburg', 'Sandton Gallery Hall', '2027-03-06', '18:30', 180],
  ['tasting-xo', 'CA', 'montreal', 'Salon Mont-Royal', '2027-03-11', '19:00', 180],
  ['meet-aurore', 'FR', 'marseille', 'La Friche du Panier', '2027-03-12', '18:30', 180],
  ['food-pairing', 'MY', 'kuala-lumpur', 'Bukit Bintang Loft', '2027-03-13', '19:00', 180],
  ['spirits-festival', 'PL', 'warsaw', 'Hala Koszyki', '2027-03-13', '12:00', 480],
  [
    'cocktail-night',
    'HK',
    'causeway-bay',
    'Skyline Rooftop, Causeway Bay',
    '2027-03-18',
    '20:00',
    240,
  ],
  ['meet-aurore', 'US', 'miami', 'Little Havana Art House', '2027-03-19', '19:00', 180],
  ['spirits-festival', 'GB', 'london', 'Tobacco Dock Hall', '2027-03-20', '12:00', 480],
  ['cocktail-night', 'NG', 'lagos', 'Lekki Sky Bar', '2027-03-20', '20:00', 240],
  ['blending-masterclass', 'MX', 'mexico-city', 'Casa Ámbar, Polanco', '2027-03-25', '19:00', 180],
  ['food-pairing', 'TW', 'kaohsiung', '駁二藝術特區倉庫', '2027-03-26', '19:00', 180],
  ['cocktail-night', 'VN', 'ho-chi-minh-city', 'Sân thượng Bến Nghé', '2027-03-27', '20:00', 240],
  ['spirits-festival', 'RU', 'moscow', 'Гостиный Двор', '2027-03-27', '12:00', 480],
  ['tasting-xo', 'FR', 'nice', 'Villa des Oliviers', '2027-04-02', '19:00', 180],
  ['cordon-bleu-chocolate', 'PL', 'krakow', 'Piwnica Kazimierz', '2027-04-08', '19:00', 120],
  ['food-pairing', 'GB', 'glasgow', 'The Merchant City Rooms', '2027-04-09', '19:00', 180],
  ['blending-masterclass', 'GH', 'accra', 'Osu Heritage House', '2027-04-10', '18:00', 180],
  ['food-pairing', 'CA', 'quebec', 'Salle du Vieux-Port', '2027-04-15', '19:00', 180],
  ['food-pairing', 'VN', 'da-nang', 'Nhà hàng Bên Sông Hàn', '2027-04-16', '19:00', 180],
  [
    'blending-masterclass',
    'FR',
    'cognac',
    'Chais Solaine, quai des Chais',
    '2027-04-17',
    '10:00',
    180,
  ],
  ['tasting-xo', 'MY', 'george-town', 'Penang Heritage Mansion', '2027-04-17', '19:00', 180],
  ['blending-masterclass', 'TW', 'taipei', '華山文創沙龍', '2027-04-22', '18:30', 180],
  ['food-pairing', 'US', 'atlanta', 'Peachtree Supper Hall', '2027-04-23', '19:00', 180],
  [
    'blending-masterclass',
    'RU',
    'saint-petersburg',
    'Галерея «Невский берег»',
    '2027-04-24',
    '18:00',
    180,
  ],
  ['spirits-festival', 'MX', 'guadalajara', 'Expo Chapultepec', '2027-04-24', '12:00', 480],
  ['tasting-xo', 'ZA', 'durban', 'Umhlanga Sea Room', '2027-04-29', '19:00', 180],
  ['cocktail-night', 'SG', 'marina-bay', 'Bayfront Sky Terrace', '2027-04-30', '20:00', 240],
  ['rare-cognacs', 'US', 'washington', 'The Georgetown Library Room', '2027-05-06', '19:00', 150],
  ['food-pairing', 'NG', 'abuja', 'Maitama Gardens', '2027-05-08', '19:00', 180],
  ['blending-masterclass', 'HK', 'wan-chai', 'Wan Chai Heritage Loft', '2027-05-08', '18:30', 180],
  ['highball-afterwork', 'GB', 'manchester', 'Ancoats Warehouse', '2027-05-13', '17:30', 180],
  ['food-pairing', 'MX', 'mexico-city', 'Comedor Roma Norte', '2027-05-14', '20:00', 180],
  ['food-pairing', 'PL', 'gdansk', 'Spichlerz nad Motławą', '2027-05-15', '19:00', 180],
  ['cocktail-night', 'RU', 'kazan', 'Терраса «Кремлёвская»', '2027-05-15', '20:00', 240],
  ['cordon-bleu-chocolate', 'CA', 'ottawa', 'The ByWard Room', '2027-05-20', '19:00', 120],
  ['food-pairing', 'FR', 'bordeaux', 'Maison du Quai', '2027-05-21', '19:30', 180],
  [
    'blending-masterclass',
    'VN',
    'ho-chi-minh-city',
    'Biệt thự Thảo Điền',
    '2027-05-21',
    '18:30',
    180,
  ],
  ['tasting-xo', 'GH', 'kumasi', 'Manhyia Garden Pavilion', '2027-05-22', '19:00', 180],
  ['highball-afterwork', 'TW', 'taichung', '綠園道藝文沙龍', '2027-05-27', '18:30', 180],
  ['cocktail-night', 'MY', 'kuala-lumpur', 'KLCC Sky Lounge', '2027-05-28', '20:00', 240],
  ['cocktail-night', 'MX', 'monterrey', 'Terraza San Pedro', '2027-06-05', '20:00', 240],
]

/** The venue's time zone: the country's, or the city's where a country has several. */
const TIME_ZONES: Record<string, string> = {
  CA: 'America/Toronto',
  'CA/vancouver': 'America/Vancouver',
  'CA/calgary': 'America/Edmonton',
  US: 'America/New_York',
  'US/chicago': 'America/Chicago',
  'US/houston': 'America/Chicago',
  'US/new-orleans': 'America/Chicago',
  'US/detroit': 'America/Detroit',
  'US/los-angeles': 'America/Los_Angeles',
  'US/san-francisco': 'America/Los_Angeles',
  FR: 'Europe/Paris',
  PL: 'Europe/Warsaw',
  GB: 'Europe/London',
  GH: 'Africa/Accra',
  NG: 'Africa/Lagos',
  ZA: 'Africa/Johannesburg',
  MX: 'America/Mexico_City',
  'MX/monterrey': 'America/Monterrey',
  'MX/cancun': 'America/Cancun',
  'MX/tijuana': 'America/Tijuana',
  HK: 'Asia/Hong_Kong',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  TW: 'Asia/Taipei',
  VN: 'Asia/Ho_Chi_Minh',
  RU: 'Europe/Moscow',
  'RU/yekaterinburg': 'Asia/Yekaterinburg',
  'RU/novosibirsk': 'Asia/Novosibirsk',
}

export function timeZoneOf(country: string, city: string): string {
  const zone = TIME_ZONES[`${country}/${city}`] ?? TIME_ZONES[country]
  if (!zone) throw new Error(`seed: no time zone for ${country}/${city}`)
  return zone
}

export interface EventSeed {
  slug: string
  kind: EventKind
  category: EventCategory
  capacity: number | null
  image: EventImage
  text: Record<Language, KindText>
  start: string
  end: string
  time_zone: string
  venue: string
  address: string
  city: string
  country: string
  lat: number
  lng: number
}

const DAY_MS = 86_400_000

/** The seed's day: SEED_DATE (YYYY-MM-DD) when set, else today in UTC. */
export function seedDay(env: string | undefined = process.env.SEED_DATE): string {
  if (env && /^\d{4}-\d\d-\d\d$/.test(env)) return env
  return new Date().toISOString().slice(0, 10)
}

/** Every demo event, dated from `day` (YYYY-MM-DD): the same day gives the same events. */
export function buildEvents(day: string = seedDay()): EventSeed[] {
  const shiftDays = Math.round((Date.parse(day) - Date.parse(ROWS_WRITTEN_ON)) / DAY_MS)
  const slugs = new Set<string>()
  return EVENTS.map(([kindKey, countryCode, cityKey, venue, date, time, minutes]) => {
    const { country, city } = findCity(countryCode, cityKey)
    const slug = `${kindKey}-${cityKey}`
    if (slugs.has(slug)) throw new Error(`seed: two events would share the slug ${slug}`)
    slugs.add(slug)
    const localDay = new Date(Date.parse(date) + shiftDays * DAY_MS).toISOString().slice(0, 10)
    const time_zone = timeZoneOf(countryCode, cityKey)
    const startMs = zonedTimeToUtc(localDay, time, time_zone)
    const kind = EVENT_KINDS[kindKey]
    const rand = prng(`event-${slug}`)
    const streets = city.streets ?? country.streets
    return {
      slug,
      kind: kindKey,
      category: kind.category,
      capacity: kind.capacity,
      image: kind.image,
      text: kind.text,
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + minutes * 60_000).toISOString(),
      time_zone,
      venue,
      address: address(country, city, 1 + Math.floor(rand() * 120), pick(streets, rand)),
      city: city.city,
      country: country.code,
      ...jitter({ ...city, spread: Math.min(city.spread, 0.008) }, rand),
    }
  })
}
