import type { Language } from '../../src/i18n/locales'

/**
 * The demo collection of Maison Solaine (fictional house): nine cognacs with texts written in
 * each of the seven languages. House facts shared with data/<language>/slice-texts.ts: founded
 * in 1847 by Élise Solaine, cellars on the quai des Chais in Cognac, the paradise cellar sealed in
 * 1921 by Jean Solaine.
 */

export type Range = 'core' | 'prestige' | 'limited-edition'
export type CoverKey = 'vineyard' | 'river' | 'cellar' | 'paradise' | 'artists'

export interface ProductText {
  title: string
  small_description: string
  description: string[]
  colour: string
  nose: string
  palate: string
  finish: string
  cru: string
  cask_type: string
  distillation: string
}

export interface ProductSeed {
  /** en-ww slug (also the slug of every locale but en-us, see catalog.ts). */
  slug: string
  range: Range
  sort_order: number
  age_statement_years: number
  abv: number
  volume_ml: number
  flavour_profile: { fruity: number; floral: number; spicy: number; woody: number; sweet: number }
  grouping_id: string
  click_to_buy: boolean
  store_locator: boolean
  /** Hue of the bottle artwork. */
  hue: number
  cover: CoverKey
  text: Record<Language, ProductText>
}

type ByLanguage = Record<Language, string>

/** Distillation texts shared by several cuvées. */
const fineLees: ByLanguage = {
  en: 'Double distillation on fine lees in Charentais copper pot stills',
  fr: 'Double distillation sur lies fines en alambics charentais de cuivre',
  es: 'Doble destilación sobre lías finas en alambiques charentais de cobre',
  pl: 'Podwójna destylacja na drobnym osadzie w miedzianych alembikach charentais',
  zh: '於夏朗德銅製壺式蒸餾器中帶細酒泥二次蒸餾',
  vi: 'Chưng cất hai lần cùng cặn mịn trong nồi đồng kiểu Charente',
  ru: 'Двойная перегонка на тонком осадке в медных шарантских кубах',
}

const onLees: ByLanguage = {
  en: 'Double distillation on lees in Charentais copper pot stills',
  fr: 'Double distillation sur lies en alambics charentais de cuivre',
  es: 'Doble destilación sobre lías en alambiques charentais de cobre',
  pl: 'Podwójna destylacja na osadzie w miedzianych alembikach charentais',
  zh: '帶酒泥於夏朗德銅製壺式蒸餾器中二次蒸餾',
  vi: 'Chưng cất hai lần cùng cặn rượu trong nồi đồng kiểu Charente',
  ru: 'Двойная перегонка на осадке в медных шарантских кубах',
}

const vsSingleDistillery: Record<Language, ProductText> = {
  en: {
    title: 'Solaine VS Single Estate',
    small_description:
      'A bright, fruity VS drawn from the stills of one single distillery on the Charente.',
    description: [
      'Most cognacs marry eaux-de-vie from many distilleries. This one comes from a single house of stills in the Fins Bois, where the same distiller has tended the copper for thirty harvests.',
      'Young, vivid and generous with fruit, it is made to be poured over ice with tonic or shaken into a sidecar, and it holds its own neat.',
    ],
    colour: 'Bright gold',
    nose: 'Fresh pear, vine blossom and a touch of vanilla.',
    palate: 'Lively and juicy, with plum, lemon zest and light toast.',
    finish: 'Short and clean, with a pinch of white pepper.',
    cru: 'Fins Bois',
    cask_type: 'Young, fine-grained French oak',
    distillation: 'Double distillation in Charentais copper pot stills at a single distillery',
  },
  fr: {
    title: 'Solaine VS Single Estate',
    small_description:
      'Un VS éclatant et fruité, issu des alambics d’une seule distillerie au bord de la Charente.',
    description: [
      'La plupart des cognacs marient des eaux-de-vie venues de nombreuses distilleries. Celui-ci naît d’un seul atelier d’alambics des Fins Bois, où le même distillateur veille sur le cuivre depuis trente vendanges.',
      'Jeune, vif et généreux en fruit, il se sert sur glace avec un tonic ou au shaker dans un sidecar, et se tient aussi très bien pur.',
    ],
    colour: 'Or vif',
    nose: 'Poire fraîche, fleur de vigne et une pointe de vanille.',
    palate: 'Vive et juteuse, sur la prune, le zeste de citron et un léger toasté.',
    finish: 'Courte et nette, avec une pincée de poivre blanc.',
    cru: 'Fins Bois',
    cask_type: 'Chêne français à grain fin, fûts jeunes',
    distillation:
      'Double distillation en alambics charentais de cuivre, dans une seule distillerie',
  },
  es: {
    title: 'Solaine VS Single Estate',
    small_description:
      'Un VS luminoso y afrutado, nacido en los alambiques de una sola destilería a orillas del Charente.',
    description: [
      'La mayoría de los coñacs unen aguardientes de muchas destilerías. Este proviene de un único taller de alambiques en los Fins Bois, donde el mismo destilador cuida el cobre desde hace treinta vendimias.',
      'Joven, vivo y generoso en fruta, está pensado para servirse con hielo y agua tónica o agitarse en un sidecar, y también se defiende solo.',
    ],
    colour: 'Oro brillante',
    nose: 'Pera fresca, flor de vid y un toque de vainilla.',
    palate: 'Vivo y jugoso, con ciruela, ralladura de limón y un ligero tostado.',
    finish: 'Corto y limpio, con una pizca de pimienta blanca.',
    cru: 'Fins Bois',
    cask_type: 'Roble francés de grano fino, barricas jóvenes',
    distillation: 'Doble destilación en alambiques charentais de cobre, en una sola destilería',
  },
  pl: {
    title: 'Solaine VS Single Estate',
    small_description: 'Jasny, owocowy VS z alembików jednej destylarni nad Charente.',
    description: [
      'Większość koniaków łączy destylaty z wielu gorzelni. Ten pochodzi z jednej destylarni w Fins Bois, gdzie ten sam mistrz od trzydziestu winobrań czuwa nad miedzianymi alembikami.',
      'Młody, żywy i hojny w owoc – świetnie smakuje z lodem i tonikiem, w koktajlu sidecar, a także solo.',
    ],
    colour: 'Jasne złoto',
    nose: 'Świeża gruszka, kwiat winorośli i nuta wanilii.',
    palate: 'Żywy i soczysty: śliwka, skórka cytryny i delikatne tostowanie.',
    finish: 'Krótki i czysty, ze szczyptą białego pieprzu.',
    cru: 'Fins Bois',
    cask_type: 'Młode beczki z drobnosłoistego dębu francuskiego',
    distillation: 'Podwójna destylacja w miedzianych alembikach charentais jednej destylarni',
  },
  zh: {
    title: 'Solaine VS Single Estate',
    small_description: '來自夏朗德河畔單一蒸餾廠的明亮果香型 VS。',
    description: [
      '多數干邑調和了許多蒸餾廠的生命之水。這一款只出自芬布瓦產區的一座蒸餾廠，同一位蒸餾師已照看那些銅製蒸餾器三十個採收季。',
      '年輕、活潑、果香豐沛，適合加冰與通寧水，或搖製成側車雞尾酒，純飲同樣出色。',
    ],
    colour: '明亮金色',
    nose: '新鮮西洋梨、葡萄花與一絲香草。',
    palate: '活潑多汁，帶有李子、檸檬皮與輕微烘烤香。',
    finish: '短而乾淨，帶一點白胡椒。',
    cru: '芬布瓦（Fins Bois）',
    cask_type: '年輕的細紋法國橡木桶',
    distillation: '於單一蒸餾廠的夏朗德銅製壺式蒸餾器中二次蒸餾',
  },
  vi: {
    title: 'Solaine VS Single Estate',
    small_description:
      'Một dòng VS tươi sáng, đậm hương trái cây, chưng cất tại duy nhất một xưởng bên sông Charente.',
    description: [
      'Phần lớn cognac được phối từ rượu mạnh của nhiều xưởng chưng cất. Chai này chỉ đến từ một xưởng duy nhất ở vùng Fins Bois, nơi cùng một người thợ đã chăm nom những nồi đồng suốt ba mươi mùa thu hoạch.',
      'Trẻ trung, sống động và dồi dào hương trái cây, rượu hợp để dùng với đá và tonic, pha thành cocktail sidecar, hoặc thưởng thức nguyên chất.',
    ],
    colour: 'Vàng óng',
    nose: 'Lê tươi, hoa nho và một chút vani.',
    palate: 'Tươi tắn, mọng nước, với mận, vỏ chanh và chút hương nướng nhẹ.',
    finish: 'Ngắn và sạch, thoảng chút tiêu trắng.',
    cru: 'Fins Bois',
    cask_type: 'Gỗ sồi Pháp thớ mịn, thùng còn trẻ',
    distillation: 'Chưng cất hai lần trong nồi đồng kiểu Charente tại một xưởng duy nhất',
  },
  ru: {
    title: 'Solaine VS Single Estate',
    small_description:
      'Яркий фруктовый VS из кубов одной-единственной винокурни на берегу Шаранты.',
    description: [
      'Большинство коньяков собирают из спиртов многих винокурен. Этот рождается в одной винокурне в Фэн Буа, где один и тот же мастер уже тридцать урожаев следит за медными кубами.',
      'Молодой, живой и щедрый на фрукты, он хорош со льдом и тоником, в коктейле «Сайдкар» и в чистом виде.',
    ],
    colour: 'Ярко-золотой',
    nose: 'Свежая груша, цветущая лоза и нотка ванили.',
    palate: 'Живой и сочный: слива, лимонная цедра и лёгкий оттенок тоста.',
    finish: 'Короткое и чистое, с щепоткой белого перца.',
    cru: 'Фэн Буа (Fins Bois)',
    cask_type: 'Молодые бочки из мелкозернистого французского дуба',
    distillation: 'Двойная перегонка в медных шарантских кубах одной винокурни',
  },
}

