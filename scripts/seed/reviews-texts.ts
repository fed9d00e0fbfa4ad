import type { Language, LocaleCode } from '../../src/i18n/locales'

/**
 * Demo product reviews (issue 14): what demo members wrote, in their own language. Ten texts per
 * language, each with its rating and an optional title; the seed gives each product in each
 * locale three of them, never the same text twice for one product.
 */
export interface ReviewText {
  rating: number
  title?: string
  text: string
}

export const REVIEW_TEXTS: Record<Language, ReviewText[]> = {
  en: [
    {
      rating: 5,
      title: 'Dried apricot and warm oak',
      text: 'Opened it for my father’s seventieth. Dried apricot on the nose, then a long, warm finish with a little clove. Everyone asked for a second glass.',
    },
    {
      rating: 4,
      text: 'Very smooth neat, with a drop of water it opens up into honey and vanilla. A touch sweet for me, but a lovely bottle to share.',
    },
    {
      rating: 5,
      title: 'Our new Sunday cognac',
      text: 'We tasted it at the house during the cellar tour and bought a bottle on the spot. Candied orange, toasted almonds and a finish that goes on and on.',
    },
    {
      rating: 4,
      text: 'Excellent in a highball with ginger ale and an orange twist, and still good enough to sip on its own after dinner.',
    },
    {
      rating: 3,
      title: 'Good, not my favourite',
      text: 'Well made and balanced, but I prefer something with more spice. My partner loves it, so it will not last long in our cabinet.',
    },
    {
      rating: 5,
      text: 'Plum, fig and a hint of leather. It rewards patience: leave it ten minutes in the glass and it becomes something else entirely.',
    },
    {
      rating: 4,
      title: 'A thoughtful gift',
      text: 'Bought it as a thank-you present and ended up getting a bottle for myself. Elegant without being heavy.',
    },
    {
      rating: 5,
      text: 'Silky texture, notes of pear and white flowers, and no burn at all. Proof that a cognac can be both fresh and deep.',
    },
    {
      rating: 4,
      text: 'Lovely with a square of dark chocolate. The oak is present but never takes over the fruit.',
    },
    {
      rating: 3,
      text: 'Pleasant and easy, though it fades a little quickly. Better in cocktails than neat, in my opinion.',
    },
  ],
  fr: [
    {
      rating: 5,
      title: 'Abricot sec et chêne chaud',
      text: 'Ouvert pour les soixante-dix ans de mon père. Un nez d’abricot sec, puis une finale longue et chaleureuse, un peu de clou de girofle. Tout le monde en a redemandé.',
    },
    {
      rating: 4,
      text: 'Très rond en dégustation pure ; avec une goutte d’eau il s’ouvre sur le miel et la vanille. Un peu doux à mon goût, mais une belle bouteille à partager.',
    },
    {
      rating: 5,
      title: 'Notre cognac du dimanche',
      text: 'Goûté à la maison pendant la visite des chais, nous sommes repartis avec une bouteille. Orange confite, amande grillée et une finale qui n’en finit pas.',
    },
    {
      rating: 4,
      text: 'Excellent en long drink avec un ginger ale et un zeste d’orange, et assez bon pour être savouré seul après le dîner.',
    },
    {
      rating: 3,
      title: 'Bon, sans plus pour moi',
      text: 'Bien fait et équilibré, mais je préfère des cognacs plus épicés. À la maison, on l’adore : il ne fera donc pas long feu.',
    },
    {
      rating: 5,
      text: 'Prune, figue et une pointe de cuir. Il faut lui laisser dix minutes dans le verre : il devient alors tout autre.',
    },
    {
      rating: 4,
      title: 'Un cadeau réussi',
      text: 'Acheté pour remercier des amis, j’ai fini par en prendre une bouteille pour moi. Élégant sans lourdeur.',
    },
    {
      rating: 5,
      text: 'Texture soyeuse, notes de poire et de fleurs blanches, aucune brûlure. La preuve qu’un cognac peut être frais et profond à la fois.',
    },
    {
      rating: 4,
      text: 'Délicieux avec un carré de chocolat noir. Le bois est présent mais ne prend jamais le pas sur le fruit.',
    },
    {
      rating: 3,
      text: 'Agréable et facile, même s’il s’efface un peu vite. Meilleur en cocktail que pur, à mon avis.',
    },
  ],
  es: [
    {
      rating: 5,
      title: 'Albaricoque seco y roble cálido',
      text: 'Lo abrimos para el setenta cumpleaños de mi padre. Albaricoque seco en nariz y un final largo y cálido con un toque de clavo. Todos repitieron.',
    },
    {
      rating: 4,
      text: 'Muy suave solo; con unas gotas de agua se abre a miel y vainilla. Algo dulce para mi gusto, pero una botella estupenda para compartir.',
    },
    {
      rating: 5,
      title: 'Nuestro coñac de los domingos',
      text: 'Lo probamos en la casa durante la visita a las bodegas y compramos una botella allí mismo. Naranja confitada, almendra tostada y un final interminable.',
    },
    {
      rating: 4,
      text: 'Excelente en un highball con ginger ale y piel de naranja, y lo bastante bueno para tomarlo solo después de cenar.',
    },
    {
      rating: 3,
      title: 'Bueno, pero no mi favorito',
      text: 'Bien hecho y equilibrado, aunque prefiero algo más especiado. A mi pareja le encanta, así que durará poco en casa.',
    },
    {
      rating: 5,
      text: 'Ciruela, higo y un punto de cuero. Hay que darle diez minutos en la copa: se convierte en otro coñac.',
    },
    {
      rating: 4,
      title: 'Un regalo acertado',
      text: 'Lo compré para dar las gracias a unos amigos y acabé llevándome otra botella para mí. Elegante sin resultar pesado.',
    },
    {
      rating: 5,
      text: 'Textura sedosa, notas de pera y flores blancas y nada de ardor. Un coñac fresco y profundo a la vez.',
    },
    {
      rating: 4,
      text: 'Delicioso con una onza de chocolate negro. La madera está presente, pero nunca tapa la fruta.',
    },
    {
      rating: 3,
      text: 'Agradable y fácil de beber, aunque se desvanece un poco rápido. Para mí, mejor en cócteles que solo.',
    },
  ],
  pl: [
    {
      rating: 5,
      title: 'Suszona morela i ciepły dąb',
      text: 'Otworzyliśmy go na siedemdziesiąte urodziny taty. W nosie suszona morela, potem długi, ciepły finisz z nutą goździka. Wszyscy prosili o dolewkę.',
    },
    {
      rating: 4,
      text: 'Bardzo gładki bez dodatków, a z kroplą wody otwiera się na miód i wanilię. Dla mnie odrobinę za słodki, ale świetny do wspólnego picia.',
    },
    {
      rating: 5,
      title: 'Nasz niedzielny koniak',
      text: 'Spróbowaliśmy go podczas zwiedzania piwnic i od razu kupiliśmy butelkę. Kandyzowana pomarańcza, prażone migdały i finisz, który nie chce się skończyć.',
    },
    {
      rating: 4,
      text: 'Znakomity w highballu z piwem imbirowym i skórką pomarańczy, a przy tym na tyle dobry, by pić go solo po kolacji.',
    },
    {
      rating: 3,
      title: 'Dobry, choć nie mój ulubiony',
      text: 'Dobrze zrobiony i zrównoważony, ale wolę coś bardziej korzennego. W domu wszyscy go uwielbiają, więc długo nie postoi.',
    },
    {
      rating: 5,
      text: 'Śliwka, figa i odrobina skóry. Warto dać mu dziesięć minut w kieliszku: zmienia się nie do poznania.',
    },
    {
      rating: 4,
      title: 'Trafiony prezent',
      text: 'Kupiony w podziękowaniu dla przyjaciół, a skończyło się na drugiej butelce dla siebie. Elegancki, a nie ciężki.',
    },
    {
      rating: 5,
      text: 'Jedwabista tekstura, nuty gruszki i białych kwiatów, zero palenia. Dowód, że koniak może być jednocześnie świeży i głęboki.',
    },
    {
      rating: 4,
      text: 'Pyszny z kostką gorzkiej czekolady. Dąb jest wyczuwalny, ale nigdy nie przykrywa owoców.',
    },
    {
      rating: 3,
      text: 'Przyjemny i łatwy, choć dość szybko znika. Moim zdaniem lepszy w koktajlach niż solo.',
    },
  ],
  zh: [
    {
      rating: 5,
      title: '杏桃乾與溫暖橡木',
      text: '在父親七十大壽時開了這瓶。聞起來有杏桃乾香氣，餘韻悠長溫暖，帶一點丁香。大家都想再來一杯。',
    },
    {
      rating: 4,
      text: '純飲非常順口，加一滴水後蜂蜜與香草的香氣更明顯。對我來說略甜，但很適合與朋友分享。',
    },
    {
      rating: 5,
      title: '我們的週日干邑',
      text: '參觀酒窖時在酒莊試飲，當場就買了一瓶。糖漬橙皮、烤杏仁，餘韻綿長不絕。',
    },
    {
      rating: 4,
      text: '加薑汁汽水和一片橙皮做成高球非常出色，晚餐後單獨細品也毫不遜色。',
    },
    {
      rating: 3,
      title: '不錯，但不是我的最愛',
      text: '做工細緻、平衡，但我偏好香料味更重的。另一半倒是很喜歡，這瓶應該很快就會喝完。',
    },
    {
      rating: 5,
      text: '李子、無花果，還有一絲皮革氣息。在杯中靜置十分鐘後，風味完全不同，值得耐心等待。',
    },
    {
      rating: 4,
      title: '送禮很體面',
      text: '原本買來答謝朋友，結果自己也帶了一瓶回家。優雅而不厚重。',
    },
    {
      rating: 5,
      text: '口感絲滑，有西洋梨與白花的香氣，完全不辣口。證明干邑可以既清新又有深度。',
    },
    {
      rating: 4,
      text: '配一小塊黑巧克力非常美味。橡木味明顯，卻從不蓋過果香。',
    },
    {
      rating: 3,
      text: '順口易飲，不過香氣消散得有點快。我覺得調酒比純飲更合適。',
    },
  ],
  vi: [
    {
      rating: 5,
      title: 'Mơ khô và gỗ sồi ấm áp',
      text: 'Chúng tôi mở chai này trong tiệc mừng thọ bảy mươi của bố. Hương mơ khô, rồi hậu vị dài và ấm với chút đinh hương. Ai cũng xin thêm ly nữa.',
    },
    {
      rating: 4,
      text: 'Uống nguyên chất rất êm, thêm một giọt nước thì hương mật ong và vani mở ra. Hơi ngọt với tôi nhưng là chai rất hợp để chia sẻ.',
    },
    {
      rating: 5,
      title: 'Chai cognac ngày Chủ nhật',
      text: 'Chúng tôi nếm thử tại nhà rượu trong chuyến tham quan hầm và mua ngay một chai. Vỏ cam ngào đường, hạnh nhân rang và hậu vị kéo dài mãi.',
    },
    {
      rating: 4,
      text: 'Pha highball với ginger ale và vỏ cam thì tuyệt vời, mà uống riêng sau bữa tối vẫn rất ngon.',
    },
    {
      rating: 3,
      title: 'Ngon, nhưng chưa phải gu của tôi',
      text: 'Cân bằng và được làm chỉn chu, nhưng tôi thích loại đậm vị gia vị hơn. Cả nhà tôi thì rất thích nên chai này sẽ hết nhanh thôi.',
    },
    {
      rating: 5,
      text: 'Mận, sung và một chút hương da thuộc. Hãy để trong ly mười phút, rượu sẽ trở nên khác hẳn.',
    },
    {
      rating: 4,
      title: 'Món quà ý nghĩa',
      text: 'Mua để cảm ơn bạn bè, cuối cùng tôi mua thêm một chai cho mình. Thanh lịch mà không nặng nề.',
    },
    {
      rating: 5,
      text: 'Kết cấu mượt như lụa, hương lê và hoa trắng, không hề gắt. Một chai cognac vừa tươi mát vừa sâu lắng.',
    },
    {
      rating: 4,
      text: 'Rất hợp với một miếng sô-cô-la đen. Vị gỗ rõ ràng nhưng không bao giờ lấn át vị trái cây.',
    },
    {
      rating: 3,
      text: 'Dễ uống và dễ chịu, dù hương tan hơi nhanh. Theo tôi, pha cocktail thì hợp hơn uống nguyên chất.',
    },
  ],
  ru: [
    {
      rating: 5,
      title: 'Курага и тёплый дуб',
      text: 'Открыли на семидесятилетие отца. В аромате курага, затем долгое тёплое послевкусие с ноткой гвоздики. Все просили налить ещё.',
    },
    {
      rating: 4,
      text: 'Очень мягкий в чистом виде, а с каплей воды раскрывается мёдом и ванилью. На мой вкус сладковат, но отличная бутылка для компании.',
    },
    {
      rating: 5,
      title: 'Наш воскресный коньяк',
      text: 'Попробовали в доме во время экскурсии по погребам и сразу купили бутылку. Цукаты апельсина, жареный миндаль и бесконечное послевкусие.',
    },
    {
      rating: 4,
      text: 'Прекрасен в хайболе с имбирным элем и апельсиновой цедрой, и при этом достаточно хорош, чтобы пить его после ужина без ничего.',
    },
    {
      rating: 3,
      title: 'Хороший, но не мой любимый',
      text: 'Сделан хорошо и сбалансирован, но мне ближе что-то попряней. Дома его очень полюбили, так что бутылка надолго не задержится.',
    },
    {
      rating: 5,
      text: 'Слива, инжир и лёгкий оттенок кожи. Дайте ему десять минут в бокале, и он станет совсем другим.',
    },
    {
      rating: 4,
      title: 'Удачный подарок',
      text: 'Брали в подарок друзьям в знак благодарности, а в итоге купили ещё одну бутылку себе. Элегантный и совсем не тяжёлый.',
    },
    {
      rating: 5,
      text: 'Шелковистая текстура, ноты груши и белых цветов, никакой жгучести. Коньяк может быть одновременно свежим и глубоким.',
    },
    {
      rating: 4,
      text: 'Великолепен с кусочком тёмного шоколада. Дуб чувствуется, но никогда не заглушает фрукты.',
    },
    {
      rating: 3,
      text: 'Приятный и лёгкий, хотя аромат уходит довольно быстро. По-моему, в коктейлях он лучше, чем в чистом виде.',
    },
  ],
}

