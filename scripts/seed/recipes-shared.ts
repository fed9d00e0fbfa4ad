import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, type Language, type LocaleCode } from '../../src/i18n/locales'
import { mapTexts, type Texts } from './data/texts'
import { type ImageSpec, seedImage } from './images'
import { type SeedReport, upsertLocalized } from './upsert'

export { mapTexts, type Texts }

/**
 * Units and ingredient names, per language. Quantities, the same in every language, are text
 * the people counter scales; a non-numeric quantity ("a dash", "top up", "a pinch") shows
 * nothing (SPEC §5), so its unit carries the words ("a dash of", "top up with"). Each
 * ingredient is always used with the same unit, so names can take the grammatical case that
 * unit needs (Polish and Russian genitive after a measure, instrumental after "top up").
 */
export const UNITS = {
  ml: { en: 'ml', fr: 'ml', es: 'ml', pl: 'ml', zh: '毫升', vi: 'ml', ru: 'мл' },
  g: { en: 'g', fr: 'g', es: 'g', pl: 'g', zh: '克', vi: 'g', ru: 'г' },
  cm: { en: 'cm', fr: 'cm', es: 'cm', pl: 'cm', zh: '公分', vi: 'cm', ru: 'см' },
  tsp: {
    en: 'tsp',
    fr: 'c. à café',
    es: 'cdta.',
    pl: 'łyżeczki',
    zh: '茶匙',
    vi: 'thìa cà phê',
    ru: 'ч. л.',
  },
  tbsp: {
    en: 'tbsp',
    fr: 'c. à soupe',
    es: 'cda.',
    pl: 'łyżki',
    zh: '湯匙',
    vi: 'thìa canh',
    ru: 'ст. л.',
  },
  barspoon: {
    en: 'bar spoon',
    fr: 'cuillère à mélange',
    es: 'cucharilla de coctelería',
    pl: 'łyżka barmańska',
    zh: '吧匙',
    vi: 'thìa bar',
    ru: 'бар. л.',
  },
  scoop: { en: 'scoop', fr: 'boule', es: 'bola', pl: 'gałka', zh: '球', vi: 'viên', ru: 'шарик' },
  dash: {
    en: 'a dash of',
    fr: 'un trait de',
    es: 'unas gotas de',
    pl: 'kilka kropli',
    zh: '少許',
    vi: 'vài giọt',
    ru: 'несколько капель',
  },
  pinch: {
    en: 'a pinch of',
    fr: 'une pincée de',
    es: 'una pizca de',
    pl: 'szczypta',
    zh: '一小撮',
    vi: 'một nhúm',
    ru: 'щепотка',
  },
  topUp: {
    en: 'top up with',
    fr: 'compléter avec',
    es: 'completar con',
    pl: 'dopełnić',
    zh: '補滿',
    vi: 'đổ đầy',
    ru: 'дополнить',
  },
} satisfies Record<string, Texts>

export type UnitKey = keyof typeof UNITS