const vsop: Record<Language, ProductText> = {
  en: {
    title: 'Solaine V.S.O.P',
    small_description: 'A round, generous V.S.O.P where ripe apricot meets acacia honey.',
    description: [
      'Aged for at least four years in Limousin oak, our V.S.O.P brings together eaux-de-vie from the Borderies and the Fins Bois, chosen for their roundness and their fruit.',
      'It is the cognac the house pours for friends: easy to love neat, at its best with a single ice cube or lengthened with ginger ale.',
    ],
    colour: 'Golden amber',
    nose: 'Ripe apricot, acacia honey and toasted almond.',
    palate: 'Round and supple, with stone fruit, soft vanilla and a touch of cinnamon.',
    finish: 'Medium length and gently spiced.',
    cru: 'Borderies and Fins Bois',
    cask_type: 'French oak from the Limousin forest',
    distillation: fineLees.en,
  },
  fr: {
    title: 'Solaine V.S.O.P',
    small_description: 'Un V.S.O.P rond et généreux, où l’abricot mûr rencontre le miel d’acacia.',
    description: [
      'Vieilli au moins quatre ans en chêne du Limousin, notre V.S.O.P assemble des eaux-de-vie des Borderies et des Fins Bois, choisies pour leur rondeur et leur fruit.',
      'C’est le cognac que la maison sert aux amis : facile à aimer pur, parfait avec un seul glaçon ou allongé de ginger ale.',
    ],
    colour: 'Ambre doré',
    nose: 'Abricot mûr, miel d’acacia et amande grillée.',
    palate: 'Ronde et souple, sur les fruits à noyau, une vanille douce et une touche de cannelle.',
    finish: 'De longueur moyenne, délicatement épicée.',
    cru: 'Borderies et Fins Bois',
    cask_type: 'Chêne français de la forêt du Limousin',
    distillation: fineLees.fr,
  },
  es: {
    title: 'Solaine V.S.O.P',
    small_description:
      'Un V.S.O.P redondo y generoso, donde el chabacano maduro se encuentra con la miel de acacia.',
    description: [
      'Envejecido al menos cuatro años en roble del Limousin, nuestro V.S.O.P reúne aguardientes de Borderies y Fins Bois, elegidos por su redondez y su fruta.',
      'Es el coñac que la casa sirve a los amigos: fácil de querer solo, ideal con un único cubo de hielo o alargado con ginger ale.',
    ],
    colour: 'Ámbar dorado',
    nose: 'Chabacano maduro, miel de acacia y almendra tostada.',
    palate: 'Redondo y suave, con fruta de hueso, vainilla delicada y un toque de canela.',
    finish: 'De longitud media, suavemente especiado.',
    cru: 'Borderies y Fins Bois',
    cask_type: 'Roble francés del bosque del Limousin',
    distillation: fineLees.es,
  },
  pl: {
    title: 'Solaine V.S.O.P',
    small_description: 'Okrągły, hojny V.S.O.P, w którym dojrzała morela spotyka miód akacjowy.',
    description: [
      'Dojrzewający co najmniej cztery lata w dębie z Limousin, nasz V.S.O.P łączy destylaty z Borderies i Fins Bois, wybrane za ich krągłość i owocowość.',
      'To koniak, którym dom częstuje przyjaciół: łatwo go pokochać solo, najlepszy z jedną kostką lodu albo przedłużony ginger ale.',
    ],
    colour: 'Złocisty bursztyn',
    nose: 'Dojrzała morela, miód akacjowy i prażony migdał.',
    palate: 'Okrągły i gładki, z owocami pestkowymi, delikatną wanilią i odrobiną cynamonu.',
    finish: 'Średnio długi, łagodnie korzenny.',
    cru: 'Borderies i Fins Bois',
    cask_type: 'Dąb francuski z lasów Limousin',
    distillation: fineLees.pl,
  },
  zh: {
    title: 'Solaine V.S.O.P',
    small_description: '圓潤大方的 V.S.O.P，成熟杏桃與洋槐蜂蜜在杯中相遇。',
    description: [
      '我們的 V.S.O.P 在利穆贊橡木桶中陳釀至少四年，調和邊林區與芬布瓦區的生命之水，因其圓潤與果香而入選。',
      '這是酒莊招待朋友的干邑：純飲便討人喜歡，加一塊冰最為迷人，也可以加薑汁汽水延長享受。',
    ],
    colour: '金琥珀色',
    nose: '成熟杏桃、洋槐蜂蜜與烤杏仁。',
    palate: '圓潤柔順，帶核果、柔和香草與一絲肉桂。',
    finish: '中等長度，溫和辛香。',
    cru: '邊林區與芬布瓦區',
    cask_type: '利穆贊森林法國橡木',
    distillation: fineLees.zh,
  },
  vi: {
    title: 'Solaine V.S.O.P',
    small_description: 'Một chai V.S.O.P tròn đầy, hào phóng, nơi mơ chín gặp mật ong hoa keo.',
    description: [
      'Được ủ ít nhất bốn năm trong gỗ sồi Limousin, V.S.O.P của chúng tôi phối rượu mạnh từ vùng Borderies và Fins Bois, được chọn vì độ tròn vị và hương trái cây.',
      'Đây là chai cognac nhà rượu dùng để đãi bạn bè: dễ yêu khi uống nguyên chất, tuyệt nhất với một viên đá, hoặc pha cùng ginger ale.',
    ],
    colour: 'Hổ phách ánh vàng',
    nose: 'Mơ chín, mật ong hoa keo và hạnh nhân rang.',
    palate: 'Tròn và mềm mại, với trái cây có hạt, vani dịu và chút quế.',
    finish: 'Dư vị dài vừa phải, thoảng hương gia vị nhẹ.',
    cru: 'Borderies và Fins Bois',
    cask_type: 'Gỗ sồi Pháp từ rừng Limousin',
    distillation: fineLees.vi,
  },
  ru: {
    title: 'Solaine V.S.O.P',
    small_description: 'Округлый щедрый V.S.O.P, где спелый абрикос встречается с акациевым мёдом.',
    description: [
      'Наш V.S.O.P выдержан не менее четырёх лет в лимузенском дубе и объединяет спирты из Бордери и Фэн Буа, отобранные за округлость и фруктовость.',
      'Этот коньяк дом наливает друзьям: его легко полюбить в чистом виде, лучше всего — с одним кубиком льда или с имбирным элем.',
    ],
    colour: 'Золотисто-янтарный',
    nose: 'Спелый абрикос, акациевый мёд и обжаренный миндаль.',
    palate: 'Округлый и мягкий: косточковые фрукты, нежная ваниль и немного корицы.',
    finish: 'Средней длины, с мягкой пряностью.',
    cru: 'Бордери и Фэн Буа',
    cask_type: 'Французский дуб из лесов Лимузена',
    distillation: fineLees.ru,
  },
}

