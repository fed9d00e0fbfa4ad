import type { Payload } from 'payload'
import { getLocale, type Language, type LocaleCode } from '../../src/i18n/locales'
import type { CocktailTextImageBloc } from '../../src/payload-types'
import { DEMO_VIDEOS } from './demo-media'
import { richText } from './lexical'
import type { CocktailData } from './recipes-cocktails-legacy'
import {
  type ArticleSlug,
  COCKTAIL_LABELS,
  type CocktailSlug,
  checkLengths,
  findIdBySlug,
  findIdsBySlugs,
  type HistoryText,
  type IngredientSpec,
  ingredientRows,
  mapTexts,
  type ProductSlug,
  type RecipeImageKey,
  type RecipeImages,
  type StepText,
  type Texts,
  TOOLS,
  type ToolKey,
  upsertRecipe,
} from './recipes-shared'
import type { SeedReport } from './upsert'

type Bloc = NonNullable<CocktailData['blocs']>[number]
type Taste = NonNullable<CocktailData['taste']>[number]

interface V2StepText extends StepText {
  /** The large line beside the step (a time, a temperature). */
  large?: string
}

/**
 * The V2 blocs of a cocktail, in page order (SPEC §2.6). Each carries its own texts, so a bloc
 * cannot be placed without its 7 languages; hero and recipe read the cocktail's main texts.
 */
type BlocSpec =
  | { kind: 'hero' }
  | { kind: 'recipe'; tools: ToolKey[]; tips: Texts }
  | {
      kind: 'instruction'
      /** Per step, in order: the picture, and a video shown instead of it. */
      media: { image?: RecipeImageKey; video?: string }[]
      steps: Texts<V2StepText[]>
    }
  | {
      kind: 'video'
      url: string
      /** Tracking and accessibility name. */
      name: string
      date: string
      /** A site path for the "see more" link. */
      link: string
      texts: Texts<{ title: string; description: string }>
    }
  | { kind: 'history'; texts: Texts<HistoryText> }
  | {
      kind: 'textImage'
      type: CocktailTextImageBloc['type']
      reverse?: boolean
      image: RecipeImageKey
      buttons: { link: string; color: 'blue' | 'red' | 'cream' }[]
      texts: Texts<{
        subtitle: string
        title: string
        description: string
        quote?: string
        buttons: string[]
      }>
    }
  | { kind: 'related' }

export interface V2Cocktail {
  slug: CocktailSlug
  cover: RecipeImageKey
  date: string
  taste: Taste[]
  minutes: number
  ingredients: IngredientSpec[]
  /** The house cognac of the recipe bloc, when the catalog has it. */
  product: ProductSlug
  articles: ArticleSlug[]
  related: CocktailSlug[]
  texts: Texts<{ title: string; description: string }>
  blocs: BlocSpec[]
}

/** "Discover …" buttons to a product page, per language. */
const discover = (name: string): Texts => ({
  en: `Discover ${name}`,
  fr: `Découvrir ${name}`,
  es: `Descubre ${name}`,
  pl: `Poznaj ${name}`,
  zh: `認識 ${name}`,
  vi: `Khám phá ${name}`,
  ru: `Узнать о ${name}`,
})

const seconds = (n: number): Texts => ({
  en: `${n} seconds`,
  fr: `${n} secondes`,
  es: `${n} segundos`,
  // Polish and Russian take the genitive plural after 5–20, 25–30 (the values used here).
  pl: `${n} sekund`,
  zh: `${n} 秒`,
  vi: `${n} giây`,
  ru: `${n} секунд`,
})