export const INGREDIENTS = {
  // The house's cognacs (product names stay as they are on the label).
  cognacVsop: {
    en: 'Maison Solaine V.S.O.P cognac',
    fr: 'de cognac Maison Solaine V.S.O.P',
    es: 'de coñac Maison Solaine V.S.O.P',
    pl: 'koniaku Maison Solaine V.S.O.P',
    zh: 'Maison Solaine V.S.O.P 干邑',
    vi: 'cognac Maison Solaine V.S.O.P',
    ru: 'коньяка Maison Solaine V.S.O.P',
  },
  cognacBlueSwift: {
    en: 'Maison Solaine Blue Martinet cognac',
    fr: 'de cognac Maison Solaine Blue Martinet',
    es: 'de coñac Maison Solaine Blue Martinet',
    pl: 'koniaku Maison Solaine Blue Martinet',
    zh: 'Maison Solaine Blue Martinet 干邑',
    vi: 'cognac Maison Solaine Blue Martinet',
    ru: 'коньяка Maison Solaine Blue Martinet',
  },
  cognacXo: {
    en: 'Maison Solaine XO cognac',
    fr: 'de cognac Maison Solaine XO',
    es: 'de coñac Maison Solaine XO',
    pl: 'koniaku Maison Solaine XO',
    zh: 'Maison Solaine XO 干邑',
    vi: 'cognac Maison Solaine XO',
    ru: 'коньяка Maison Solaine XO',
  },
  cognacCordonBleu: {
    en: 'Maison Solaine Ruban Bleu cognac',
    fr: 'de cognac Maison Solaine Ruban Bleu',
    es: 'de coñac Maison Solaine Ruban Bleu',
    pl: 'koniaku Maison Solaine Ruban Bleu',
    zh: 'Maison Solaine Ruban Bleu 干邑',
    vi: 'cognac Maison Solaine Ruban Bleu',
    ru: 'коньяка Maison Solaine Ruban Bleu',
  },
  // Cocktail ingredients.
  orangeLiqueur: {
    en: 'orange liqueur',
    fr: 'de liqueur d’orange',
    es: 'de licor de naranja',
    pl: 'likieru pomarańczowego',
    zh: '橙皮利口酒',
    vi: 'rượu mùi cam',
    ru: 'апельсинового ликёра',
  },
  lemonJuice: {
    en: 'fresh lemon juice',
    fr: 'de jus de citron frais',
    es: 'de jugo de limón amarillo fresco',
    pl: 'świeżego soku z cytryny',
    zh: '新鮮檸檬汁',
    vi: 'nước cốt chanh vàng tươi',
    ru: 'свежевыжатого лимонного сока',
  },
  sugarRim: {
    en: 'caster sugar, for the rim',
    fr: 'sucre en poudre, pour givrer le verre',
    es: 'azúcar extrafina, para escarchar la copa',
    pl: 'drobnego cukru do oszronienia brzegu',
    zh: '細砂糖（沾杯口用）',
    vi: 'đường cát mịn (để viền miệng ly)',
    ru: 'мелкого сахара для сахарной каёмки',
  },
  orangeZest: {
    en: 'strip of orange zest',
    fr: 'zeste d’orange',
    es: 'tira de cáscara de naranja',
    pl: 'pasek skórki pomarańczowej',
    zh: '條柳橙皮',
    vi: 'dải vỏ cam',
    ru: 'полоска апельсиновой цедры',
  },
  sugarSyrup: {
    en: 'sugar syrup',
    fr: 'de sirop de sucre',
    es: 'de jarabe natural',
    pl: 'syropu cukrowego',
    zh: '糖漿',
    vi: 'nước đường',
    ru: 'сахарного сиропа',
  },
  mintLeaves: {
    en: 'fresh mint leaves',
    fr: 'feuilles de menthe fraîche',
    es: 'hojas de menta fresca',
    pl: 'listków świeżej mięty',
    zh: '片新鮮薄荷葉',
    vi: 'lá bạc hà tươi',
    ru: 'листьев свежей мяты',
  },
  aromaticBitters: {
    en: 'aromatic bitters',
    fr: 'bitter aromatique',
    es: 'amargo aromático',
    pl: 'bittersa aromatycznego',
    zh: '芳香苦精',
    vi: 'bitters thảo mộc',
    ru: 'ароматического биттера',
  },
  crushedIce: {
    en: 'crushed ice',
    fr: 'de la glace pilée',
    es: 'hielo frappé',
    pl: 'kruszonym lodem',
    zh: '碎冰',
    vi: 'đá bào',
    ru: 'колотым льдом',
  },
  limeHalf: {
    en: 'lime, juiced',
    fr: 'citron vert, pressé',
    es: 'limón, exprimido',
    pl: 'limonki (sok)',
    zh: '顆萊姆（榨汁）',
    vi: 'quả chanh xanh, vắt lấy nước',
    ru: 'лайма (сок)',
  },
  lemonHalf: {
    en: 'lemon, juiced',
    fr: 'citron jaune, pressé',
    es: 'limón amarillo, exprimido',
    pl: 'cytryny (sok)',
    zh: '顆檸檬（榨汁）',
    vi: 'quả chanh vàng, vắt lấy nước',
    ru: 'лимона (сок)',
  },
  freshGinger: {
    en: 'fresh ginger root, sliced',
    fr: 'de gingembre frais, émincé',
    es: 'de jengibre fresco, en rodajas',
    pl: 'świeżego imbiru, w plasterkach',
    zh: '新鮮老薑，切片',
    vi: 'gừng tươi, thái lát',
    ru: 'свежего имбиря, ломтиками',
  },
  honeySyrup: {
    en: 'honey syrup',
    fr: 'de sirop de miel',
    es: 'de jarabe de miel',
    pl: 'syropu miodowego',
    zh: '蜂蜜糖漿',
    vi: 'siro mật ong',
    ru: 'медового сиропа',
  },
  honey: {
    en: 'acacia honey',
    fr: 'de miel d’acacia',
    es: 'de miel de acacia',
    pl: 'miodu akacjowego',
    zh: '洋槐蜂蜜',
    vi: 'mật ong hoa keo',
    ru: 'акациевого мёда',
  },
  gingerBeer: {
    en: 'ginger beer',
    fr: 'du ginger beer',
    es: 'cerveza de jengibre',
    pl: 'piwem imbirowym',
    zh: '薑汁啤酒',
    vi: 'bia gừng',
    ru: 'имбирным пивом',
  },
  cinnamon: {
    en: 'ground cinnamon',
    fr: 'cannelle en poudre',
    es: 'canela molida',
    pl: 'mielonego cynamonu',
    zh: '肉桂粉',
    vi: 'bột quế',
    ru: 'молотой корицы',
  },
  sugarCube: {
    en: 'sugar cube',
    fr: 'morceau de sucre',
    es: 'terrón de azúcar',
    pl: 'kostka cukru',
    zh: '顆方糖',
    vi: 'viên đường',
    ru: 'кусочек сахара',
  },
  water: {
    en: 'water',
    fr: 'd’eau',
    es: 'de agua',
    pl: 'wody',
    zh: '清水',
    vi: 'nước lọc',
    ru: 'воды',
  },
  largeIceCube: {
    en: 'large ice cube',
    fr: 'gros glaçon',
    es: 'cubo de hielo grande',
    pl: 'duża kostka lodu',
    zh: '顆大冰塊',
    vi: 'viên đá lớn',
    ru: 'большой кубик льда',
  },
  greenTea: {
    en: 'chilled green tea',
    fr: 'de thé vert froid',
    es: 'de té verde frío',
    pl: 'schłodzonej zielonej herbaty',
    zh: '冰鎮綠茶',
    vi: 'trà xanh ướp lạnh',
    ru: 'охлаждённого зелёного чая',
  },
  cucumberSlices: {
    en: 'cucumber slices',
    fr: 'rondelles de concombre',
    es: 'rodajas de pepino',
    pl: 'plasterki ogórka',
    zh: '片小黃瓜',
    vi: 'lát dưa leo',
    ru: 'ломтика огурца',
  },
  sodaWater: {
    en: 'soda water',
    fr: 'de l’eau gazeuse',
    es: 'agua mineral con gas',
    pl: 'wodą gazowaną',
    zh: '蘇打水',
    vi: 'nước soda',
    ru: 'содовой',
  },
  vanillaIceCream: {
    en: 'vanilla ice cream',
    fr: 'de glace à la vanille',
    es: 'de helado de vainilla',
    pl: 'lodów waniliowych',
    zh: '香草冰淇淋',
    vi: 'kem vani',
    ru: 'ванильного мороженого',
  },
  gingerAle: {
    en: 'ginger ale',
    fr: 'du ginger ale',
    es: 'ginger ale',
    pl: 'ginger ale',
    zh: '薑汁汽水',
    vi: 'ginger ale (soda gừng)',
    ru: 'имбирным элем',
  },
  nutmeg: {
    en: 'freshly grated nutmeg',
    fr: 'noix de muscade râpée',
    es: 'nuez moscada recién rallada',
    pl: 'świeżo startej gałki muszkatołowej',
    zh: '現磨肉豆蔻',
    vi: 'nhục đậu khấu bào',
    ru: 'свежетёртого мускатного ореха',
  },
  espresso: {
    en: 'freshly pulled espresso',
    fr: 'd’espresso tout juste extrait',
    es: 'de espresso recién hecho',
    pl: 'świeżo zaparzonego espresso',
    zh: '現萃義式濃縮咖啡',
    vi: 'espresso vừa pha',
    ru: 'свежесваренного эспрессо',
  },
  coffeeLiqueur: {
    en: 'coffee liqueur',
    fr: 'de liqueur de café',
    es: 'de licor de café',
    pl: 'likieru kawowego',
    zh: '咖啡利口酒',
    vi: 'rượu mùi cà phê',
    ru: 'кофейного ликёра',
  },
  demeraraSugar: {
    en: 'demerara sugar',
    fr: 'de sucre demerara',
    es: 'de azúcar demerara',
    pl: 'cukru demerara',
    zh: '德麥拉拉蔗糖',
    vi: 'đường nâu demerara',
    ru: 'сахара демерара',
  },
  coffeeBeans: {
    en: 'coffee beans',
    fr: 'grains de café',
    es: 'granos de café',
    pl: 'ziarna kawy',
    zh: '顆咖啡豆',
    vi: 'hạt cà phê',
    ru: 'кофейных зерна',
  },
  blackberryLiqueur: {
    en: 'blackberry liqueur',
    fr: 'de crème de mûre',
    es: 'de licor de zarzamora',
    pl: 'likieru jeżynowego',
    zh: '黑莓利口酒',
    vi: 'rượu mùi dâu đen',
    ru: 'ежевичного ликёра',
  },
  sweetVermouth: {
    en: 'sweet red vermouth',
    fr: 'de vermouth rouge',
    es: 'de vermut rojo',
    pl: 'czerwonego wermutu',
    zh: '甜紅香艾酒',
    vi: 'vermouth đỏ ngọt',
    ru: 'красного вермута',
  },
  chocolateBitters: {
    en: 'chocolate bitters',
    fr: 'bitter au chocolat',
    es: 'amargo de chocolate',
    pl: 'bittersa czekoladowego',
    zh: '巧克力苦精',
    vi: 'bitters sô-cô-la',
    ru: 'шоколадного биттера',
  },
  blackberries: {
    en: 'fresh blackberries',
    fr: 'mûres fraîches',
    es: 'zarzamoras frescas',
    pl: 'świeże jeżyny',
    zh: '顆新鮮黑莓',
    vi: 'quả dâu đen tươi',
    ru: 'ягоды свежей ежевики',
  },
  // Food ingredients.
  duckBreasts: {
    en: 'duck breasts',
    fr: 'magrets de canard',
    es: 'pechugas de pato',
    pl: 'piersi z kaczki',
    zh: '塊鴨胸',
    vi: 'miếng ức vịt',
    ru: 'утиные грудки',
  },
  peppercorns: {
    en: 'black peppercorns, coarsely crushed',
    fr: 'de poivre noir concassé',
    es: 'de pimienta negra en grano, martajada',
    pl: 'grubo tłuczonego czarnego pieprzu',
    zh: '粗碎黑胡椒粒',
    vi: 'tiêu đen, giã dập',
    ru: 'крупно раздавленного чёрного перца горошком',
  },
  shallots: {
    en: 'shallots, finely chopped',
    fr: 'échalotes, finement ciselées',
    es: 'chalotes, finamente picados',
    pl: 'szalotki, drobno posiekane',
    zh: '顆紅蔥頭，切細末',
    vi: 'củ hành tím, băm nhuyễn',
    ru: 'луковицы шалота, мелко нарезанные',
  },
  chickenStock: {
    en: 'chicken stock',
    fr: 'de fond de volaille',
    es: 'de caldo de pollo',
    pl: 'bulionu drobiowego',
    zh: '雞高湯',
    vi: 'nước dùng gà',
    ru: 'куриного бульона',
  },
  cream: {
    en: 'double cream',
    fr: 'de crème liquide entière',
    es: 'de crema para batir',
    pl: 'śmietanki 30%',
    zh: '動物性鮮奶油',
    vi: 'kem tươi (whipping cream)',
    ru: 'сливок 33%',
  },
  butter: {
    en: 'unsalted butter',
    fr: 'de beurre doux',
    es: 'de mantequilla sin sal',
    pl: 'niesolonego masła',
    zh: '無鹽奶油',
    vi: 'bơ lạt',
    ru: 'несолёного сливочного масла',
  },
  fleurDeSel: {
    en: 'fleur de sel',
    fr: 'fleur de sel',
    es: 'flor de sal',
    pl: 'soli fleur de sel',
    zh: '鹽之花',
    vi: 'muối hoa (fleur de sel)',
    ru: 'соли флёр-де-сель',
  },
  prawns: {
    en: 'raw king prawns',
    fr: 'gambas crues',
    es: 'camarones grandes crudos',
    pl: 'surowych krewetek królewskich',
    zh: '隻生大明蝦',
    vi: 'con tôm sú tươi',
    ru: 'сырых королевских креветок',
  },
  garlic: {
    en: 'garlic cloves, thinly sliced',
    fr: 'gousses d’ail, émincées',
    es: 'dientes de ajo, fileteados',
    pl: 'ząbki czosnku, w cienkich plasterkach',
    zh: '瓣大蒜，切薄片',
    vi: 'tép tỏi, thái mỏng',
    ru: 'зубчика чеснока, тонко нарезанных',
  },
  parsley: {
    en: 'flat-leaf parsley, chopped',
    fr: 'de persil plat ciselé',
    es: 'de perejil liso picado',
    pl: 'posiekanej natki pietruszki',
    zh: '平葉巴西里，切碎',
    vi: 'mùi tây lá dẹt, băm nhỏ',
    ru: 'рубленой петрушки',
  },
  chiliFlakes: {
    en: 'chili flakes',
    fr: 'piment d’Espelette',
    es: 'chile quebrado',
    pl: 'płatków chili',
    zh: '辣椒碎',
    vi: 'ớt khô xay',
    ru: 'хлопьев чили',
  },
  oliveOil: {
    en: 'olive oil',
    fr: 'd’huile d’olive',
    es: 'de aceite de oliva',
    pl: 'oliwy z oliwek',
    zh: '橄欖油',
    vi: 'dầu ô liu',
    ru: 'оливкового масла',
  },
  darkChocolate: {
    en: 'dark chocolate, 70% cocoa',
    fr: 'de chocolat noir à 70 %',
    es: 'de chocolate amargo al 70 %',
    pl: 'gorzkiej czekolady 70%',
    zh: '70% 黑巧克力',
    vi: 'sô-cô-la đen 70%',
    ru: 'горького шоколада 70%',
  },
  eggs: {
    en: 'eggs, separated',
    fr: 'œufs, blancs et jaunes séparés',
    es: 'huevos, con las claras y las yemas separadas',
    pl: 'jaj, białka oddzielone od żółtek',
    zh: '顆雞蛋，蛋白與蛋黃分開',
    vi: 'quả trứng, tách riêng lòng đỏ và lòng trắng',
    ru: 'яиц, белки отделить от желтков',
  },
  casterSugar: {
    en: 'caster sugar',
    fr: 'de sucre en poudre',
    es: 'de azúcar refinada',
    pl: 'drobnego cukru',
    zh: '細砂糖',
    vi: 'đường cát mịn',
    ru: 'мелкого сахара',
  },
  salt: {
    en: 'salt',
    fr: 'sel',
    es: 'sal',
    pl: 'soli',
    zh: '鹽',
    vi: 'muối',
    ru: 'соли',
  },
  orangeForZest: {
    en: 'unwaxed orange, zest finely grated',
    fr: 'orange non traitée, zeste finement râpé',
    es: 'naranja, solo la ralladura',
    pl: 'niewoskowanej pomarańczy (drobno otarta skórka)',
    zh: '顆無蠟柳橙（刨取皮屑）',
    vi: 'quả cam, bào lấy vỏ',
    ru: 'апельсина (мелко натёртая цедра)',
  },
} satisfies Record<string, Texts>

