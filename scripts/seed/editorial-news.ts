import type { Language } from '../../src/i18n/locales'
import type { MemberLevel } from '../../src/rules/member-levels'
import { demoVideo } from './demo-media'
import type { EditorialImage } from './editorial-images'

export interface NewsText {
  title: string
  excerpt: string
  body: string[]
}

export interface NewsSeed {
  slug: string
  date: string
  cover: EditorialImage
  tags: string[]
  text: Record<Language, NewsText>
}

export const NEWS: NewsSeed[] = [
  {
    slug: 'tasting-room-reopens',
    date: '2026-04-09',
    cover: 'tastingRoom',
    tags: ['tasting', 'events'],
    text: {
      en: {
        title: 'Our tasting room reopens on the quai des Chais',
        excerpt:
          'After a winter of works, the tasting room of Maison Solaine welcomes visitors again from 11 April 2026.',
        body: [
          'After six months of restoration, the tasting room of Maison Solaine reopens its doors on 11 April 2026. The old oak beams have been kept, the bar now faces the river, and a new room upstairs can host groups of up to twelve guests.',
          'Guided tastings run every day except Monday, in French and English, and last about an hour. Booking is recommended; members of the house club have priority for weekend sessions.',
        ],
      },
      fr: {
        title: 'Notre salon de dégustation rouvre quai des Chais',
        excerpt:
          'Après un hiver de travaux, le salon de dégustation de la Maison Solaine accueille de nouveau les visiteurs dès le 11 avril 2026.',
        body: [
          'Après six mois de restauration, le salon de dégustation de la Maison Solaine rouvre ses portes le 11 avril 2026. Les vieilles poutres de chêne ont été conservées, le bar fait désormais face au fleuve et une nouvelle salle à l’étage peut accueillir des groupes jusqu’à douze personnes.',
          'Les dégustations guidées ont lieu tous les jours sauf le lundi, en français et en anglais, et durent environ une heure. La réservation est conseillée ; les membres du club de la maison sont prioritaires pour les séances du week-end.',
        ],
      },
      es: {
        title: 'Nuestra sala de catas reabre en el quai des Chais',
        excerpt:
          'Tras un invierno de obras, la sala de catas de Maison Solaine vuelve a recibir visitantes desde el 11 de abril de 2026.',
        body: [
          'Tras seis meses de restauración, la sala de catas de Maison Solaine reabre sus puertas el 11 de abril de 2026. Se han conservado las viejas vigas de roble, la barra mira ahora al río y una nueva sala en el piso superior puede acoger grupos de hasta doce personas.',
          'Las catas guiadas se celebran todos los días excepto los lunes, en francés e inglés, y duran alrededor de una hora. Se recomienda reservar; los socios del club de la casa tienen prioridad en las sesiones del fin de semana.',
        ],
      },
      pl: {
        title: 'Nasza sala degustacyjna przy quai des Chais znów otwarta',
        excerpt:
          'Po zimie remontów sala degustacyjna Maison Solaine od 11 kwietnia 2026 roku ponownie przyjmuje gości.',
        body: [
          'Po sześciu miesiącach renowacji sala degustacyjna Maison Solaine otwiera się ponownie 11 kwietnia 2026 roku. Zachowaliśmy stare dębowe belki, bar wychodzi teraz na rzekę, a nowa sala na piętrze pomieści grupy do dwunastu osób.',
          'Degustacje z przewodnikiem odbywają się codziennie oprócz poniedziałków, po francusku i angielsku, i trwają około godziny. Zalecamy rezerwację; członkowie klubu domu mają pierwszeństwo na sesje weekendowe.',
        ],
      },
      zh: {
        title: 'quai des Chais 品鑑室重新開放',
        excerpt: '歷經一整個冬天的整修，Maison Solaine 品鑑室自 2026 年 4 月 11 日起再度迎接訪客。',
        body: [
          '經過六個月的修復，Maison Solaine 的品鑑室於 2026 年 4 月 11 日重新開放。老橡木樑全數保留，吧檯如今面向河景，樓上新增的空間可容納最多十二人的團體。',
          '導覽品鑑每天舉行（週一除外），以法語及英語進行，歷時約一小時。建議事先預約；酒莊俱樂部會員可優先預訂週末場次。',
        ],
      },
      vi: {
        title: 'Phòng thưởng rượu trên quai des Chais mở cửa trở lại',
        excerpt:
          'Sau một mùa đông tu sửa, phòng thưởng rượu của Maison Solaine đón khách trở lại từ ngày 11 tháng 4 năm 2026.',
        body: [
          'Sau sáu tháng trùng tu, phòng thưởng rượu của Maison Solaine mở cửa trở lại vào ngày 11 tháng 4 năm 2026. Những thanh xà gỗ sồi cũ được giữ nguyên, quầy bar nay hướng ra sông, và một phòng mới trên tầng có thể đón các nhóm tối đa mười hai khách.',
          'Các buổi nếm rượu có hướng dẫn diễn ra hằng ngày trừ thứ Hai, bằng tiếng Pháp và tiếng Anh, kéo dài khoảng một giờ. Nên đặt chỗ trước; hội viên câu lạc bộ của nhà được ưu tiên các buổi cuối tuần.',
        ],
      },
      ru: {
        title: 'Дегустационный зал на набережной снова открыт',
        excerpt:
          'После зимы ремонтных работ дегустационный зал Maison Solaine снова принимает гостей с 11 апреля 2026 года.',
        body: [
          'После шести месяцев реставрации дегустационный зал Maison Solaine вновь открывает двери 11 апреля 2026 года. Старые дубовые балки сохранены, барная стойка теперь обращена к реке, а новый зал на втором этаже вмещает группы до двенадцати человек.',
          'Дегустации с гидом проходят ежедневно, кроме понедельника, на французском и английском языках и длятся около часа. Рекомендуем бронировать заранее; участники клуба дома имеют приоритет на сеансы выходного дня.',
        ],
      },
    },
  },
  {
    slug: 'cooperage-apprentices',
    date: '2026-07-02',
    cover: 'cooperCover',
    tags: ['craftsmanship', 'heritage'],
    text: {
      en: {
        title: 'Three apprentices become coopers',
        excerpt:
          'After four years of training in our workshop, three apprentices have raised their first casks on their own.',
        body: [
          'On 1 July, Léa, Hugo and Samir each presented the cask they had built alone, from split stave to final hoop, to a jury of master coopers. All three passed, and all three are staying with the house.',
          'With them, the Solaine cooperage has a team of seven for the first time since 1990. Their first barrels will receive eaux-de-vie from the 2026 harvest.',
        ],
      },
      fr: {
        title: 'Trois apprentis deviennent tonneliers',
        excerpt:
          'Après quatre ans de formation dans notre atelier, trois apprentis ont monté seuls leurs premiers fûts.',
        body: [
          'Le 1er juillet, Léa, Hugo et Samir ont présenté à un jury de maîtres tonneliers le fût qu’ils avaient fabriqué seuls, de la douelle fendue au dernier cercle. Tous trois ont été reçus, et tous trois restent à la maison.',
          'Grâce à eux, la tonnellerie Solaine compte de nouveau sept personnes, une première depuis 1990. Leurs premières barriques accueilleront des eaux-de-vie de la récolte 2026.',
        ],
      },
      es: {
        title: 'Tres aprendices se convierten en toneleros',
        excerpt:
          'Tras cuatro años de formación en nuestro taller, tres aprendices han montado por sí solos sus primeras barricas.',
        body: [
          'El 1 de julio, Léa, Hugo y Samir presentaron ante un jurado de maestros toneleros la barrica que cada uno había construido solo, de la duela hendida al último aro. Los tres aprobaron y los tres se quedan en la casa.',
          'Con ellos, la tonelería Solaine vuelve a tener un equipo de siete personas por primera vez desde 1990. Sus primeras barricas recibirán aguardientes de la cosecha de 2026.',
        ],
      },
      pl: {
        title: 'Troje uczniów zostaje bednarzami',
        excerpt:
          'Po czterech latach nauki w naszym warsztacie troje uczniów samodzielnie złożyło swoje pierwsze beczki.',
        body: [
          '1 lipca Léa, Hugo i Samir przedstawili jury złożonemu z mistrzów bednarskich beczki, które każde z nich wykonało samodzielnie, od łupanej klepki po ostatnią obręcz. Cała trójka zdała egzamin i cała trójka zostaje w naszym domu.',
          'Dzięki nim bednarnia Solaine po raz pierwszy od 1990 roku znów liczy siedem osób. Ich pierwsze beczki przyjmą okowity ze zbiorów 2026 roku.',
        ],
      },
      zh: {
        title: '三位學徒晉升製桶師',
        excerpt: '在我們的工坊歷經四年訓練後，三位學徒獨力完成了他們的第一個酒桶。',
        body: [
          '7 月 1 日，Léa、Hugo 與 Samir 各自向製桶大師組成的評審團展示了親手打造的酒桶，從劈開桶板到套上最後一道鐵箍，全由一人完成。三人全數通過，也都將留在酒莊。',
          '有了他們，Solaine 製桶坊自 1990 年以來首度恢復七人編制。他們打造的第一批酒桶，將用來盛裝 2026 年採收季的生命之水。',
        ],
      },
      vi: {
        title: 'Ba học viên trở thành thợ đóng thùng',
        excerpt:
          'Sau bốn năm học nghề tại xưởng của chúng tôi, ba học viên đã tự tay dựng nên những chiếc thùng đầu tiên.',
        body: [
          'Ngày 1 tháng 7, Léa, Hugo và Samir đã trình bày trước hội đồng các thợ cả chiếc thùng mà mỗi người tự làm, từ thanh gỗ chẻ đến chiếc đai cuối cùng. Cả ba đều đạt, và cả ba sẽ ở lại với nhà Solaine.',
          'Nhờ họ, xưởng đóng thùng Solaine lần đầu tiên kể từ năm 1990 có lại đội ngũ bảy người. Những chiếc thùng đầu tiên của họ sẽ chứa rượu từ vụ thu hoạch 2026.',
        ],
      },
      ru: {
        title: 'Трое учеников стали бондарями',
        excerpt:
          'После четырёх лет обучения в нашей мастерской трое учеников самостоятельно собрали свои первые бочки.',
        body: [
          '1 июля Леа, Юго и Самир представили жюри из мастеров-бондарей бочки, которые каждый из них сделал сам — от расколотой клёпки до последнего обруча. Все трое успешно сдали экзамен и остаются в доме.',
          'Благодаря им бондарная мастерская Solaine впервые с 1990 года снова насчитывает семь человек. Их первые бочки примут спирты урожая 2026 года.',
        ],
      },
    },
  },
  {
    slug: 'shows-season-2026-2027',
    date: '2026-09-15',
    cover: 'season',
    tags: ['events'],
    text: {
      en: {
        title: 'The Solaine Shows are back for the 2026–2027 season',
        excerpt:
          'Concerts and talks return to the cellars this winter, starting with a jazz night on 12 December.',
        body: [
          'Our series of music and talks nights in the cellars returns this winter. The season opens on 12 December 2026 with Winter Jazz in the Chais and continues until spring with concerts, readings and conversations with the people of the house.',
          'Seats are limited to one hundred and twenty per evening. Members of the house club can book two weeks before everyone else; the full programme is on our Shows page.',
        ],
      },
      fr: {
        title: 'Les Solaine Shows reviennent pour la saison 2026-2027',
        excerpt:
          'Concerts et rencontres reviennent dans les chais cet hiver, en commençant par une soirée jazz le 12 décembre.',
        body: [
          'Notre série de soirées musicales et de rencontres dans les chais revient cet hiver. La saison s’ouvre le 12 décembre 2026 avec « Jazz d’hiver au chai » et se poursuit jusqu’au printemps avec des concerts, des lectures et des conversations avec les femmes et les hommes de la maison.',
          'Les places sont limitées à cent vingt par soirée. Les membres du club de la maison peuvent réserver deux semaines avant tout le monde ; le programme complet est à retrouver sur notre page Shows.',
        ],
      },
      es: {
        title: 'Los Solaine Shows vuelven en la temporada 2026-2027',
        excerpt:
          'Los conciertos y las charlas regresan a las bodegas este invierno, empezando con una noche de jazz el 12 de diciembre.',
        body: [
          'Nuestra serie de noches de música y charlas en las bodegas vuelve este invierno. La temporada se abre el 12 de diciembre de 2026 con Jazz de invierno en la bodega y continúa hasta la primavera con conciertos, lecturas y conversaciones con las personas de la casa.',
          'El aforo está limitado a ciento veinte personas por velada. Los socios del club de la casa pueden reservar dos semanas antes que el resto; el programa completo está en nuestra página de Shows.',
        ],
      },
      pl: {
        title: 'Solaine Shows wracają w sezonie 2026–2027',
        excerpt:
          'Koncerty i spotkania wracają tej zimy do piwnic, a na początek: wieczór jazzowy 12 grudnia.',
        body: [
          'Nasz cykl wieczorów muzycznych i spotkań w piwnicach wraca tej zimy. Sezon otwiera 12 grudnia 2026 roku „Zimowy jazz w piwnicach”, a aż do wiosny czekają koncerty, czytania i rozmowy z ludźmi naszego domu.',
          'Liczba miejsc jest ograniczona do stu dwudziestu na wieczór. Członkowie klubu domu mogą rezerwować dwa tygodnie wcześniej niż pozostali; pełny program znajduje się na naszej stronie Shows.',
        ],
      },
      zh: {
        title: 'Solaine Shows 2026–2027 新一季回歸',
        excerpt: '今年冬天，音樂會與講座重返酒窖，首場為 12 月 12 日的爵士之夜。',
        body: [
          '我們在酒窖舉辦的音樂與講座之夜系列，今年冬天再度回歸。新一季將於 2026 年 12 月 12 日以「酒窖冬日爵士夜」揭開序幕，並一路持續到春天，帶來音樂會、朗讀會以及與酒莊職人的對談。',
          '每晚座位限額一百二十席。酒莊俱樂部會員可比一般大眾提早兩週訂位；完整節目請見我們的 Shows 頁面。',
        ],
      },
      vi: {
        title: 'Solaine Shows trở lại với mùa 2026–2027',
        excerpt:
          'Các buổi hòa nhạc và trò chuyện trở lại hầm rượu mùa đông này, mở màn bằng một đêm jazz vào ngày 12 tháng 12.',
        body: [
          'Chuỗi đêm nhạc và trò chuyện trong hầm rượu của chúng tôi trở lại vào mùa đông này. Mùa diễn mở màn ngày 12 tháng 12 năm 2026 với Đêm jazz mùa đông trong hầm rượu và kéo dài đến mùa xuân với các buổi hòa nhạc, đọc sách và trò chuyện cùng những người làm nên nhà Solaine.',
          'Mỗi tối chỉ có một trăm hai mươi chỗ. Hội viên câu lạc bộ của nhà có thể đặt chỗ sớm hơn mọi người hai tuần; chương trình đầy đủ có trên trang Shows của chúng tôi.',
        ],
      },
      ru: {
        title: 'Solaine Shows возвращаются в сезоне 2026–2027',
        excerpt:
          'Этой зимой концерты и беседы возвращаются в погреба: первым станет джазовый вечер 12 декабря.',
        body: [
          'Наша серия музыкальных вечеров и бесед в погребах возвращается этой зимой. Сезон откроется 12 декабря 2026 года вечером «Зимний джаз в погребе» и продлится до весны: концерты, чтения и разговоры с людьми дома.',
          'Число мест ограничено ста двадцатью на вечер. Участники клуба дома могут бронировать на две недели раньше остальных; полная программа — на нашей странице Shows.',
        ],
      },
    },
  },
  {
    slug: 'harvest-2026-report',
    date: '2026-10-21',
    cover: 'vineyardCover',
    tags: ['vineyard'],
    text: {
      en: {
        title: 'Harvest 2026: small in volume, bright in quality',
        excerpt:
          'The last grapes came in on 14 October. A dry summer gave a smaller crop with fine acidity.',
        body: [
          'The last trailer of ugni blanc reached the press house on 14 October, closing a harvest that began on 22 September. A dry, sunny summer kept the bunches healthy but small, and yields are about ten per cent below the average of the past five years.',
          'The wines are fresh and bright, with the acidity our cellar master was hoping for. Distillation begins in November and, as the rules of the appellation require, must be finished by 31 March 2027.',
        ],
      },
      fr: {
        title: 'Vendanges 2026 : peu de volume, beaucoup d’éclat',
        excerpt:
          'Les derniers raisins sont rentrés le 14 octobre. Un été sec a donné une petite récolte, à la belle acidité.',
        body: [
          'La dernière remorque d’ugni blanc est arrivée au pressoir le 14 octobre, clôturant des vendanges commencées le 22 septembre. Un été sec et ensoleillé a gardé les grappes saines mais petites, et les rendements sont inférieurs d’environ dix pour cent à la moyenne des cinq dernières années.',
          'Les vins sont frais et lumineux, avec l’acidité qu’espérait notre maîtresse de chai. La distillation commence en novembre et, comme l’exige le cahier des charges de l’appellation, devra être terminée le 31 mars 2027.',
        ],
      },
      es: {
        title: 'Vendimia 2026: poco volumen, mucha luz',
        excerpt:
          'Las últimas uvas entraron el 14 de octubre. Un verano seco dio una cosecha más pequeña, con una acidez excelente.',
        body: [
          'El último remolque de ugni blanc llegó a la prensa el 14 de octubre y cerró una vendimia que había comenzado el 22 de septiembre. Un verano seco y soleado mantuvo los racimos sanos pero pequeños, y los rendimientos son un diez por ciento inferiores a la media de los últimos cinco años.',
          'Los vinos son frescos y luminosos, con la acidez que esperaba nuestra maestra bodeguera. La destilación empieza en noviembre y, como exige el reglamento de la denominación, deberá terminar antes del 31 de marzo de 2027.',
        ],
      },
      pl: {
        title: 'Winobranie 2026: mało, ale znakomicie',
        excerpt:
          'Ostatnie winogrona zebrano 14 października. Suche lato dało mniejsze zbiory o pięknej kwasowości.',
        body: [
          'Ostatnia przyczepa ugni blanc dotarła do tłoczni 14 października, zamykając winobranie rozpoczęte 22 września. Suche, słoneczne lato sprawiło, że grona były zdrowe, ale drobne, a plony są o około dziesięć procent niższe od średniej z ostatnich pięciu lat.',
          'Wina są świeże i jasne, z kwasowością, na którą liczyła nasza mistrzyni piwnic. Destylacja rusza w listopadzie i zgodnie z przepisami apelacji musi się zakończyć do 31 marca 2027 roku.',
        ],
      },
      zh: {
        title: '2026 年採收：產量小，品質亮眼',
        excerpt: '最後一批葡萄於 10 月 14 日採收完畢。乾燥的夏季讓收成較少，但酸度出色。',
        body: [
          '最後一車白玉霓於 10 月 14 日抵達壓榨廠，為 9 月 22 日展開的採收季畫下句點。乾燥晴朗的夏季讓葡萄串健康但顆粒偏小，產量比過去五年平均低約一成。',
          '今年的葡萄酒清新明亮，正具備酒窖大師所期待的酸度。蒸餾將於十一月開始，並依產區規範須在 2027 年 3 月 31 日前完成。',
        ],
      },
      vi: {
        title: 'Mùa thu hoạch 2026: sản lượng ít, chất lượng rạng rỡ',
        excerpt:
          'Những chùm nho cuối cùng được hái vào ngày 14 tháng 10. Mùa hè khô hạn cho vụ mùa nhỏ hơn nhưng độ chua tuyệt đẹp.',
        body: [
          'Chuyến xe ugni blanc cuối cùng đến nhà ép vào ngày 14 tháng 10, khép lại mùa thu hoạch bắt đầu từ ngày 22 tháng 9. Mùa hè khô và nhiều nắng giữ cho chùm nho khỏe mạnh nhưng nhỏ, và sản lượng thấp hơn khoảng mười phần trăm so với mức trung bình năm năm qua.',
          'Rượu vang năm nay tươi và sáng, với độ chua mà bậc thầy hầm rượu của chúng tôi mong đợi. Việc chưng cất bắt đầu vào tháng Mười Một và, theo quy định của vùng tên gọi xuất xứ, phải hoàn tất trước ngày 31 tháng 3 năm 2027.',
        ],
      },
      ru: {
        title: 'Урожай 2026 года: немного, но превосходно',
        excerpt:
          'Последний виноград собрали 14 октября. Сухое лето дало небольшой урожай с прекрасной кислотностью.',
        body: [
          'Последний прицеп уни блан прибыл на пресс 14 октября, завершив сбор урожая, начавшийся 22 сентября. Сухое солнечное лето сохранило грозди здоровыми, но мелкими, и урожайность примерно на десять процентов ниже средней за последние пять лет.',
          'Вина получились свежими и яркими, с той кислотностью, на которую надеялся наш мастер погреба. Перегонка начинается в ноябре и по правилам апелласьона должна завершиться до 31 марта 2027 года.',
        ],
      },
    },
  },
]