export const V2_COCKTAILS: readonly V2Cocktail[] = [
  {
    slug: 'crisp-green-tea',
    cover: 'recipes-crisp-green-tea',
    date: '2026-05-14',
    taste: ['soft'],
    minutes: 4,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '80', unit: 'ml', name: 'greenTea' },
      { quantity: '10', unit: 'ml', name: 'lemonJuice' },
      { quantity: '3/4', unit: 'tbsp', name: 'honeySyrup' },
      { quantity: '3', name: 'cucumberSlices' },
      { quantity: 'top up', unit: 'topUp', name: 'sodaWater' },
    ],
    product: 'blue-swift',
    articles: ['a-year-in-the-vineyard'],
    related: ['julep', 'ginger-spice', 'float'],
    texts: {
      en: {
        title: 'Crisp Green Tea',
        description:
          'Chilled green tea, cucumber and Blue Martinet cognac, lengthened with soda: a light, grassy highball for the first warm evenings.',
      },
      fr: {
        title: 'Thé Vert Frais',
        description:
          'Thé vert glacé, concombre et cognac Blue Martinet, allongés d’eau gazeuse : un highball léger et herbacé pour les premières soirées douces.',
      },
      es: {
        title: 'Té Verde Fresco',
        description:
          'Té verde frío, pepino y coñac Blue Martinet, alargados con agua mineral: un highball ligero y herbal para las primeras noches cálidas.',
      },
      pl: {
        title: 'Rześka Zielona Herbata',
        description:
          'Schłodzona zielona herbata, ogórek i koniak Blue Martinet, dopełnione wodą gazowaną: lekki, ziołowy highball na pierwsze ciepłe wieczory.',
      },
      zh: {
        title: '清爽綠茶',
        description:
          '冰鎮綠茶、小黃瓜與 Blue Martinet 干邑，再以蘇打水延長：一杯輕盈、帶青草香的高球，最適合初夏的傍晚。',
      },
      vi: {
        title: 'Trà Xanh Thanh Mát',
        description:
          'Trà xanh ướp lạnh, dưa leo và cognac Blue Martinet, thêm nước soda: một ly highball nhẹ nhàng, thoảng hương cỏ non cho những buổi tối đầu hè.',
      },
      ru: {
        title: 'Свежий зелёный чай',
        description:
          'Охлаждённый зелёный чай, огурец и коньяк Blue Martinet с содовой: лёгкий травянистый хайбол для первых тёплых вечеров.',
      },
    },
    blocs: [
      { kind: 'hero' },
      {
        kind: 'recipe',
        tools: ['highball', 'jigger', 'barspoon'],
        tips: {
          en: 'Sencha gives a grassy, lively drink; a roasted hojicha makes it rounder and nuttier. Either way, never pour hot tea over ice: it waters the drink down.',
          fr: 'Un sencha donne un cocktail herbacé et vif ; un hojicha torréfié le rend plus rond, aux notes de noisette. Dans tous les cas, ne versez jamais de thé chaud sur la glace : il diluerait le cocktail.',
          es: 'Un sencha da un trago herbal y vivo; un hojicha tostado lo vuelve más redondo, con notas de nuez. En cualquier caso, nunca sirvas té caliente sobre hielo: aguaría la bebida.',
          pl: 'Sencha da drink ziołowy i żywy, prażona hojicha – bardziej krągły, z nutą orzecha. Nigdy jednak nie wlewaj gorącej herbaty na lód: rozwodni drinka.',
          zh: '煎茶能帶來青草般的鮮活口感；焙茶則更圓潤，帶有堅果香。無論哪一種，都不要把熱茶直接倒在冰上，以免稀釋酒味。',
          vi: 'Trà sencha cho ly cocktail hương cỏ tươi và sống động; trà hojicha rang giúp vị tròn hơn, phảng phất mùi hạt. Dù chọn loại nào, đừng bao giờ rót trà nóng lên đá vì sẽ làm loãng thức uống.',
          ru: 'Сенча даёт травянистый, живой вкус, обжаренная ходзича — более округлый, с ореховыми нотами. Но никогда не лейте горячий чай на лёд: коктейль станет водянистым.',
        },
      },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-crisp-green-tea' },
          { image: 'recipes-step-garnish' },
        ],
        steps: {
          en: [
            {
              title: 'Brew and chill the tea',
              description:
                'Steep the green tea at 80 °C for two minutes only, so it stays fresh and free of bitterness, then let it cool in the fridge.',
              large: '80 °C',
            },
            {
              title: 'Build in the glass',
              description:
                'Fill a highball with ice and the cucumber slices. Add the cognac, tea, lemon juice and honey syrup, and stir for ten seconds.',
            },
            {
              title: 'Lengthen with soda',
              description:
                'Top up with soda water and lift the bar spoon gently through the drink once to keep the bubbles.',
            },
          ],
          fr: [
            {
              title: 'Infuser et refroidir le thé',
              description:
                'Faites infuser le thé vert à 80 °C pendant deux minutes seulement pour qu’il reste frais et sans amertume, puis laissez-le refroidir au réfrigérateur.',
              large: '80 °C',
            },
            {
              title: 'Monter dans le verre',
              description:
                'Remplissez un verre tumbler haut de glaçons et de rondelles de concombre. Ajoutez le cognac, le thé, le jus de citron et le sirop de miel, puis remuez dix secondes.',
            },
            {
              title: 'Allonger à l’eau gazeuse',
              description:
                'Complétez avec l’eau gazeuse et remontez une seule fois la cuillère à mélange, délicatement, pour garder les bulles.',
            },
          ],
          es: [
            {
              title: 'Prepara y enfría el té',
              description:
                'Infusiona el té verde a 80 °C solo dos minutos para que quede fresco y sin amargor, y déjalo enfriar en el refrigerador.',
              large: '80 °C',
            },
            {
              title: 'Arma en el vaso',
              description:
                'Llena un vaso highball con hielo y las rodajas de pepino. Agrega el coñac, el té, el jugo de limón y el jarabe de miel, y mezcla durante diez segundos.',
            },
            {
              title: 'Alarga con agua mineral',
              description:
                'Completa con agua mineral y levanta la cucharilla una sola vez, con suavidad, para conservar las burbujas.',
            },
          ],
          pl: [
            {
              title: 'Zaparz i schłódź herbatę',
              description:
                'Zaparzaj zieloną herbatę w 80 °C tylko przez dwie minuty, żeby była świeża i nie gorzka, a potem schłódź ją w lodówce.',
              large: '80 °C',
            },
            {
              title: 'Zbuduj drinka w szklance',
              description:
                'Napełnij szklankę highball lodem i plasterkami ogórka. Dodaj koniak, herbatę, sok z cytryny i syrop miodowy, po czym mieszaj przez dziesięć sekund.',
            },
            {
              title: 'Dopełnij wodą gazowaną',
              description:
                'Dopełnij wodą gazowaną i raz delikatnie unieś łyżkę barmańską od dna, żeby zachować bąbelki.',
            },
          ],
          zh: [
            {
              title: '沖泡並冷卻茶湯',
              description: '以 80°C 的熱水沖泡綠茶，只泡兩分鐘，保持鮮爽不苦澀，再放入冰箱冷卻。',
              large: '80°C',
            },
            {
              title: '直接在杯中調製',
              description:
                '高球杯中放入冰塊與小黃瓜片，加入干邑、綠茶、檸檬汁與蜂蜜糖漿，攪拌十秒。',
            },
            {
              title: '注入蘇打水',
              description: '補滿蘇打水，用吧匙由下往上輕輕提拉一次，保留氣泡。',
            },
          ],
          vi: [
            {
              title: 'Pha và làm lạnh trà',
              description:
                'Hãm trà xanh với nước 80 °C chỉ trong hai phút để trà tươi và không chát, rồi để nguội trong tủ lạnh.',
              large: '80 °C',
            },
            {
              title: 'Pha trực tiếp trong ly',
              description:
                'Cho đá và các lát dưa leo vào ly highball. Thêm cognac, trà, nước cốt chanh và siro mật ong, rồi khuấy trong mười giây.',
            },
            {
              title: 'Thêm soda',
              description: 'Đổ đầy nước soda và nhẹ nhàng nâng thìa bar lên một lần để giữ bọt ga.',
            },
          ],
          ru: [
            {
              title: 'Заварите и охладите чай',
              description:
                'Заваривайте зелёный чай при 80 °C всего две минуты, чтобы он остался свежим и без горечи, затем охладите в холодильнике.',
              large: '80 °C',
            },
            {
              title: 'Соберите в бокале',
              description:
                'Наполните хайбол льдом и ломтиками огурца. Добавьте коньяк, чай, лимонный сок и медовый сироп и перемешивайте десять секунд.',
            },
            {
              title: 'Долейте содовую',
              description:
                'Долейте содовую и один раз аккуратно поднимите барную ложку со дна, чтобы сохранить пузырьки.',
            },
          ],
        },
      },
      {
        kind: 'textImage',
        type: 'normal',
        image: 'recipes-cognac-pairing',
        buttons: [{ link: '/collection/blue-swift/', color: 'blue' }],
        texts: {
          en: {
            subtitle: 'Blue Martinet',
            title: 'Made for mixing',
            description:
              'Blue Martinet is the house’s cognac for long drinks: bright fruit, a little spice and enough backbone to stay present under tea and bubbles.',
            buttons: [discover('Blue Martinet').en],
          },
          fr: {
            subtitle: 'Blue Martinet',
            title: 'Né pour les mélanges',
            description:
              'Blue Martinet est le cognac de la maison pour les long drinks : un fruit éclatant, une touche d’épices et assez de structure pour rester présent sous le thé et les bulles.',
            buttons: [discover('Blue Martinet').fr],
          },
          es: {
            subtitle: 'Blue Martinet',
            title: 'Hecho para mezclar',
            description:
              'Blue Martinet es el coñac de la casa para tragos largos: fruta brillante, un toque especiado y la estructura suficiente para destacar entre el té y las burbujas.',
            buttons: [discover('Blue Martinet').es],
          },
          pl: {
            subtitle: 'Blue Martinet',
            title: 'Stworzony do miksowania',
            description:
              'Blue Martinet to koniak domu do długich drinków: wyrazisty owoc, odrobina przypraw i dość charakteru, by nie zniknąć pod herbatą i bąbelkami.',
            buttons: [discover('Blue Martinet').pl],
          },
          zh: {
            subtitle: 'Blue Martinet',
            title: '為調酒而生',
            description:
              'Blue Martinet 是酒莊為長飲打造的干邑：明亮的果香、些許辛香，以及足夠的骨架，在茶香與氣泡中依然鮮明。',
            buttons: [discover('Blue Martinet').zh],
          },
          vi: {
            subtitle: 'Blue Martinet',
            title: 'Sinh ra để pha chế',
            description:
              'Blue Martinet là dòng cognac của nhà dành cho các ly long drink: hương trái cây tươi sáng, chút gia vị và đủ đậm đà để vẫn nổi bật giữa trà và bọt ga.',
            buttons: [discover('Blue Martinet').vi],
          },
          ru: {
            subtitle: 'Blue Martinet',
            title: 'Создан для коктейлей',
            description:
              'Blue Martinet — коньяк дома для лонг-дринков: яркие фрукты, лёгкая пряность и достаточно характера, чтобы не потеряться за чаем и пузырьками.',
            buttons: [discover('Blue Martinet').ru],
          },
        },
      },
      { kind: 'related' },
    ],
  },
  {
    slug: 'robust-coffee',
    cover: 'recipes-robust-coffee',
    date: '2026-03-05',
    taste: ['bitter', 'creamy'],
    minutes: 6,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacXo' },
      { quantity: '30', unit: 'ml', name: 'espresso' },
      { quantity: '15', unit: 'ml', name: 'coffeeLiqueur' },
      { quantity: '1/2', unit: 'tsp', name: 'demeraraSugar' },
      { quantity: '3', name: 'coffeeBeans' },
    ],
    product: 'xo',
    articles: ['cognac-and-food-pairing'],
    related: ['chevalier-noir', 'float', 'swift-old-fashioned'],
    texts: {
      en: {
        title: 'Robust Coffee',
        description:
          'A short espresso, XO cognac and coffee liqueur shaken to a velvet foam: the after-dinner coffee and the digestif in one coupe.',
      },
      fr: {
        title: 'Café Corsé',
        description:
          'Un espresso serré, du cognac XO et une liqueur de café, frappés jusqu’à former une mousse veloutée : le café et le digestif réunis dans une seule coupe.',
      },
      es: {
        title: 'Café Intenso',
        description:
          'Un espresso corto, coñac XO y licor de café agitados hasta lograr una espuma aterciopelada: el café y el digestivo de la sobremesa en una sola copa.',
      },
      pl: {
        title: 'Mocna Kawa',
        description:
          'Krótkie espresso, koniak XO i likier kawowy wstrząśnięte na aksamitną piankę: kawa i digestif po kolacji w jednym kieliszku.',
      },
      zh: {
        title: '濃烈咖啡',
        description:
          '短萃義式濃縮、XO 干邑與咖啡利口酒，搖盪出絲絨般的泡沫：餐後咖啡與餐後酒，一杯同時滿足。',
      },
      vi: {
        title: 'Cà Phê Đậm Đà',
        description:
          'Một shot espresso ngắn, cognac XO và rượu mùi cà phê lắc đến khi nổi lớp bọt mịn như nhung: ly cà phê và ly rượu sau bữa tối gói gọn trong một ly coupe.',
      },
      ru: {
        title: 'Крепкий кофе',
        description:
          'Короткий эспрессо, коньяк XO и кофейный ликёр, взбитые до бархатной пены: кофе и дижестив после ужина в одном бокале.',
      },
    },
    blocs: [
      { kind: 'hero' },
      {
        kind: 'recipe',
        tools: ['espressoMachine', 'shaker', 'strainer', 'coupe'],
        tips: {
          en: 'Use the espresso within a minute of pulling it: fresh crema gives the foam its body. Shake with large cubes so the drink chills without going watery.',
          fr: 'Utilisez l’espresso dans la minute qui suit son extraction : c’est la crema bien fraîche qui donne du corps à la mousse. Frappez avec de gros glaçons pour refroidir sans trop diluer.',
          es: 'Usa el espresso en el primer minuto después de prepararlo: la crema fresca le da cuerpo a la espuma. Agita con cubos de hielo grandes para enfriar sin aguar la bebida.',
          pl: 'Użyj espresso w ciągu minuty od zaparzenia: to świeża crema nadaje piance gęstość. Wstrząsaj z dużymi kostkami lodu, by schłodzić drinka, nie rozwadniając go.',
          zh: '義式濃縮萃取後請在一分鐘內使用，新鮮的克麗瑪才能讓泡沫飽滿。搖盪時使用大冰塊，既能降溫又不會過度稀釋。',
          vi: 'Hãy dùng espresso trong vòng một phút sau khi pha: lớp crema tươi giúp bọt dày và mịn. Lắc với đá viên lớn để ly cocktail lạnh mà không bị loãng.',
          ru: 'Используйте эспрессо в течение минуты после приготовления: именно свежая крема придаёт пене плотность. Взбивайте с крупным льдом, чтобы охладить коктейль, не разбавляя его.',
        },
      },
      {
        kind: 'video',
        url: DEMO_VIDEOS.cellar,
        name: 'robust-coffee-shake',
        date: '2026-03-05',
        link: '/cocktails/',
        texts: {
          en: {
            title: 'Shaking the Robust Coffee',
            description:
              'Our head bartender shows how fifteen seconds of hard shaking turn espresso and XO into a velvet foam.',
          },
          fr: {
            title: 'Le Café Corsé au shaker',
            description:
              'Notre chef barman montre comment quinze secondes de shaker énergique transforment l’espresso et le XO en une mousse de velours.',
          },
          es: {
            title: 'Cómo agitar un Café Intenso',
            description:
              'Nuestro bartender principal muestra cómo quince segundos de agitado enérgico convierten el espresso y el XO en una espuma de terciopelo.',
          },
          pl: {
            title: 'Mocna Kawa w shakerze',
            description:
              'Nasz szef baru pokazuje, jak piętnaście sekund energicznego wstrząsania zamienia espresso i XO w aksamitną piankę.',
          },
          zh: {
            title: '搖製濃烈咖啡',
            description: '首席調酒師示範如何以十五秒的用力搖盪，讓濃縮咖啡與 XO 化為絲絨般的泡沫。',
          },
          vi: {
            title: 'Lắc ly Cà Phê Đậm Đà',
            description:
              'Bartender trưởng của chúng tôi hướng dẫn cách mười lăm giây lắc mạnh biến espresso và XO thành lớp bọt mịn như nhung.',
          },
          ru: {
            title: 'Как взбить «Крепкий кофе»',
            description:
              'Наш шеф-бармен показывает, как пятнадцать секунд энергичной работы шейкером превращают эспрессо и XO в бархатную пену.',
          },
        },
      },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          {
            image: 'recipes-step-mix',
            video: DEMO_VIDEOS.pour,
          },
          { image: 'recipes-robust-coffee' },
        ],
        steps: {
          en: [
            {
              title: 'Pull the espresso',
              description:
                'Pull a short espresso and stir the demerara sugar into it while it is hot, so that it dissolves completely.',
            },
            {
              title: 'Fill the shaker',
              description:
                'Pour the sweetened espresso, the cognac and the coffee liqueur into a shaker full of ice.',
            },
            {
              title: 'Shake for the foam',
              description:
                'Shake hard for fifteen seconds: the coffee oils whip into a thick, creamy head.',
              large: seconds(15).en,
            },
            {
              title: 'Strain and garnish',
              description:
                'Double-strain into a chilled coupe and lay three coffee beans on the foam.',
            },
          ],
          fr: [
            {
              title: 'Extraire l’espresso',
              description:
                'Préparez un espresso serré et faites-y fondre le sucre demerara pendant qu’il est encore chaud.',
            },
            {
              title: 'Remplir le shaker',
              description:
                'Versez l’espresso sucré, le cognac et la liqueur de café dans un shaker rempli de glaçons.',
            },
            {
              title: 'Frapper pour la mousse',
              description:
                'Secouez énergiquement quinze secondes : les huiles du café montent en une mousse épaisse et crémeuse.',
              large: seconds(15).fr,
            },
            {
              title: 'Filtrer et décorer',
              description:
                'Filtrez deux fois dans une coupe rafraîchie et déposez trois grains de café sur la mousse.',
            },
          ],
          es: [
            {
              title: 'Prepara el espresso',
              description:
                'Prepara un espresso corto y disuelve en él el azúcar demerara mientras está caliente.',
            },
            {
              title: 'Llena la coctelera',
              description:
                'Vierte el espresso endulzado, el coñac y el licor de café en una coctelera llena de hielo.',
            },
            {
              title: 'Agita para la espuma',
              description:
                'Agita con fuerza durante quince segundos: los aceites del café se convierten en una espuma espesa y cremosa.',
              large: seconds(15).es,
            },
            {
              title: 'Cuela y decora',
              description:
                'Cuela dos veces en una copa coupé fría y coloca tres granos de café sobre la espuma.',
            },
          ],
          pl: [
            {
              title: 'Zaparz espresso',
              description:
                'Zaparz krótkie espresso i rozpuść w nim cukier demerara, póki jest gorące.',
            },
            {
              title: 'Napełnij shaker',
              description:
                'Wlej osłodzone espresso, koniak i likier kawowy do shakera pełnego lodu.',
            },
            {
              title: 'Wstrząśnij na piankę',
              description:
                'Wstrząsaj energicznie przez piętnaście sekund: olejki kawowe ubiją się w gęstą, kremową piankę.',
              large: seconds(15).pl,
            },
            {
              title: 'Przecedź i udekoruj',
              description:
                'Przecedź podwójnie do schłodzonego kieliszka coupe i połóż na piance trzy ziarna kawy.',
            },
          ],
          zh: [
            {
              title: '萃取濃縮咖啡',
              description: '萃取一份短濃縮，趁熱拌入德麥拉拉蔗糖，使其完全溶解。',
            },
            {
              title: '倒入雪克杯',
              description: '將加糖的濃縮咖啡、干邑與咖啡利口酒倒入裝滿冰塊的雪克杯。',
            },
            {
              title: '搖出泡沫',
              description: '用力搖盪十五秒，咖啡油脂會打發成濃密綿細的泡沫。',
              large: seconds(15).zh,
            },
            {
              title: '過濾並裝飾',
              description: '經雙重過濾倒入冰鎮淺碟杯，在泡沫上放三顆咖啡豆。',
            },
          ],
          vi: [
            {
              title: 'Pha espresso',
              description:
                'Pha một shot espresso ngắn và khuấy tan đường demerara khi cà phê còn nóng.',
            },
            {
              title: 'Cho vào bình lắc',
              description:
                'Rót espresso đã pha đường, cognac và rượu mùi cà phê vào bình lắc đầy đá.',
            },
            {
              title: 'Lắc tạo bọt',
              description:
                'Lắc thật mạnh trong mười lăm giây: dầu cà phê sẽ đánh thành lớp bọt dày và mịn như kem.',
              large: seconds(15).vi,
            },
            {
              title: 'Lọc và trang trí',
              description: 'Lọc hai lần vào ly coupe ướp lạnh và đặt ba hạt cà phê lên lớp bọt.',
            },
          ],
          ru: [
            {
              title: 'Приготовьте эспрессо',
              description:
                'Сварите короткий эспрессо и растворите в нём сахар демерара, пока кофе горячий.',
            },
            {
              title: 'Наполните шейкер',
              description:
                'Налейте подслащённый эспрессо, коньяк и кофейный ликёр в шейкер, полный льда.',
            },
            {
              title: 'Взбейте до пены',
              description:
                'Энергично встряхивайте пятнадцать секунд: кофейные масла взобьются в густую кремовую пену.',
              large: seconds(15).ru,
            },
            {
              title: 'Процедите и украсьте',
              description:
                'Процедите через двойное сито в охлаждённый бокал-купе и положите на пену три кофейных зерна.',
            },
          ],
        },
      },
      {
        kind: 'history',
        texts: {
          en: {
            title: 'The pousse-café tradition',
            paragraphs: [
              'In French cafés, a strong coffee was long followed by a small glass of cognac: the pousse-café, the drink that “pushes the coffee down”. Others preferred to pour the cognac straight into the cup, a habit known as the café arrosé.',
              'Robust Coffee brings the two together in a single glass. XO, with its notes of cocoa, candied fruit and spice, holds its own against a dark roast.',
            ],
          },
          fr: {
            title: 'La tradition du pousse-café',
            paragraphs: [
              'Dans les cafés français, un café serré était longtemps suivi d’un petit verre de cognac : le pousse-café. D’autres préféraient verser le cognac directement dans la tasse, le fameux café arrosé.',
              'Le Café Corsé réunit les deux dans un même verre. Avec ses notes de cacao, de fruits confits et d’épices, le XO tient tête à une torréfaction sombre.',
            ],
          },
          es: {
            title: 'La tradición del pousse-café',
            paragraphs: [
              'En los cafés franceses, a un café cargado le seguía tradicionalmente una copita de coñac: el pousse-café, la bebida que «empuja» el café. Otros preferían verter el coñac directamente en la taza, el llamado café arrosé.',
              'El Café Intenso reúne ambos en una sola copa. Con sus notas de cacao, fruta confitada y especias, el XO se sostiene frente a un tueste oscuro.',
            ],
          },
          pl: {
            title: 'Tradycja pousse-café',
            paragraphs: [
              'We francuskich kawiarniach po mocnej kawie podawano zwykle kieliszek koniaku – pousse-café, czyli trunek, który „popycha” kawę. Inni woleli wlać koniak prosto do filiżanki; taką kawę nazywano café arrosé.',
              'Mocna Kawa łączy oba zwyczaje w jednym kieliszku. XO, z nutami kakao, kandyzowanych owoców i przypraw, dotrzymuje kroku ciemno palonej kawie.',
            ],
          },
          zh: {
            title: '「推咖啡」的傳統',
            paragraphs: [
              '在法國咖啡館，喝完一杯濃咖啡後，習慣再來一小杯干邑，稱為 pousse-café，意思是「把咖啡推下去」的酒。也有人喜歡直接把干邑倒進咖啡杯，這種喝法叫作 café arrosé。',
              '濃烈咖啡將兩者融為一杯。XO 帶有可可、蜜餞果乾與香料的氣息，足以與深焙咖啡分庭抗禮。',
            ],
          },
          vi: {
            title: 'Truyền thống pousse-café',
            paragraphs: [
              'Ở các quán cà phê Pháp, sau một tách cà phê đậm, người ta thường uống thêm một ly cognac nhỏ, gọi là pousse-café, nghĩa là ly rượu “đẩy” cà phê xuống. Có người lại thích rót thẳng cognac vào tách, cách uống được gọi là café arrosé.',
              'Cà Phê Đậm Đà kết hợp cả hai trong cùng một ly. Với hương ca cao, trái cây tẩm đường và gia vị, XO đủ sức sánh vai cùng cà phê rang đậm.',
            ],
          },
          ru: {
            title: 'Традиция пус-кафе',
            paragraphs: [
              'Во французских кафе после крепкого кофе было принято выпивать рюмку коньяка — pousse-café, напиток, который «подталкивает» кофе. Другие предпочитали наливать коньяк прямо в чашку — такой кофе называли café arrosé.',
              '«Крепкий кофе» объединяет обе привычки в одном бокале. XO с нотами какао, цукатов и пряностей на равных спорит с кофе тёмной обжарки.',
            ],
          },
        },
      },
      { kind: 'related' },
    ],
  },
  {
    slug: 'swift-old-fashioned',
    cover: 'recipes-swift-old-fashioned',
    date: '2026-02-12',
    taste: ['bitter', 'sweet'],
    minutes: 4,
    ingredients: [
      { quantity: '60', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '1', name: 'sugarCube' },
      { quantity: 'a dash', unit: 'dash', name: 'aromaticBitters' },
      { quantity: '1', unit: 'barspoon', name: 'water' },
      { quantity: '1', name: 'largeIceCube' },
      { quantity: '1', name: 'orangeZest' },
    ],
    product: 'blue-swift',
    articles: ['the-art-of-blending'],
    related: ['sidecar', 'chevalier-noir', 'julep'],
    texts: {
      en: {
        title: 'Swift Old Fashioned',
        description:
          'The purest of the classics: Blue Martinet cognac, a sugar cube, bitters and a twist of orange over one large ice cube.',
      },
      fr: {
        title: 'Swift Old Fashioned',
        description:
          'Le plus épuré des classiques : cognac Blue Martinet, un sucre, quelques gouttes de bitter et un zeste d’orange, sur un seul gros glaçon.',
      },
      es: {
        title: 'Swift Old Fashioned',
        description:
          'El más puro de los clásicos: coñac Blue Martinet, un terrón de azúcar, amargo y un twist de naranja sobre un solo cubo de hielo grande.',
      },
      pl: {
        title: 'Swift Old Fashioned',
        description:
          'Najczystszy z klasyków: koniak Blue Martinet, kostka cukru, bitters i skórka pomarańczy na jednej dużej kostce lodu.',
      },
      zh: {
        title: 'Swift 古典雞尾酒',
        description:
          '最純粹的經典：Blue Martinet 干邑、一顆方糖、苦精與一抹柳橙皮，倒在一顆大冰塊上。',
      },
      vi: {
        title: 'Swift Old Fashioned',
        description:
          'Thuần khiết nhất trong các tác phẩm kinh điển: cognac Blue Martinet, một viên đường, bitters và vỏ cam xoắn trên một viên đá lớn.',
      },
      ru: {
        title: 'Swift Old Fashioned',
        description:
          'Самая чистая из классик: коньяк Blue Martinet, кусочек сахара, биттер и апельсиновая цедра на одном большом кубике льда.',
      },
    },
    blocs: [
      { kind: 'hero' },
      {
        kind: 'textImage',
        type: 'big',
        reverse: true,
        image: 'recipes-video-cover',
        buttons: [{ link: '/collection/blue-swift/', color: 'red' }],
        texts: {
          en: {
            subtitle: 'The house style',
            title: 'Three ingredients, nowhere to hide',
            description:
              'With so little in the glass, the cognac carries the drink. Blue Martinet brings vanilla, candied fruit and a clean, woody finish that sugar and bitters only frame.',
            quote: 'An Old Fashioned is a cognac you season, not a cocktail you build.',
            buttons: [discover('Blue Martinet').en],
          },
          fr: {
            subtitle: 'Le style de la maison',
            title: 'Trois ingrédients, rien à cacher',
            description:
              'Avec si peu d’éléments dans le verre, c’est le cognac qui porte le cocktail. Blue Martinet apporte vanille, fruits confits et une finale boisée et nette, que le sucre et le bitter ne font qu’encadrer.',
            quote:
              'Un Old Fashioned, c’est un cognac que l’on assaisonne, pas un cocktail que l’on construit.',
            buttons: [discover('Blue Martinet').fr],
          },
          es: {
            subtitle: 'El estilo de la casa',
            title: 'Tres ingredientes, nada que esconder',
            description:
              'Con tan pocos elementos en el vaso, el coñac lleva el cóctel. Blue Martinet aporta vainilla, fruta confitada y un final amaderado y limpio que el azúcar y el amargo solo enmarcan.',
            quote: 'Un Old Fashioned es un coñac que se sazona, no un cóctel que se construye.',
            buttons: [discover('Blue Martinet').es],
          },
          pl: {
            subtitle: 'Styl domu',
            title: 'Trzy składniki, nic do ukrycia',
            description:
              'Gdy w szklance jest tak niewiele, cały drink niesie koniak. Blue Martinet wnosi wanilię, kandyzowane owoce i czysty, drzewny finisz, który cukier i bitters jedynie oprawiają.',
            quote:
              'Old Fashioned to koniak, który się przyprawia, a nie koktajl, który się buduje.',
            buttons: [discover('Blue Martinet').pl],
          },
          zh: {
            subtitle: '酒莊風格',
            title: '三種材料，無所遁形',
            description:
              '杯中材料如此精簡，整杯酒全靠干邑撐起。Blue Martinet 帶來香草、蜜餞果乾與乾淨的木質尾韻，方糖與苦精只是為它鑲上邊框。',
            quote: '古典雞尾酒是為干邑調味，而不是堆疊出一杯調酒。',
            buttons: [discover('Blue Martinet').zh],
          },
          vi: {
            subtitle: 'Phong cách của nhà',
            title: 'Ba nguyên liệu, không chỗ ẩn nấp',
            description:
              'Khi trong ly có ít thành phần như vậy, cognac là linh hồn của cả ly. Blue Martinet mang đến hương vani, trái cây tẩm đường và hậu vị gỗ sạch, còn đường và bitters chỉ làm khung cho nó.',
            quote:
              'Old Fashioned là một ly cognac được nêm nếm, chứ không phải một ly cocktail được lắp ráp.',
            buttons: [discover('Blue Martinet').vi],
          },
          ru: {
            subtitle: 'Стиль дома',
            title: 'Три ингредиента — и нечего скрывать',
            description:
              'Когда в бокале так мало, весь коктейль держится на коньяке. Blue Martinet приносит ваниль, цукаты и чистое древесное послевкусие, а сахар и биттер лишь служат им рамкой.',
            quote:
              'Old Fashioned — это коньяк, который приправляют, а не коктейль, который собирают.',
            buttons: [discover('Blue Martinet').ru],
          },
        },
      },
      {
        kind: 'recipe',
        tools: ['mixingGlass', 'barspoon', 'strainer', 'jigger'],
        tips: {
          en: 'One large cube melts slowly, so the last sip tastes like the first. Take it out of the freezer a minute early so it does not crack when the cognac hits it.',
          fr: 'Un gros glaçon fond lentement : la dernière gorgée a le goût de la première. Sortez-le du congélateur une minute à l’avance pour qu’il ne se fende pas au contact du cognac.',
          es: 'Un cubo grande se derrite lentamente, así que el último sorbo sabe como el primero. Sácalo del congelador un minuto antes para que no se agriete al contacto con el coñac.',
          pl: 'Duża kostka topi się powoli, więc ostatni łyk smakuje jak pierwszy. Wyjmij ją z zamrażarki minutę wcześniej, żeby nie pękła pod koniakiem.',
          zh: '大冰塊融化得慢，最後一口和第一口一樣好喝。提早一分鐘從冷凍庫取出，倒入干邑時冰塊就不容易裂開。',
          vi: 'Viên đá lớn tan chậm nên ngụm cuối vẫn ngon như ngụm đầu. Lấy đá ra khỏi ngăn đá trước một phút để đá không bị nứt khi gặp cognac.',
          ru: 'Большой кубик тает медленно, и последний глоток остаётся таким же, как первый. Достаньте его из морозилки за минуту, чтобы он не треснул от коньяка.',
        },
      },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          { image: 'recipes-swift-old-fashioned' },
          { image: 'recipes-step-garnish' },
        ],
        steps: {
          en: [
            {
              title: 'Dissolve the sugar',
              description:
                'Put the sugar cube in a mixing glass, soak it with the bitters and the water, and crush it with the back of a bar spoon until it dissolves.',
            },
            {
              title: 'Add the cognac',
              description: 'Pour in the cognac and fill the mixing glass with ice.',
            },
            {
              title: 'Stir',
              description:
                'Stir for about thirty seconds, until the drink is cold and silky, then strain it over the large ice cube in a rocks glass.',
              large: seconds(30).en,
            },
            {
              title: 'Add the zest',
              description:
                'Express the orange zest over the glass, rub it around the rim and drop it in.',
            },
          ],
          fr: [
            {
              title: 'Dissoudre le sucre',
              description:
                'Placez le morceau de sucre dans un verre à mélange, imbibez-le de bitter et d’eau, puis écrasez-le du dos de la cuillère jusqu’à ce qu’il fonde.',
            },
            {
              title: 'Ajouter le cognac',
              description: 'Versez le cognac et remplissez le verre à mélange de glaçons.',
            },
            {
              title: 'Remuer',
              description:
                'Remuez une trentaine de secondes, jusqu’à ce que le cocktail soit froid et soyeux, puis filtrez-le sur le gros glaçon dans un verre old fashioned.',
              large: seconds(30).fr,
            },
            {
              title: 'Zester',
              description:
                'Pressez le zeste d’orange au-dessus du verre, passez-le sur le bord et déposez-le dans le cocktail.',
            },
          ],
          es: [
            {
              title: 'Disuelve el azúcar',
              description:
                'Pon el terrón de azúcar en un vaso mezclador, empápalo con el amargo y el agua, y aplástalo con el dorso de la cucharilla hasta que se disuelva.',
            },
            {
              title: 'Agrega el coñac',
              description: 'Vierte el coñac y llena el vaso mezclador con hielo.',
            },
            {
              title: 'Mezcla',
              description:
                'Mezcla unos treinta segundos, hasta que la bebida esté fría y sedosa, y cuélala sobre el cubo grande en un vaso old fashioned.',
              large: seconds(30).es,
            },
            {
              title: 'Perfuma con naranja',
              description:
                'Exprime la cáscara de naranja sobre el vaso, pásala por el borde y déjala caer dentro.',
            },
          ],
          pl: [
            {
              title: 'Rozpuść cukier',
              description:
                'Włóż kostkę cukru do szklanicy barmańskiej, nasącz ją bittersem i wodą, a potem rozgnieć grzbietem łyżki, aż się rozpuści.',
            },
            {
              title: 'Dodaj koniak',
              description: 'Wlej koniak i wypełnij szklanicę lodem.',
            },
            {
              title: 'Zamieszaj',
              description:
                'Mieszaj przez około trzydzieści sekund, aż drink będzie zimny i jedwabisty, a potem przecedź go na dużą kostkę lodu w niskiej szklance.',
              large: seconds(30).pl,
            },
            {
              title: 'Dodaj skórkę',
              description:
                'Wyciśnij olejki ze skórki pomarańczy nad szklanką, przetrzyj nią brzeg i wrzuć do środka.',
            },
          ],
          zh: [
            {
              title: '溶解方糖',
              description: '將方糖放入攪拌杯，淋上苦精與清水，用吧匙背面壓碎，直到完全溶解。',
            },
            {
              title: '加入干邑',
              description: '倒入干邑，並在攪拌杯中加滿冰塊。',
            },
            {
              title: '攪拌',
              description: '攪拌約三十秒，直到酒液冰涼滑順，再濾入放有大冰塊的古典杯。',
              large: seconds(30).zh,
            },
            {
              title: '加入柳橙皮',
              description: '在杯口上方擰出柳橙皮的精油，沿杯緣擦一圈後放入杯中。',
            },
          ],
          vi: [
            {
              title: 'Hòa tan đường',
              description:
                'Cho viên đường vào ly pha chế, thấm bitters và nước lọc, rồi dùng lưng thìa bar nghiền cho đến khi đường tan hết.',
            },
            {
              title: 'Thêm cognac',
              description: 'Rót cognac vào và cho đầy đá vào ly pha chế.',
            },
            {
              title: 'Khuấy',
              description:
                'Khuấy khoảng ba mươi giây đến khi rượu lạnh và mượt, rồi lọc vào ly thấp có sẵn viên đá lớn.',
              large: seconds(30).vi,
            },
            {
              title: 'Thêm hương cam',
              description: 'Vắt tinh dầu vỏ cam phía trên ly, miết vỏ quanh miệng ly rồi thả vào.',
            },
          ],
          ru: [
            {
              title: 'Растворите сахар',
              description:
                'Положите кусочек сахара в смесительный стакан, пропитайте его биттером и водой и раздавите тыльной стороной барной ложки, пока он не растворится.',
            },
            {
              title: 'Добавьте коньяк',
              description: 'Налейте коньяк и наполните смесительный стакан льдом.',
            },
            {
              title: 'Перемешайте',
              description:
                'Мешайте около тридцати секунд, пока коктейль не станет холодным и шелковистым, затем процедите его на большой кубик льда в рокс.',
              large: seconds(30).ru,
            },
            {
              title: 'Добавьте цедру',
              description:
                'Отожмите апельсиновую цедру над бокалом, проведите ею по краю и опустите в коктейль.',
            },
          ],
        },
      },
      {
        kind: 'history',
        texts: {
          en: {
            title: 'The old-fashioned way',
            paragraphs: [
              'In the 1880s, as bartenders added liqueurs and absinthe to their drinks, some customers asked for a cocktail made “the old-fashioned way”: spirit, sugar, water and bitters, nothing more.',
              'Cognac was one of the spirits poured that way. Our Swift Old Fashioned keeps to those four original ingredients and lets Blue Martinet do the talking.',
            ],
          },
          fr: {
            title: 'À l’ancienne',
            paragraphs: [
              'Dans les années 1880, alors que les barmen ajoutaient liqueurs et absinthe à leurs mélanges, certains clients réclamaient un cocktail préparé « à l’ancienne » : une eau-de-vie, du sucre, de l’eau et du bitter, rien de plus.',
              'Le cognac faisait partie des eaux-de-vie servies ainsi. Notre Swift Old Fashioned s’en tient aux quatre ingrédients d’origine et laisse parler Blue Martinet.',
            ],
          },
          es: {
            title: 'A la antigua',
            paragraphs: [
              'En la década de 1880, cuando los bartenders añadían licores y absenta a sus mezclas, algunos clientes pedían un cóctel preparado «a la antigua»: destilado, azúcar, agua y amargo, nada más.',
              'El coñac era uno de los destilados que se servían así. Nuestro Swift Old Fashioned respeta los cuatro ingredientes originales y deja que Blue Martinet hable por sí mismo.',
            ],
          },
          pl: {
            title: 'Po staremu',
            paragraphs: [
              'W latach 80. XIX wieku, gdy barmani dodawali do drinków likiery i absynt, niektórzy goście prosili o koktajl zrobiony „po staremu”: alkohol, cukier, woda i bitters – nic więcej.',
              'Koniak był jednym z alkoholi podawanych w ten sposób. Nasz Swift Old Fashioned trzyma się czterech pierwotnych składników i pozwala mówić Blue Martinet.',
            ],
          },
          zh: {
            title: '老派的喝法',
            paragraphs: [
              '1880 年代，調酒師開始在酒裡加入各種利口酒與苦艾酒，有些客人於是要求照「老派的方式」調一杯：烈酒、糖、水和苦精，僅此而已。',
              '干邑正是當年這樣調製的烈酒之一。我們的 Swift 古典雞尾酒堅守最初的四種材料，讓 Blue Martinet 自己說話。',
            ],
          },
          vi: {
            title: 'Theo kiểu xưa',
            paragraphs: [
              'Vào những năm 1880, khi các bartender bắt đầu thêm rượu mùi và absinthe vào thức uống, một số khách gọi một ly cocktail pha “theo kiểu xưa”: rượu mạnh, đường, nước và bitters, không gì hơn.',
              'Cognac là một trong những loại rượu được pha theo cách đó. Swift Old Fashioned của chúng tôi giữ nguyên bốn nguyên liệu ban đầu và để Blue Martinet tự cất lời.',
            ],
          },
          ru: {
            title: 'По старинке',
            paragraphs: [
              'В 1880-х, когда бармены начали добавлять в коктейли ликёры и абсент, некоторые гости просили приготовить им напиток «по старинке»: крепкий алкоголь, сахар, вода и биттер — и ничего больше.',
              'Коньяк был среди тех спиртов, что подавали именно так. Наш Swift Old Fashioned хранит верность четырём изначальным ингредиентам и даёт слово Blue Martinet.',
            ],
          },
        },
      },
      { kind: 'related' },
    ],
  },
  {
    slug: 'chevalier-noir',
    cover: 'recipes-chevalier-noir',
    date: '2026-04-02',
    taste: ['sweet', 'bitter'],
    minutes: 5,
    ingredients: [
      { quantity: '45', unit: 'ml', name: 'cognacCordonBleu' },
      { quantity: '20', unit: 'ml', name: 'sweetVermouth' },
      { quantity: '15', unit: 'ml', name: 'blackberryLiqueur' },
      { quantity: 'a dash', unit: 'dash', name: 'chocolateBitters' },
      { quantity: '2', name: 'blackberries' },
    ],
    product: 'cordon-bleu',
    articles: ['the-art-of-blending', 'a-year-in-the-vineyard'],
    related: ['robust-coffee', 'swift-old-fashioned', 'sidecar'],
    texts: {
      en: {
        title: 'Chevalier Noir',
        description:
          'Ruban Bleu cognac, red vermouth, blackberry liqueur and chocolate bitters, stirred and served up: a dark, velvety drink for late evenings.',
      },
      fr: {
        title: 'Chevalier Noir',
        description:
          'Cognac Ruban Bleu, vermouth rouge, crème de mûre et bitter au chocolat, remués puis servis en coupe : un cocktail sombre et velouté pour la fin de soirée.',
      },
      es: {
        title: 'Chevalier Noir',
        description:
          'Coñac Ruban Bleu, vermut rojo, licor de zarzamora y amargo de chocolate, mezclados y servidos en copa: un cóctel oscuro y aterciopelado para el final de la noche.',
      },
      pl: {
        title: 'Chevalier Noir',
        description:
          'Koniak Ruban Bleu, czerwony wermut, likier jeżynowy i bitters czekoladowy, mieszane i podane w kieliszku coupe: ciemny, aksamitny koktajl na późny wieczór.',
      },
      zh: {
        title: '黑騎士',
        description:
          'Ruban Bleu 干邑、紅香艾酒、黑莓利口酒與巧克力苦精，攪拌後倒入淺碟杯：一杯深沉絲滑、屬於深夜的調酒。',
      },
      vi: {
        title: 'Chevalier Noir',
        description:
          'Cognac Ruban Bleu, vermouth đỏ, rượu mùi dâu đen và bitters sô-cô-la, khuấy đều và rót vào ly coupe: một ly cocktail sẫm màu, mượt như nhung cho những buổi tối muộn.',
      },
      ru: {
        title: 'Шевалье Нуар',
        description:
          'Коньяк Ruban Bleu, красный вермут, ежевичный ликёр и шоколадный биттер, смешанные в стакане и поданные в купе: тёмный бархатистый коктейль для позднего вечера.',
      },
    },
    blocs: [
      { kind: 'hero' },
      {
        kind: 'recipe',
        tools: ['mixingGlass', 'barspoon', 'strainer', 'coupe'],
        tips: {
          en: 'Keep the vermouth in the fridge once opened: fresh vermouth keeps the drink bright rather than dull. In winter, swap the blackberries for a cherry.',
          fr: 'Gardez le vermouth au réfrigérateur une fois ouvert : un vermouth frais garde le cocktail vif. En hiver, remplacez les mûres par une cerise.',
          es: 'Guarda el vermut en el refrigerador una vez abierto: un vermut fresco mantiene vivo el cóctel. En invierno, cambia las zarzamoras por una cereza.',
          pl: 'Po otwarciu trzymaj wermut w lodówce: świeży wermut sprawia, że koktajl pozostaje żywy. Zimą zamiast jeżyn użyj wiśni.',
          zh: '香艾酒開瓶後請冷藏保存，新鮮的香艾酒能讓調酒保持明亮。冬天可以用一顆櫻桃代替黑莓。',
          vi: 'Sau khi mở nắp, hãy bảo quản vermouth trong tủ lạnh: vermouth tươi giúp ly cocktail luôn tươi sáng. Vào mùa đông, có thể thay dâu đen bằng một quả anh đào.',
          ru: 'После вскрытия храните вермут в холодильнике: свежий вермут сохраняет коктейлю яркость. Зимой замените ежевику вишней.',
        },
      },
      {
        kind: 'instruction',
        media: [
          { image: 'recipes-step-prepare' },
          { image: 'recipes-step-mix' },
          { image: 'recipes-chevalier-noir' },
        ],
        steps: {
          en: [
            {
              title: 'Chill the coupe',
              description:
                'Fill the coupe with ice and water while you mix, so the drink meets cold glass.',
            },
            {
              title: 'Stir',
              description:
                'Pour the cognac, vermouth, blackberry liqueur and bitters into a mixing glass full of ice and stir for twenty-five seconds.',
              large: seconds(25).en,
            },
            {
              title: 'Strain and garnish',
              description:
                'Empty the coupe, strain the drink into it and lay two blackberries on a cocktail pick across the rim.',
            },
          ],
          fr: [
            {
              title: 'Rafraîchir la coupe',
              description:
                'Remplissez la coupe d’eau et de glaçons pendant que vous préparez le cocktail : il doit rencontrer un verre bien froid.',
            },
            {
              title: 'Remuer',
              description:
                'Versez le cognac, le vermouth, la crème de mûre et le bitter dans un verre à mélange rempli de glaçons, puis remuez vingt-cinq secondes.',
              large: seconds(25).fr,
            },
            {
              title: 'Filtrer et décorer',
              description:
                'Videz la coupe, filtrez-y le cocktail et posez en travers du bord deux mûres piquées sur une brochette.',
            },
          ],
          es: [
            {
              title: 'Enfría la copa',
              description:
                'Llena la copa con hielo y agua mientras preparas el cóctel, para que la bebida caiga en un cristal bien frío.',
            },
            {
              title: 'Mezcla',
              description:
                'Vierte el coñac, el vermut, el licor de zarzamora y el amargo en un vaso mezclador lleno de hielo y mezcla durante veinticinco segundos.',
              large: seconds(25).es,
            },
            {
              title: 'Cuela y decora',
              description:
                'Vacía la copa, cuela el cóctel en ella y coloca sobre el borde dos zarzamoras ensartadas en un palillo.',
            },
          ],
          pl: [
            {
              title: 'Schłódź kieliszek',
              description:
                'Na czas przygotowania drinka napełnij kieliszek lodem i wodą, by koktajl trafił do zimnego szkła.',
            },
            {
              title: 'Zamieszaj',
              description:
                'Wlej koniak, wermut, likier jeżynowy i bitters do szklanicy pełnej lodu i mieszaj przez dwadzieścia pięć sekund.',
              large: seconds(25).pl,
            },
            {
              title: 'Przecedź i udekoruj',
              description:
                'Opróżnij kieliszek, przecedź do niego koktajl i połóż na brzegu dwie jeżyny nabite na wykałaczkę.',
            },
          ],
          zh: [
            {
              title: '冰鎮酒杯',
              description: '調酒時先在淺碟杯中放入冰塊與清水，讓酒液倒入時杯子已經冰涼。',
            },
            {
              title: '攪拌',
              description: '將干邑、香艾酒、黑莓利口酒與苦精倒入裝滿冰塊的攪拌杯，攪拌二十五秒。',
              large: seconds(25).zh,
            },
            {
              title: '過濾並裝飾',
              description: '倒掉杯中冰水，將酒液濾入杯中，再把兩顆黑莓串在酒籤上，橫放於杯緣。',
            },
          ],
          vi: [
            {
              title: 'Làm lạnh ly',
              description:
                'Trong lúc pha, cho đá và nước vào ly coupe để cocktail được rót vào ly thật lạnh.',
            },
            {
              title: 'Khuấy',
              description:
                'Rót cognac, vermouth, rượu mùi dâu đen và bitters vào ly pha chế đầy đá, khuấy trong hai mươi lăm giây.',
              large: seconds(25).vi,
            },
            {
              title: 'Lọc và trang trí',
              description:
                'Đổ bỏ đá trong ly coupe, lọc cocktail vào ly và gác ngang miệng ly hai quả dâu đen xiên trên que.',
            },
          ],
          ru: [
            {
              title: 'Охладите бокал',
              description:
                'Пока готовите коктейль, наполните купе льдом и водой, чтобы напиток попал в холодное стекло.',
            },
            {
              title: 'Перемешайте',
              description:
                'Налейте коньяк, вермут, ежевичный ликёр и биттер в смесительный стакан со льдом и мешайте двадцать пять секунд.',
              large: seconds(25).ru,
            },
            {
              title: 'Процедите и украсьте',
              description:
                'Вылейте воду со льдом из купе, процедите в него коктейль и положите на край шпажку с двумя ягодами ежевики.',
            },
          ],
        },
      },
      {
        kind: 'video',
        url: DEMO_VIDEOS.vineyard,
        name: 'chevalier-noir-stirred',
        date: '2026-04-02',
        link: '/collection/cordon-bleu/',
        texts: {
          en: {
            title: 'The Chevalier Noir, stirred',
            description:
              'Stirred, never shaken: watch how the house bar builds its darkest cocktail.',
          },
          fr: {
            title: 'Le Chevalier Noir, remué',
            description:
              'Remué, jamais frappé : découvrez comment le bar de la maison compose son cocktail le plus sombre.',
          },
          es: {
            title: 'El Chevalier Noir, mezclado',
            description:
              'Mezclado, nunca agitado: mira cómo el bar de la casa prepara su cóctel más oscuro.',
          },
          pl: {
            title: 'Jak powstaje Chevalier Noir',
            description:
              'Mieszany, nigdy wstrząsany: zobacz, jak bar domu przygotowuje swój najciemniejszy koktajl.',
          },
          zh: {
            title: '攪拌而成的黑騎士',
            description: '只攪拌，不搖盪：看看酒莊吧檯如何調製我們最深沉的一杯酒。',
          },
          vi: {
            title: 'Chevalier Noir, pha bằng cách khuấy',
            description:
              'Chỉ khuấy, không lắc: xem quầy bar của nhà pha chế ly cocktail sẫm màu nhất.',
          },
          ru: {
            title: '«Шевалье Нуар» в смесительном стакане',
            description:
              'Размешивать, но не взбивать: посмотрите, как бар дома готовит свой самый тёмный коктейль.',
          },
        },
      },
      {
        kind: 'textImage',
        type: 'double',
        image: 'recipes-step-garnish',
        buttons: [
          { link: '/collection/cordon-bleu/', color: 'blue' },
          { link: '/store-locator/', color: 'cream' },
        ],
        texts: {
          en: {
            subtitle: 'Ruban Bleu',
            title: 'Dark fruit meets Ruban Bleu',
            description:
              'Ruban Bleu’s notes of plum, roasted coffee and spice call for deep flavours. Blackberry and red vermouth answer them without ever hiding the cognac.',
            buttons: [discover('Ruban Bleu').en, 'Find a store'],
          },
          fr: {
            subtitle: 'Ruban Bleu',
            title: 'Fruits noirs et Ruban Bleu',
            description:
              'Les notes de prune, de café torréfié et d’épices du Ruban Bleu appellent des saveurs profondes. La mûre et le vermouth rouge leur répondent sans jamais masquer le cognac.',
            buttons: [discover('Ruban Bleu').fr, 'Trouver un revendeur'],
          },
          es: {
            subtitle: 'Ruban Bleu',
            title: 'Frutos negros y Ruban Bleu',
            description:
              'Las notas de ciruela, café tostado y especias del Ruban Bleu piden sabores profundos. La zarzamora y el vermut rojo les responden sin ocultar nunca el coñac.',
            buttons: [discover('Ruban Bleu').es, 'Encuentra una tienda'],
          },
          pl: {
            subtitle: 'Ruban Bleu',
            title: 'Ciemne owoce i Ruban Bleu',
            description:
              'Nuty śliwki, palonej kawy i przypraw w Ruban Bleu wołają o głębokie smaki. Jeżyna i czerwony wermut odpowiadają na nie, nie zagłuszając koniaku.',
            buttons: [discover('Ruban Bleu').pl, 'Znajdź sklep'],
          },
          zh: {
            subtitle: 'Ruban Bleu',
            title: '黑色果實遇上 Ruban Bleu',
            description:
              'Ruban Bleu 帶有李子、烘焙咖啡與香料的氣息，最適合搭配深沉的風味。黑莓與紅香艾酒與之呼應，卻從不掩蓋干邑本色。',
            buttons: [discover('Ruban Bleu').zh, '尋找門市'],
          },
          vi: {
            subtitle: 'Ruban Bleu',
            title: 'Quả mọng sẫm màu gặp Ruban Bleu',
            description:
              'Những nốt hương mận, cà phê rang và gia vị của Ruban Bleu cần đến những hương vị sâu lắng. Dâu đen và vermouth đỏ hòa cùng mà không che lấp cognac.',
            buttons: [discover('Ruban Bleu').vi, 'Tìm cửa hàng'],
          },
          ru: {
            subtitle: 'Ruban Bleu',
            title: 'Тёмные ягоды и Ruban Bleu',
            description:
              'Ноты сливы, обжаренного кофе и пряностей в Ruban Bleu требуют глубоких вкусов. Ежевика и красный вермут отвечают им, не заслоняя коньяк.',
            buttons: [discover('Ruban Bleu').ru, 'Найти магазин'],
          },
        },
      },
      {
        kind: 'history',
        texts: {
          en: {
            title: 'The night of the black knight',
            paragraphs: [
              'The Chevalier Noir was first poured at the house bar in Cognac one autumn evening, after the last grapes of the harvest had been pressed. The bartenders wanted a drink as dark as the cellars where Ruban Bleu rests.',
              'Its name comes from the knight in black armour carved above the cellar door, a figure the cellar workers have greeted on their way in for generations.',
            ],
          },
          fr: {
            title: 'La nuit du chevalier noir',
            paragraphs: [
              'Le Chevalier Noir a été servi pour la première fois au bar de la maison, à Cognac, un soir d’automne, après le pressurage des derniers raisins de la vendange. Les barmen voulaient un cocktail aussi sombre que les chais où repose le Ruban Bleu.',
              'Son nom vient du chevalier en armure noire sculpté au-dessus de la porte du chai, que les hommes et les femmes du chai saluent en entrant depuis des générations.',
            ],
          },
          es: {
            title: 'La noche del caballero negro',
            paragraphs: [
              'El Chevalier Noir se sirvió por primera vez en el bar de la casa, en Cognac, una noche de otoño, después de prensar las últimas uvas de la vendimia. Los bartenders buscaban un cóctel tan oscuro como las bodegas donde reposa el Ruban Bleu.',
              'Su nombre viene del caballero de armadura negra tallado sobre la puerta de la bodega, al que los trabajadores saludan al entrar desde hace generaciones.',
            ],
          },
          pl: {
            title: 'Noc czarnego rycerza',
            paragraphs: [
              'Chevalier Noir podano po raz pierwszy w barze domu w Cognac pewnego jesiennego wieczoru, gdy wytłoczono ostatnie winogrona z winobrania. Barmani chcieli stworzyć koktajl tak ciemny jak piwnice, w których dojrzewa Ruban Bleu.',
              'Nazwa pochodzi od rycerza w czarnej zbroi wyrzeźbionego nad drzwiami piwnicy – od pokoleń pracownicy pozdrawiają go, wchodząc do środka.',
            ],
          },
          zh: {
            title: '黑騎士之夜',
            paragraphs: [
              '黑騎士第一次端上桌，是在干邑鎮的酒莊吧檯，一個秋天的夜晚，當年最後一批葡萄剛剛壓榨完畢。調酒師們想要一杯像 Ruban Bleu 沉睡的酒窖一樣深沉的調酒。',
              '它的名字來自酒窖門上那尊身披黑色盔甲的騎士雕像，世世代代的酒窖工人進門時都會向他致意。',
            ],
          },
          vi: {
            title: 'Đêm của chàng hiệp sĩ đen',
            paragraphs: [
              'Chevalier Noir được pha lần đầu tại quầy bar của nhà ở Cognac vào một tối mùa thu, khi những chùm nho cuối cùng của vụ thu hoạch vừa được ép. Các bartender muốn có một ly cocktail sẫm màu như những hầm rượu nơi Ruban Bleu đang nằm nghỉ.',
              'Cái tên bắt nguồn từ hình chàng hiệp sĩ mặc giáp đen chạm khắc phía trên cửa hầm rượu, người mà bao thế hệ thợ hầm vẫn chào mỗi khi bước vào.',
            ],
          },
          ru: {
            title: 'Ночь чёрного рыцаря',
            paragraphs: [
              'Впервые «Шевалье Нуар» подали в баре дома в Коньяке осенним вечером, когда отжали последние гроздья урожая. Бармены хотели создать коктейль, тёмный, как погреба, где отдыхает Ruban Bleu.',
              'Название пришло от рыцаря в чёрных доспехах, вырезанного над дверью погреба: работники погребов поколениями приветствуют его, входя внутрь.',
            ],
          },
        },
      },
      { kind: 'related' },
    ],
  },
]