export type IngredientKey = keyof typeof INGREDIENTS

export interface IngredientSpec {
  /** Text the people counter scales, the same in every language: "2", "1/2", "1,5" or words. */
  quantity: string
  unit?: UnitKey
  name: IngredientKey
}

/** Ingredient rows in one language, in the shape of the `ingredients` array field. */
export function ingredientRows(list: readonly IngredientSpec[], language: Language) {
  return list.map((item) => ({
    quantity: item.quantity,
    unit: item.unit ? UNITS[item.unit][language] : '',
    name: INGREDIENTS[item.name][language],
  }))
}

/** Bar tools of the V2 recipe bloc (`tools_items`: key = tool, value = how many). */
export const TOOLS = {
  shaker: {
    en: 'Cocktail shaker',
    fr: 'Shaker',
    es: 'Coctelera',
    pl: 'Shaker',
    zh: '雪克杯',
    vi: 'Bình lắc cocktail',
    ru: 'Шейкер',
  },
  strainer: {
    en: 'Fine strainer',
    fr: 'Passoire fine',
    es: 'Colador fino',
    pl: 'Sitko barmańskie',
    zh: '細濾網',
    vi: 'Rây lọc mịn',
    ru: 'Ситечко',
  },
  jigger: {
    en: 'Jigger',
    fr: 'Doseur',
    es: 'Jigger (medidor)',
    pl: 'Miarka barmańska',
    zh: '量酒器',
    vi: 'Ly đong (jigger)',
    ru: 'Джиггер',
  },
  mixingGlass: {
    en: 'Mixing glass',
    fr: 'Verre à mélange',
    es: 'Vaso mezclador',
    pl: 'Szklanica barmańska',
    zh: '攪拌杯',
    vi: 'Ly pha chế',
    ru: 'Смесительный стакан',
  },
  barspoon: {
    en: 'Bar spoon',
    fr: 'Cuillère à mélange',
    es: 'Cucharilla de coctelería',
    pl: 'Łyżka barmańska',
    zh: '吧匙',
    vi: 'Thìa bar',
    ru: 'Барная ложка',
  },
  highball: {
    en: 'Highball glass',
    fr: 'Verre tumbler haut',
    es: 'Vaso highball',
    pl: 'Szklanka highball',
    zh: '高球杯',
    vi: 'Ly highball',
    ru: 'Бокал хайбол',
  },
  coupe: {
    en: 'Chilled coupe',
    fr: 'Coupe rafraîchie',
    es: 'Copa coupé fría',
    pl: 'Schłodzony kieliszek coupe',
    zh: '冰鎮淺碟杯',
    vi: 'Ly coupe ướp lạnh',
    ru: 'Охлаждённый бокал-купе',
  },
  espressoMachine: {
    en: 'Espresso machine',
    fr: 'Machine à espresso',
    es: 'Cafetera espresso',
    pl: 'Ekspres ciśnieniowy',
    zh: '義式咖啡機',
    vi: 'Máy pha espresso',
    ru: 'Эспрессо-машина',
  },
  tallGlass: {
    en: 'Tall glass with a long spoon',
    fr: 'Grand verre et cuillère longue',
    es: 'Vaso alto y cuchara larga',
    pl: 'Wysoka szklanka i długa łyżeczka',
    zh: '高杯與長柄匙',
    vi: 'Ly cao và thìa cán dài',
    ru: 'Высокий стакан и длинная ложка',
  },
} satisfies Record<string, Texts>