const blueSwift: Record<Language, ProductText> = {
  en: {
    title: 'Solaine Blue Martinet',
    small_description: 'Our V.S.O.P, finished in casks that once held Kentucky bourbon.',
    description: [
      'Every summer evening, swifts skim the Charente below our cellars. Blue Martinet takes its name from them and its character from a journey: a V.S.O.P cognac given a final rest in American oak casks seasoned by bourbon.',
      'The finish lends it caramel, vanilla and a gentle warmth that make it a natural partner for an old fashioned, or for a slow glass after dinner.',
    ],
    colour: 'Deep gold with copper glints',
    nose: 'Caramel, vanilla pod and baked apple.',
    palate: 'Silky, with toffee, ripe banana and toasted oak.',
    finish: 'Warm and long, with sweet spice.',
    cru: 'Fins Bois and Borderies',
    cask_type: 'French oak, finished in American oak bourbon casks',
    distillation: fineLees.en,
  },
  fr: {
    title: 'Solaine Blue Martinet',
    small_description: 'Notre V.S.O.P, affiné en fûts ayant contenu du bourbon du Kentucky.',
    description: [
      'Chaque soir d’été, les martinets frôlent la Charente au pied de nos chais. Blue Martinet leur doit son nom, et son caractère à un voyage : un cognac V.S.O.P qui achève son vieillissement dans des fûts de chêne américain imprégnés de bourbon.',
      'Cet affinage lui donne caramel, vanille et une douce chaleur qui en font le partenaire naturel d’un old fashioned, ou d’un verre savouré lentement après le dîner.',
    ],
    colour: 'Or profond aux reflets cuivrés',
    nose: 'Caramel, gousse de vanille et pomme au four.',
    palate: 'Soyeuse, sur le caramel au beurre, la banane mûre et le chêne toasté.',
    finish: 'Chaleureuse et longue, aux épices douces.',
    cru: 'Fins Bois et Borderies',
    cask_type: 'Chêne français, affinage en fûts de bourbon en chêne américain',
    distillation: fineLees.fr,
  },
  es: {
    title: 'Solaine Blue Martinet',
    small_description:
      'Nuestro V.S.O.P, terminado en barricas que antes guardaron bourbon de Kentucky.',
    description: [
      'Cada tarde de verano, los vencejos rozan el Charente al pie de nuestras bodegas. Blue Martinet les debe su nombre, y su carácter a un viaje: un coñac V.S.O.P que termina su añejamiento en barricas de roble americano impregnadas de bourbon.',
      'Ese acabado le aporta caramelo, vainilla y una calidez suave que lo vuelven el compañero natural de un old fashioned, o de una copa lenta después de la cena.',
    ],
    colour: 'Oro profundo con destellos cobrizos',
    nose: 'Caramelo, vaina de vainilla y manzana horneada.',
    palate: 'Sedoso, con caramelo de mantequilla, plátano maduro y roble tostado.',
    finish: 'Cálido y largo, con especias dulces.',
    cru: 'Fins Bois y Borderies',
    cask_type: 'Roble francés, con acabado en barricas de bourbon de roble americano',
    distillation: fineLees.es,
  },
  pl: {
    title: 'Solaine Blue Martinet',
    small_description: 'Nasz V.S.O.P, dopracowany w beczkach po bourbonie z Kentucky.',
    description: [
      'Każdego letniego wieczoru jerzyki przelatują nisko nad Charente u stóp naszych piwnic. Od nich Blue Martinet wziął nazwę, a charakter – od podróży: to koniak V.S.O.P, który kończy dojrzewanie w beczkach z dębu amerykańskiego nasączonych bourbonem.',
      'Ten finisz daje mu karmel, wanilię i łagodne ciepło, dzięki którym naturalnie pasuje do old fashioned albo do spokojnej szklaneczki po kolacji.',
    ],
    colour: 'Głębokie złoto z miedzianymi refleksami',
    nose: 'Karmel, laska wanilii i pieczone jabłko.',
    palate: 'Jedwabisty, z toffi, dojrzałym bananem i opiekanym dębem.',
    finish: 'Ciepły i długi, ze słodkimi przyprawami.',
    cru: 'Fins Bois i Borderies',
    cask_type: 'Dąb francuski, finisz w beczkach po bourbonie z dębu amerykańskiego',
    distillation: fineLees.pl,
  },
  zh: {
    title: 'Solaine Blue Martinet',
    small_description: '我們的 V.S.O.P，於曾盛裝肯塔基波本威士忌的橡木桶中完成熟成。',
    description: [
      '每個夏日傍晚，雨燕掠過我們酒窖下方的夏朗德河。Blue Martinet 的名字來自牠們，性格則來自一段旅程：一款 V.S.O.P 干邑，最後在浸潤過波本的美國橡木桶中休憩。',
      '這段過桶為它帶來焦糖、香草與溫柔的暖意，天生適合調製古典雞尾酒，也適合晚餐後慢慢品一杯。',
    ],
    colour: '深金色，泛銅色光澤',
    nose: '焦糖、香草莢與烤蘋果。',
    palate: '絲滑，帶太妃糖、熟香蕉與烘烤橡木。',
    finish: '溫暖悠長，帶甜美辛香。',
    cru: '芬布瓦區與邊林區',
    cask_type: '法國橡木，再於美國橡木波本桶中過桶',
    distillation: fineLees.zh,
  },
  vi: {
    title: 'Solaine Blue Martinet',
    small_description:
      'V.S.O.P của chúng tôi, hoàn thiện trong những thùng từng chứa bourbon Kentucky.',
    description: [
      'Mỗi chiều hè, đàn chim yến lướt trên mặt sông Charente dưới chân hầm rượu. Blue Martinet mang tên chúng, còn cá tính đến từ một chuyến đi: một cognac V.S.O.P được nghỉ lần cuối trong thùng gỗ sồi Mỹ đã thấm bourbon.',
      'Giai đoạn hoàn thiện này mang lại hương caramel, vani và hơi ấm dịu dàng, khiến rượu trở thành bạn đồng hành tự nhiên của ly old fashioned, hay một ly nhâm nhi chậm rãi sau bữa tối.',
    ],
    colour: 'Vàng đậm ánh đồng',
    nose: 'Caramel, quả vani và táo nướng.',
    palate: 'Mượt như lụa, với kẹo bơ, chuối chín và gỗ sồi nướng.',
    finish: 'Ấm áp và kéo dài, với gia vị ngọt.',
    cru: 'Fins Bois và Borderies',
    cask_type: 'Gỗ sồi Pháp, hoàn thiện trong thùng bourbon gỗ sồi Mỹ',
    distillation: fineLees.vi,
  },
  ru: {
    title: 'Solaine Blue Martinet',
    small_description: 'Наш V.S.O.P, доведённый в бочках из-под кентуккийского бурбона.',
    description: [
      'Каждый летний вечер стрижи проносятся над Шарантой у подножия наших погребов. Им Blue Martinet обязан названием, а характером — путешествию: это коньяк V.S.O.P, который завершает выдержку в бочках из американского дуба, пропитанных бурбоном.',
      'Такой финиш дарит ему карамель, ваниль и мягкое тепло, поэтому он естественно подходит для олд фэшн или для неспешного бокала после ужина.',
    ],
    colour: 'Глубокий золотой с медными отблесками',
    nose: 'Карамель, стручок ванили и печёное яблоко.',
    palate: 'Шелковистый: ириска, спелый банан и поджаренный дуб.',
    finish: 'Тёплое и долгое, со сладкими пряностями.',
    cru: 'Фэн Буа и Бордери',
    cask_type: 'Французский дуб, финиш в бочках из-под бурбона из американского дуба',
    distillation: fineLees.ru,
  },
}