interface V2Refs {
  images: RecipeImages
  product: number | null
  articles: number[]
}

/** One bloc in one language. */
function bloc(def: V2Cocktail, spec: BlocSpec, language: Language, refs: V2Refs): Bloc {
  const labels = COCKTAIL_LABELS[language]
  const t = def.texts[language]
  switch (spec.kind) {
    case 'hero':
      return {
        blockType: 'bloc_hero',
        title: t.title,
        description: t.description,
        image: refs.images[def.cover],
        time: def.minutes,
      }
    case 'recipe':
      return {
        blockType: 'bloc_recipe',
        title: labels.recipe,
        ingredients: ingredientRows(def.ingredients, language),
        ...(refs.product !== null ? { related_product: refs.product } : {}),
        related_image: refs.images[def.cover],
        without_alcohol: false,
        tips_show: true,
        tips_label: labels.tips,
        tips_description: spec.tips[language],
        tools_show: true,
        tools_label: labels.tools,
        tools_items: spec.tools.map((tool) => ({ key: TOOLS[tool][language], value: '1' })),
      }
    case 'instruction':
      return {
        blockType: 'bloc_instruction',
        title: labels.steps,
        steps: spec.steps[language].map((step, index) => {
          const media = spec.media[index]
          return {
            title: step.title,
            description: step.description,
            ...(step.large ? { large_text: step.large } : {}),
            ...(media?.image ? { image: refs.images[media.image] } : {}),
            ...(media?.video ? { video_url: media.video } : {}),
          }
        }),
      }
    case 'video':
      return {
        blockType: 'bloc_video',
        title: spec.texts[language].title,
        video: {
          url: spec.url,
          name: spec.name,
          title: spec.texts[language].title,
          description: spec.texts[language].description,
          date: spec.date,
        },
        cover: refs.images['recipes-video-cover'],
        link: spec.link,
      }
    case 'history':
      return {
        blockType: 'bloc_history',
        label: labels.history,
        title: spec.texts[language].title,
        description: richText(spec.texts[language].paragraphs),
      }
    case 'textImage': {
      const texts = spec.texts[language]
      return {
        blockType: 'text_image',
        type: spec.type,
        reverse: spec.reverse ?? false,
        subtitle: texts.subtitle,
        title: texts.title,
        description: texts.description,
        ...(texts.quote ? { quote: texts.quote } : {}),
        image: refs.images[spec.image],
        buttons: spec.buttons.map((button, index) => ({
          label: texts.buttons[index] ?? '',
          link: button.link,
          button_color: button.color,
        })),
      }
    }
    case 'related':
      // No picked cocktails: the page shows the document's related_cocktails.
      return { blockType: 'bloc_related_cocktail', title: labels.related }
  }
}