export type ToolKey = keyof typeof TOOLS

/** Labels shared by the cocktail pages, unless a cocktail says otherwise. */
export const COCKTAIL_LABELS: Texts<{
  recipe: string
  steps: string
  tips: string
  tools: string
  related: string
  history: string
  quoteLabel: string
}> = {
  en: {
    recipe: 'The recipe',
    steps: 'Step by step',
    tips: 'The bartender’s tip',
    tools: 'You will need',
    related: 'More cocktails to try',
    history: 'History',
    quoteLabel: 'A word from the house',
  },
  fr: {
    recipe: 'La recette',
    steps: 'Pas à pas',
    tips: 'L’astuce du barman',
    tools: 'Le matériel',
    related: 'D’autres cocktails à découvrir',
    history: 'Histoire',
    quoteLabel: 'Le mot de la maison',
  },
  es: {
    recipe: 'La receta',
    steps: 'Paso a paso',
    tips: 'El consejo del bartender',
    tools: 'Necesitarás',
    related: 'Más cócteles para probar',
    history: 'Historia',
    quoteLabel: 'Palabras de la casa',
  },
  pl: {
    recipe: 'Przepis',
    steps: 'Krok po kroku',
    tips: 'Rada barmana',
    tools: 'Będziesz potrzebować',
    related: 'Spróbuj też',
    history: 'Historia',
    quoteLabel: 'Słowo od domu',
  },
  zh: {
    recipe: '酒譜',
    steps: '調製步驟',
    tips: '調酒師小提醒',
    tools: '所需器具',
    related: '更多調酒推薦',
    history: '歷史',
    quoteLabel: '酒莊寄語',
  },
  vi: {
    recipe: 'Công thức',
    steps: 'Từng bước pha chế',
    tips: 'Mẹo của bartender',
    tools: 'Dụng cụ cần có',
    related: 'Thêm cocktail để thử',
    history: 'Lịch sử',
    quoteLabel: 'Lời từ nhà Solaine',
  },
  ru: {
    recipe: 'Рецепт',
    steps: 'Шаг за шагом',
    tips: 'Совет бармена',
    tools: 'Понадобится',
    related: 'Попробуйте также',
    history: 'История',
    quoteLabel: 'Слово дома',
  },
}