/**
 * Three demo reviewers per locale: names of the country (international English: a mix). Each
 * reviews every product in their locale; members are not localized, one review per product.
 */
export const REVIEWERS: Record<LocaleCode, Array<[first: string, last: string]>> = {
  'en-ww': [
    ['Olivia', 'Bennett'],
    ['Marco', 'Rinaldi'],
    ['Amara', 'Okafor'],
  ],
  'fr-ca': [
    ['Geneviève', 'Tremblay'],
    ['Mathieu', 'Gagnon'],
    ['Élodie', 'Bouchard'],
  ],
  'en-ca': [
    ['Liam', 'MacDonald'],
    ['Chloe', 'Wilson'],
    ['Arjun', 'Sharma'],
  ],
  'en-us': [
    ['Jessica', 'Miller'],
    ['Tyrone', 'Jackson'],
    ['Emily', 'Nguyen'],
  ],
  'fr-fr': [
    ['Camille', 'Durand'],
    ['Julien', 'Moreau'],
    ['Sophie', 'Lefèvre'],
  ],
  'pl-pl': [
    ['Agnieszka', 'Nowak'],
    ['Piotr', 'Wiśniewski'],
    ['Katarzyna', 'Zielińska'],
  ],
  'en-uk': [
    ['Harriet', 'Clarke'],
    ['Oliver', 'Hughes'],
    ['Priya', 'Patel'],
  ],
  'en-gh': [
    ['Kwame', 'Mensah'],
    ['Abena', 'Owusu'],
    ['Kofi', 'Asante'],
  ],
  'en-ng': [
    ['Chinedu', 'Okeke'],
    ['Funmilayo', 'Adeyemi'],
    ['Ibrahim', 'Bello'],
  ],
  'en-za': [
    ['Thandiwe', 'Nkosi'],
    ['Pieter', 'van der Merwe'],
    ['Lerato', 'Mokoena'],
  ],
  'es-mx': [
    ['Valeria', 'Hernández'],
    ['Alejandro', 'Ramírez'],
    ['Mariana', 'Torres'],
  ],
  'en-hk': [
    ['Vivian', 'Chan'],
    ['Kenneth', 'Lau'],
    ['Natalie', 'Wong'],
  ],
  'zh-hk': [
    ['嘉欣', '陳'],
    ['志明', '李'],
    ['詠詩', '黃'],
  ],
  'en-my': [
    ['Aisyah', 'Rahman'],
    ['Wei Jie', 'Tan'],
    ['Kavitha', 'Subramaniam'],
  ],
  'en-sg': [
    ['Rachel', 'Lim'],
    ['Darren', 'Goh'],
    ['Nurul', 'Hassan'],
  ],
  'zh-tw': [
    ['怡君', '林'],
    ['建宏', '張'],
    ['雅婷', '王'],
  ],
  'vi-vn': [
    ['Lan', 'Nguyễn'],
    ['Minh', 'Trần'],
    ['Thảo', 'Phạm'],
  ],
  'ru-ru': [
    ['Анна', 'Смирнова'],
    ['Дмитрий', 'Кузнецов'],
    ['Екатерина', 'Волкова'],
  ],
}

/** Reviews waiting for an editor (moderation in the admin): not shown on the site. */
export const PENDING_REVIEWS: Array<{
  locale: LocaleCode
  product: string
  reviewer: [string, string]
  review: ReviewText
}> = [
  {
    locale: 'en-ww',
    product: 'xo',
    reviewer: ['Hannah', 'Fischer'],
    review: {
      rating: 4,
      title: 'Waiting to be read',
      text: 'A rich, generous XO: fig jam, walnut and a little pepper at the end. I would happily open another one at Christmas.',
    },
  },
  {
    locale: 'fr-fr',
    product: 'v-s-o-p',
    reviewer: ['Lucas', 'Bernard'],
    review: {
      rating: 5,
      text: 'Un VSOP très fruité, parfait en side-car comme en dégustation. Je le recommande à ceux qui découvrent le cognac.',
    },
  },
]