const xo: Record<Language, ProductText> = {
  en: {
    title: 'Solaine XO',
    small_description: 'A rich, spicy XO built on the chalk of Grande and Petite Champagne.',
    description: [
      'Solaine XO brings together more than two hundred eaux-de-vie, aged for at least ten years, from the Grande Champagne, the Petite Champagne and the Borderies.',
      'Its signature is a warm, peppery richness over candied fruit. Serve it neat in a tulip glass, and let it open for a few minutes before the first sip.',
    ],
    colour: 'Deep amber',
    nose: 'Dried apricot, fig, black pepper and cedar.',
    palate: 'Full and rich, with candied fruit, clove and fresh walnut.',
    finish: 'Long and warm, with a peppery glow.',
    cru: 'Grande Champagne, Petite Champagne and Borderies',
    cask_type: 'Medium-toast French oak, then old casks',
    distillation: onLees.en,
  },
  fr: {
    title: 'Solaine XO',
    small_description:
      'Un XO riche et épicé, bâti sur la craie de la Grande et de la Petite Champagne.',
    description: [
      'Solaine XO réunit plus de deux cents eaux-de-vie, vieillies au moins dix ans, de Grande Champagne, de Petite Champagne et des Borderies.',
      'Sa signature : une richesse chaleureuse et poivrée sur un fond de fruits confits. Servez-le pur dans un verre tulipe et laissez-le s’ouvrir quelques minutes avant la première gorgée.',
    ],
    colour: 'Ambre profond',
    nose: 'Abricot sec, figue, poivre noir et cèdre.',
    palate: 'Ample et riche, sur les fruits confits, le clou de girofle et la noix fraîche.',
    finish: 'Longue et chaleureuse, à l’éclat poivré.',
    cru: 'Grande Champagne, Petite Champagne et Borderies',
    cask_type: 'Chêne français à chauffe moyenne, puis fûts anciens',
    distillation: onLees.fr,
  },
  es: {
    title: 'Solaine XO',
    small_description:
      'Un XO rico y especiado, construido sobre la creta de la Grande y la Petite Champagne.',
    description: [
      'Solaine XO reúne más de doscientos aguardientes, envejecidos al menos diez años, de la Grande Champagne, la Petite Champagne y las Borderies.',
      'Su sello es una riqueza cálida y especiada sobre fruta confitada. Sírvelo solo en una copa tulipa y deja que se abra unos minutos antes del primer sorbo.',
    ],
    colour: 'Ámbar profundo',
    nose: 'Chabacano seco, higo, pimienta negra y cedro.',
    palate: 'Amplio y rico, con fruta confitada, clavo y nuez fresca.',
    finish: 'Largo y cálido, con un brillo de pimienta.',
    cru: 'Grande Champagne, Petite Champagne y Borderies',
    cask_type: 'Roble francés de tostado medio, después barricas antiguas',
    distillation: onLees.es,
  },
  pl: {
    title: 'Solaine XO',
    small_description: 'Bogaty, korzenny XO zbudowany na kredzie Grande i Petite Champagne.',
    description: [
      'Solaine XO łączy ponad dwieście destylatów, dojrzewających co najmniej dziesięć lat, z Grande Champagne, Petite Champagne i Borderies.',
      'Jego znakiem rozpoznawczym jest ciepła, pieprzna pełnia na tle kandyzowanych owoców. Podawaj go solo w kieliszku w kształcie tulipana i pozwól mu otworzyć się przez kilka minut przed pierwszym łykiem.',
    ],
    colour: 'Głęboki bursztyn',
    nose: 'Suszona morela, figa, czarny pieprz i cedr.',
    palate: 'Pełny i bogaty, z kandyzowanymi owocami, goździkiem i świeżym orzechem włoskim.',
    finish: 'Długi i ciepły, z pieprzną iskrą.',
    cru: 'Grande Champagne, Petite Champagne i Borderies',
    cask_type: 'Dąb francuski średnio opiekany, następnie stare beczki',
    distillation: onLees.pl,
  },
  zh: {
    title: 'Solaine XO',
    small_description: '濃郁辛香的 XO，以大香檳區與小香檳區的白堊土壤為根基。',
    description: [
      'Solaine XO 調和了兩百多種生命之水，皆至少陳釀十年，來自大香檳區、小香檳區與邊林區。',
      '它的招牌是溫暖帶胡椒感的豐厚，襯著蜜餞果香。請以鬱金香杯純飲，入口前讓它醒幾分鐘。',
    ],
    colour: '深琥珀色',
    nose: '杏桃乾、無花果、黑胡椒與雪松。',
    palate: '飽滿濃郁，帶蜜餞水果、丁香與新鮮核桃。',
    finish: '悠長溫暖，胡椒香氣綿延。',
    cru: '大香檳區、小香檳區與邊林區',
    cask_type: '中度烘烤法國橡木桶，再轉入老桶',
    distillation: onLees.zh,
  },
  vi: {
    title: 'Solaine XO',
    small_description:
      'Một chai XO đậm đà, cay nồng, khởi nguồn từ đất đá phấn của Grande và Petite Champagne.',
    description: [
      'Solaine XO quy tụ hơn hai trăm loại rượu mạnh, ủ ít nhất mười năm, từ Grande Champagne, Petite Champagne và Borderies.',
      'Dấu ấn của rượu là sự đậm đà ấm áp, cay nhẹ vị tiêu trên nền trái cây sên đường. Hãy thưởng thức nguyên chất trong ly hình hoa tulip và để rượu thở vài phút trước ngụm đầu tiên.',
    ],
    colour: 'Hổ phách đậm',
    nose: 'Mơ khô, sung, tiêu đen và gỗ tuyết tùng.',
    palate: 'Đầy đặn và giàu vị, với trái cây sên đường, đinh hương và óc chó tươi.',
    finish: 'Dài và ấm, lấp lánh vị tiêu.',
    cru: 'Grande Champagne, Petite Champagne và Borderies',
    cask_type: 'Gỗ sồi Pháp nướng vừa, sau đó là thùng lâu năm',
    distillation: onLees.vi,
  },
  ru: {
    title: 'Solaine XO',
    small_description: 'Насыщенный пряный XO, рождённый на меловых почвах Гранд и Пти Шампань.',
    description: [
      'Solaine XO объединяет более двухсот коньячных спиртов выдержкой не менее десяти лет из Гранд Шампань, Пти Шампань и Бордери.',
      'Его почерк — тёплая перечная насыщенность на фоне цукатов. Подавайте его в чистом виде в бокале-тюльпане и дайте ему раскрыться несколько минут перед первым глотком.',
    ],
    colour: 'Глубокий янтарный',
    nose: 'Курага, инжир, чёрный перец и кедр.',
    palate: 'Полный и насыщенный: цукаты, гвоздика и свежий грецкий орех.',
    finish: 'Долгое и тёплое, с перечной искрой.',
    cru: 'Гранд Шампань, Пти Шампань и Бордери',
    cask_type: 'Французский дуб средней обжарки, затем старые бочки',
    distillation: onLees.ru,
  },
}

const cordonBleu: Record<Language, ProductText> = {
  en: {
    title: 'Solaine Ruban Bleu',
    small_description: 'The house’s blue-ribbon blend, floral and velvety, led by the Borderies.',
    description: [
      'In 1912 Jean Solaine tied a blue silk ribbon around the neck of his finest blend, and the name stayed. Ruban Bleu is built around eaux-de-vie from the Borderies, the smallest cru of Cognac, prized for their notes of violet.',
      'Aged for at least twelve years, it pairs the floral lift of the Borderies with the depth of old Grande Champagne. Enjoy it neat, perhaps with a square of dark chocolate.',
    ],
    colour: 'Amber with mahogany glints',
    nose: 'Violet, candied orange and gingerbread.',
    palate: 'Velvety, with plum, roasted coffee and mocha.',
    finish: 'Long and elegant, with spice and dried fruit.',
    cru: 'Borderies and Grande Champagne',
    cask_type: 'Old French oak casks from the Tronçais forest',
    distillation: onLees.en,
  },
  fr: {
    title: 'Solaine Ruban Bleu',
    small_description:
      'L’assemblage au ruban bleu de la maison, floral et velouté, mené par les Borderies.',
    description: [
      'En 1912, Jean Solaine noua un ruban de soie bleue au col de son plus bel assemblage, et le nom resta. Ruban Bleu s’articule autour d’eaux-de-vie des Borderies, le plus petit cru de Cognac, recherchées pour leurs notes de violette.',
      'Vieilli au moins douze ans, il unit l’élan floral des Borderies à la profondeur des vieilles Grande Champagne. Dégustez-le pur, pourquoi pas avec un carré de chocolat noir.',
    ],
    colour: 'Ambre aux reflets acajou',
    nose: 'Violette, orange confite et pain d’épices.',
    palate: 'Veloutée, sur la prune, le café torréfié et le moka.',
    finish: 'Longue et élégante, épicée, aux fruits secs.',
    cru: 'Borderies et Grande Champagne',
    cask_type: 'Fûts anciens de chêne français de la forêt de Tronçais',
    distillation: onLees.fr,
  },
  es: {
    title: 'Solaine Ruban Bleu',
    small_description:
      'La mezcla de listón azul de la casa, floral y aterciopelada, guiada por las Borderies.',
    description: [
      'En 1912, Jean Solaine ató un listón de seda azul al cuello de su mejor mezcla, y el nombre se quedó. Ruban Bleu se construye en torno a aguardientes de las Borderies, el cru más pequeño de Cognac, apreciados por sus notas de violeta.',
      'Envejecido al menos doce años, une el impulso floral de las Borderies con la profundidad de las viejas Grande Champagne. Disfrútalo solo, quizá con un cuadrito de chocolate amargo.',
    ],
    colour: 'Ámbar con destellos caoba',
    nose: 'Violeta, naranja confitada y pan de especias.',
    palate: 'Aterciopelado, con ciruela, café tostado y moka.',
    finish: 'Largo y elegante, con especias y fruta seca.',
    cru: 'Borderies y Grande Champagne',
    cask_type: 'Barricas antiguas de roble francés del bosque de Tronçais',
    distillation: onLees.es,
  },
  pl: {
    title: 'Solaine Ruban Bleu',
    small_description: 'Kupaż domu z niebieską wstążką, kwiatowy i aksamitny, oparty na Borderies.',
    description: [
      'W 1912 roku Jean Solaine zawiązał niebieską jedwabną wstążkę na szyjce butelki swojego najlepszego kupażu i tak już zostało. Ruban Bleu opiera się na destylatach z Borderies, najmniejszego cru regionu Cognac, cenionych za nuty fiołka.',
      'Dojrzewający co najmniej dwanaście lat, łączy kwiatową lekkość Borderies z głębią starych destylatów z Grande Champagne. Delektuj się nim solo, może z kostką gorzkiej czekolady.',
    ],
    colour: 'Bursztyn z mahoniowymi refleksami',
    nose: 'Fiołek, kandyzowana pomarańcza i piernik.',
    palate: 'Aksamitny, ze śliwką, paloną kawą i mokką.',
    finish: 'Długi i elegancki, z przyprawami i suszonymi owocami.',
    cru: 'Borderies i Grande Champagne',
    cask_type: 'Stare beczki z dębu francuskiego z lasu Tronçais',
    distillation: onLees.pl,
  },
  zh: {
    title: 'Solaine Ruban Bleu',
    small_description: '酒莊的藍絲帶調和，花香馥郁、口感絲絨，以邊林區為主導。',
    description: [
      '1912 年，Jean Solaine 在他最好的調和酒瓶頸繫上一條藍色絲帶，這個名字從此流傳。Ruban Bleu 以邊林區的生命之水為核心；邊林區是干邑最小的產區，以紫羅蘭香氣聞名。',
      '它至少陳釀十二年，結合邊林區的花香與大香檳區老酒的深度。建議純飲，或搭配一小塊黑巧克力。',
    ],
    colour: '琥珀色，泛紅木光澤',
    nose: '紫羅蘭、糖漬橙皮與薑餅。',
    palate: '絲絨般柔滑，帶李子、烘焙咖啡與摩卡。',
    finish: '悠長優雅，帶辛香與果乾。',
    cru: '邊林區與大香檳區',
    cask_type: '來自特朗賽森林的法國橡木老桶',
    distillation: onLees.zh,
  },
  vi: {
    title: 'Solaine Ruban Bleu',
    small_description:
      'Dòng rượu phối “dải ruy băng xanh” của nhà rượu, thơm hương hoa và mượt như nhung, dẫn dắt bởi vùng Borderies.',
    description: [
      'Năm 1912, Jean Solaine buộc một dải lụa xanh quanh cổ chai rượu phối ngon nhất của mình, và cái tên ở lại từ đó. Ruban Bleu được xây dựng quanh rượu mạnh từ Borderies, vùng trồng nho nhỏ nhất của Cognac, nổi tiếng với hương hoa violet.',
      'Được ủ ít nhất mười hai năm, rượu kết hợp nét hoa thanh thoát của Borderies với chiều sâu của những loại rượu Grande Champagne lâu năm. Hãy thưởng thức nguyên chất, có thể kèm một miếng sô-cô-la đen.',
    ],
    colour: 'Hổ phách ánh gỗ gụ',
    nose: 'Hoa violet, cam ngâm đường và bánh gừng.',
    palate: 'Mượt như nhung, với mận, cà phê rang và mocha.',
    finish: 'Dài và thanh lịch, với gia vị và trái cây khô.',
    cru: 'Borderies và Grande Champagne',
    cask_type: 'Thùng gỗ sồi Pháp lâu năm từ rừng Tronçais',
    distillation: onLees.vi,
  },
  ru: {
    title: 'Solaine Ruban Bleu',
    small_description:
      'Купаж дома с голубой лентой — цветочный и бархатистый, с ведущей ролью Бордери.',
    description: [
      'В 1912 году Жан Солен повязал голубую шёлковую ленту на горлышко своего лучшего купажа, и название прижилось. Ruban Bleu строится вокруг спиртов из Бордери — самого маленького крю Коньяка, ценимого за фиалковые ноты.',
      'Выдержанный не менее двенадцати лет, он соединяет цветочную лёгкость Бордери с глубиной старых спиртов Гранд Шампань. Наслаждайтесь им в чистом виде, например с долькой горького шоколада.',
    ],
    colour: 'Янтарный с отблесками красного дерева',
    nose: 'Фиалка, апельсиновые цукаты и имбирный пряник.',
    palate: 'Бархатистый: слива, обжаренный кофе и мокко.',
    finish: 'Долгое и элегантное, с пряностями и сухофруктами.',
    cru: 'Бордери и Гранд Шампань',
    cask_type: 'Старые бочки из французского дуба из леса Тронсе',
    distillation: onLees.ru,
  },
}

