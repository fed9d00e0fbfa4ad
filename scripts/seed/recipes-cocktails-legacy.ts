import type { Payload } from 'payload'
import { getLocale, type LocaleCode } from '../../src/i18n/locales'
import type { Cocktail } from '../../src/payload-types'
import { DEMO_VIDEOS } from './demo-media'
import { richText } from './lexical'
import {
  type ArticleSlug,
  COCKTAIL_LABELS,
  type CocktailSlug,
  checkLengths,
  findIdsBySlugs,
  type HistoryText,
  HOUSE_VOICES,
  type IngredientSpec,
  ingredientRows,
  mapTexts,
  type RecipeImageKey,
  type RecipeImages,
  type StepText,
  type Texts,
  upsertRecipe,
  type VoiceKey,
} from './recipes-shared'
import type { SeedReport } from './upsert'

/** The data of one cocktail in one locale, as the collection takes it. */
export type CocktailData = Omit<Cocktail, 'id' | 'createdAt' | 'updatedAt'>
type Taste = NonNullable<Cocktail['taste']>[number]
type QuoteBackground = NonNullable<NonNullable<Cocktail['quote']>['background']>

interface LegacyTexts {
  title: string
  description: string
  steps: StepText[]
  servingTips: string
  quote: string
}

/**
 * A cocktail on the legacy page (SPEC §2.6): hero fields, one recipe, a quote, and optionally a
 * video and a history. Texts are per language; everything else is shared by the 18 locales.
 */
export interface LegacyCocktail {
  slug: CocktailSlug
  /** Where the en-us locale has a slug and title of its own (SPEC §2.10). */
  enUs?: { slug: string; title: string }
  cover: RecipeImageKey
  date: string
  taste: Taste[]
  minutes: number
  hideTime?: boolean
  videoUrl?: string
  ingredients: IngredientSpec[]
  /** The picture of each step, in step order. */
  stepImages: RecipeImageKey[]
  quote: { by: VoiceKey; background: QuoteBackground }
  articles: ArticleSlug[]
  related: CocktailSlug[]
  texts: Texts<LegacyTexts>
  history?: Texts<HistoryText>
}