/** At most ~20 images for the recipes: keys start with `recipes-` (idempotent by key). */
export const RECIPE_IMAGES = {
  'recipes-sidecar': {
    motif: 'cocktail',
    hue: 38,
    alt: {
      en: 'A Sidecar in a sugar-rimmed coupe with a twist of orange',
      fr: 'Un Sidecar dans une coupe givrée de sucre, avec un zeste d’orange',
      es: 'Un Sidecar en copa escarchada con azúcar y un twist de naranja',
      pl: 'Sidecar w kieliszku coupe z cukrowym brzegiem i skórką pomarańczy',
      zh: '杯口沾糖的淺碟杯中盛著側車，點綴一條柳橙皮',
      vi: 'Ly Sidecar trong ly coupe viền đường với vỏ cam xoắn',
      ru: 'Сайдкар в бокале-купе с сахарной каёмкой и апельсиновой цедрой',
    },
  },
  'recipes-crisp-green-tea': {
    motif: 'glass',
    hue: 110,
    alt: {
      en: 'A tall glass of Crisp Green Tea with cucumber slices',
      fr: 'Un grand verre de Thé Vert Frais avec des rondelles de concombre',
      es: 'Un vaso alto de Té Verde Fresco con rodajas de pepino',
      pl: 'Wysoka szklanka Rześkiej Zielonej Herbaty z plasterkami ogórka',
      zh: '一杯加了小黃瓜片的清爽綠茶調酒',
      vi: 'Ly cao Trà Xanh Thanh Mát với lát dưa leo',
      ru: 'Высокий бокал «Свежего зелёного чая» с ломтиками огурца',
    },
  },
  'recipes-julep': {
    motif: 'glass',
    hue: 140,
    alt: {
      en: 'A frosted julep cup heaped with crushed ice and mint',
      fr: 'Une timbale givrée remplie de glace pilée et de menthe',
      es: 'Una copa julep escarchada, llena de hielo frappé y menta',
      pl: 'Oszroniony kubek julepowy pełen kruszonego lodu i mięty',
      zh: '結霜的朱利普杯，堆滿碎冰與薄荷',
      vi: 'Cốc julep phủ sương đầy đá bào và bạc hà',
      ru: 'Заиндевевшая джулеп-чашка с горкой колотого льда и мяты',
    },
  },
  'recipes-float': {
    motif: 'glass',
    hue: 200,
    alt: {
      en: 'A cognac float with a scoop of vanilla ice cream',
      fr: 'Un float au cognac surmonté d’une boule de glace vanille',
      es: 'Un float de coñac con una bola de helado de vainilla',
      pl: 'Float z koniakiem i gałką lodów waniliowych',
      zh: '放上一球香草冰淇淋的干邑漂浮飲',
      vi: 'Ly float cognac với một viên kem vani',
      ru: 'Коньячный флоат с шариком ванильного мороженого',
    },
  },
  'recipes-ginger-spice': {
    motif: 'glass',
    hue: 25,
    alt: {
      en: 'A Ginger Spice highball with a lime wedge',
      fr: 'Un highball Gingembre Épicé avec un quartier de citron vert',
      es: 'Un highball Jengibre Especiado con una cuña de limón',
      pl: 'Highball Korzenny Imbir z ćwiartką limonki',
      zh: '點綴萊姆角的辛香薑味高球',
      vi: 'Ly highball Gừng Cay với một lát chanh xanh',
      ru: 'Хайбол «Пряный имбирь» с долькой лайма',
    },
  },
  'recipes-robust-coffee': {
    motif: 'cocktail',
    hue: 22,
    alt: {
      en: 'A Robust Coffee cocktail topped with three coffee beans',
      fr: 'Un cocktail Café Corsé surmonté de trois grains de café',
      es: 'Un cóctel Café Intenso con tres granos de café',
      pl: 'Koktajl Mocna Kawa z trzema ziarnami kawy',
      zh: '飾以三顆咖啡豆的濃烈咖啡調酒',
      vi: 'Cocktail Cà Phê Đậm Đà với ba hạt cà phê',
      ru: 'Коктейль «Крепкий кофе» с тремя кофейными зёрнами',
    },
  },
  'recipes-swift-old-fashioned': {
    motif: 'glass',
    hue: 215,
    alt: {
      en: 'A Swift Old Fashioned over one large clear ice cube',
      fr: 'Un Swift Old Fashioned sur un gros glaçon limpide',
      es: 'Un Swift Old Fashioned sobre un gran cubo de hielo transparente',
      pl: 'Swift Old Fashioned na jednej dużej, przejrzystej kostce lodu',
      zh: '一顆大透明冰塊上的 Swift 古典雞尾酒',
      vi: 'Ly Swift Old Fashioned với một viên đá lớn trong suốt',
      ru: 'Swift Old Fashioned на одном большом прозрачном кубике льда',
    },
  },
  'recipes-chevalier-noir': {
    motif: 'cocktail',
    hue: 285,
    alt: {
      en: 'A deep purple Chevalier Noir with two blackberries',
      fr: 'Un Chevalier Noir pourpre garni de deux mûres',
      es: 'Un Chevalier Noir púrpura con dos zarzamoras',
      pl: 'Głęboko purpurowy Chevalier Noir z dwiema jeżynami',
      zh: '點綴兩顆黑莓的深紫色黑騎士',
      vi: 'Ly Chevalier Noir tím sẫm với hai quả dâu đen',
      ru: 'Тёмно-пурпурный «Шевалье Нуар» с двумя ягодами ежевики',
    },
  },
  'recipes-step-prepare': {
    motif: 'glass',
    hue: 32,
    alt: {
      en: 'A glass being prepared on the bar',
      fr: 'Un verre préparé sur le comptoir',
      es: 'Un vaso preparado sobre la barra',
      pl: 'Szklanka przygotowywana na barze',
      zh: '吧檯上正在備好的酒杯',
      vi: 'Chiếc ly đang được chuẩn bị trên quầy bar',
      ru: 'Бокал готовят на барной стойке',
    },
  },
  'recipes-step-mix': {
    motif: 'cocktail',
    hue: 48,
    alt: {
      en: 'Cognac being shaken with ice',
      fr: 'Le cognac frappé au shaker avec des glaçons',
      es: 'El coñac agitado con hielo en la coctelera',
      pl: 'Koniak wstrząsany z lodem',
      zh: '干邑與冰塊一同搖盪',
      vi: 'Cognac được lắc cùng đá',
      ru: 'Коньяк взбивают со льдом в шейкере',
    },
  },
  'recipes-step-garnish': {
    motif: 'cocktail',
    hue: 95,
    alt: {
      en: 'The finishing garnish laid on the cocktail',
      fr: 'La décoration finale posée sur le cocktail',
      es: 'La decoración final sobre el cóctel',
      pl: 'Ostatnia dekoracja na koktajlu',
      zh: '為調酒放上最後的裝飾',
      vi: 'Trang trí cuối cùng trên ly cocktail',
      ru: 'Последний штрих: украшение коктейля',
    },
  },
  'recipes-video-cover': {
    motif: 'glass',
    hue: 230,
    alt: {
      en: 'The house bar, where the cocktail videos are filmed',
      fr: 'Le bar de la maison, où sont tournées les vidéos de cocktails',
      es: 'El bar de la casa, donde se graban los videos de cócteles',
      pl: 'Bar domu, w którym powstają filmy o koktajlach',
      zh: '酒莊吧檯，調酒影片的拍攝地',
      vi: 'Quầy bar của nhà, nơi quay các video cocktail',
      ru: 'Бар дома, где снимают видео о коктейлях',
    },
  },
  'recipes-cognac-pairing': {
    motif: 'abstract',
    hue: 42,
    alt: {
      en: 'Amber waves of cognac light',
      fr: 'Des vagues ambrées aux reflets de cognac',
      es: 'Ondas ambarinas con reflejos de coñac',
      pl: 'Bursztynowe fale w kolorze koniaku',
      zh: '琥珀色的干邑光澤波紋',
      vi: 'Những làn sóng hổ phách mang sắc cognac',
      ru: 'Янтарные волны коньячного света',
    },
  },
  'recipes-duck-breast': {
    motif: 'abstract',
    hue: 12,
    alt: {
      en: 'Sliced duck breast with a cognac pepper sauce',
      fr: 'Magret de canard tranché, sauce au poivre et au cognac',
      es: 'Pechuga de pato en rebanadas con salsa de pimienta al coñac',
      pl: 'Plastry piersi z kaczki z sosem pieprzowym z koniakiem',
      zh: '切片鴨胸佐干邑胡椒醬',
      vi: 'Ức vịt thái lát với sốt tiêu cognac',
      ru: 'Нарезанная утиная грудка с перечным соусом на коньяке',
    },
  },
  'recipes-flambeed-prawns': {
    motif: 'abstract',
    hue: 18,
    alt: {
      en: 'Prawns flambéed with cognac, garlic and parsley',
      fr: 'Gambas flambées au cognac, ail et persil',
      es: 'Camarones flameados al coñac con ajo y perejil',
      pl: 'Krewetki flambirowane koniakiem z czosnkiem i pietruszką',
      zh: '干邑火焰大蝦佐蒜片與巴西里',
      vi: 'Tôm flambé cognac với tỏi và mùi tây',
      ru: 'Креветки, фламбированные коньяком, с чесноком и петрушкой',
    },
  },
  'recipes-chocolate-mousse': {
    motif: 'glass',
    hue: 350,
    alt: {
      en: 'Dark chocolate and cognac mousse in a glass',
      fr: 'Mousse au chocolat noir et au cognac en verrine',
      es: 'Mousse de chocolate amargo y coñac en vaso',
      pl: 'Mus z gorzkiej czekolady i koniaku w pucharku',
      zh: '杯裝黑巧克力干邑慕斯',
      vi: 'Mousse sô-cô-la đen và cognac trong ly',
      ru: 'Мусс из горького шоколада с коньяком в стакане',
    },
  },
} satisfies Record<string, Omit<ImageSpec, 'key'>>

