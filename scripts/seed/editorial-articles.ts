import type { Language } from '../../src/i18n/locales'
import type { MemberLevel } from '../../src/rules/member-levels'
import type { EditorialImage } from './editorial-images'

export interface ArticleText {
  title: string
  excerpt: string
  /** Paragraphs of the body. */
  body: string[]
}

export interface ArticleSeed {
  /** The slug in every locale; other seeds find the article by it. */
  slug: string
  date: string
  /** Seconds. */
  readingTime: number
  category: string
  tags: string[]
  cover: EditorialImage
  thumbnail: EditorialImage
  /** Members-only from this level up. */
  exclusive?: MemberLevel
  related: string[]
  text: Record<Language, ArticleText>
}

export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'the-art-of-blending',
    date: '2025-03-12',
    readingTime: 360,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'tasting'],
    cover: 'blendingCover',
    thumbnail: 'blendingCard',
    related: ['cellar-masters-notes', 'inside-the-paradise-cellar'],
    text: {
      en: {
        title: 'The art of blending',
        excerpt:
          'A cognac is never the work of a single cask. Here is how our cellar master builds a blend, one eau-de-vie at a time.',
        body: [
          'Every spring, the tasting room of Maison Solaine fills with small glasses, each holding a different eau-de-vie. Some are four years old, some more than forty; some come from the chalk of the Grande Champagne, others from the sandier soils of the Fins Bois. Alone, each one tells only part of the story.',
          'Blending is the art of making those voices sing together. Our cellar master, Mathilde Roux, tastes each sample cut with water, writes her notes by hand and sets aside the eaux-de-vie that bring roundness, those that bring lift and those that bring length.',
          'A first draft may combine eighty eaux-de-vie. It then rests for several months in large oak vats, so the components can marry, before it is tasted again, corrected and tasted once more. The blend of our XO is only signed off when it tastes exactly like the one of the year before.',
          'That constancy is the real secret: the weather changes, the casks change, one day the cellar master will change too, but the house style must remain recognisable in the glass.',
        ],
      },
      fr: {
        title: 'L’art de l’assemblage',
        excerpt:
          'Un cognac n’est jamais l’œuvre d’un seul fût. Voici comment notre maîtresse de chai compose un assemblage, une eau-de-vie après l’autre.',
        body: [
          'Chaque printemps, la salle de dégustation de la Maison Solaine se remplit de petits verres, chacun contenant une eau-de-vie différente. Certaines ont quatre ans, d’autres plus de quarante ; certaines viennent de la craie de la Grande Champagne, d’autres des sols plus sableux des Fins Bois. Seule, chacune ne raconte qu’une partie de l’histoire.',
          'L’assemblage consiste à faire chanter ces voix ensemble. Notre maîtresse de chai, Mathilde Roux, goûte chaque échantillon réduit à l’eau, note ses impressions à la main et met de côté les eaux-de-vie qui apportent de la rondeur, celles qui apportent de la fraîcheur et celles qui donnent de la longueur.',
          'Une première ébauche peut réunir quatre-vingts eaux-de-vie. Elle repose ensuite plusieurs mois dans de grandes cuves de chêne pour que les composants se marient, avant d’être goûtée de nouveau, corrigée, puis goûtée encore. L’assemblage de notre XO n’est validé que lorsqu’il a exactement le goût de celui de l’année précédente.',
          'Cette constance est le vrai secret : le climat change, les fûts changent, un jour la maîtresse de chai changera aussi, mais le style de la maison doit rester reconnaissable dans le verre.',
        ],
      },
      es: {
        title: 'El arte del ensamblaje',
        excerpt:
          'Un coñac nunca es obra de una sola barrica. Así construye nuestra maestra bodeguera un ensamblaje, aguardiente a aguardiente.',
        body: [
          'Cada primavera, la sala de catas de Maison Solaine se llena de pequeñas copas, cada una con un aguardiente distinto. Algunos tienen cuatro años y otros más de cuarenta; unos proceden de la caliza de la Grande Champagne y otros de los suelos más arenosos de los Fins Bois. Por separado, cada uno cuenta solo una parte de la historia.',
          'Ensamblar es el arte de hacer que esas voces canten juntas. Nuestra maestra bodeguera, Mathilde Roux, cata cada muestra rebajada con agua, anota sus impresiones a mano y aparta los aguardientes que aportan redondez, los que aportan frescura y los que dan persistencia.',
          'Un primer borrador puede reunir ochenta aguardientes. Después reposa varios meses en grandes tinas de roble para que los componentes se integren, antes de volver a catarse, corregirse y catarse una vez más. El ensamblaje de nuestro XO solo se aprueba cuando sabe exactamente igual que el del año anterior.',
          'Esa constancia es el verdadero secreto: el clima cambia, las barricas cambian y algún día también cambiará la maestra bodeguera, pero el estilo de la casa debe seguir siendo reconocible en la copa.',
        ],
      },
      pl: {
        title: 'Sztuka kupażowania',
        excerpt:
          'Koniak nigdy nie powstaje z jednej beczki. Oto jak nasza mistrzyni piwnic buduje kupaż, okowita po okowicie.',
        body: [
          'Każdej wiosny sala degustacyjna Maison Solaine wypełnia się małymi kieliszkami, a w każdym z nich jest inna okowita. Niektóre mają cztery lata, inne ponad czterdzieści; jedne pochodzą z kredowych gleb Grande Champagne, inne z bardziej piaszczystych ziem Fins Bois. Każda z osobna opowiada tylko część historii.',
          'Kupażowanie to sztuka sprawiania, by te głosy zabrzmiały razem. Nasza mistrzyni piwnic, Mathilde Roux, kosztuje każdą próbkę rozcieńczoną wodą, zapisuje notatki odręcznie i odkłada na bok okowity, które dodają krągłości, świeżości albo długości.',
          'Pierwszy szkic może łączyć osiemdziesiąt okowit. Następnie odpoczywa przez kilka miesięcy w dużych dębowych kadziach, aby składniki mogły się połączyć, po czym jest ponownie degustowany, poprawiany i degustowany jeszcze raz. Kupaż naszego XO zostaje zatwierdzony dopiero wtedy, gdy smakuje dokładnie tak jak rok wcześniej.',
          'Ta stałość jest prawdziwym sekretem: zmienia się pogoda, zmieniają się beczki, kiedyś zmieni się też mistrzyni piwnic, ale styl domu musi pozostać rozpoznawalny w kieliszku.',
        ],
      },
      zh: {
        title: '調配的藝術',
        excerpt:
          '一款干邑從來不是出自單一酒桶。看看我們的酒窖大師如何一款接一款地挑選生命之水，構築出一份調配。',
        body: [
          '每年春天，Maison Solaine 的品鑑室都擺滿小巧的酒杯，每一杯盛著不同的生命之水。有些陳放四年，有些已逾四十年；有的來自大香檳區的白堊土，有的則來自土質多沙的優質林區（Fins Bois）。單獨品嚐時，每一款都只訴說了故事的一部分。',
          '調配，就是讓這些聲音齊聲歌唱的藝術。我們的酒窖大師 Mathilde Roux 將每份樣品兌水品嚐，親手寫下筆記，再把帶來圓潤、帶來清新與帶來悠長尾韻的生命之水分別挑出。',
          '初稿可能結合八十款生命之水。接著它會在大型橡木槽中靜置數月，讓各種成分彼此融合，然後再次品嚐、修正，再品嚐一次。唯有當我們的 XO 嚐起來與前一年完全相同時，這份調配才會定案。',
          '這份始終如一才是真正的祕密：天氣會變，酒桶會變，有一天酒窖大師也會換人，但酒莊的風格必須在杯中始終清晰可辨。',
        ],
      },
      vi: {
        title: 'Nghệ thuật phối trộn',
        excerpt:
          'Một chai cognac không bao giờ là sản phẩm của một thùng rượu duy nhất. Đây là cách nữ bậc thầy hầm rượu của chúng tôi xây dựng một bản phối, từng loại rượu một.',
        body: [
          'Mỗi mùa xuân, phòng nếm của Maison Solaine lại đầy những chiếc ly nhỏ, mỗi ly đựng một loại eau-de-vie khác nhau. Có loại bốn năm tuổi, có loại hơn bốn mươi năm; có loại đến từ đất đá phấn của Grande Champagne, có loại từ vùng đất nhiều cát hơn của Fins Bois. Riêng lẻ, mỗi loại chỉ kể được một phần câu chuyện.',
          'Phối trộn là nghệ thuật khiến những giọng nói ấy cùng cất lên. Bậc thầy hầm rượu của chúng tôi, bà Mathilde Roux, nếm từng mẫu đã pha thêm nước, ghi chép bằng tay và để riêng những loại rượu mang lại độ tròn, những loại mang lại sự tươi mát và những loại tạo nên hậu vị kéo dài.',
          'Bản phác thảo đầu tiên có thể kết hợp tới tám mươi loại eau-de-vie. Sau đó, nó được nghỉ vài tháng trong những thùng gỗ sồi lớn để các thành phần hòa quyện, rồi được nếm lại, điều chỉnh và nếm thêm lần nữa. Bản phối XO của chúng tôi chỉ được duyệt khi có hương vị giống hệt bản phối của năm trước.',
          'Sự nhất quán ấy mới là bí mật thật sự: thời tiết đổi thay, thùng rượu đổi thay, rồi một ngày bậc thầy hầm rượu cũng sẽ đổi thay, nhưng phong cách của nhà vẫn phải nhận ra được ngay trong ly.',
        ],
      },
      ru: {
        title: 'Искусство купажа',
        excerpt:
          'Коньяк никогда не рождается из одной бочки. Рассказываем, как наш мастер погреба собирает купаж — спирт за спиртом.',
        body: [
          'Каждую весну дегустационный зал Maison Solaine заполняется маленькими бокалами, и в каждом — свой коньячный спирт. Одним по четыре года, другим больше сорока; одни родом с меловых почв Гранд Шампань, другие — с более песчаных земель Фэн Буа. По отдельности каждый рассказывает лишь часть истории.',
          'Купаж — это искусство заставить эти голоса звучать вместе. Наш мастер погреба Матильда Ру пробует каждый образец, разбавленный водой, записывает впечатления от руки и откладывает спирты, которые дают округлость, свежесть или долгое послевкусие.',
          'Первый набросок может объединять восемьдесят спиртов. Затем он несколько месяцев отдыхает в больших дубовых чанах, чтобы составляющие успели соединиться, после чего его снова пробуют, исправляют и пробуют ещё раз. Купаж нашего XO утверждают лишь тогда, когда на вкус он в точности такой же, как год назад.',
          'В этом постоянстве и кроется главный секрет: меняется погода, меняются бочки, однажды сменится и мастер погреба, но стиль дома должен оставаться узнаваемым в бокале.',
        ],
      },
    },
  },
  {
    slug: 'a-year-in-the-vineyard',
    date: '2025-06-24',
    readingTime: 300,
    category: 'savoir-faire',
    tags: ['vineyard', 'heritage'],
    cover: 'vineyardCover',
    thumbnail: 'vineyardCard',
    related: ['the-art-of-blending', 'the-coopers-craft'],
    text: {
      en: {
        title: 'A year in the vineyard',
        excerpt:
          'From winter pruning to the October harvest, twelve months among the vines of the Grande Champagne.',
        body: [
          'In January the vineyard looks asleep, but the work has already begun. Pruners walk the rows in the cold, choosing on each vine the one cane that will carry next year’s grapes. It is slow work, and the most important decision of the year.',
          'Spring brings budburst and the first worries: a single night of frost in April can cost a third of the crop. On the coldest nights our growers light small fires between the rows and watch the thermometer until dawn.',
          'Summer is a matter of patience. The leaves are thinned so the bunches get air, the soil is worked by hand and by tractor, and the ugni blanc slowly gathers its acidity, the backbone of every good eau-de-vie.',
          'Harvest arrives in late September or early October. The grapes are pressed at once and the juice ferments without added sugar or sulphur; by the end of winter the wine is in the stills, and the vineyard, pruned again, is already preparing for the next year.',
        ],
      },
      fr: {
        title: 'Une année dans les vignes',
        excerpt:
          'De la taille d’hiver aux vendanges d’octobre, douze mois au milieu des vignes de la Grande Champagne.',
        body: [
          'En janvier, la vigne semble endormie, mais le travail a déjà commencé. Les tailleurs parcourent les rangs dans le froid et choisissent, sur chaque pied, l’unique sarment qui portera les raisins de l’année suivante. C’est un travail lent, et la décision la plus importante de l’année.',
          'Le printemps apporte le débourrement et les premières inquiétudes : une seule nuit de gel en avril peut coûter un tiers de la récolte. Les nuits les plus froides, nos viticulteurs allument de petits feux entre les rangs et surveillent le thermomètre jusqu’à l’aube.',
          'L’été est une affaire de patience. On effeuille pour aérer les grappes, on travaille le sol à la main et au tracteur, et l’ugni blanc accumule lentement son acidité, la colonne vertébrale de toute bonne eau-de-vie.',
          'Les vendanges arrivent fin septembre ou début octobre. Les raisins sont pressés aussitôt et le jus fermente sans sucre ni soufre ajoutés ; à la fin de l’hiver, le vin est dans les alambics et la vigne, de nouveau taillée, prépare déjà l’année suivante.',
        ],
      },
      es: {
        title: 'Un año en el viñedo',
        excerpt:
          'De la poda de invierno a la vendimia de octubre, doce meses entre las viñas de la Grande Champagne.',
        body: [
          'En enero el viñedo parece dormido, pero el trabajo ya ha comenzado. Los podadores recorren las hileras con frío y eligen en cada cepa el único sarmiento que dará las uvas del año siguiente. Es una tarea lenta y la decisión más importante del año.',
          'La primavera trae la brotación y las primeras preocupaciones: una sola noche de helada en abril puede costar un tercio de la cosecha. En las noches más frías, nuestros viticultores encienden pequeñas hogueras entre las hileras y vigilan el termómetro hasta el amanecer.',
          'El verano es cuestión de paciencia. Se deshoja para que los racimos respiren, se trabaja el suelo a mano y con tractor, y la ugni blanc acumula poco a poco su acidez, la columna vertebral de todo buen aguardiente.',
          'La vendimia llega a finales de septiembre o principios de octubre. Las uvas se prensan de inmediato y el mosto fermenta sin azúcar ni sulfitos añadidos; al final del invierno el vino ya está en los alambiques y el viñedo, podado de nuevo, prepara el año siguiente.',
        ],
      },
      pl: {
        title: 'Rok w winnicy',
        excerpt:
          'Od zimowego cięcia po październikowe winobranie: dwanaście miesięcy wśród winorośli Grande Champagne.',
        body: [
          'W styczniu winnica wygląda na uśpioną, ale praca już się zaczęła. Przycinacze przemierzają rzędy w chłodzie i na każdym krzewie wybierają jeden pęd, który wyda owoce w przyszłym roku. To powolna praca i najważniejsza decyzja całego roku.',
          'Wiosna przynosi pękanie pąków i pierwsze zmartwienia: jedna noc przymrozku w kwietniu może kosztować jedną trzecią zbiorów. W najzimniejsze noce nasi winiarze rozpalają między rzędami małe ogniska i do świtu pilnują termometru.',
          'Lato to kwestia cierpliwości. Usuwa się część liści, by grona miały przewiew, ziemię uprawia się ręcznie i traktorem, a ugni blanc powoli gromadzi kwasowość, kręgosłup każdej dobrej okowity.',
          'Winobranie przychodzi pod koniec września lub na początku października. Winogrona tłoczy się od razu, a moszcz fermentuje bez dodatku cukru i siarki; pod koniec zimy wino trafia do alembików, a winnica, znów przycięta, już przygotowuje się do kolejnego roku.',
        ],
      },
      zh: {
        title: '葡萄園的一年',
        excerpt: '從冬季修剪到十月採收，在大香檳區葡萄藤間度過的十二個月。',
        body: [
          '一月的葡萄園看似沉睡，工作其實早已展開。修枝工人冒著寒意走過一排排葡萄藤，在每一株上挑選唯一一根將在來年結果的枝條。這是緩慢的工作，也是一整年中最重要的決定。',
          '春天帶來萌芽，也帶來最初的憂慮：四月裡只要一夜霜凍，就可能損失三分之一的收成。在最冷的夜晚，我們的葡萄農會在行間點起小火堆，守著溫度計直到天明。',
          '夏天考驗的是耐心。摘除部分葉片讓葡萄串通風，以人工和拖拉機翻整土壤，白玉霓則慢慢累積酸度──那是每一款好生命之水的骨架。',
          '採收在九月底或十月初到來。葡萄隨即壓榨，葡萄汁在不添加糖與二氧化硫的情況下發酵；到了冬末，葡萄酒已進入蒸餾器，而再次修剪過的葡萄園，早已開始為下一年做準備。',
        ],
      },
      vi: {
        title: 'Một năm trong vườn nho',
        excerpt:
          'Từ mùa cắt tỉa mùa đông đến vụ thu hoạch tháng Mười, mười hai tháng giữa những vườn nho Grande Champagne.',
        body: [
          'Tháng Giêng, vườn nho trông như đang ngủ, nhưng công việc đã bắt đầu. Những người tỉa cành đi dọc các hàng nho trong giá lạnh, chọn trên mỗi gốc một cành duy nhất sẽ mang trái cho năm sau. Đó là công việc chậm rãi, và là quyết định quan trọng nhất trong năm.',
          'Mùa xuân mang đến chồi non và những nỗi lo đầu tiên: chỉ một đêm sương giá trong tháng Tư có thể lấy đi một phần ba vụ mùa. Vào những đêm lạnh nhất, người trồng nho của chúng tôi đốt những đống lửa nhỏ giữa các hàng và canh nhiệt kế đến tận sáng.',
          'Mùa hè là chuyện của sự kiên nhẫn. Lá được tỉa bớt cho chùm nho thoáng khí, đất được xới bằng tay và bằng máy kéo, còn nho ugni blanc chậm rãi tích lũy độ chua, xương sống của mọi loại eau-de-vie ngon.',
          'Mùa thu hoạch đến vào cuối tháng Chín hoặc đầu tháng Mười. Nho được ép ngay và nước nho lên men mà không thêm đường hay lưu huỳnh; đến cuối đông, rượu vang đã vào nồi chưng cất, còn vườn nho, vừa được tỉa lại, đã chuẩn bị cho năm mới.',
        ],
      },
      ru: {
        title: 'Год в винограднике',
        excerpt:
          'От зимней обрезки до октябрьского сбора урожая: двенадцать месяцев среди лоз Гранд Шампань.',
        body: [
          'В январе виноградник кажется спящим, но работа уже началась. Обрезчики идут вдоль рядов по холоду и на каждом кусте выбирают одну-единственную лозу, которая принесёт урожай следующего года. Это неспешный труд и самое важное решение года.',
          'Весна приносит распускание почек и первые тревоги: одна морозная ночь в апреле может стоить трети урожая. В самые холодные ночи наши виноградари разводят между рядами небольшие костры и до рассвета следят за термометром.',
          'Лето — время терпения. Лишние листья удаляют, чтобы грозди проветривались, почву обрабатывают вручную и трактором, а уни блан медленно набирает кислотность — основу любого хорошего коньячного спирта.',
          'Сбор урожая приходится на конец сентября или начало октября. Виноград сразу прессуют, а сусло бродит без добавления сахара и серы; к концу зимы вино уже в перегонных кубах, а виноградник, снова обрезанный, готовится к следующему году.',
        ],
      },
    },
  },
  {
    slug: 'inside-the-paradise-cellar',
    date: '2025-09-30',
    readingTime: 420,
    category: 'house-stories',
    tags: ['heritage', 'tasting'],
    cover: 'paradiseCover',
    thumbnail: 'paradiseCard',
    related: ['the-angels-share-explained', 'the-art-of-blending'],
    text: {
      en: {
        title: 'Inside the paradise cellar',
        excerpt:
          'Behind a door sealed in 1921 rest the oldest eaux-de-vie of the house. We were allowed a look inside.',
        body: [
          'Every cognac house has its paradis, the cellar where the oldest eaux-de-vie are kept. Ours lies at the end of the quai des Chais, behind an oak door that Élise Solaine’s grandson sealed in 1921 with a simple iron lock.',
          'Inside, there are no casks any more. After decades in wood, the oldest spirits were moved into glass demijohns wrapped in wicker, so that they stop ageing and keep exactly the character they had reached. Some labels, written in faded ink, carry dates from the nineteenth century.',
          'The paradise is not a museum. Each year the cellar master draws a few drops from the demijohns, a pipette at a time, to give depth to the rarest blends of the house. Every drop taken is recorded in a ledger that has been kept without a break for more than a hundred years.',
          'What visitors remember most is the silence: thick stone walls, a steady temperature of around fourteen degrees and the faint scent of dried fruit and old wood that has soaked into the walls.',
        ],
      },
      fr: {
        title: 'Au cœur du paradis',
        excerpt:
          'Derrière une porte scellée en 1921 reposent les plus vieilles eaux-de-vie de la maison. Nous avons pu y jeter un œil.',
        body: [
          'Chaque maison de cognac a son paradis, le chai où sont gardées les plus vieilles eaux-de-vie. Le nôtre se trouve au bout du quai des Chais, derrière une porte de chêne que le petit-fils d’Élise Solaine a scellée en 1921 d’une simple serrure de fer.',
          'À l’intérieur, il n’y a plus de fûts. Après des décennies passées dans le bois, les eaux-de-vie les plus anciennes ont été transvasées dans des dames-jeannes de verre habillées d’osier, afin qu’elles cessent de vieillir et gardent exactement le caractère atteint. Certaines étiquettes, à l’encre pâlie, portent des dates du XIXᵉ siècle.',
          'Le paradis n’est pas un musée. Chaque année, la maîtresse de chai prélève quelques gouttes dans les dames-jeannes, pipette après pipette, pour donner de la profondeur aux assemblages les plus rares de la maison. Chaque prélèvement est consigné dans un registre tenu sans interruption depuis plus de cent ans.',
          'C’est le silence qui marque le plus les visiteurs : d’épais murs de pierre, une température constante d’environ quatorze degrés et un léger parfum de fruits secs et de vieux bois dont les murs sont imprégnés.',
        ],
      },
      es: {
        title: 'Dentro de la bodega paraíso',
        excerpt:
          'Tras una puerta sellada en 1921 reposan los aguardientes más antiguos de la casa. Nos dejaron echar un vistazo.',
        body: [
          'Toda casa de coñac tiene su paraíso, la bodega donde se guardan los aguardientes más antiguos. El nuestro está al final del quai des Chais, tras una puerta de roble que el nieto de Élise Solaine selló en 1921 con una sencilla cerradura de hierro.',
          'Dentro ya no hay barricas. Tras décadas en madera, los aguardientes más viejos se trasvasaron a damajuanas de vidrio forradas de mimbre para que dejaran de envejecer y conservaran exactamente el carácter alcanzado. Algunas etiquetas, escritas con tinta desvaída, llevan fechas del siglo XIX.',
          'El paraíso no es un museo. Cada año, la maestra bodeguera extrae unas gotas de las damajuanas, pipeta a pipeta, para dar profundidad a los ensamblajes más excepcionales de la casa. Cada extracción se anota en un libro de registro que se lleva sin interrupción desde hace más de cien años.',
          'Lo que más recuerdan los visitantes es el silencio: gruesos muros de piedra, una temperatura constante de unos catorce grados y un leve aroma a frutos secos y madera vieja que ha impregnado las paredes.',
        ],
      },
      pl: {
        title: 'We wnętrzu rajskiej piwnicy',
        excerpt:
          'Za drzwiami zapieczętowanymi w 1921 roku spoczywają najstarsze okowity domu. Pozwolono nam zajrzeć do środka.',
        body: [
          'Każdy dom koniakowy ma swój „raj”, piwnicę, w której przechowuje się najstarsze okowity. Nasz znajduje się na końcu quai des Chais, za dębowymi drzwiami, które wnuk Élise Solaine zapieczętował w 1921 roku zwykłym żelaznym zamkiem.',
          'W środku nie ma już beczek. Po dziesięcioleciach w drewnie najstarsze okowity przelano do szklanych gąsiorów w wiklinowych oplotach, aby przestały dojrzewać i zachowały dokładnie ten charakter, który osiągnęły. Niektóre etykiety, pisane wyblakłym atramentem, noszą daty z XIX wieku.',
          'Raj nie jest muzeum. Co roku mistrzyni piwnic pobiera z gąsiorów kilka kropel, pipeta po pipecie, aby nadać głębi najrzadszym kupażom domu. Każdy pobór jest zapisywany w księdze prowadzonej bez przerwy od ponad stu lat.',
          'Odwiedzający najlepiej zapamiętują ciszę: grube kamienne mury, stałą temperaturę około czternastu stopni i delikatny zapach suszonych owoców i starego drewna, którym przesiąkły ściany.',
        ],
      },
      zh: {
        title: '走進天堂酒窖',
        excerpt: '在一扇 1921 年封存的門後，靜躺著酒莊最古老的生命之水。我們獲准入內一窺究竟。',
        body: [
          '每一座干邑酒莊都有自己的「天堂」，也就是珍藏最古老生命之水的酒窖。我們的天堂位於 quai des Chais 的盡頭，藏在一扇橡木門後；1921 年，Élise Solaine 的孫子用一把簡單的鐵鎖將它封存。',
          '裡面已經沒有酒桶了。在木桶中度過數十年後，最古老的生命之水被移入以柳條包覆的玻璃大肚瓶，讓它們停止陳年，完整保留已臻成熟的風格。有些以褪色墨水書寫的標籤上，年份仍停留在十九世紀。',
          '天堂酒窖並不是博物館。每年，酒窖大師都會用滴管從大肚瓶中一點一滴地取出少許，為酒莊最稀有的調配增添深度。每一次取用都記錄在一本百餘年來從未中斷的帳冊裡。',
          '最令訪客難忘的是那份寂靜：厚實的石牆、恆定在約十四度的溫度，以及滲入牆面的淡淡果乾與老木香氣。',
        ],
      },
      vi: {
        title: 'Bên trong hầm thiên đường',
        excerpt:
          'Sau cánh cửa được niêm phong từ năm 1921 là những loại eau-de-vie lâu năm nhất của nhà. Chúng tôi đã được phép ghé mắt vào trong.',
        body: [
          'Nhà cognac nào cũng có “thiên đường” của mình, căn hầm cất giữ những loại eau-de-vie lâu năm nhất. Thiên đường của chúng tôi nằm ở cuối quai des Chais, sau cánh cửa gỗ sồi mà cháu trai của Élise Solaine đã niêm phong năm 1921 bằng một ổ khóa sắt giản dị.',
          'Bên trong không còn thùng gỗ nào. Sau nhiều thập kỷ trong gỗ, những loại rượu lâu năm nhất đã được chuyển sang các bình thủy tinh lớn bọc mây, để chúng ngừng lão hóa và giữ nguyên tính cách đã đạt được. Một vài nhãn viết bằng mực đã phai vẫn ghi những năm của thế kỷ XIX.',
          'Thiên đường không phải là viện bảo tàng. Mỗi năm, bậc thầy hầm rượu lấy ra vài giọt từ các bình, từng ống hút một, để tạo chiều sâu cho những bản phối hiếm nhất của nhà. Mỗi lần lấy rượu đều được ghi vào một cuốn sổ được giữ liên tục suốt hơn một trăm năm.',
          'Điều du khách nhớ nhất là sự tĩnh lặng: những bức tường đá dày, nhiệt độ luôn quanh mười bốn độ và mùi hương thoang thoảng của trái cây khô và gỗ cũ đã thấm vào tường.',
        ],
      },
      ru: {
        title: 'В «райском погребе»',
        excerpt:
          'За дверью, запечатанной в 1921 году, хранятся старейшие спирты дома. Нам позволили заглянуть внутрь.',
        body: [
          'У каждого коньячного дома есть свой «рай» — погреб, где хранятся самые старые спирты. Наш находится в самом конце набережной, у реки, за дубовой дверью, которую внук Элизы Солен запер в 1921 году на простой железный замок.',
          'Бочек внутри больше нет. После десятилетий в дереве старейшие спирты перелили в стеклянные бутыли, оплетённые лозой, чтобы они перестали стареть и сохранили именно тот характер, которого достигли. На некоторых этикетках выцветшими чернилами выведены даты XIX века.',
          '«Рай» — не музей. Каждый год мастер погреба берёт из бутылей несколько капель, пипетку за пипеткой, чтобы придать глубину самым редким купажам дома. Каждый забор записывается в книгу, которую ведут без перерыва больше ста лет.',
          'Больше всего гостям запоминается тишина: толстые каменные стены, постоянная температура около четырнадцати градусов и лёгкий аромат сухофруктов и старого дерева, которым пропитались стены.',
        ],
      },
    },
  },
  {
    slug: 'the-coopers-craft',
    date: '2025-12-08',
    readingTime: 330,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'heritage'],
    cover: 'cooperCover',
    thumbnail: 'cooperCard',
    related: ['the-angels-share-explained', 'a-year-in-the-vineyard'],
    text: {
      en: {
        title: 'The cooper’s craft',
        excerpt:
          'No cognac without oak. Meet the coopers who split, bend and toast the staves of our casks.',
        body: [
          'Before a cognac can age, someone has to build the cask. At Maison Solaine that someone is Bastien Lefort and his team of four, who still make around three hundred barrels a year in the workshop behind the cellars.',
          'It starts in the forest. Only oak from the Limousin and Tronçais forests is used, split along the grain rather than sawn, then left outdoors for at least two years so that rain and wind wash out the harshest tannins.',
          'In the workshop the staves are raised into a crown, held by iron hoops and warmed over a fire of oak shavings until they bend. The same fire toasts the inside of the cask: a light toast gives vanilla and almond, a deeper one brings coffee and spice.',
          'No nail and no glue holds a cask together, only the precision of the joints and the pressure of the hoops. A well-made barrel will serve for fifty years or more, passing from young eaux-de-vie to older ones as its wood grows gentler.',
        ],
      },
      fr: {
        title: 'Le métier de tonnelier',
        excerpt:
          'Pas de cognac sans chêne. Rencontre avec les tonneliers qui fendent, cintrent et bousinent les douelles de nos fûts.',
        body: [
          'Avant qu’un cognac puisse vieillir, il faut que quelqu’un fabrique le fût. À la Maison Solaine, ce sont Bastien Lefort et ses quatre compagnons, qui fabriquent encore près de trois cents barriques par an dans l’atelier situé derrière les chais.',
          'Tout commence en forêt. Seul le chêne des forêts du Limousin et de Tronçais est utilisé, fendu dans le sens du fil plutôt que scié, puis laissé en plein air pendant au moins deux ans, afin que la pluie et le vent lessivent les tanins les plus durs.',
          'À l’atelier, les douelles sont montées en couronne, tenues par des cercles de fer et chauffées au-dessus d’un feu de copeaux de chêne jusqu’à ce qu’elles se cintrent. Le même feu bousine l’intérieur du fût : une chauffe légère donne des notes de vanille et d’amande, une chauffe plus poussée apporte le café et les épices.',
          'Ni clou ni colle ne tient un fût, seulement la précision des joints et la pression des cercles. Une barrique bien faite servira cinquante ans ou plus, passant des eaux-de-vie jeunes aux plus anciennes à mesure que son bois s’adoucit.',
        ],
      },
      es: {
        title: 'El oficio del tonelero',
        excerpt:
          'No hay coñac sin roble. Conozca a los toneleros que hienden, curvan y tuestan las duelas de nuestras barricas.',
        body: [
          'Antes de que un coñac pueda envejecer, alguien tiene que construir la barrica. En Maison Solaine ese alguien es Bastien Lefort y su equipo de cuatro personas, que todavía fabrican unas trescientas barricas al año en el taller situado detrás de las bodegas.',
          'Todo empieza en el bosque. Solo se utiliza roble de los bosques del Lemosín y de Tronçais, hendido siguiendo la veta en lugar de aserrado, que después se deja a la intemperie al menos dos años para que la lluvia y el viento laven los taninos más ásperos.',
          'En el taller, las duelas se montan en corona, sujetas con aros de hierro, y se calientan sobre un fuego de virutas de roble hasta que se curvan. El mismo fuego tuesta el interior de la barrica: un tostado ligero aporta vainilla y almendra; uno más intenso, notas de café y especias.',
          'Ni clavos ni cola sostienen una barrica: solo la precisión de las juntas y la presión de los aros. Una barrica bien hecha servirá cincuenta años o más, pasando de los aguardientes jóvenes a los más viejos a medida que su madera se vuelve más suave.',
        ],
      },
      pl: {
        title: 'Rzemiosło bednarza',
        excerpt:
          'Nie ma koniaku bez dębu. Poznaj bednarzy, którzy łupią, wyginają i opiekają klepki naszych beczek.',
        body: [
          'Zanim koniak zacznie dojrzewać, ktoś musi zbudować beczkę. W Maison Solaine robi to Bastien Lefort ze swoim czteroosobowym zespołem, który w warsztacie za piwnicami wciąż wytwarza około trzystu beczek rocznie.',
          'Wszystko zaczyna się w lesie. Używamy wyłącznie dębu z lasów Limousin i Tronçais, łupanego wzdłuż włókien zamiast ciętego piłą, a następnie sezonowanego na wolnym powietrzu przez co najmniej dwa lata, aby deszcz i wiatr wypłukały najostrzejsze taniny.',
          'W warsztacie klepki ustawia się w koronę, spina żelaznymi obręczami i podgrzewa nad ogniem z dębowych wiórów, aż się wygną. Ten sam ogień opieka wnętrze beczki: lekkie opiekanie daje nuty wanilii i migdałów, mocniejsze wnosi kawę i przyprawy.',
          'Beczki nie trzyma ani gwóźdź, ani klej, tylko precyzja spojeń i nacisk obręczy. Dobrze wykonana beczka posłuży pięćdziesiąt lat lub dłużej, przechodząc od młodych okowit do starszych, w miarę jak jej drewno łagodnieje.',
        ],
      },
      zh: {
        title: '製桶師的技藝',
        excerpt: '沒有橡木，就沒有干邑。認識為我們劈開、彎曲並烘烤桶板的製桶師。',
        body: [
          '干邑要陳年之前，得先有人打造酒桶。在 Maison Solaine，這份工作由 Bastien Lefort 和他的四人團隊負責，他們至今仍在酒窖後方的工坊裡，每年製作約三百個酒桶。',
          '一切始於森林。我們只採用利穆贊與特朗賽森林的橡木，順著木紋劈開而不以鋸切，再置於戶外至少兩年，讓雨水與風帶走最粗澀的單寧。',
          '在工坊裡，桶板被立成一圈冠狀，以鐵箍固定，放在橡木刨花燃起的火上加熱，直到彎曲成形。同一把火也烘烤桶的內壁：輕度烘烤帶來香草與杏仁風味，深度烘烤則帶出咖啡與香料氣息。',
          '酒桶不靠一根釘子或一滴膠水，只靠接縫的精準與鐵箍的壓力。一個做工精良的酒桶可以使用五十年以上，隨著木質日漸溫和，從年輕的生命之水傳給更老的酒液。',
        ],
      },
      vi: {
        title: 'Nghề đóng thùng',
        excerpt:
          'Không có gỗ sồi thì không có cognac. Hãy gặp những người thợ chẻ, uốn và hun những thanh gỗ làm nên thùng rượu của chúng tôi.',
        body: [
          'Trước khi cognac có thể được ủ, phải có người đóng nên chiếc thùng. Ở Maison Solaine, đó là Bastien Lefort cùng bốn người thợ của anh, những người vẫn làm khoảng ba trăm thùng mỗi năm trong xưởng phía sau hầm rượu.',
          'Mọi thứ bắt đầu từ rừng. Chúng tôi chỉ dùng gỗ sồi từ rừng Limousin và Tronçais, được chẻ theo thớ thay vì xẻ bằng cưa, rồi phơi ngoài trời ít nhất hai năm để mưa gió rửa trôi những chất tannin gắt nhất.',
          'Trong xưởng, các thanh gỗ được dựng thành vòng, giữ bằng đai sắt và hơ trên ngọn lửa đốt từ vỏ bào gỗ sồi cho đến khi chúng cong lại. Cũng chính ngọn lửa ấy hun mặt trong của thùng: hun nhẹ cho hương vani và hạnh nhân, hun đậm hơn mang đến nốt cà phê và gia vị.',
          'Không một chiếc đinh hay giọt keo nào giữ chiếc thùng, chỉ có độ chính xác của các mối ghép và lực ép của những chiếc đai. Một chiếc thùng tốt sẽ dùng được năm mươi năm hoặc hơn, chuyển từ rượu non sang rượu lâu năm khi gỗ của nó dịu dần.',
        ],
      },
      ru: {
        title: 'Ремесло бондаря',
        excerpt:
          'Без дуба не бывает коньяка. Знакомьтесь: бондари, которые колют, гнут и обжигают клёпки наших бочек.',
        body: [
          'Прежде чем коньяк начнёт стареть, кто-то должен сделать бочку. В Maison Solaine это Бастьен Лефор и его команда из четырёх человек: в мастерской за погребами они до сих пор изготавливают около трёхсот бочек в год.',
          'Всё начинается в лесу. Мы используем только дуб из лесов Лимузена и Тронсе: его не пилят, а раскалывают вдоль волокон и затем не меньше двух лет выдерживают под открытым небом, чтобы дождь и ветер вымыли самые грубые танины.',
          'В мастерской клёпки собирают в венец, стягивают железными обручами и прогревают над огнём из дубовой стружки, пока они не согнутся. Тот же огонь обжигает бочку изнутри: лёгкий обжиг даёт ваниль и миндаль, более сильный — ноты кофе и пряностей.',
          'Бочку не держат ни гвозди, ни клей — только точность стыков и давление обручей. Хорошо сделанная бочка служит пятьдесят лет и больше, переходя от молодых спиртов к более старым по мере того, как её древесина становится мягче.',
        ],
      },
    },
  },
  {
    slug: 'cognac-and-food-pairing',
    date: '2026-02-17',
    readingTime: 270,
    category: 'art-of-living',
    tags: ['tasting', 'mixology'],
    cover: 'pairingCover',
    thumbnail: 'pairingCard',
    related: ['the-art-of-blending', 'cellar-masters-notes'],
    text: {
      en: {
        title: 'Cognac and food pairing',
        excerpt:
          'Cognac is not only for the end of the meal. Our suggestions, from oysters to dark chocolate.',
        body: [
          'For a long time cognac was served only with coffee, once the table had been cleared. Yet its aromas of fruit, flowers and spice make it a generous partner for many dishes, provided it is served at the right temperature and in the right glass.',
          'A young, lively cognac, served chilled or lengthened with a little sparkling water, is a lovely match for oysters, smoked salmon or sushi: its freshness cuts through the salt and its fruit softens the iodine.',
          'Older cognacs call for richer dishes. Try an XO with an aged Comté or a roast duck with figs; the rancio of the spirit, those hints of walnut and forest floor that come with age, echoes the flavours on the plate.',
          'Dessert remains the classic moment, but choose carefully: avoid very sweet desserts and prefer dark chocolate, a tarte Tatin or roasted pears. A drop of water in the glass will open the aromas without dulling them.',
        ],
      },
      fr: {
        title: 'Cognac et accords mets',
        excerpt:
          'Le cognac ne se réserve pas à la fin du repas. Nos suggestions, des huîtres au chocolat noir.',
        body: [
          'Longtemps, le cognac n’a été servi qu’avec le café, une fois la table desservie. Pourtant, ses arômes de fruits, de fleurs et d’épices en font un partenaire généreux pour bien des plats, à condition de le servir à la bonne température et dans le bon verre.',
          'Un cognac jeune et vif, servi frais ou allongé d’un peu d’eau pétillante, accompagne à merveille les huîtres, le saumon fumé ou les sushis : sa fraîcheur tranche avec le sel et son fruité adoucit l’iode.',
          'Les cognacs plus âgés appellent des plats plus riches. Essayez un XO avec un comté affiné ou un canard rôti aux figues : le rancio de l’eau-de-vie, ces touches de noix et de sous-bois qui viennent avec l’âge, répond aux saveurs de l’assiette.',
          'Le dessert reste le moment classique, mais choisissez bien : évitez les desserts trop sucrés et préférez le chocolat noir, une tarte Tatin ou des poires rôties. Une goutte d’eau dans le verre ouvrira les arômes sans les éteindre.',
        ],
      },
      es: {
        title: 'Coñac y maridaje',
        excerpt:
          'El coñac no es solo para el final de la comida. Nuestras sugerencias, de las ostras al chocolate negro.',
        body: [
          'Durante mucho tiempo el coñac se sirvió solo con el café, una vez recogida la mesa. Sin embargo, sus aromas de fruta, flores y especias lo convierten en un compañero generoso para muchos platos, siempre que se sirva a la temperatura adecuada y en la copa adecuada.',
          'Un coñac joven y vivo, servido frío o alargado con un poco de agua con gas, acompaña de maravilla las ostras, el salmón ahumado o el sushi: su frescura corta la sal y su fruta suaviza el yodo.',
          'Los coñacs más viejos piden platos más sabrosos. Pruebe un XO con un comté curado o un pato asado con higos: el rancio del aguardiente, esos toques de nuez y sotobosque que llegan con la edad, dialoga con los sabores del plato.',
          'El postre sigue siendo el momento clásico, pero elija bien: evite los postres muy dulces y prefiera el chocolate negro, una tarta Tatin o unas peras asadas. Una gota de agua en la copa abrirá los aromas sin apagarlos.',
        ],
      },
      pl: {
        title: 'Koniak i jedzenie',
        excerpt:
          'Koniak to nie tylko zakończenie posiłku. Nasze propozycje, od ostryg po gorzką czekoladę.',
        body: [
          'Przez długi czas koniak podawano wyłącznie do kawy, gdy stół był już sprzątnięty. Tymczasem jego aromaty owoców, kwiatów i przypraw czynią go hojnym towarzyszem wielu potraw, pod warunkiem że poda się go w odpowiedniej temperaturze i w odpowiednim kieliszku.',
          'Młody, żywy koniak, podany schłodzony lub z odrobiną wody gazowanej, świetnie pasuje do ostryg, wędzonego łososia czy sushi: jego świeżość przełamuje sól, a owocowość łagodzi jodowy posmak.',
          'Starsze koniaki wymagają bogatszych dań. Spróbujcie XO z dojrzewającym serem comté albo pieczoną kaczką z figami: rancio, czyli nuty orzecha włoskiego i leśnego runa, które przynosi wiek, odpowiada smakom na talerzu.',
          'Deser to moment klasyczny, ale warto wybierać rozważnie: unikajcie bardzo słodkich deserów, wybierzcie gorzką czekoladę, tartę tatin lub pieczone gruszki. Kropla wody w kieliszku otworzy aromaty, nie tłumiąc ich.',
        ],
      },
      zh: {
        title: '干邑與美食搭配',
        excerpt: '干邑不只屬於餐後。從生蠔到黑巧克力，獻上我們的搭配建議。',
        body: [
          '長久以來，干邑總是在餐桌收拾乾淨後才與咖啡一同上桌。然而，它的果香、花香與香料氣息，使它成為許多菜餚的慷慨良伴，只要以合適的溫度與合適的酒杯侍酒即可。',
          '年輕活潑的干邑冰鎮飲用，或加一點氣泡水，與生蠔、煙燻鮭魚或壽司都是絕配：清新的口感化解鹹味，果香則柔和了海潮氣息。',
          '年份較高的干邑適合風味更濃郁的菜餚。不妨試試以 XO 搭配熟成康堤乳酪，或無花果烤鴨：隨歲月而來的「rancio」陳香──核桃與林間落葉的氣息──正與盤中風味相互呼應。',
          '甜點是經典時刻，但要用心挑選：避開過甜的甜點，選擇黑巧克力、反烤蘋果塔或烤梨。在杯中滴入一滴水，能打開香氣而不掩蓋它。',
        ],
      },
      vi: {
        title: 'Cognac và món ăn',
        excerpt:
          'Cognac không chỉ dành cho cuối bữa. Những gợi ý của chúng tôi, từ hàu đến sô-cô-la đen.',
        body: [
          'Suốt một thời gian dài, cognac chỉ được rót cùng cà phê, khi bàn ăn đã dọn xong. Thế nhưng hương trái cây, hoa và gia vị khiến nó trở thành người bạn đồng hành hào phóng của nhiều món ăn, miễn là được phục vụ ở nhiệt độ phù hợp và trong chiếc ly phù hợp.',
          'Một chai cognac trẻ, tươi, dùng lạnh hoặc pha thêm chút nước có ga, rất hợp với hàu, cá hồi xông khói hay sushi: độ tươi mát của rượu cắt vị mặn, còn hương trái cây làm dịu vị mặn mòi của biển.',
          'Những chai cognac lâu năm hơn cần món ăn đậm đà hơn. Hãy thử XO với phô mai comté ủ lâu hoặc vịt quay với sung: hương rancio của rượu, những nốt óc chó và lá rừng đến cùng tuổi tác, sẽ hòa điệu với hương vị trên đĩa.',
          'Món tráng miệng vẫn là khoảnh khắc kinh điển, nhưng hãy chọn kỹ: tránh những món quá ngọt, ưu tiên sô-cô-la đen, bánh tarte Tatin hay lê nướng. Một giọt nước trong ly sẽ mở hương thơm mà không làm nó nhạt đi.',
        ],
      },
      ru: {
        title: 'Коньяк и гастрономия',
        excerpt:
          'Коньяк — не только для завершения трапезы. Наши идеи сочетаний: от устриц до горького шоколада.',
        body: [
          'Долгое время коньяк подавали только к кофе, когда со стола уже убрано. Между тем его фруктовые, цветочные и пряные ароматы делают его щедрым спутником многих блюд — если подать его при правильной температуре и в правильном бокале.',
          'Молодой живой коньяк, охлаждённый или с небольшим количеством газированной воды, прекрасно подходит к устрицам, копчёному лососю или суши: его свежесть уравновешивает соль, а фруктовость смягчает йодистые ноты.',
          'Более выдержанные коньяки просят более насыщенных блюд. Попробуйте XO с выдержанным сыром конте или утку, запечённую с инжиром: рансьо — оттенки грецкого ореха и лесной подстилки, которые приходят с возрастом, — перекликается со вкусами на тарелке.',
          'Десерт — классический момент, но выбирайте внимательно: избегайте слишком сладких десертов и отдайте предпочтение горькому шоколаду, тарту татен или запечённым грушам. Капля воды в бокале раскроет ароматы, не приглушив их.',
        ],
      },
    },
  },
  {
    slug: 'cellar-masters-notes',
    date: '2026-05-05',
    readingTime: 480,
    category: 'house-stories',
    tags: ['tasting', 'craftsmanship'],
    cover: 'notesCover',
    thumbnail: 'notesCard',
    exclusive: 'level1',
    related: ['the-art-of-blending', 'inside-the-paradise-cellar'],
    text: {
      en: {
        title: 'The cellar master’s notes',
        excerpt:
          'For members: Mathilde Roux opens her tasting notebook and shares what she looks for in a young eau-de-vie.',
        body: [
          'I have kept a tasting notebook since my first day in the cellars, twenty-two years ago. The early pages are full of long words; the recent ones hold three or four lines per sample. With time you learn that what matters can be said quickly.',
          'When I taste a new eau-de-vie, a few months after distillation, I am not looking for pleasure yet. I look for balance and for promise: a clean nose, a fruit that does not fade when I add water, and a finish that stays. An eau-de-vie that is too charming at six months rarely ages well.',
          'Then I decide where it will rest. A new cask for a year or two to give it structure, then older, gentler wood; a damp cellar by the river for roundness, a drier one upstairs for finesse. Every choice is written down, and the next cellar master will read it.',
          'Members who visit this spring can taste three of this year’s eaux-de-vie in the tasting room and compare their notes with mine. Bring your own notebook: the shorter your notes, the better.',
        ],
      },
      fr: {
        title: 'Les carnets de la maîtresse de chai',
        excerpt:
          'Réservé aux membres : Mathilde Roux ouvre son carnet de dégustation et raconte ce qu’elle cherche dans une jeune eau-de-vie.',
        body: [
          'Je tiens un carnet de dégustation depuis mon premier jour dans les chais, il y a vingt-deux ans. Les premières pages sont pleines de grands mots ; les plus récentes tiennent en trois ou quatre lignes par échantillon. Avec le temps, on apprend que l’essentiel se dit vite.',
          'Quand je goûte une nouvelle eau-de-vie, quelques mois après la distillation, je n’y cherche pas encore le plaisir. J’y cherche l’équilibre et la promesse : un nez net, un fruit qui ne s’efface pas quand j’ajoute de l’eau, une finale qui reste. Une eau-de-vie trop charmeuse à six mois vieillit rarement bien.',
          'Je décide ensuite où elle reposera. Un fût neuf pendant un an ou deux pour lui donner de la structure, puis un bois plus ancien et plus doux ; un chai humide au bord du fleuve pour la rondeur, un chai plus sec à l’étage pour la finesse. Chaque choix est consigné par écrit, et celle ou celui qui me succédera le lira.',
          'Les membres qui nous rendent visite ce printemps pourront goûter trois eaux-de-vie de l’année au salon de dégustation et comparer leurs notes aux miennes. Apportez votre carnet : plus vos notes sont courtes, mieux c’est.',
        ],
      },
      es: {
        title: 'Las notas de la maestra bodeguera',
        excerpt:
          'Para socios: Mathilde Roux abre su cuaderno de cata y cuenta lo que busca en un aguardiente joven.',
        body: [
          'Llevo un cuaderno de cata desde mi primer día en las bodegas, hace veintidós años. Las primeras páginas están llenas de palabras largas; las más recientes ocupan tres o cuatro líneas por muestra. Con el tiempo se aprende que lo importante se dice rápido.',
          'Cuando cato un aguardiente nuevo, unos meses después de la destilación, todavía no busco placer. Busco equilibrio y promesa: una nariz limpia, una fruta que no se apaga al añadir agua y un final que permanece. Un aguardiente demasiado seductor a los seis meses rara vez envejece bien.',
          'Después decido dónde reposará. Una barrica nueva durante uno o dos años para darle estructura y luego una madera más vieja y suave; una bodega húmeda junto al río para la redondez, otra más seca en el piso de arriba para la finura. Cada decisión queda por escrito, y quien me suceda la leerá.',
          'Los socios que nos visiten esta primavera podrán catar tres aguardientes del año en la sala de catas y comparar sus notas con las mías. Traiga su propio cuaderno: cuanto más breves sean sus notas, mejor.',
        ],
      },
      pl: {
        title: 'Notatki mistrzyni piwnic',
        excerpt:
          'Dla członków: Mathilde Roux otwiera swój zeszyt degustacyjny i opowiada, czego szuka w młodej okowicie.',
        body: [
          'Prowadzę zeszyt degustacyjny od pierwszego dnia w piwnicach, czyli od dwudziestu dwóch lat. Pierwsze strony są pełne wielkich słów; najnowsze mieszczą trzy, cztery linijki na próbkę. Z czasem człowiek uczy się, że to, co ważne, da się powiedzieć krótko.',
          'Kiedy kosztuję nową okowitę, kilka miesięcy po destylacji, nie szukam jeszcze przyjemności. Szukam równowagi i obietnicy: czystego nosa, owocu, który nie znika po dodaniu wody, i finiszu, który zostaje. Okowita zbyt czarująca w wieku sześciu miesięcy rzadko dobrze się starzeje.',
          'Potem decyduję, gdzie będzie odpoczywać. Nowa beczka przez rok lub dwa, by nadać jej strukturę, potem starsze, łagodniejsze drewno; wilgotna piwnica nad rzeką dla krągłości, suchsza na piętrze dla finezji. Każdą decyzję zapisuję, a mój następca lub następczyni ją przeczyta.',
          'Członkowie, którzy odwiedzą nas tej wiosny, będą mogli spróbować trzech tegorocznych okowit w sali degustacyjnej i porównać swoje notatki z moimi. Przynieście własny zeszyt: im krótsze notatki, tym lepiej.',
        ],
      },
      zh: {
        title: '酒窖大師的筆記',
        excerpt: '會員專享：Mathilde Roux 翻開她的品鑑筆記，分享她在年輕生命之水中尋找的特質。',
        body: [
          '從二十二年前第一天踏進酒窖起，我就開始寫品鑑筆記。最早的幾頁寫滿了長長的形容詞；最近的則每份樣品只有三、四行。時間會讓人明白，重要的事三言兩語就能說清。',
          '在蒸餾後幾個月品嚐一款新的生命之水時，我還不追求愉悅感。我尋找的是平衡與潛力：乾淨的香氣、加水後不會消散的果香，以及持久的尾韻。六個月大就過於討喜的生命之水，很少能陳年得好。',
          '接著我決定它將在哪裡休憩。先在新桶中待一兩年以建立結構，再換到更老、更溫和的木桶；河畔潮濕的酒窖帶來圓潤，樓上較乾燥的酒窖則帶來細緻。每一個選擇都會寫下來，下一任酒窖大師將會讀到它們。',
          '今年春天來訪的會員，可以在品鑑室品嚐三款今年的生命之水，並把自己的筆記與我的相互比較。請帶上您的筆記本：筆記越簡短越好。',
        ],
      },
      vi: {
        title: 'Sổ tay của bậc thầy hầm rượu',
        excerpt:
          'Dành cho hội viên: bà Mathilde Roux mở cuốn sổ nếm rượu và chia sẻ điều bà tìm kiếm ở một loại eau-de-vie non.',
        body: [
          'Tôi ghi sổ nếm rượu từ ngày đầu tiên bước vào hầm, cách đây hai mươi hai năm. Những trang đầu đầy những từ ngữ dài dòng; những trang gần đây chỉ ba bốn dòng cho mỗi mẫu. Thời gian dạy ta rằng điều quan trọng có thể nói thật ngắn.',
          'Khi nếm một loại eau-de-vie mới, vài tháng sau khi chưng cất, tôi chưa tìm kiếm sự dễ chịu. Tôi tìm sự cân bằng và lời hứa hẹn: hương thơm sạch, vị trái cây không nhạt đi khi thêm nước và hậu vị còn đọng lại. Một loại rượu quá quyến rũ khi mới sáu tháng hiếm khi già đi đẹp.',
          'Sau đó tôi quyết định nơi nó sẽ nghỉ ngơi. Một thùng mới trong một hai năm để tạo cấu trúc, rồi đến gỗ cũ hơn, dịu hơn; hầm ẩm bên sông cho độ tròn, hầm khô hơn trên tầng cho sự tinh tế. Mọi lựa chọn đều được ghi lại, và bậc thầy hầm rượu kế nhiệm sẽ đọc chúng.',
          'Hội viên ghé thăm vào mùa xuân này có thể nếm ba loại eau-de-vie của năm tại phòng thưởng rượu và so sánh ghi chép của mình với của tôi. Hãy mang theo sổ của bạn: ghi chép càng ngắn càng tốt.',
        ],
      },
      ru: {
        title: 'Записки мастера погреба',
        excerpt:
          'Для участников клуба: Матильда Ру открывает свою дегустационную тетрадь и рассказывает, что ищет в молодом спирте.',
        body: [
          'Я веду дегустационную тетрадь с первого дня в погребах, то есть уже двадцать два года. Первые страницы полны длинных слов, последние — три-четыре строчки на образец. Со временем понимаешь, что главное можно сказать коротко.',
          'Когда я пробую новый спирт через несколько месяцев после перегонки, я ещё не ищу в нём удовольствия. Я ищу баланс и обещание: чистый нос, фрукт, который не исчезает, когда я добавляю воду, и долгое послевкусие. Спирт, слишком обаятельный в шесть месяцев, редко хорошо стареет.',
          'Затем я решаю, где он будет отдыхать. Год-два в новой бочке, чтобы обрести структуру, потом более старое и мягкое дерево; влажный погреб у реки — для округлости, более сухой на верхнем этаже — для тонкости. Каждое решение записывается, и следующий мастер погреба его прочтёт.',
          'Участники клуба, которые приедут к нам этой весной, смогут попробовать три спирта этого года в дегустационном зале и сравнить свои записи с моими. Возьмите с собой тетрадь: чем короче записи, тем лучше.',
        ],
      },
    },
  },
  {
    slug: 'the-angels-share-explained',
    date: '2026-08-19',
    readingTime: 390,
    category: 'savoir-faire',
    tags: ['craftsmanship', 'heritage'],
    cover: 'angelsCover',
    thumbnail: 'angelsCard',
    exclusive: 'level2',
    related: ['inside-the-paradise-cellar', 'the-coopers-craft'],
    text: {
      en: {
        title: 'The angels’ share explained',
        excerpt:
          'Every year, part of every cask vanishes into the air. Why it happens, and why we would not stop it.',
        body: [
          'Walk through the streets of Cognac and you may notice that many old roofs are stained black. The culprit is a harmless fungus that feeds on alcohol vapour, and that vapour has a poetic name: the angels’ share.',
          'Oak is porous. Through the staves of every cask, around two per cent of the volume evaporates each year, mostly alcohol and a little water. Over fifty years more than half of what went into a barrel may be gone, which is one reason why very old cognacs are so rare.',
          'The cellar decides how much the angels take. In a damp cellar by the river, more alcohol than water evaporates and the spirit grows soft and round; in a dry cellar, water leaves faster and the eau-de-vie stays firmer. Our cellar master plays with both, moving casks from one to the other.',
          'Could the loss be avoided? Sealed in steel or glass, the spirit would no longer breathe, and it is precisely this slow exchange with the air that develops the aromas of dried fruit, spice and old wood. The angels’ share is the price of time, and we pay it gladly.',
        ],
      },
      fr: {
        title: 'La part des anges expliquée',
        excerpt:
          'Chaque année, une partie de chaque fût s’évapore. Pourquoi, et pourquoi nous ne voudrions pas l’empêcher.',
        body: [
          'En vous promenant dans les rues de Cognac, vous remarquerez peut-être que bien des vieux toits sont tachés de noir. Le responsable est un champignon inoffensif qui se nourrit des vapeurs d’alcool, et ces vapeurs portent un nom poétique : la part des anges.',
          'Le chêne est poreux. À travers les douelles de chaque fût, environ deux pour cent du volume s’évaporent chaque année, surtout de l’alcool et un peu d’eau. En cinquante ans, plus de la moitié de ce qui a été mis en barrique peut avoir disparu, ce qui explique en partie la rareté des très vieux cognacs.',
          'C’est le chai qui décide de ce que prennent les anges. Dans un chai humide au bord du fleuve, l’alcool s’évapore plus que l’eau et l’eau-de-vie devient souple et ronde ; dans un chai sec, l’eau part plus vite et l’eau-de-vie reste plus ferme. Notre maîtresse de chai joue avec les deux en déplaçant les fûts de l’un à l’autre.',
          'Pourrait-on éviter cette perte ? Enfermée dans l’acier ou le verre, l’eau-de-vie ne respirerait plus, et c’est précisément ce lent échange avec l’air qui développe les arômes de fruits secs, d’épices et de vieux bois. La part des anges est le prix du temps, et nous le payons volontiers.',
        ],
      },
      es: {
        title: 'La parte de los ángeles, explicada',
        excerpt:
          'Cada año, una parte de cada barrica se desvanece en el aire. Por qué ocurre y por qué no querríamos evitarlo.',
        body: [
          'Si pasea por las calles de Cognac, quizá note que muchos tejados antiguos están manchados de negro. El culpable es un hongo inofensivo que se alimenta del vapor de alcohol, y ese vapor tiene un nombre poético: la parte de los ángeles.',
          'El roble es poroso. A través de las duelas de cada barrica se evapora cada año alrededor del dos por ciento del volumen, sobre todo alcohol y un poco de agua. En cincuenta años puede haber desaparecido más de la mitad de lo que se puso en la barrica, y esa es una de las razones por las que los coñacs muy viejos son tan escasos.',
          'Es la bodega la que decide cuánto se llevan los ángeles. En una bodega húmeda junto al río se evapora más alcohol que agua y el aguardiente se vuelve suave y redondo; en una bodega seca, el agua se va más deprisa y el aguardiente se mantiene más firme. Nuestra maestra bodeguera juega con ambas y traslada las barricas de una a otra.',
          '¿Se podría evitar esta pérdida? Encerrado en acero o vidrio, el aguardiente ya no respiraría, y es precisamente ese lento intercambio con el aire el que desarrolla los aromas de frutos secos, especias y madera vieja. La parte de los ángeles es el precio del tiempo, y lo pagamos con gusto.',
        ],
      },
      pl: {
        title: 'Czym jest udział aniołów',
        excerpt:
          'Co roku część zawartości każdej beczki ulatnia się w powietrze. Dlaczego tak się dzieje i dlaczego nie chcielibyśmy tego zatrzymać.',
        body: [
          'Spacerując ulicami Cognac, można zauważyć, że wiele starych dachów pokrywa czarny nalot. Winowajcą jest nieszkodliwy grzyb, który żywi się oparami alkoholu, a te opary mają poetycką nazwę: udział aniołów.',
          'Dąb jest porowaty. Przez klepki każdej beczki co roku odparowuje około dwóch procent objętości, głównie alkohol i trochę wody. W ciągu pięćdziesięciu lat może zniknąć ponad połowa tego, co wlano do beczki, i to jeden z powodów, dla których bardzo stare koniaki są tak rzadkie.',
          'To piwnica decyduje, ile zabiorą anioły. W wilgotnej piwnicy nad rzeką paruje więcej alkoholu niż wody, a okowita staje się miękka i krągła; w suchej piwnicy woda ucieka szybciej, a okowita pozostaje bardziej zwarta. Nasza mistrzyni piwnic korzysta z obu, przenosząc beczki z jednej do drugiej.',
          'Czy można by uniknąć tej straty? Zamknięta w stali lub szkle okowita przestałaby oddychać, a to właśnie ta powolna wymiana z powietrzem rozwija aromaty suszonych owoców, przypraw i starego drewna. Udział aniołów to cena czasu i płacimy ją chętnie.',
        ],
      },
      zh: {
        title: '天使的分享',
        excerpt: '每年，每個酒桶都有一部分酒液消散於空氣中。為何會如此，又為何我們不願阻止它。',
        body: [
          '漫步在干邑市的街道上，您或許會注意到許多老屋頂都染上了黑色。罪魁禍首是一種以酒精蒸氣為食的無害真菌，而這些蒸氣有個詩意的名字：天使的分享。',
          '橡木是有孔隙的。每年約有百分之二的酒液透過桶板蒸發，大多是酒精，也有少許水分。五十年下來，當初裝進酒桶的酒液可能已消失一半以上，這也是極陳年干邑如此稀有的原因之一。',
          '天使能取走多少，由酒窖決定。在河畔潮濕的酒窖裡，酒精比水分蒸發得多，生命之水因而變得柔順圓潤；在乾燥的酒窖中，水分散失較快，酒液則保持更緊實的骨架。我們的酒窖大師靈活運用兩者，在其間移動酒桶。',
          '這份損耗能避免嗎？若封存在鋼桶或玻璃中，生命之水將不再呼吸，而正是與空氣緩慢的交換，才發展出果乾、香料與老木的香氣。天使的分享是時間的代價，我們甘之如飴。',
        ],
      },
      vi: {
        title: 'Giải mã “phần của thiên thần”',
        excerpt:
          'Mỗi năm, một phần rượu trong mỗi thùng tan vào không khí. Vì sao điều đó xảy ra, và vì sao chúng tôi không muốn ngăn nó lại.',
        body: [
          'Dạo bước trên những con phố của Cognac, bạn có thể nhận ra nhiều mái nhà cũ bị nhuốm đen. Thủ phạm là một loại nấm vô hại sống nhờ hơi rượu, và làn hơi ấy mang một cái tên đầy chất thơ: phần của thiên thần.',
          'Gỗ sồi có lỗ xốp. Qua các thanh gỗ của mỗi thùng, khoảng hai phần trăm thể tích bay hơi mỗi năm, chủ yếu là cồn và một ít nước. Sau năm mươi năm, hơn một nửa lượng rượu ban đầu có thể đã biến mất, và đó là một lý do khiến những chai cognac rất lâu năm trở nên hiếm hoi.',
          'Chính hầm rượu quyết định các thiên thần lấy đi bao nhiêu. Trong hầm ẩm bên sông, cồn bay hơi nhiều hơn nước và rượu trở nên mềm mại, tròn trịa; trong hầm khô, nước bay đi nhanh hơn và rượu giữ được độ chắc. Bậc thầy hầm rượu của chúng tôi khéo léo dùng cả hai, chuyển thùng từ hầm này sang hầm kia.',
          'Liệu có thể tránh hao hụt này? Nếu bị niêm kín trong thép hay thủy tinh, rượu sẽ không còn thở, mà chính sự trao đổi chậm rãi với không khí mới làm nên hương trái cây khô, gia vị và gỗ cũ. Phần của thiên thần là cái giá của thời gian, và chúng tôi sẵn lòng trả.',
        ],
      },
      ru: {
        title: 'Что такое «доля ангелов»',
        excerpt:
          'Каждый год часть содержимого каждой бочки растворяется в воздухе. Почему так происходит и почему мы не хотели бы это останавливать.',
        body: [
          'Прогуливаясь по улицам Коньяка, вы, возможно, заметите, что многие старые крыши покрыты чёрным налётом. Виновник — безвредный грибок, питающийся парами спирта, а у этих паров есть поэтичное название: доля ангелов.',
          'Дуб пористый. Сквозь клёпки каждой бочки ежегодно испаряется около двух процентов объёма — в основном спирт и немного воды. За пятьдесят лет может исчезнуть больше половины того, что когда-то налили в бочку, и это одна из причин, почему очень старые коньяки так редки.',
          'Сколько заберут ангелы, решает погреб. Во влажном погребе у реки спирт испаряется быстрее воды, и коньяк становится мягким и округлым; в сухом погребе быстрее уходит вода, и спирт остаётся более плотным. Наш мастер погреба использует оба, перемещая бочки из одного в другой.',
          'Можно ли избежать этих потерь? Запертый в стали или стекле, спирт перестал бы дышать, а ведь именно медленный обмен с воздухом раскрывает ароматы сухофруктов, пряностей и старого дерева. Доля ангелов — это цена времени, и мы платим её с радостью.',
        ],
      },
    },
  },
]