const cordonBleuExtra: Record<Language, ProductText> = {
  en: {
    title: 'Solaine Ruban Bleu Extra',
    small_description: 'Ruban Bleu taken further: very old eaux-de-vie from the paradise cellar.',
    description: [
      'Ruban Bleu Extra begins where Ruban Bleu ends. The cellar master draws on eaux-de-vie of twenty-five years and more, resting in the century-old casks of our paradise cellar.',
      'Time has given them rancio, the rare note of old cognac that recalls walnut, leather and forest floor. A cognac for long evenings and unhurried conversation.',
    ],
    colour: 'Deep mahogany',
    nose: 'Dried fig, iris, sandalwood and cigar box.',
    palate: 'Dense and layered, with candied fruit, dark chocolate and old leather.',
    finish: 'Very long, woody, with a deep rancio.',
    cru: 'Borderies and Grande Champagne',
    cask_type: 'Century-old French oak casks in the paradise cellar',
    distillation: onLees.en,
  },
  fr: {
    title: 'Solaine Ruban Bleu Extra',
    small_description:
      'Le Ruban Bleu poussé plus loin : de très vieilles eaux-de-vie du paradis de la maison.',
    description: [
      'Ruban Bleu Extra commence là où s’arrête Ruban Bleu. Le maître de chai y puise des eaux-de-vie de vingt-cinq ans et plus, qui reposent dans les fûts centenaires de notre paradis.',
      'Le temps leur a donné le rancio, cette note rare des vieux cognacs qui évoque la noix, le cuir et le sous-bois. Un cognac pour les longues soirées et les conversations sans hâte.',
    ],
    colour: 'Acajou profond',
    nose: 'Figue sèche, iris, bois de santal et boîte à cigares.',
    palate: 'Dense et tout en couches, sur les fruits confits, le chocolat noir et le vieux cuir.',
    finish: 'Très longue, boisée, au rancio profond.',
    cru: 'Borderies et Grande Champagne',
    cask_type: 'Fûts centenaires de chêne français, dans le paradis',
    distillation: onLees.fr,
  },
  es: {
    title: 'Solaine Ruban Bleu Extra',
    small_description:
      'Ruban Bleu llevado más lejos: aguardientes muy viejos del «paraíso» de la casa.',
    description: [
      'Ruban Bleu Extra empieza donde termina Ruban Bleu. El maestro bodeguero recurre a aguardientes de veinticinco años o más, que reposan en las barricas centenarias de nuestro «paraíso».',
      'El tiempo les ha dado el rancio, esa nota escasa de los coñacs viejos que recuerda a la nuez, el cuero y el sotobosque. Un coñac para noches largas y conversaciones sin prisa.',
    ],
    colour: 'Caoba profunda',
    nose: 'Higo seco, iris, sándalo y caja de puros.',
    palate: 'Denso y en capas, con fruta confitada, chocolate amargo y cuero viejo.',
    finish: 'Muy largo, amaderado, con un rancio profundo.',
    cru: 'Borderies y Grande Champagne',
    cask_type: 'Barricas centenarias de roble francés en el «paraíso» de la bodega',
    distillation: onLees.es,
  },
  pl: {
    title: 'Solaine Ruban Bleu Extra',
    small_description: 'Ruban Bleu o krok dalej: bardzo stare destylaty z rajskiej piwnicy domu.',
    description: [
      'Ruban Bleu Extra zaczyna się tam, gdzie kończy się Ruban Bleu. Mistrz piwnicy sięga po destylaty liczące dwadzieścia pięć lat i więcej, spoczywające w stuletnich beczkach naszej rajskiej piwnicy.',
      'Czas dał im rancio – rzadką nutę starych koniaków, przywołującą orzech włoski, skórę i leśne runo. Koniak na długie wieczory i niespieszne rozmowy.',
    ],
    colour: 'Głęboki mahoń',
    nose: 'Suszona figa, irys, drzewo sandałowe i pudełko na cygara.',
    palate: 'Gęsty i wielowarstwowy, z kandyzowanymi owocami, gorzką czekoladą i starą skórą.',
    finish: 'Bardzo długi, drzewny, z głębokim rancio.',
    cru: 'Borderies i Grande Champagne',
    cask_type: 'Stuletnie beczki z dębu francuskiego w rajskiej piwnicy',
    distillation: onLees.pl,
  },
  zh: {
    title: 'Solaine Ruban Bleu Extra',
    small_description: '更進一步的 Ruban Bleu：取自酒莊「天堂酒窖」的極陳年生命之水。',
    description: [
      'Ruban Bleu Extra 從 Ruban Bleu 止步之處開始。酒窖大師選用二十五年以上的生命之水，它們靜靜躺在天堂酒窖的百年橡木桶中。',
      '歲月賦予它們「陳香」（rancio）——老干邑罕有的氣息，令人想起核桃、皮革與林間土壤。這是一款屬於漫長夜晚與從容對話的干邑。',
    ],
    colour: '深紅木色',
    nose: '無花果乾、鳶尾花、檀香與雪茄盒。',
    palate: '濃稠而層次分明，帶蜜餞水果、黑巧克力與陳年皮革。',
    finish: '極為悠長，木質調，陳香深邃。',
    cru: '邊林區與大香檳區',
    cask_type: '天堂酒窖中的百年法國橡木桶',
    distillation: onLees.zh,
  },
  vi: {
    title: 'Solaine Ruban Bleu Extra',
    small_description:
      'Ruban Bleu được nâng tầm: những loại rượu mạnh rất lâu năm từ “hầm thiên đường” của nhà rượu.',
    description: [
      'Ruban Bleu Extra bắt đầu từ nơi Ruban Bleu dừng lại. Bậc thầy hầm rượu chọn những loại rượu mạnh từ hai mươi lăm năm tuổi trở lên, đang nằm yên trong các thùng gỗ trăm tuổi của hầm thiên đường.',
      'Thời gian đã ban cho chúng hương rancio, nốt hương hiếm có của cognac lâu năm gợi nhớ quả óc chó, da thuộc và thảm lá rừng. Một chai cognac cho những buổi tối dài và những cuộc trò chuyện thong thả.',
    ],
    colour: 'Màu gỗ gụ đậm',
    nose: 'Sung khô, hoa diên vĩ, gỗ đàn hương và hộp xì gà.',
    palate: 'Đậm đặc và nhiều tầng, với trái cây sên đường, sô-cô-la đen và da thuộc cũ.',
    finish: 'Rất dài, hương gỗ, rancio sâu lắng.',
    cru: 'Borderies và Grande Champagne',
    cask_type: 'Thùng gỗ sồi Pháp trăm tuổi trong hầm thiên đường',
    distillation: onLees.vi,
  },
  ru: {
    title: 'Solaine Ruban Bleu Extra',
    small_description:
      'Ruban Bleu, шагнувший дальше: очень старые спирты из «райского погреба» дома.',
    description: [
      'Ruban Bleu Extra начинается там, где заканчивается Ruban Bleu. Мастер погреба берёт спирты возрастом от двадцати пяти лет, которые покоятся в столетних бочках нашего «райского погреба».',
      'Время подарило им рансьо — редкую ноту старых коньяков, напоминающую о грецком орехе, коже и лесной подстилке. Коньяк для долгих вечеров и неторопливых разговоров.',
    ],
    colour: 'Глубокий цвет красного дерева',
    nose: 'Сушёный инжир, ирис, сандал и сигарная коробка.',
    palate: 'Плотный и многослойный: цукаты, горький шоколад и старая кожа.',
    finish: 'Очень долгое, древесное, с глубоким рансьо.',
    cru: 'Бордери и Гранд Шампань',
    cask_type: 'Столетние бочки из французского дуба в «райском погребе»',
    distillation: onLees.ru,
  },
}