export type RecipeImageKey = keyof typeof RECIPE_IMAGES

/** en-ww slugs of the references made by other domains (catalog, editorial). */
export type ProductSlug = 'v-s-o-p' | 'blue-swift' | 'xo' | 'cordon-bleu'
export type ArticleSlug =
  | 'the-art-of-blending'
  | 'cognac-and-food-pairing'
  | 'a-year-in-the-vineyard'

/** en-ww slugs of the 8 cocktails (SPEC §2.10). */
export const COCKTAIL_SLUGS = [
  'sidecar',
  'crisp-green-tea',
  'julep',
  'float',
  'ginger-spice',
  'robust-coffee',
  'swift-old-fashioned',
  'chevalier-noir',
] as const
export type CocktailSlug = (typeof COCKTAIL_SLUGS)[number]

/** A step of a recipe: a short title and one or two sentences. */
export interface StepText {
  title: string
  description: string
}

/** The history of a cocktail (legacy `history` group, V2 `bloc_history`). */
export interface HistoryText {
  title: string
  paragraphs: string[]
}

/** The house's people quoted on the cocktail pages (fictional; names transliterated in zh, ru). */
export const HOUSE_VOICES = {
  cellarMaster: {
    en: 'Élise Varenne, cellar master',
    fr: 'Élise Varenne, maître de chai',
    es: 'Élise Varenne, maestra bodeguera',
    pl: 'Élise Varenne, mistrzyni piwnic',
    zh: '艾莉絲·瓦雷訥，酒窖大師',
    vi: 'Élise Varenne, bậc thầy hầm rượu',
    ru: 'Элиз Варенн, мастер погреба',
  },
  headBartender: {
    en: 'Théo Lambert, head bartender',
    fr: 'Théo Lambert, chef barman',
    es: 'Théo Lambert, bartender principal',
    pl: 'Théo Lambert, szef baru',
    zh: '泰奧·朗貝爾，首席調酒師',
    vi: 'Théo Lambert, bartender trưởng',
    ru: 'Тео Ламбер, шеф-бармен',
  },
} satisfies Record<string, Texts>