export const LEGACY_COCKTAILS: readonly LegacyCocktail[] = [
  {
    slug: 'sidecar',
    cover: 'recipes-sidecar',
    date: '2025-03-20',
    taste: ['sour', 'sweet'],
    minutes: 5,
    ingredients: [
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '20', unit: 'ml', name: 'orangeLiqueur' },
      { quantity: '20', unit: 'ml', name: 'lemonJuice' },
      { quantity: 'a pinch', unit: 'pinch', name: 'sugarRim' },
      { quantity: '1', name: 'orangeZest' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-step-mix',
      'recipes-step-garnish',
    ],
    quote: { by: 'headBartender', background: 'blue' },
    articles: ['the-art-of-blending'],
    related: ['swift-old-fashioned', 'chevalier-noir', 'ginger-spice'],
    texts: {
      en: {
        title: 'Sidecar',
        description:
          'A 1920s classic with a sugared rim: V.S.O.P cognac, orange liqueur and fresh lemon, shaken bright and cold.',
        steps: [
          {
            title: 'Frost the rim',
            description:
              'Moisten the outer rim of a chilled coupe with a little lemon juice, then roll it in caster sugar.',
          },
          {
            title: 'Build the shaker',
            description:
              'Pour the cognac, orange liqueur and lemon juice into a shaker and fill it three-quarters with ice.',
          },
          {
            title: 'Shake hard',
            description:
              'Shake firmly for about ten seconds, until the shaker is almost too cold to hold, then double-strain into the coupe.',
          },
          {
            title: 'Finish with orange',
            description:
              'Twist the orange zest over the glass to release its oils, then drop it into the drink.',
          },
        ],
        servingTips:
          'Serve straight away, while the coupe is still frosted. Sugar only half the rim so each guest can choose their sip.',
        quote:
          'Equal parts sharpness and warmth: the Sidecar is the drink we use to teach every new bartender how to balance a cocktail.',
      },
      fr: {
        title: 'Sidecar',
        description:
          'Un classique des années 1920 au bord givré : cognac V.S.O.P, liqueur d’orange et citron frais, frappés au shaker pour un cocktail vif et glacé.',
        steps: [
          {
            title: 'Givrer le verre',
            description:
              'Humectez le bord extérieur d’une coupe bien froide avec un peu de jus de citron, puis roulez-le dans le sucre en poudre.',
          },
          {
            title: 'Remplir le shaker',
            description:
              'Versez le cognac, la liqueur d’orange et le jus de citron dans le shaker, puis remplissez-le aux trois quarts de glaçons.',
          },
          {
            title: 'Frapper',
            description:
              'Secouez énergiquement une dizaine de secondes, jusqu’à ce que le shaker soit glacé, puis filtrez deux fois dans la coupe.',
          },
          {
            title: 'Parfumer à l’orange',
            description:
              'Pressez le zeste d’orange au-dessus du verre pour en libérer les huiles, puis déposez-le dans le cocktail.',
          },
        ],
        servingTips:
          'Servez aussitôt, tant que la coupe est encore givrée. Ne sucrez que la moitié du bord : chacun choisit sa gorgée.',
        quote:
          'Autant de vivacité que de chaleur : c’est avec le Sidecar que nous apprenons à chaque nouveau barman à équilibrer un cocktail.',
      },
      es: {
        title: 'Sidecar',
        description:
          'Un clásico de los años veinte con borde de azúcar: coñac V.S.O.P, licor de naranja y limón amarillo fresco, agitados hasta quedar helados.',
        steps: [
          {
            title: 'Escarcha la copa',
            description:
              'Humedece el borde exterior de una copa coupé fría con un poco de jugo de limón y pásalo por azúcar extrafina.',
          },
          {
            title: 'Prepara la coctelera',
            description:
              'Vierte el coñac, el licor de naranja y el jugo de limón en la coctelera y llénala de hielo hasta tres cuartas partes.',
          },
          {
            title: 'Agita con fuerza',
            description:
              'Agita enérgicamente unos diez segundos, hasta que la coctelera esté helada, y cuela dos veces sobre la copa.',
          },
          {
            title: 'Termina con naranja',
            description:
              'Exprime la cáscara de naranja sobre la copa para liberar sus aceites y déjala caer dentro.',
          },
        ],
        servingTips:
          'Sírvelo de inmediato, mientras la copa siga escarchada. Escarcha solo la mitad del borde para que cada quien elija su sorbo.',
        quote:
          'Tanta frescura como calidez: con el Sidecar enseñamos a cada nuevo bartender a equilibrar un cóctel.',
      },
      pl: {
        title: 'Sidecar',
        description:
          'Klasyk z lat 20. z cukrowym brzegiem: koniak V.S.O.P, likier pomarańczowy i świeża cytryna, wstrząśnięte na lodowato zimny, orzeźwiający koktajl.',
        steps: [
          {
            title: 'Oszroń kieliszek',
            description:
              'Zwilż zewnętrzny brzeg schłodzonego kieliszka coupe odrobiną soku z cytryny i obtocz go w drobnym cukrze.',
          },
          {
            title: 'Napełnij shaker',
            description:
              'Wlej do shakera koniak, likier pomarańczowy i sok z cytryny, a potem wypełnij go lodem do trzech czwartych.',
          },
          {
            title: 'Wstrząśnij',
            description:
              'Energicznie wstrząsaj przez około dziesięć sekund, aż shaker będzie lodowato zimny, i przecedź podwójnie do kieliszka.',
          },
          {
            title: 'Wykończ pomarańczą',
            description:
              'Wyciśnij olejki ze skórki pomarańczy nad kieliszkiem i wrzuć ją do środka.',
          },
        ],
        servingTips:
          'Podawaj od razu, póki kieliszek jest jeszcze oszroniony. Ocukrz tylko połowę brzegu – każdy sam wybierze, z której strony pić.',
        quote:
          'Tyle samo świeżości, co ciepła: na Sidecarze uczymy każdego nowego barmana, jak zrównoważyć koktajl.',
      },
      zh: {
        title: '側車',
        description:
          '1920 年代的經典調酒，杯口沾糖：V.S.O.P 干邑、橙皮利口酒與新鮮檸檬，搖盪至冰涼清爽。',
        steps: [
          {
            title: '杯口沾糖',
            description: '以少許檸檬汁沾濕冰鎮淺碟杯的外緣，再輕輕滾上一圈細砂糖。',
          },
          {
            title: '材料倒入雪克杯',
            description: '將干邑、橙皮利口酒與檸檬汁倒入雪克杯，加冰塊至約四分之三滿。',
          },
          {
            title: '用力搖盪',
            description: '用力搖盪約十秒，直到杯身冰得幾乎握不住，再經雙重過濾倒入淺碟杯。',
          },
          {
            title: '以柳橙收尾',
            description: '在杯口上方擰轉柳橙皮，釋放精油香氣，再將果皮放入杯中。',
          },
        ],
        servingTips: '請趁杯口糖霜還在時立即享用。杯口只沾一半糖，讓每位賓客自行選擇入口的一側。',
        quote: '酸爽與溫潤各占一半：我們都用側車，教每一位新進調酒師如何平衡一杯調酒。',
      },
      vi: {
        title: 'Sidecar',
        description:
          'Một tác phẩm kinh điển từ thập niên 1920 với viền ly phủ đường: cognac V.S.O.P, rượu mùi cam và chanh vàng tươi, lắc kỹ cho thật lạnh và tươi mát.',
        steps: [
          {
            title: 'Viền đường cho ly',
            description:
              'Thấm một chút nước cốt chanh lên mép ngoài của ly coupe đã ướp lạnh, rồi lăn mép ly qua đường cát mịn.',
          },
          {
            title: 'Cho nguyên liệu vào bình lắc',
            description:
              'Rót cognac, rượu mùi cam và nước cốt chanh vào bình lắc, rồi cho đá đến khoảng ba phần tư bình.',
          },
          {
            title: 'Lắc mạnh',
            description:
              'Lắc mạnh tay khoảng mười giây cho đến khi bình lắc lạnh buốt, sau đó lọc hai lần vào ly coupe.',
          },
          {
            title: 'Hoàn thiện với vỏ cam',
            description:
              'Vắt xoắn vỏ cam phía trên ly để tinh dầu tỏa hương, rồi thả vỏ cam vào ly.',
          },
        ],
        servingTips:
          'Hãy thưởng thức ngay khi viền đường còn nguyên. Chỉ viền đường một nửa miệng ly để mỗi người tự chọn phía mình muốn nhấp.',
        quote:
          'Tươi mát và ấm áp ngang nhau: Sidecar là ly cocktail chúng tôi dùng để dạy mọi bartender mới cách cân bằng một thức uống.',
      },
      ru: {
        title: 'Сайдкар',
        description:
          'Классика 1920-х с сахарной каёмкой: коньяк V.S.O.P, апельсиновый ликёр и свежий лимон, взбитые в шейкере до ледяной свежести.',
        steps: [
          {
            title: 'Сделайте каёмку',
            description:
              'Смочите внешний край охлаждённого бокала-купе лимонным соком и обмакните его в мелкий сахар.',
          },
          {
            title: 'Наполните шейкер',
            description:
              'Налейте в шейкер коньяк, апельсиновый ликёр и лимонный сок и заполните его льдом на три четверти.',
          },
          {
            title: 'Энергично взбейте',
            description:
              'Интенсивно встряхивайте шейкер около десяти секунд, пока он не станет ледяным, затем процедите через двойное сито в бокал.',
          },
          {
            title: 'Завершите апельсином',
            description:
              'Отожмите апельсиновую цедру над бокалом, чтобы выпустить эфирные масла, и опустите её в коктейль.',
          },
        ],
        servingTips:
          'Подавайте сразу, пока каёмка не растаяла. Покройте сахаром только половину края — пусть каждый сам выберет, с какой стороны пить.',
        quote:
          'Поровну свежести и тепла: именно на «Сайдкаре» мы учим каждого нового бармена балансировать коктейль.',
      },
    },
    history: {
      en: {
        title: 'Born between the wars',
        paragraphs: [
          'The Sidecar appeared around the end of the First World War, and bars in both Paris and London claim to have poured it first. Its name is often linked to the motorcycle sidecars of the time.',
          'Early recipes used equal parts of cognac, orange liqueur and lemon. Over the decades bartenders gave the cognac the larger share, which is how we mix it today.',
        ],
      },
      fr: {
        title: 'Né entre les deux guerres',
        paragraphs: [
          'Le Sidecar apparaît vers la fin de la Première Guerre mondiale, et des bars de Paris comme de Londres revendiquent l’avoir servi les premiers. Son nom évoque souvent les side-cars des motos de l’époque.',
          'Les premières recettes mariaient cognac, liqueur d’orange et citron à parts égales. Au fil des décennies, les barmen ont donné au cognac la plus large part : c’est ainsi que nous le préparons aujourd’hui.',
        ],
      },
      es: {
        title: 'Nacido entre dos guerras',
        paragraphs: [
          'El Sidecar surgió hacia el final de la Primera Guerra Mundial, y bares de París y de Londres se disputan haberlo servido primero. Su nombre suele asociarse con los sidecares de las motocicletas de la época.',
          'Las primeras recetas mezclaban coñac, licor de naranja y limón a partes iguales. Con los años, los bartenders le dieron al coñac la mayor proporción, y así lo preparamos hoy.',
        ],
      },
      pl: {
        title: 'Zrodzony między wojnami',
        paragraphs: [
          'Sidecar pojawił się pod koniec I wojny światowej, a o to, kto podał go pierwszy, spierają się bary Paryża i Londynu. Jego nazwę często łączy się z ówczesnymi motocyklowymi przyczepkami.',
          'Najstarsze przepisy łączyły koniak, likier pomarańczowy i cytrynę w równych proporcjach. Z czasem barmani dali koniakowi większą część – i właśnie tak przygotowujemy go dziś.',
        ],
      },
      zh: {
        title: '誕生於兩次大戰之間',
        paragraphs: [
          '側車大約出現在第一次世界大戰末期，巴黎與倫敦的酒吧都聲稱自己最先端出這杯酒。它的名字常被認為與當時機車旁的邊車有關。',
          '早期酒譜以干邑、橙皮利口酒和檸檬等比例調製。數十年來，調酒師逐漸提高干邑的比例，這也是我們今天的調法。',
        ],
      },
      vi: {
        title: 'Ra đời giữa hai cuộc chiến',
        paragraphs: [
          'Sidecar xuất hiện vào khoảng cuối Thế chiến thứ nhất, và cả các quán bar ở Paris lẫn London đều nhận mình là nơi pha nó đầu tiên. Cái tên thường được gắn với những chiếc thùng xe gắn bên mô tô thời bấy giờ.',
          'Những công thức đầu tiên pha cognac, rượu mùi cam và chanh theo tỉ lệ bằng nhau. Qua nhiều thập kỷ, các bartender dần tăng phần cognac, và đó cũng là cách chúng tôi pha ngày nay.',
        ],
      },
      ru: {
        title: 'Рождённый между войнами',
        paragraphs: [
          '«Сайдкар» появился в конце Первой мировой войны, и право первыми подать его оспаривают бары Парижа и Лондона. Название часто связывают с мотоциклетными колясками того времени.',
          'В ранних рецептах коньяк, апельсиновый ликёр и лимон смешивали в равных долях. С годами бармены отдали коньяку большую часть — именно так мы готовим его сегодня.',
        ],
      },
    },
  },
  {
    slug: 'julep',
    enUs: { slug: 'swift-julep', title: 'Swift Julep' },
    cover: 'recipes-julep',
    date: '2025-07-10',
    taste: ['soft', 'sweet'],
    minutes: 5,
    videoUrl: DEMO_VIDEOS.pour,
    ingredients: [
      { quantity: '60', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '2', unit: 'tsp', name: 'sugarSyrup' },
      { quantity: '8', name: 'mintLeaves' },
      { quantity: 'a dash', unit: 'dash', name: 'aromaticBitters' },
      { quantity: 'top up', unit: 'topUp', name: 'crushedIce' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-julep',
      'recipes-step-garnish',
    ],
    quote: { by: 'headBartender', background: 'cream' },
    articles: ['a-year-in-the-vineyard'],
    related: ['crisp-green-tea', 'swift-old-fashioned', 'sidecar'],
    texts: {
      en: {
        title: 'Julep',
        description:
          'Fresh mint, a touch of sugar and Blue Martinet cognac over a mountain of crushed ice: a long, cooling drink for hot afternoons.',
        steps: [
          {
            title: 'Wake up the mint',
            description:
              'Put most of the mint leaves and the sugar syrup in a julep cup or a rocks glass and press them gently with a muddler. Bruise the leaves; do not tear them.',
          },
          {
            title: 'Add the cognac',
            description:
              'Pour in the cognac, half-fill the cup with crushed ice and stir with a bar spoon until the outside of the cup frosts.',
          },
          {
            title: 'Crown with ice',
            description:
              'Pack the rest of the crushed ice into a dome on top and shake the bitters over it.',
          },
          {
            title: 'Garnish',
            description:
              'Tuck the last mint leaves into the ice beside a short straw, so the scent of mint comes with every sip.',
          },
        ],
        servingTips:
          'Hold the cup by its base so your hand does not melt the frost. A short straw brings the nose right into the mint.',
        quote:
          'A julep asks for patience: stir until the cup turns white with frost, and only then is it ready.',
      },
      fr: {
        title: 'Julep',
        description:
          'Menthe fraîche, une touche de sucre et cognac Blue Martinet sur une montagne de glace pilée : un long drink rafraîchissant pour les après-midi de chaleur.',
        steps: [
          {
            title: 'Réveiller la menthe',
            description:
              'Placez la plupart des feuilles de menthe et le sirop de sucre dans une timbale à julep ou un verre old fashioned, puis pressez-les doucement au pilon. Froissez les feuilles sans les déchirer.',
          },
          {
            title: 'Ajouter le cognac',
            description:
              'Versez le cognac, remplissez la timbale à moitié de glace pilée et remuez à la cuillère à mélange jusqu’à ce que l’extérieur se couvre de givre.',
          },
          {
            title: 'Couronner de glace',
            description:
              'Tassez le reste de la glace pilée en dôme et ajoutez le trait de bitter par-dessus.',
          },
          {
            title: 'Décorer',
            description:
              'Piquez les dernières feuilles de menthe dans la glace, à côté d’une paille courte : le nez rencontre la menthe à chaque gorgée.',
          },
        ],
        servingTips:
          'Tenez la timbale par la base pour ne pas faire fondre le givre. Une paille courte rapproche le nez de la menthe.',
        quote:
          'Le julep demande de la patience : remuez jusqu’à ce que la timbale blanchisse de givre, alors seulement il est prêt.',
      },
      es: {
        title: 'Julep',
        description:
          'Menta fresca, un toque de azúcar y coñac Blue Martinet sobre una montaña de hielo frappé: un trago largo y refrescante para las tardes de calor.',
        steps: [
          {
            title: 'Despierta la menta',
            description:
              'Coloca la mayor parte de las hojas de menta y el jarabe natural en una copa julep o un vaso old fashioned y presiónalas suavemente con el macerador. Hay que machacar las hojas, no romperlas.',
          },
          {
            title: 'Agrega el coñac',
            description:
              'Vierte el coñac, llena la copa a la mitad con hielo frappé y mezcla con la cucharilla hasta que el exterior se escarche.',
          },
          {
            title: 'Corona con hielo',
            description:
              'Forma un domo con el resto del hielo frappé y añade unas gotas de amargo por encima.',
          },
          {
            title: 'Decora',
            description:
              'Acomoda las últimas hojas de menta en el hielo junto a un popote corto, para que el aroma de la menta acompañe cada sorbo.',
          },
        ],
        servingTips:
          'Toma la copa por la base para que el calor de la mano no derrita la escarcha. Un popote corto acerca la nariz a la menta.',
        quote:
          'El julep pide paciencia: mezcla hasta que la copa se cubra de escarcha blanca; solo entonces está listo.',
      },
      pl: {
        title: 'Julep',
        description:
          'Świeża mięta, odrobina cukru i koniak Blue Martinet na górze kruszonego lodu: długi, chłodzący drink na upalne popołudnia.',
        steps: [
          {
            title: 'Obudź miętę',
            description:
              'Włóż większość listków mięty i syrop cukrowy do kubka julepowego lub niskiej szklanki i delikatnie dociśnij je muddlerem. Listki mają puścić aromat, a nie się podrzeć.',
          },
          {
            title: 'Dodaj koniak',
            description:
              'Wlej koniak, wypełnij kubek do połowy kruszonym lodem i mieszaj łyżką barmańską, aż kubek z zewnątrz pokryje się szronem.',
          },
          {
            title: 'Usyp lodową kopułę',
            description:
              'Resztę kruszonego lodu ułóż na wierzchu w kopułę i dodaj na nią kilka kropli bittersa.',
          },
          {
            title: 'Udekoruj',
            description:
              'Wetknij ostatnie listki mięty w lód obok krótkiej słomki, by przy każdym łyku czuć zapach mięty.',
          },
        ],
        servingTips:
          'Trzymaj kubek za podstawę, żeby ciepło dłoni nie roztopiło szronu. Krótka słomka zbliża nos do mięty.',
        quote:
          'Julep wymaga cierpliwości: mieszaj, aż kubek zbieleje od szronu – dopiero wtedy jest gotowy.',
      },
      zh: {
        title: '朱利普',
        description:
          '新鮮薄荷、些許糖漿與 Blue Martinet 干邑，倒在堆成小山的碎冰上：一杯適合炎熱午後慢慢啜飲的消暑長飲。',
        steps: [
          {
            title: '喚醒薄荷',
            description:
              '將大部分薄荷葉與糖漿放入朱利普杯或古典杯，以搗棒輕輕按壓。只需壓出香氣，不要把葉子搗碎。',
          },
          {
            title: '加入干邑',
            description: '倒入干邑，加碎冰至半滿，用吧匙攪拌，直到杯身外側結霜。',
          },
          {
            title: '堆上冰頂',
            description: '將其餘碎冰壓實、堆成圓頂，再灑上少許苦精。',
          },
          {
            title: '裝飾',
            description: '把最後幾片薄荷葉插在碎冰上、短吸管旁，讓每一口都伴隨薄荷清香。',
          },
        ],
        servingTips: '請握住杯底，避免手溫融化杯上的霜。短吸管能讓鼻子更貼近薄荷的香氣。',
        quote: '朱利普需要耐心：持續攪拌到杯身泛白結霜，才算大功告成。',
      },
      vi: {
        title: 'Julep',
        description:
          'Bạc hà tươi, một chút đường và cognac Blue Martinet trên núi đá bào: một ly long drink mát lạnh cho những buổi chiều oi nóng.',
        steps: [
          {
            title: 'Đánh thức bạc hà',
            description:
              'Cho phần lớn lá bạc hà cùng nước đường vào cốc julep hoặc ly thấp, rồi dùng chày dầm ấn nhẹ. Chỉ cần lá dập cho thơm, đừng để lá nát.',
          },
          {
            title: 'Thêm cognac',
            description:
              'Rót cognac vào, cho đá bào đến nửa cốc rồi khuấy bằng thìa bar cho đến khi mặt ngoài cốc phủ một lớp sương giá.',
          },
          {
            title: 'Phủ đá thành vòm',
            description:
              'Nén phần đá bào còn lại thành hình vòm phía trên và nhỏ vài giọt bitters lên đá.',
          },
          {
            title: 'Trang trí',
            description:
              'Cài những lá bạc hà cuối cùng vào đá, cạnh một ống hút ngắn, để mỗi ngụm đều thoảng hương bạc hà.',
          },
        ],
        servingTips:
          'Cầm cốc ở phần đáy để hơi ấm của tay không làm tan lớp sương. Ống hút ngắn giúp mũi gần hương bạc hà hơn.',
        quote:
          'Julep đòi hỏi sự kiên nhẫn: hãy khuấy cho đến khi cốc trắng xóa sương giá, lúc đó ly cocktail mới thật sự sẵn sàng.',
      },
      ru: {
        title: 'Джулеп',
        description:
          'Свежая мята, немного сахара и коньяк Blue Martinet на горке колотого льда: освежающий лонг-дринк для жарких дней.',
        steps: [
          {
            title: 'Разбудите мяту',
            description:
              'Положите большую часть листьев мяты и сахарный сироп в джулеп-чашку или рокс и слегка надавите мадлером. Листья нужно помять, а не порвать.',
          },
          {
            title: 'Добавьте коньяк',
            description:
              'Налейте коньяк, наполните чашку колотым льдом наполовину и перемешивайте барной ложкой, пока её стенки не покроются инеем.',
          },
          {
            title: 'Увенчайте льдом',
            description:
              'Уложите остальной колотый лёд куполом и добавьте сверху несколько капель биттера.',
          },
          {
            title: 'Украсьте',
            description:
              'Воткните последние листья мяты в лёд рядом с короткой трубочкой, чтобы аромат мяты сопровождал каждый глоток.',
          },
        ],
        servingTips:
          'Держите чашку за основание, чтобы тепло рук не растопило иней. Короткая трубочка приближает нос к мяте.',
        quote:
          'Джулеп требует терпения: мешайте, пока чашка не побелеет от инея, — только тогда он готов.',
      },
    },
    history: {
      en: {
        title: 'From the American South to the house bar',
        paragraphs: [
          'Juleps were already popular in the United States in the early nineteenth century, and before phylloxera struck the vineyards of Europe, cognac was one of the spirits most often used to make them.',
          'By the time the vines of Cognac had been replanted, whiskey had taken its place in the South. Our Julep goes back to that older recipe, with Blue Martinet for warmth and depth.',
        ],
      },
      fr: {
        title: 'Du Sud américain au bar de la maison',
        paragraphs: [
          'Le julep se buvait aux États-Unis dès le début du XIXe siècle et, avant que le phylloxéra ne ravage les vignobles européens, le cognac comptait parmi les eaux-de-vie les plus employées pour le préparer.',
          'Quand les vignes de Cognac ont été replantées, le whiskey avait pris sa place dans le Sud. Notre Julep renoue avec cette recette plus ancienne, avec Blue Martinet pour la chaleur et la profondeur.',
        ],
      },
      es: {
        title: 'Del sur de Estados Unidos al bar de la casa',
        paragraphs: [
          'El julep ya se bebía en Estados Unidos a principios del siglo XIX y, antes de que la filoxera arrasara los viñedos de Europa, el coñac era uno de los destilados más usados para prepararlo.',
          'Cuando se replantaron las vides de Cognac, el whiskey ya había ocupado su lugar en el sur. Nuestro Julep vuelve a esa receta más antigua, con Blue Martinet para darle calidez y profundidad.',
        ],
      },
      pl: {
        title: 'Z amerykańskiego Południa do baru domu',
        paragraphs: [
          'Julepy pito w Stanach Zjednoczonych już na początku XIX wieku, a zanim filoksera zniszczyła europejskie winnice, koniak należał do alkoholi najczęściej używanych do ich przygotowania.',
          'Gdy winnice Cognac obsadzono na nowo, jego miejsce na Południu zajęła już whiskey. Nasz Julep wraca do tej starszej receptury – z Blue Martinet, który dodaje mu ciepła i głębi.',
        ],
      },
      zh: {
        title: '從美國南方到酒莊吧檯',
        paragraphs: [
          '十九世紀初，美國已流行飲用朱利普；在根瘤蚜蟲害摧毀歐洲葡萄園之前，干邑正是調製它最常用的烈酒之一。',
          '等到干邑地區的葡萄園重新種植，美國南方早已改用威士忌。我們的朱利普回歸這份更早的酒譜，以 Blue Martinet 帶來溫潤與層次。',
        ],
      },
      vi: {
        title: 'Từ miền Nam nước Mỹ đến quầy bar của nhà',
        paragraphs: [
          'Julep đã được ưa chuộng ở Mỹ từ đầu thế kỷ XIX, và trước khi nạn rệp phylloxera tàn phá các vườn nho châu Âu, cognac là một trong những loại rượu mạnh được dùng nhiều nhất để pha nó.',
          'Khi các vườn nho vùng Cognac được trồng lại, whiskey đã chiếm chỗ của cognac ở miền Nam nước Mỹ. Julep của chúng tôi trở về với công thức xưa hơn ấy, cùng Blue Martinet mang lại sự ấm áp và chiều sâu.',
        ],
      },
      ru: {
        title: 'С американского Юга — в бар дома',
        paragraphs: [
          'Джулепы пили в США уже в начале XIX века, и до того, как филлоксера опустошила европейские виноградники, коньяк был одним из самых популярных спиртов для этого напитка.',
          'Когда виноградники Коньяка засадили заново, на Юге его место уже занял виски. Наш «Джулеп» возвращается к более старому рецепту — с Blue Martinet, который дарит ему тепло и глубину.',
        ],
      },
    },
  },
  {
    slug: 'float',
    cover: 'recipes-float',
    date: '2025-10-16',
    taste: ['creamy', 'sweet'],
    minutes: 3,
    // A drink poured in a minute: the time would only draw attention to itself.
    hideTime: true,
    ingredients: [
      { quantity: '40', unit: 'ml', name: 'cognacBlueSwift' },
      { quantity: '1', unit: 'scoop', name: 'vanillaIceCream' },
      { quantity: 'top up', unit: 'topUp', name: 'gingerAle' },
      { quantity: 'a pinch', unit: 'pinch', name: 'nutmeg' },
    ],
    stepImages: ['recipes-step-prepare', 'recipes-step-mix', 'recipes-float'],
    quote: { by: 'cellarMaster', background: 'amber' },
    articles: ['cognac-and-food-pairing'],
    related: ['robust-coffee', 'ginger-spice', 'crisp-green-tea'],
    texts: {
      en: {
        title: 'Cognac Float',
        description:
          'A scoop of vanilla ice cream, Blue Martinet cognac and a fizz of ginger ale: a grown-up soda-fountain treat to eat with a spoon and sip through a straw.',
        steps: [
          {
            title: 'Chill the glass',
            description:
              'Put a tall glass in the freezer for ten minutes, then drop in the scoop of vanilla ice cream.',
          },
          {
            title: 'Pour the cognac',
            description:
              'Pour the cognac slowly over the ice cream so that it runs down the sides.',
          },
          {
            title: 'Top up and serve',
            description:
              'Tilt the glass and top up gently with ginger ale so the foam rises without spilling over. Finish with a pinch of grated nutmeg.',
          },
        ],
        servingTips:
          'Serve with a long spoon and a straw. Eat the foam first, then sip as the ice cream melts into the cognac.',
        quote: 'Blue Martinet has enough vanilla in its own nose to meet the ice cream halfway.',
      },
      fr: {
        title: 'Float au cognac',
        description:
          'Une boule de glace vanille, du cognac Blue Martinet et le pétillant du ginger ale : une gourmandise façon soda-fountain, à déguster à la cuillère et à la paille.',
        steps: [
          {
            title: 'Rafraîchir le verre',
            description:
              'Placez un grand verre dix minutes au congélateur, puis déposez-y la boule de glace à la vanille.',
          },
          {
            title: 'Verser le cognac',
            description:
              'Versez lentement le cognac sur la glace pour qu’il coule le long des parois.',
          },
          {
            title: 'Compléter et servir',
            description:
              'Inclinez le verre et complétez doucement avec le ginger ale pour que la mousse monte sans déborder. Terminez par une pincée de noix de muscade râpée.',
          },
        ],
        servingTips:
          'Servez avec une cuillère longue et une paille. Dégustez d’abord la mousse, puis sirotez à mesure que la glace fond dans le cognac.',
        quote: 'Blue Martinet porte en lui assez de vanille pour aller à la rencontre de la glace.',
      },
      es: {
        title: 'Float de coñac',
        description:
          'Una bola de helado de vainilla, coñac Blue Martinet y la chispa del ginger ale: un postre de fuente de sodas para adultos, para comer con cuchara y beber con popote.',
        steps: [
          {
            title: 'Enfría el vaso',
            description:
              'Mete un vaso alto al congelador durante diez minutos y coloca dentro la bola de helado de vainilla.',
          },
          {
            title: 'Vierte el coñac',
            description:
              'Vierte el coñac despacio sobre el helado para que resbale por las paredes del vaso.',
          },
          {
            title: 'Completa y sirve',
            description:
              'Inclina el vaso y completa suavemente con ginger ale para que la espuma suba sin derramarse. Termina con una pizca de nuez moscada rallada.',
          },
        ],
        servingTips:
          'Sírvelo con una cuchara larga y un popote. Come primero la espuma y luego bebe mientras el helado se funde con el coñac.',
        quote:
          'Blue Martinet tiene en su aroma suficiente vainilla para salir al encuentro del helado.',
      },
      pl: {
        title: 'Float z koniakiem',
        description:
          'Gałka lodów waniliowych, koniak Blue Martinet i musujący ginger ale: deser jak z dawnej amerykańskiej lodziarni, w wersji dla dorosłych – do jedzenia łyżeczką i picia przez słomkę.',
        steps: [
          {
            title: 'Schłódź szklankę',
            description:
              'Włóż wysoką szklankę na dziesięć minut do zamrażarki, a potem połóż na dnie gałkę lodów waniliowych.',
          },
          {
            title: 'Wlej koniak',
            description: 'Powoli wlej koniak na lody, tak by spływał po ściankach szklanki.',
          },
          {
            title: 'Dopełnij i podaj',
            description:
              'Przechyl szklankę i ostrożnie dopełnij ją ginger ale, żeby piana wyrosła, ale się nie przelała. Na koniec oprósz szczyptą startej gałki muszkatołowej.',
          },
        ],
        servingTips:
          'Podawaj z długą łyżeczką i słomką. Najpierw zjedz piankę, potem sącz drink, gdy lody rozpuszczają się w koniaku.',
        quote: 'Blue Martinet ma w swoim bukiecie tyle wanilii, że sam wychodzi lodom naprzeciw.',
      },
      zh: {
        title: '干邑漂浮飲',
        description:
          '一球香草冰淇淋、Blue Martinet 干邑，再加上冒著氣泡的薑汁汽水：大人版的冷飲店甜點，可以用湯匙挖著吃，也能用吸管慢慢喝。',
        steps: [
          {
            title: '冰鎮杯子',
            description: '將高杯放入冷凍庫冰十分鐘，再放入一球香草冰淇淋。',
          },
          {
            title: '倒入干邑',
            description: '沿著冰淇淋緩緩倒入干邑，讓酒液順著杯壁流下。',
          },
          {
            title: '補滿即可享用',
            description:
              '將杯子稍微傾斜，輕輕補滿薑汁汽水，讓泡沫升起而不溢出。最後撒上一小撮現磨肉豆蔻。',
          },
        ],
        servingTips: '搭配長柄匙與吸管上桌。先品嘗綿密泡沫，再隨著冰淇淋融入干邑慢慢啜飲。',
        quote: 'Blue Martinet 本身就帶著香草香氣，正好與冰淇淋相互呼應。',
      },
      vi: {
        title: 'Cognac Float',
        description:
          'Một viên kem vani, cognac Blue Martinet và chút sủi tăm của ginger ale: món tráng miệng kiểu quầy soda dành cho người lớn, vừa ăn bằng thìa vừa nhấp bằng ống hút.',
        steps: [
          {
            title: 'Làm lạnh ly',
            description: 'Để ly cao trong ngăn đá mười phút, sau đó cho viên kem vani vào ly.',
          },
          {
            title: 'Rót cognac',
            description: 'Rót cognac thật chậm lên viên kem để rượu chảy dọc theo thành ly.',
          },
          {
            title: 'Đổ đầy và thưởng thức',
            description:
              'Nghiêng ly và nhẹ nhàng đổ đầy ginger ale để bọt dâng lên mà không tràn ra ngoài. Rắc thêm một nhúm nhục đậu khấu bào.',
          },
        ],
        servingTips:
          'Dùng kèm thìa cán dài và ống hút. Thưởng thức lớp bọt trước, rồi nhấp dần khi kem tan vào cognac.',
        quote: 'Hương thơm của Blue Martinet vốn đã có đủ vị vani để hòa quyện cùng kem.',
      },
      ru: {
        title: 'Коньячный флоат',
        description:
          'Шарик ванильного мороженого, коньяк Blue Martinet и пузырьки имбирного эля: десерт в духе старых американских содовых баров, но для взрослых — его едят ложкой и пьют через трубочку.',
        steps: [
          {
            title: 'Охладите стакан',
            description:
              'Уберите высокий стакан в морозилку на десять минут, затем положите в него шарик ванильного мороженого.',
          },
          {
            title: 'Налейте коньяк',
            description: 'Медленно налейте коньяк на мороженое, чтобы он стекал по стенкам.',
          },
          {
            title: 'Долейте и подавайте',
            description:
              'Наклоните стакан и аккуратно долейте имбирный эль, чтобы пена поднялась, но не перелилась. Посыпьте щепоткой тёртого мускатного ореха.',
          },
        ],
        servingTips:
          'Подавайте с длинной ложкой и трубочкой. Сначала съешьте пену, а потом пейте, пока мороженое тает в коньяке.',
        quote: 'В аромате Blue Martinet столько ванили, что он сам идёт навстречу мороженому.',
      },
    },
  },
  {
    slug: 'ginger-spice',
    cover: 'recipes-ginger-spice',
    date: '2025-12-04',
    taste: ['sour', 'soft'],
    minutes: 5,
    ingredients: [
      { quantity: '50', unit: 'ml', name: 'cognacVsop' },
      { quantity: '1/2', name: 'limeHalf' },
      { quantity: '2', unit: 'cm', name: 'freshGinger' },
      { quantity: '1,5', unit: 'tsp', name: 'honeySyrup' },
      { quantity: 'top up', unit: 'topUp', name: 'gingerBeer' },
      { quantity: 'a pinch', unit: 'pinch', name: 'cinnamon' },
    ],
    stepImages: [
      'recipes-step-prepare',
      'recipes-step-mix',
      'recipes-ginger-spice',
      'recipes-step-garnish',
    ],
    quote: { by: 'cellarMaster', background: 'red' },
    articles: ['the-art-of-blending', 'cognac-and-food-pairing'],
    related: ['float', 'crisp-green-tea', 'sidecar'],
    texts: {
      en: {
        title: 'Ginger Spice',
        description:
          'Fresh ginger, lime and honey shaken with V.S.O.P cognac, lengthened with ginger beer and dusted with cinnamon: warming and bright at once.',
        steps: [
          {
            title: 'Muddle the ginger',
            description:
              'Put the ginger slices and honey syrup in the shaker and crush them with a muddler to release the juice.',
          },
          {
            title: 'Shake',
            description:
              'Add the cognac, the lime juice and a handful of ice, then shake for about eight seconds.',
          },
          {
            title: 'Strain over fresh ice',
            description:
              'Fine-strain into a highball glass filled with fresh ice, so that no ginger fibres reach the glass.',
          },
          {
            title: 'Top up and spice',
            description:
              'Top up with ginger beer, stir once from the bottom and finish with a pinch of cinnamon.',
          },
        ],
        servingTips:
          'Add a lime wedge on the rim for guests who like it sharper. A fiery ginger beer makes it bolder, a mild one rounder.',
        quote: 'Ginger brings out the spice that V.S.O.P already carries from its years in oak.',
      },
      fr: {
        title: 'Gingembre Épicé',
        description:
          'Gingembre frais, citron vert et miel frappés avec le cognac V.S.O.P, allongés de ginger beer et relevés de cannelle : à la fois réchauffant et vif.',
        steps: [
          {
            title: 'Piler le gingembre',
            description:
              'Mettez les lamelles de gingembre et le sirop de miel dans le shaker, puis écrasez-les au pilon pour en extraire le jus.',
          },
          {
            title: 'Frapper',
            description:
              'Ajoutez le cognac, le jus de citron vert et une poignée de glaçons, puis secouez environ huit secondes.',
          },
          {
            title: 'Filtrer sur glace',
            description:
              'Filtrez finement dans un verre tumbler haut rempli de glaçons neufs, afin qu’aucune fibre de gingembre ne passe.',
          },
          {
            title: 'Compléter et épicer',
            description:
              'Complétez avec le ginger beer, remuez une fois depuis le fond et terminez par une pincée de cannelle.',
          },
        ],
        servingTips:
          'Ajoutez un quartier de citron vert sur le bord pour ceux qui aiment plus d’acidité. Un ginger beer piquant le rend plus audacieux, un ginger beer doux plus rond.',
        quote:
          'Le gingembre révèle les épices que le V.S.O.P tient déjà de ses années en fût de chêne.',
      },
      es: {
        title: 'Jengibre Especiado',
        description:
          'Jengibre fresco, limón y miel agitados con coñac V.S.O.P, alargados con cerveza de jengibre y con un toque de canela: cálido y vibrante a la vez.',
        steps: [
          {
            title: 'Machaca el jengibre',
            description:
              'Pon las rodajas de jengibre y el jarabe de miel en la coctelera y machácalos para extraer su jugo.',
          },
          {
            title: 'Agita',
            description:
              'Añade el coñac, el jugo de limón y un puñado de hielo, y agita unos ocho segundos.',
          },
          {
            title: 'Cuela sobre hielo nuevo',
            description:
              'Cuela con colador fino en un vaso highball lleno de hielo nuevo, para que no pasen fibras de jengibre.',
          },
          {
            title: 'Completa y especia',
            description:
              'Completa con cerveza de jengibre, mezcla una sola vez desde el fondo y termina con una pizca de canela.',
          },
        ],
        servingTips:
          'Pon una cuña de limón en el borde para quien lo prefiera más ácido. Una cerveza de jengibre picante lo hace más intenso; una suave, más redondo.',
        quote:
          'El jengibre resalta las especias que el V.S.O.P ya trae de sus años en barrica de roble.',
      },
      pl: {
        title: 'Korzenny Imbir',
        description:
          'Świeży imbir, limonka i miód wstrząśnięte z koniakiem V.S.O.P, dopełnione piwem imbirowym i oprószone cynamonem: rozgrzewający i orzeźwiający zarazem.',
        steps: [
          {
            title: 'Rozgnieć imbir',
            description:
              'Włóż plasterki imbiru i syrop miodowy do shakera i rozgnieć je muddlerem, żeby puściły sok.',
          },
          {
            title: 'Wstrząśnij',
            description:
              'Dodaj koniak, sok z limonki i garść lodu, a potem wstrząsaj przez około osiem sekund.',
          },
          {
            title: 'Przecedź na świeży lód',
            description:
              'Przecedź przez drobne sitko do szklanki highball pełnej świeżego lodu, żeby do drinka nie trafiły włókna imbiru.',
          },
          {
            title: 'Dopełnij i przypraw',
            description:
              'Dopełnij piwem imbirowym, zamieszaj raz od dna i oprósz szczyptą cynamonu.',
          },
        ],
        servingTips:
          'Miłośnikom kwaśniejszych smaków nałóż na brzeg ćwiartkę limonki. Ostre piwo imbirowe doda drinkowi charakteru, łagodne – krągłości.',
        quote:
          'Imbir wydobywa korzenne nuty, które V.S.O.P wynosi z lat spędzonych w dębowych beczkach.',
      },
      zh: {
        title: '辛香薑味',
        description:
          '新鮮薑片、萊姆與蜂蜜，和 V.S.O.P 干邑一同搖盪，再以薑汁啤酒延長並撒上肉桂粉：暖身又清爽。',
        steps: [
          {
            title: '搗壓薑片',
            description: '將薑片與蜂蜜糖漿放入雪克杯，用搗棒壓出薑汁。',
          },
          {
            title: '搖盪',
            description: '加入干邑、萊姆汁與一把冰塊，搖盪約八秒。',
          },
          {
            title: '濾入新冰',
            description: '以細濾網濾入裝滿新冰塊的高球杯，避免薑的纖維落入杯中。',
          },
          {
            title: '補滿並添香',
            description: '補滿薑汁啤酒，從杯底輕輕攪拌一下，最後撒上一小撮肉桂粉。',
          },
        ],
        servingTips:
          '喜歡更酸爽口感的賓客，可在杯緣放一塊萊姆角。選用辛辣的薑汁啤酒會更奔放，溫和的則更圓潤。',
        quote: '薑能喚醒 V.S.O.P 在橡木桶中多年培養出的辛香。',
      },
      vi: {
        title: 'Gừng Cay',
        description:
          'Gừng tươi, chanh xanh và mật ong lắc cùng cognac V.S.O.P, thêm bia gừng và rắc chút quế: vừa ấm nồng vừa tươi mát.',
        steps: [
          {
            title: 'Dầm gừng',
            description:
              'Cho các lát gừng và siro mật ong vào bình lắc, dùng chày dầm ép cho gừng ra nước.',
          },
          {
            title: 'Lắc',
            description: 'Thêm cognac, nước cốt chanh và một nắm đá, rồi lắc khoảng tám giây.',
          },
          {
            title: 'Lọc vào ly đá mới',
            description: 'Lọc qua rây mịn vào ly highball đầy đá mới để không lọt xơ gừng.',
          },
          {
            title: 'Đổ đầy và thêm hương',
            description: 'Đổ đầy bia gừng, khuấy nhẹ một lần từ đáy ly và rắc một nhúm bột quế.',
          },
        ],
        servingTips:
          'Cài một lát chanh lên miệng ly cho ai thích vị chua hơn. Bia gừng cay giúp ly cocktail mạnh mẽ hơn, loại dịu nhẹ thì tròn vị hơn.',
        quote:
          'Gừng làm bừng lên những nốt hương gia vị mà V.S.O.P đã tích lũy qua nhiều năm trong thùng gỗ sồi.',
      },
      ru: {
        title: 'Пряный имбирь',
        description:
          'Свежий имбирь, лайм и мёд, взбитые с коньяком V.S.O.P, дополненные имбирным пивом и щепоткой корицы: согревающий и яркий одновременно.',
        steps: [
          {
            title: 'Разомните имбирь',
            description:
              'Положите ломтики имбиря и медовый сироп в шейкер и разомните мадлером, чтобы имбирь пустил сок.',
          },
          {
            title: 'Взбейте',
            description:
              'Добавьте коньяк, сок лайма и горсть льда и встряхивайте около восьми секунд.',
          },
          {
            title: 'Процедите на свежий лёд',
            description:
              'Процедите через мелкое ситечко в хайбол со свежим льдом, чтобы в бокал не попали волокна имбиря.',
          },
          {
            title: 'Долейте и добавьте пряности',
            description:
              'Долейте имбирное пиво, один раз перемешайте снизу вверх и посыпьте щепоткой корицы.',
          },
        ],
        servingTips:
          'Любителям покислее положите на край бокала дольку лайма. С острым имбирным пивом коктейль получится смелее, с мягким — округлее.',
        quote:
          'Имбирь раскрывает пряные ноты, которые V.S.O.P уже несёт в себе после лет, проведённых в дубовых бочках.',
      },
    },
  },
]

/** The legacy cocktail in one locale: card and hero fields, recipe, quote, video, history. */
export function legacyCocktailData(
  def: LegacyCocktail,
  locale: LocaleCode,
  refs: { images: RecipeImages; articles: number[] },
): CocktailData {
  const language = getLocale(locale).language
  const t = def.texts[language]
  const labels = COCKTAIL_LABELS[language]
  const history = def.history?.[language]
  const ownUs = locale === 'en-us' ? def.enUs : undefined
  return {
    title: ownUs?.title ?? t.title,
    slug: ownUs?.slug ?? def.slug,
    available: true,
    date: def.date,
    taste: def.taste,
    templateV2: false,
    description: t.description,
    cover: refs.images[def.cover],
    preparation_time: def.minutes,
    hide_time: def.hideTime ?? false,
    recipe: {
      ingredients: ingredientRows(def.ingredients, language),
      instructions: t.steps.map((step, index) => {
        const image = def.stepImages[index]
        return { ...step, ...(image ? { image: refs.images[image] } : {}) }
      }),
      serving_tips: t.servingTips,
    },
    quote: {
      quote: t.quote,
      label: labels.quoteLabel,
      author: HOUSE_VOICES[def.quote.by][language],
      background: def.quote.background,
    },
    ...(def.videoUrl ? { cocktail_video: { url: def.videoUrl } } : {}),
    display_history: Boolean(history),
    ...(history
      ? {
          history: {
            label: labels.history,
            title: history.title,
            content: richText(history.paragraphs),
          },
        }
      : {}),
    ...(refs.articles.length > 0 ? { related_articles: refs.articles } : {}),
  }
}

/** Seeds the 4 legacy cocktails; returns their ids by slug. */
export async function seedLegacyCocktails(
  payload: Payload,
  report: SeedReport,
  images: RecipeImages,
): Promise<Partial<Record<CocktailSlug, number>>> {
  const ids: Partial<Record<CocktailSlug, number>> = {}
  for (const def of LEGACY_COCKTAILS) {
    checkLengths(
      `${def.slug} steps`,
      mapTexts(def.texts, (t) => t.steps),
      def.stepImages.length,
    )
    const articles = await findIdsBySlugs(payload, 'articles', def.articles)
    ids[def.slug] = await upsertRecipe(payload, report, {
      collection: 'cocktails',
      slug: def.slug,
      data: (locale) => legacyCocktailData(def, locale, { images, articles }),
    })
  }
  return ids
}