const lorDeJean: Record<Language, ProductText> = {
  en: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'A tribute to Jean Solaine: rare Grande Champagne eaux-de-vie in a gilded crystal decanter.',
    description: [
      'Jean Solaine sealed the paradise cellar in 1921 so that his grandchildren would inherit its treasures. L’Or d’Élise gathers the rarest of them, Grande Champagne eaux-de-vie aged for forty years and more.',
      'Bottled at 42% to keep every nuance, it is presented in a numbered crystal decanter crowned with a gilded stopper. Pour a small measure and give it time: it changes with every minute in the glass.',
    ],
    colour: 'Deep mahogany with golden highlights',
    nose: 'Beeswax, tobacco leaf, dried rose and old tawny port.',
    palate: 'Profound and layered, with candied orange peel, walnut, leather and cocoa.',
    finish: 'Seemingly endless, with rancio and sandalwood.',
    cru: 'Grande Champagne',
    cask_type: 'Century-old French oak casks, then glass demijohns',
    distillation: 'Double distillation on lees; the oldest eaux-de-vie date from the 1960s',
  },
  fr: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'Un hommage à Jean Solaine : de rares eaux-de-vie de Grande Champagne dans une carafe de cristal dorée.',
    description: [
      'Jean Solaine scella le paradis en 1921 pour que ses petits-enfants héritent de ses trésors. L’Or d’Élise réunit les plus rares d’entre eux, des eaux-de-vie de Grande Champagne vieillies quarante ans et plus.',
      'Embouteillé à 42 % pour en garder chaque nuance, il est présenté dans une carafe de cristal numérotée coiffée d’un bouchon doré. Servez-en une petite mesure et laissez-lui du temps : il change à chaque minute dans le verre.',
    ],
    colour: 'Acajou profond aux reflets d’or',
    nose: 'Cire d’abeille, feuille de tabac, rose séchée et vieux porto tawny.',
    palate:
      'Profonde et tout en strates, sur l’écorce d’orange confite, la noix, le cuir et le cacao.',
    finish: 'Presque infinie, sur le rancio et le bois de santal.',
    cru: 'Grande Champagne',
    cask_type: 'Fûts centenaires de chêne français, puis dames-jeannes de verre',
    distillation:
      'Double distillation sur lies ; les plus vieilles eaux-de-vie datent des années 1960',
  },
  es: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'Un homenaje a Jean Solaine: aguardientes raros de Grande Champagne en una licorera de cristal dorada.',
    description: [
      'Jean Solaine selló el «paraíso» en 1921 para que sus nietos heredaran sus tesoros. L’Or d’Élise reúne los más raros, aguardientes de Grande Champagne envejecidos cuarenta años o más.',
      'Embotellado a 42 % para conservar cada matiz, se presenta en una licorera de cristal numerada, coronada con un tapón dorado. Sirve una medida pequeña y dale tiempo: cambia con cada minuto en la copa.',
    ],
    colour: 'Caoba profunda con reflejos dorados',
    nose: 'Cera de abeja, hoja de tabaco, rosa seca y oporto tawny añejo.',
    palate: 'Profundo y en capas, con cáscara de naranja confitada, nuez, cuero y cacao.',
    finish: 'Casi interminable, con rancio y sándalo.',
    cru: 'Grande Champagne',
    cask_type: 'Barricas centenarias de roble francés y después damajuanas de vidrio',
    distillation:
      'Doble destilación sobre lías; los aguardientes más antiguos datan de los años sesenta',
  },
  pl: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'Hołd dla Jeana Solaine’a: rzadkie destylaty z Grande Champagne w złoconej kryształowej karafce.',
    description: [
      'Jean Solaine zapieczętował rajską piwnicę w 1921 roku, by jego wnuki odziedziczyły jej skarby. L’Or d’Élise łączy najrzadsze z nich – destylaty z Grande Champagne dojrzewające czterdzieści lat i dłużej.',
      'Butelkowany przy 42%, by zachować każdy niuans, trafia do numerowanej kryształowej karafki zwieńczonej złoconym korkiem. Nalej niewielką porcję i daj mu czas: zmienia się z każdą minutą w kieliszku.',
    ],
    colour: 'Głęboki mahoń ze złotymi refleksami',
    nose: 'Wosk pszczeli, liść tytoniu, suszona róża i stare porto tawny.',
    palate:
      'Głęboki i warstwowy, z kandyzowaną skórką pomarańczy, orzechem włoskim, skórą i kakao.',
    finish: 'Niemal nieskończony, z rancio i drzewem sandałowym.',
    cru: 'Grande Champagne',
    cask_type: 'Stuletnie beczki z dębu francuskiego, następnie szklane gąsiory',
    distillation:
      'Podwójna destylacja na osadzie; najstarsze destylaty pochodzą z lat 60. XX wieku',
  },
  zh: {
    title: 'L’Or d’Élise Gold',
    small_description: '獻給 Jean Solaine 的致敬之作：珍稀大香檳區生命之水，盛於鎏金水晶瓶中。',
    description: [
      'Jean Solaine 於 1921 年封存天堂酒窖，讓孫輩得以繼承其中的珍藏。L’Or d’Élise 匯集其中最稀有的部分：陳釀四十年以上的大香檳區生命之水。',
      '以 42% 酒精濃度裝瓶，保留每一分細節，盛裝於附有編號、頂覆鎏金瓶塞的水晶瓶中。倒一小杯，給它一些時間：它在杯中每一分鐘都在變化。',
    ],
    colour: '深紅木色，泛金色光澤',
    nose: '蜂蠟、菸葉、乾燥玫瑰與陳年茶色波特酒。',
    palate: '深邃且層次豐富，帶糖漬橙皮、核桃、皮革與可可。',
    finish: '彷彿無盡，陳香與檀香交織。',
    cru: '大香檳區',
    cask_type: '百年法國橡木桶，之後移入玻璃大肚瓶',
    distillation: '帶酒泥二次蒸餾；最老的生命之水可追溯至 1960 年代',
  },
  vi: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'Lời tri ân Jean Solaine: những loại rượu mạnh Grande Champagne quý hiếm trong bình pha lê mạ vàng.',
    description: [
      'Năm 1921, Jean Solaine niêm phong hầm thiên đường để các cháu của ông được thừa hưởng kho báu bên trong. L’Or d’Élise quy tụ những gì quý hiếm nhất trong đó: rượu mạnh Grande Champagne ủ từ bốn mươi năm trở lên.',
      'Được đóng chai ở độ cồn 42% để giữ trọn từng sắc thái, rượu nằm trong bình pha lê đánh số với nút mạ vàng. Hãy rót một lượng nhỏ và cho rượu thời gian: mỗi phút trong ly, hương vị lại đổi khác.',
    ],
    colour: 'Gỗ gụ đậm ánh vàng kim',
    nose: 'Sáp ong, lá thuốc lá, hoa hồng khô và rượu port tawny lâu năm.',
    palate: 'Sâu lắng và nhiều tầng, với vỏ cam sên đường, óc chó, da thuộc và ca cao.',
    finish: 'Gần như bất tận, với rancio và gỗ đàn hương.',
    cru: 'Grande Champagne',
    cask_type: 'Thùng gỗ sồi Pháp trăm tuổi, sau đó là bình thủy tinh lớn',
    distillation:
      'Chưng cất hai lần cùng cặn rượu; những loại rượu lâu năm nhất có từ thập niên 1960',
  },
  ru: {
    title: 'L’Or d’Élise Gold',
    small_description:
      'Дань памяти Жану Солену: редкие спирты Гранд Шампань в хрустальном графине с позолотой.',
    description: [
      'В 1921 году Жан Солен запечатал «райский погреб», чтобы его внуки унаследовали его сокровища. L’Or d’Élise объединяет самые редкие из них — спирты Гранд Шампань выдержкой сорок лет и более.',
      'Разлитый при крепости 42 %, чтобы сохранить каждый нюанс, он представлен в пронумерованном хрустальном графине с позолоченной пробкой. Налейте немного и дайте ему время: он меняется с каждой минутой в бокале.',
    ],
    colour: 'Глубокий цвет красного дерева с золотыми бликами',
    nose: 'Пчелиный воск, табачный лист, сушёная роза и старый портвейн тони.',
    palate: 'Глубокий и многослойный: цукаты апельсиновой корки, грецкий орех, кожа и какао.',
    finish: 'Почти бесконечное, с рансьо и сандалом.',
    cru: 'Гранд Шампань',
    cask_type: 'Столетние бочки из французского дуба, затем стеклянные бутыли',
    distillation: 'Двойная перегонка на осадке; старейшие спирты заложены в 1960-х годах',
  },
}