export type VoiceKey = keyof typeof HOUSE_VOICES

export type RecipeImages = Record<RecipeImageKey, number>

/** Every recipe image, by key (seedImage is idempotent by key). */
export async function seedRecipeImages(payload: Payload): Promise<RecipeImages> {
  const ids: Partial<RecipeImages> = {}
  for (const key of Object.keys(RECIPE_IMAGES) as RecipeImageKey[]) {
    ids[key] = await seedImage(payload, { key, ...RECIPE_IMAGES[key] })
  }
  return ids as RecipeImages
}

/**
 * The id of a document by its en-ww slug, or null when its domain has not seeded it (yet):
 * products and articles belong to other domains, and a missing one only leaves a reference out.
 */
export async function findIdBySlug(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
): Promise<number | null> {
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}

/** The ids of those slugs that exist, in order. */
export async function findIdsBySlugs(
  payload: Payload,
  collection: CollectionSlug,
  slugs: readonly string[],
): Promise<number[]> {
  const ids: number[] = []
  for (const slug of slugs) {
    const id = await findIdBySlug(payload, collection, slug)
    if (id !== null) ids.push(id)
  }
  return ids
}

/**
 * upsertLocalized for a recipe found by its en-ww slug. Its ingredient and step rows are per
 * locale (issue 17 item 4), so each locale is written with rows of its own and no locale's save
 * touches another's.
 */
export async function upsertRecipe<T extends object>(
  payload: Payload,
  report: SeedReport,
  options: { collection: CollectionSlug; slug: string; data: (locale: LocaleCode) => T },
): Promise<number> {
  const { collection, slug, data } = options
  return upsertLocalized(payload, report, {
    collection,
    find: { slug: { equals: slug } },
    data: (locale) => data(locale) as Record<string, unknown>,
  })
}

/** Throws when the languages of a text list disagree on its length (steps, buttons). */
export function checkLengths(what: string, texts: Texts<readonly unknown[]>, expected: number) {
  for (const [language, list] of Object.entries(texts)) {
    if (list.length !== expected) {
      throw new Error(
        `recipes seed: ${what} has ${list.length} items in ${language}, not ${expected}`,
      )
    }
  }
}