export interface ShortText {
  title: string
  excerpt: string
}

export interface VideoSeed {
  slug: string
  date: string
  /** Seconds. */
  length: number
  cover: EditorialImage
  tags: string[]
  exclusive?: MemberLevel
  text: Record<Language, ShortText>
}

/** Demo video files the site serves itself (scripts/seed/demo-media.ts). */
export const videoUrl = (slug: string) => demoVideo(slug)

export const VIDEOS: VideoSeed[] = [
  {
    slug: 'the-making-of-xo',
    date: '2025-05-20',
    length: 212,
    cover: 'makingOfXo',
    tags: ['craftsmanship'],
    text: {
      en: {
        title: 'The making of XO',
        excerpt: 'From the stills to the bottling line: a few minutes inside the making of our XO.',
      },
      fr: {
        title: 'Dans les coulisses de l’XO',
        excerpt:
          'Des alambics à la ligne d’embouteillage : quelques minutes au cœur de la fabrication de notre XO.',
      },
      es: {
        title: 'Así se hace el XO',
        excerpt:
          'De los alambiques a la línea de embotellado: unos minutos en el corazón de la elaboración de nuestro XO.',
      },
      pl: {
        title: 'Jak powstaje XO',
        excerpt: 'Od alembików po linię rozlewniczą: kilka minut w sercu produkcji naszego XO.',
      },
      zh: {
        title: 'XO 的誕生',
        excerpt: '從蒸餾器到裝瓶線：用幾分鐘走進我們 XO 的誕生過程。',
      },
      vi: {
        title: 'Hành trình làm nên XO',
        excerpt:
          'Từ nồi chưng cất đến dây chuyền đóng chai: vài phút bên trong quá trình làm nên XO của chúng tôi.',
      },
      ru: {
        title: 'Как рождается XO',
        excerpt:
          'От перегонных кубов до линии розлива: несколько минут за кулисами создания нашего XO.',
      },
    },
  },
  {
    slug: 'harvest-2026',
    date: '2026-10-02',
    length: 154,
    cover: 'harvest',
    tags: ['vineyard'],
    text: {
      en: {
        title: 'Harvest 2026',
        excerpt:
          'Dawn starts, full trailers and the first juice: the 2026 harvest in the Grande Champagne.',
      },
      fr: {
        title: 'Vendanges 2026',
        excerpt:
          'Départs à l’aube, remorques pleines et premiers jus : les vendanges 2026 en Grande Champagne.',
      },
      es: {
        title: 'Vendimia 2026',
        excerpt:
          'Salidas al amanecer, remolques llenos y los primeros mostos: la vendimia 2026 en la Grande Champagne.',
      },
      pl: {
        title: 'Winobranie 2026',
        excerpt:
          'Pobudka o świcie, pełne przyczepy i pierwszy moszcz: winobranie 2026 w Grande Champagne.',
      },
      zh: {
        title: '2026 年採收季',
        excerpt: '清晨出發、滿載的拖車與第一道葡萄汁：大香檳區的 2026 年採收季。',
      },
      vi: {
        title: 'Mùa thu hoạch 2026',
        excerpt:
          'Khởi hành từ lúc bình minh, những chuyến xe đầy ắp và dòng nước nho đầu tiên: mùa thu hoạch 2026 ở Grande Champagne.',
      },
      ru: {
        title: 'Урожай 2026',
        excerpt:
          'Подъём на рассвете, полные прицепы и первый сок: сбор урожая 2026 года в Гранд Шампань.',
      },
    },
  },
  {
    slug: 'a-cocktail-with-the-bartender',
    date: '2026-03-27',
    length: 185,
    cover: 'cocktail',
    tags: ['mixology'],
    text: {
      en: {
        title: 'A cocktail with the bartender',
        excerpt:
          'Julien Marchetti, head bartender of our tasting room, shakes a cognac sour and explains every step.',
      },
      fr: {
        title: 'Un cocktail avec le barman',
        excerpt:
          'Julien Marchetti, chef barman de notre salon de dégustation, prépare un cognac sour et en explique chaque étape.',
      },
      es: {
        title: 'Un cóctel con el bartender',
        excerpt:
          'Julien Marchetti, jefe de barra de nuestra sala de catas, prepara un cognac sour y explica cada paso.',
      },
      pl: {
        title: 'Koktajl z barmanem',
        excerpt:
          'Julien Marchetti, szef baru w naszej sali degustacyjnej, przygotowuje cognac sour i objaśnia każdy krok.',
      },
      zh: {
        title: '與調酒師共調一杯',
        excerpt: '品鑑室首席調酒師 Julien Marchetti 現場搖製一杯干邑酸酒，並逐步解說。',
      },
      vi: {
        title: 'Pha cocktail cùng bartender',
        excerpt:
          'Julien Marchetti, trưởng quầy bar tại phòng thưởng rượu của chúng tôi, lắc một ly cognac sour và giải thích từng bước.',
      },
      ru: {
        title: 'Коктейль с барменом',
        excerpt:
          'Жюльен Маркетти, шеф-бармен нашего дегустационного зала, готовит коньячный сауэр и объясняет каждый шаг.',
      },
    },
  },
  {
    slug: 'the-cellar-at-night',
    date: '2025-11-28',
    length: 338,
    cover: 'cellarNight',
    tags: ['heritage'],
    exclusive: 'level1',
    text: {
      en: {
        title: 'The cellar at night',
        excerpt:
          'For members: a silent walk through the cellars after closing time, with the cellar master as guide.',
      },
      fr: {
        title: 'Le chai la nuit',
        excerpt:
          'Réservé aux membres : une promenade silencieuse dans les chais après la fermeture, guidée par la maîtresse de chai.',
      },
      es: {
        title: 'La bodega de noche',
        excerpt:
          'Para socios: un paseo silencioso por las bodegas después del cierre, con la maestra bodeguera como guía.',
      },
      pl: {
        title: 'Piwnica nocą',
        excerpt:
          'Dla członków: cichy spacer po piwnicach po zamknięciu, z mistrzynią piwnic w roli przewodniczki.',
      },
      zh: {
        title: '夜色中的酒窖',
        excerpt: '會員專享：閉館後，由酒窖大師帶領，靜靜漫步酒窖之中。',
      },
      vi: {
        title: 'Hầm rượu về đêm',
        excerpt:
          'Dành cho hội viên: một cuộc dạo bước lặng lẽ qua các hầm rượu sau giờ đóng cửa, do bậc thầy hầm rượu dẫn đường.',
      },
      ru: {
        title: 'Погреб ночью',
        excerpt:
          'Для участников клуба: тихая прогулка по погребам после закрытия в сопровождении мастера погреба.',
      },
    },
  },
]