/** The limited editions keep the tasting notes of their cuvée and tell the artist's story. */
type EditionText = Pick<ProductText, 'title' | 'small_description' | 'description'>

function edition(
  base: Record<Language, ProductText>,
  texts: Record<Language, EditionText>,
): Record<Language, ProductText> {
  const out = {} as Record<Language, ProductText>
  for (const language of Object.keys(texts) as Language[]) {
    out[language] = { ...base[language], ...texts[language] }
  }
  return out
}

const byAurore = edition(blueSwift, {
  en: {
    title: 'Blue Martinet Limited Edition by Aurore',
    small_description:
      'Blue Martinet in a sleeve painted by the Marseille muralist Aurore: swifts sweeping across a night-blue sky.',
    description: [
      'For this edition we invited Aurore, a muralist who paints the walls of Marseille, to dress our Blue Martinet. She covered the bottle with a flight of swifts, drawn in single strokes of white and copper on midnight blue.',
      'Inside is the Blue Martinet you know, finished in bourbon casks. The edition is numbered and will not be repeated.',
    ],
  },
  fr: {
    title: 'Blue Martinet édition limitée par Aurore',
    small_description:
      'Blue Martinet dans un étui peint par Aurore, muraliste marseillaise : des martinets filant dans un ciel bleu nuit.',
    description: [
      'Pour cette édition, nous avons invité Aurore, muraliste qui peint les murs de Marseille, à habiller notre Blue Martinet. Elle a couvert la bouteille d’un vol de martinets, tracés d’un seul geste en blanc et cuivre sur un bleu de minuit.',
      'À l’intérieur, le Blue Martinet que vous connaissez, affiné en fûts de bourbon. L’édition est numérotée et ne sera pas renouvelée.',
    ],
  },
  es: {
    title: 'Blue Martinet edición limitada por Aurore',
    small_description:
      'Blue Martinet en un estuche pintado por Aurore, muralista de Marsella: vencejos que cruzan un cielo azul noche.',
    description: [
      'Para esta edición invitamos a Aurore, una muralista que pinta los muros de Marsella, a vestir nuestro Blue Martinet. Cubrió la botella con una bandada de vencejos, trazados de un solo gesto en blanco y cobre sobre azul medianoche.',
      'Dentro está el Blue Martinet que ya conoces, terminado en barricas de bourbon. La edición está numerada y no se repetirá.',
    ],
  },
  pl: {
    title: 'Limitowana edycja Blue Martinet autorstwa Aurore',
    small_description:
      'Blue Martinet w etui malowanym przez Aurore, muralistkę z Marsylii: jerzyki mknące po granatowym nocnym niebie.',
    description: [
      'Do tej edycji zaprosiliśmy Aurore, muralistkę malującą ściany Marsylii, by ubrała nasz Blue Martinet. Pokryła butelkę stadem jerzyków, kreślonych jednym pociągnięciem pędzla bielą i miedzią na tle nocnego granatu.',
      'W środku znajdziesz dobrze znany Blue Martinet, dopracowany w beczkach po bourbonie. Edycja jest numerowana i nie zostanie powtórzona.',
    ],
  },
  zh: {
    title: 'Blue Martinet Aurore 限量版',
    small_description: '由馬賽壁畫藝術家 Aurore 彩繪外盒的 Blue Martinet：雨燕掠過午夜藍的天空。',
    description: [
      '為了這個版本，我們邀請在馬賽街頭作畫的壁畫藝術家 Aurore 為 Blue Martinet 換上新裝。她以白色與銅色的一筆畫，在午夜藍上描繪出一群飛翔的雨燕。',
      '瓶中仍是您熟悉的 Blue Martinet，於波本桶中完成熟成。本版本附有編號，不再重製。',
    ],
  },
  vi: {
    title: 'Blue Martinet phiên bản giới hạn do Aurore thiết kế',
    small_description:
      'Blue Martinet trong hộp do Aurore, họa sĩ tranh tường ở Marseille, vẽ tay: đàn chim yến lướt qua bầu trời xanh đêm.',
    description: [
      'Với phiên bản này, chúng tôi mời Aurore, họa sĩ vẽ tranh tường trên những bức tường Marseille, khoác áo mới cho Blue Martinet. Cô phủ lên chai rượu một đàn chim yến, mỗi con chỉ một nét cọ trắng và đồng trên nền xanh nửa đêm.',
      'Bên trong vẫn là Blue Martinet quen thuộc, hoàn thiện trong thùng bourbon. Phiên bản được đánh số và sẽ không tái bản.',
    ],
  },
  ru: {
    title: 'Blue Martinet, лимитированная серия от Aurore',
    small_description:
      'Blue Martinet в футляре, расписанном марсельской художницей Aurore: стрижи в ночном синем небе.',
    description: [
      'Для этого выпуска мы пригласили Aurore, которая расписывает стены Марселя, одеть наш Blue Martinet. Она покрыла бутылку стаей стрижей, нарисованных одним движением белым и медным по полуночной синеве.',
      'Внутри — знакомый вам Blue Martinet, выдержанный в финале в бочках из-под бурбона. Выпуск пронумерован и не будет повторён.',
    ],
  },
})

const byCeleste = edition(vsSingleDistillery, {
  en: {
    title: 'VS Single Estate Limited Edition by Céleste',
    small_description:
      'Our single-distillery VS with a label drawn by the illustrator Céleste as a night map of the Charente.',
    description: [
      'Céleste draws maps of the places that matter to people. For us she drew the river at night: the distillery, the bridges of Cognac and the stars reflected in the water, printed in silver on a deep-blue label.',
      'The cognac is our VS Single Estate, bright and fruity, made for long drinks and summer evenings. A numbered edition, available while it lasts.',
    ],
  },
  fr: {
    title: 'VS Single Estate édition limitée par Céleste',
    small_description:
      'Notre VS mono-distillerie, habillé d’une étiquette dessinée par l’illustratrice Céleste : une carte nocturne de la Charente.',
    description: [
      'Céleste dessine les cartes des lieux qui comptent pour chacun. Pour nous, elle a dessiné le fleuve la nuit : la distillerie, les ponts de Cognac et les étoiles qui se reflètent dans l’eau, imprimés en argent sur une étiquette bleu profond.',
      'Le cognac est notre VS Single Estate, éclatant et fruité, fait pour les long drinks et les soirs d’été. Une édition numérotée, disponible dans la limite des stocks.',
    ],
  },
  es: {
    title: 'VS Single Estate edición limitada por Céleste',
    small_description:
      'Nuestro VS de una sola destilería con una etiqueta de la ilustradora Céleste: un mapa nocturno del Charente.',
    description: [
      'Céleste dibuja mapas de los lugares que importan a las personas. Para nosotros dibujó el río de noche: la destilería, los puentes de Cognac y las estrellas reflejadas en el agua, impresos en plata sobre una etiqueta azul profundo.',
      'El coñac es nuestro VS Single Estate, luminoso y afrutado, hecho para tragos largos y noches de verano. Una edición numerada, disponible hasta agotar existencias.',
    ],
  },
  pl: {
    title: 'Limitowana edycja VS Single Estate autorstwa Céleste',
    small_description:
      'Nasz VS z jednej destylarni z etykietą ilustratorki Céleste: nocną mapą Charente.',
    description: [
      'Céleste rysuje mapy miejsc, które są dla ludzi ważne. Dla nas narysowała rzekę nocą: destylarnię, mosty Cognac i gwiazdy odbite w wodzie, wydrukowane srebrem na ciemnoniebieskiej etykiecie.',
      'W butelce jest nasz VS Single Estate, jasny i owocowy, stworzony do long drinków i letnich wieczorów. Edycja numerowana, dostępna do wyczerpania zapasów.',
    ],
  },
  zh: {
    title: 'VS Single Estate Céleste 限量版',
    small_description: '單一蒸餾廠 VS，酒標由插畫家 Céleste 繪製，是一幅夏朗德河的夜間地圖。',
    description: [
      'Céleste 擅長為人們描繪重要之地的地圖。她為我們畫下夜晚的河流：蒸餾廠、干邑鎮的橋梁，以及倒映在水中的星光，以銀色印在深藍酒標上。',
      '瓶中是我們的 VS Single Estate，明亮果香，適合長飲與夏日夜晚。編號限量發行，售完為止。',
    ],
  },
  vi: {
    title: 'VS Single Estate phiên bản giới hạn do Céleste thiết kế',
    small_description:
      'VS một xưởng chưng cất của chúng tôi với nhãn do họa sĩ minh họa Céleste vẽ: tấm bản đồ sông Charente về đêm.',
    description: [
      'Céleste vẽ bản đồ những nơi có ý nghĩa với mỗi người. Cho chúng tôi, cô vẽ dòng sông về đêm: xưởng chưng cất, những cây cầu của Cognac và các vì sao soi bóng trên mặt nước, in ánh bạc trên nền nhãn xanh thẫm.',
      'Bên trong là VS Single Estate tươi sáng, đậm hương trái cây, dành cho những ly long drink và những buổi tối mùa hè. Phiên bản đánh số, chỉ bán đến khi hết hàng.',
    ],
  },
  ru: {
    title: 'VS Single Estate, лимитированная серия от Céleste',
    small_description:
      'Наш VS одной винокурни с этикеткой иллюстратора Céleste — ночной картой Шаранты.',
    description: [
      'Céleste рисует карты мест, которые дороги людям. Для нас она нарисовала реку ночью: винокурню, мосты Коньяка и звёзды, отражённые в воде, — серебром на тёмно-синей этикетке.',
      'Внутри — наш VS Single Estate, яркий и фруктовый, созданный для лонгдринков и летних вечеров. Пронумерованный выпуск, пока он есть в продаже.',
    ],
  },
})