/** The V2 cocktail in one locale: the card fields and its blocs. */
export function v2CocktailData(def: V2Cocktail, locale: LocaleCode, refs: V2Refs): CocktailData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  return {
    title: t.title,
    slug: def.slug,
    available: true,
    date: def.date,
    taste: def.taste,
    templateV2: true,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    hide_time: false,
    blocs: def.blocs.map((spec) => bloc(def, spec, language, refs)),
    ...(refs.articles.length > 0 ? { related_articles: refs.articles } : {}),
  }
}

/** Throws when a bloc's languages disagree on how many steps or buttons it has. */
function checkBlocs(def: V2Cocktail) {
  for (const spec of def.blocs) {
    if (spec.kind === 'instruction') {
      checkLengths(`${def.slug} steps`, spec.steps, spec.media.length)
    }
    if (spec.kind === 'textImage') {
      checkLengths(
        `${def.slug} text_image buttons`,
        mapTexts(spec.texts, (t) => t.buttons),
        spec.buttons.length,
      )
    }
  }
}

/** Seeds the 4 V2 cocktails; returns their ids by slug. */
export async function seedV2Cocktails(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<Partial<Record<CocktailSlug, number>>> {
  const ids: Partial<Record<CocktailSlug, number>> = {}
  for (const def of V2_COCKTAILS) {
    checkBlocs(def)
    const refs: V2Refs = {
      images,
      product: await findIdBySlug(payload, 'products', def.product),
      articles: await findIdsBySlugs(payload, 'articles', def.articles),
    }
    ids[def.slug] = await upsertRecipe(payload, report, {
      collection: 'cocktails',
      slug: def.slug,
      data: (locale) => v2CocktailData(def, locale, refs),
    })
  }
  return ids
}