/** In the collection's order (sort_order). */
export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: 'vs-single-distillery',
    range: 'core',
    sort_order: 10,
    age_statement_years: 2,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 8, floral: 5, spicy: 3, woody: 2, sweet: 5 },
    grouping_id: 'SOL-VSSD-70',
    click_to_buy: true,
    store_locator: true,
    hue: 45,
    cover: 'vineyard',
    text: vsSingleDistillery,
  },
  {
    slug: 'v-s-o-p',
    range: 'core',
    sort_order: 20,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 7, floral: 6, spicy: 4, woody: 4, sweet: 6 },
    grouping_id: 'SOL-VSOP-70',
    click_to_buy: true,
    store_locator: true,
    hue: 30,
    cover: 'vineyard',
    text: vsop,
  },
  {
    slug: 'blue-swift',
    range: 'core',
    sort_order: 30,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 3, spicy: 5, woody: 6, sweet: 8 },
    grouping_id: 'SOL-BSW-70',
    click_to_buy: true,
    store_locator: true,
    hue: 215,
    cover: 'river',
    text: blueSwift,
  },
  {
    slug: 'xo',
    range: 'prestige',
    sort_order: 40,
    age_statement_years: 10,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 7, floral: 5, spicy: 7, woody: 7, sweet: 6 },
    grouping_id: 'SOL-XO-70',
    click_to_buy: true,
    store_locator: true,
    hue: 20,
    cover: 'cellar',
    text: xo,
  },
  {
    slug: 'cordon-bleu',
    range: 'prestige',
    sort_order: 50,
    age_statement_years: 12,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 8, spicy: 5, woody: 6, sweet: 5 },
    grouping_id: 'SOL-CB-70',
    click_to_buy: true,
    store_locator: true,
    hue: 225,
    cover: 'cellar',
    text: cordonBleu,
  },
  {
    slug: 'cordon-bleu-extra',
    range: 'prestige',
    sort_order: 60,
    age_statement_years: 25,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 5, floral: 7, spicy: 6, woody: 8, sweet: 5 },
    grouping_id: 'SOL-CBX-70',
    click_to_buy: true,
    store_locator: true,
    hue: 240,
    cover: 'paradise',
    text: cordonBleuExtra,
  },
  {
    slug: 'lor-de-jean-gold',
    range: 'prestige',
    sort_order: 70,
    age_statement_years: 40,
    abv: 42,
    volume_ml: 700,
    flavour_profile: { fruity: 5, floral: 6, spicy: 6, woody: 9, sweet: 4 },
    grouping_id: 'SOL-LDJ-70',
    // Sold by appointment in the house's boutique only: no buy button.
    click_to_buy: false,
    store_locator: true,
    hue: 48,
    cover: 'paradise',
    text: lorDeJean,
  },
  {
    slug: 'blue-swift-limited-edition-by-aurore',
    range: 'limited-edition',
    sort_order: 80,
    age_statement_years: 4,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 6, floral: 4, spicy: 5, woody: 6, sweet: 8 },
    grouping_id: 'SOL-BSW-AUR-70',
    click_to_buy: true,
    store_locator: false,
    hue: 230,
    cover: 'artists',
    text: byAurore,
  },
  {
    slug: 'vs-single-distillery-limited-edition-by-celeste',
    range: 'limited-edition',
    sort_order: 90,
    age_statement_years: 2,
    abv: 40,
    volume_ml: 700,
    flavour_profile: { fruity: 8, floral: 5, spicy: 3, woody: 2, sweet: 5 },
    grouping_id: 'SOL-VSSD-CEL-70',
    // Sold out online: the page stays, without the buy button.
    click_to_buy: false,
    store_locator: false,
    hue: 250,
    cover: 'artists',
    text: byCeleste,
  },
]

/** Wide cover images shared by several products. */
export const COVERS: Record<
  CoverKey,
  { motif: 'vineyard' | 'abstract' | 'cellar'; hue: number; alt: ByLanguage }
> = {
  vineyard: {
    motif: 'vineyard',
    hue: 95,
    alt: {
      en: 'Vineyards of the Fins Bois at the end of summer',
      fr: 'Les vignes des Fins Bois à la fin de l’été',
      es: 'Viñedos de los Fins Bois al final del verano',
      pl: 'Winnice Fins Bois pod koniec lata',
      zh: '夏末的芬布瓦葡萄園',
      vi: 'Vườn nho Fins Bois cuối mùa hè',
      ru: 'Виноградники Фэн Буа в конце лета',
    },
  },
  river: {
    motif: 'abstract',
    hue: 215,
    alt: {
      en: 'Evening light over the Charente, in shades of blue',
      fr: 'Lumière du soir sur la Charente, en nuances de bleu',
      es: 'Luz de la tarde sobre el Charente, en tonos azules',
      pl: 'Wieczorne światło nad Charente w odcieniach błękitu',
      zh: '夏朗德河上的藍色暮光',
      vi: 'Ánh chiều trên sông Charente trong những sắc xanh',
      ru: 'Вечерний свет над Шарантой в синих тонах',
    },
  },
  cellar: {
    motif: 'cellar',
    hue: 30,
    alt: {
      en: 'Casks resting in the house’s cellars on the quai des Chais',
      fr: 'Fûts au repos dans les chais de la maison, quai des Chais',
      es: 'Barricas en reposo en las bodegas de la casa, en el quai des Chais',
      pl: 'Beczki odpoczywające w piwnicach domu przy quai des Chais',
      zh: '在 quai des Chais 酒窖中靜置的橡木桶',
      vi: 'Những thùng rượu nằm yên trong hầm của nhà rượu ở quai des Chais',
      ru: 'Бочки в погребах дома на набережной quai des Chais',
    },
  },
  paradise: {
    motif: 'cellar',
    hue: 350,
    alt: {
      en: 'The paradise cellar, where the oldest eaux-de-vie rest',
      fr: 'Le paradis, où reposent les plus vieilles eaux-de-vie',
      es: 'El «paraíso», donde reposan los aguardientes más antiguos',
      pl: 'Rajska piwnica, w której spoczywają najstarsze destylaty',
      zh: '天堂酒窖，最古老的生命之水在此沉睡',
      vi: 'Hầm thiên đường, nơi những loại rượu lâu năm nhất nằm yên',
      ru: '«Райский погреб», где покоятся старейшие спирты',
    },
  },
  artists: {
    motif: 'abstract',
    hue: 260,
    alt: {
      en: 'Brushstrokes in midnight blue and copper',
      fr: 'Coups de pinceau bleu nuit et cuivre',
      es: 'Pinceladas en azul medianoche y cobre',
      pl: 'Pociągnięcia pędzla w kolorach nocnego granatu i miedzi',
      zh: '午夜藍與銅色的筆觸',
      vi: 'Những nét cọ xanh nửa đêm và màu đồng',
      ru: 'Мазки полуночного синего и меди',
    },
  },
}

/** Alt text of a bottle shot, in the product's own name. */
export const BOTTLE_ALT: Record<Language, (title: string) => string> = {
  en: (title) => `A bottle of ${title}`,
  fr: (title) => `Une bouteille de ${title}`,
  es: (title) => `Una botella de ${title}`,
  pl: (title) => `Butelka ${title}`,
  zh: (title) => `${title} 酒瓶`,
  vi: (title) => `Chai ${title}`,
  ru: (title) => `Бутылка ${title}`,
}
