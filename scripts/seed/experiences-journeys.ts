import type { JourneySeed } from './experiences-types'

/** The three journeys of SPEC §2.10 (heritage, part-des-anges, savoir-faire), three chapters each. */
export const JOURNEYS: JourneySeed[] = [
  {
    slug: 'heritage',
    cover: 'journeyHeritage',
    bookable: true,
    chapterImages: ['chapterStill', 'timeline1921', 'chapterGlass'],
    texts: {
      en: {
        title: 'Heritage',
        intro:
          'From a barn by the Charente to a house of seven generations: follow the Solaine family through the years that shaped its cognac.',
        seoDescription:
          'The story of Maison Solaine, from Élise Solaine’s first still in 1847 to the cellar masters of today.',
        chapters: [
          {
            title: 'A barn by the river',
            text: [
              'In 1847 Élise Solaine, a widow of thirty-two, bought a copper still and a stone barn on the banks of the Charente. Her neighbours gave her one season; she gave them a cognac they were still talking about at the next harvest.',
              'She recorded every distillation in a notebook, in a small slanted hand. The notebook is still in the house, and its first page still reads: “Patience above all.”',
            ],
          },
          {
            title: 'The paradise cellar',
            text: [
              'In 1921 her grandson Auguste chose the finest eaux-de-vie of the house and locked them behind an oak door in the deepest cellar. He called it the paradise, and sealed it with wax.',
              'Only the cellar master holds the key. The oldest casks are opened for a blend once in a generation, a few drops at a time.',
            ],
          },
          {
            title: 'Seven generations',
            text: [
              'The house has always passed from hand to hand within the family, each cellar master training a successor for years before letting them taste alone.',
              'Today Hélène Solaine leads the cellars, and a seventh generation is learning at her side the art that Élise began.',
            ],
          },
        ],
      },
      fr: {
        title: 'Héritage',
        intro:
          'D’une grange au bord de la Charente à une maison de sept générations : suivez la famille Solaine à travers les années qui ont façonné son cognac.',
        seoDescription:
          'L’histoire de la Maison Solaine, du premier alambic d’Élise Solaine en 1847 aux maîtres de chai d’aujourd’hui.',
        chapters: [
          {
            title: 'Une grange au bord du fleuve',
            text: [
              'En 1847, Élise Solaine, veuve de trente-deux ans, achète un alambic de cuivre et une grange de pierre sur les rives de la Charente. Ses voisins lui donnaient une saison ; elle leur offrit un cognac dont on parlait encore aux vendanges suivantes.',
              'Elle consignait chaque distillation dans un carnet, d’une petite écriture penchée. Le carnet est toujours à la maison, et sa première page dit encore : « La patience avant tout. »',
            ],
          },
          {
            title: 'Le paradis',
            text: [
              'En 1921, son petit-fils Auguste choisit les plus belles eaux-de-vie de la maison et les enferme derrière une porte de chêne, au fond du chai le plus profond. Il l’appelle le paradis et la scelle à la cire.',
              'Seul le maître de chai en détient la clé. Les plus vieux fûts ne s’ouvrent pour un assemblage qu’une fois par génération, quelques gouttes à la fois.',
            ],
          },
          {
            title: 'Sept générations',
            text: [
              'La maison est toujours passée de main en main au sein de la famille, chaque maître de chai formant son successeur pendant des années avant de le laisser goûter seul.',
              'Aujourd’hui, Hélène Solaine dirige les chais, et une septième génération apprend à ses côtés l’art qu’Élise avait commencé.',
            ],
          },
        ],
      },
      es: {
        title: 'Herencia',
        intro:
          'De un granero a orillas del Charente a una casa de siete generaciones: acompañe a la familia Solaine a lo largo de los años que dieron forma a su coñac.',
        seoDescription:
          'La historia de Maison Solaine, desde el primer alambique de Élise Solaine en 1847 hasta los maestros bodegueros de hoy.',
        chapters: [
          {
            title: 'Un granero junto al río',
            text: [
              'En 1847, Élise Solaine, viuda de treinta y dos años, compró un alambique de cobre y un granero de piedra a orillas del Charente. Sus vecinos le daban una temporada; ella les dio un coñac del que aún se hablaba en la vendimia siguiente.',
              'Anotaba cada destilación en un cuaderno, con una letra pequeña e inclinada. El cuaderno sigue en la casa, y su primera página todavía dice: «La paciencia ante todo».',
            ],
          },
          {
            title: 'La bodega paraíso',
            text: [
              'En 1921, su nieto Auguste eligió los mejores aguardientes de la casa y los guardó tras una puerta de roble, en la bodega más profunda. La llamó el paraíso y la selló con lacre.',
              'Solo el maestro bodeguero tiene la llave. Las barricas más antiguas se abren para un ensamblaje una vez por generación, unas pocas gotas cada vez.',
            ],
          },
          {
            title: 'Siete generaciones',
            text: [
              'La casa siempre ha pasado de mano en mano dentro de la familia; cada maestro bodeguero forma a su sucesor durante años antes de dejarlo catar solo.',
              'Hoy Hélène Solaine dirige las bodegas, y una séptima generación aprende a su lado el arte que inició Élise.',
            ],
          },
        ],
      },
      pl: {
        title: 'Dziedzictwo',
        intro:
          'Od stodoły nad Charentą do domu siedmiu pokoleń: poznaj rodzinę Solaine i lata, które ukształtowały jej koniak.',
        seoDescription:
          'Historia Maison Solaine: od pierwszego alembiku Élise Solaine w 1847 roku do dzisiejszych mistrzów piwnic.',
        chapters: [
          {
            title: 'Stodoła nad rzeką',
            text: [
              'W 1847 roku trzydziestodwuletnia wdowa Élise Solaine kupiła miedziany alembik i kamienną stodołę nad brzegiem Charenty. Sąsiedzi dawali jej jeden sezon, a ona dała im koniak, o którym mówiono jeszcze podczas następnego winobrania.',
              'Każdą destylację zapisywała w notesie drobnym, pochyłym pismem. Notes wciąż jest w domu, a na jego pierwszej stronie nadal widnieje: „Przede wszystkim cierpliwość”.',
            ],
          },
          {
            title: 'Rajska piwnica',
            text: [
              'W 1921 roku jej wnuk Auguste wybrał najlepsze okowity domu i zamknął je za dębowymi drzwiami w najgłębszej piwnicy. Nazwał ją rajem i zapieczętował woskiem.',
              'Klucz ma tylko mistrz piwnic. Najstarsze beczki otwiera się do kupażu raz na pokolenie, po kilka kropel.',
            ],
          },
          {
            title: 'Siedem pokoleń',
            text: [
              'Dom zawsze przechodził z rąk do rąk w obrębie rodziny; każdy mistrz piwnic latami szkoli następcę, zanim pozwoli mu degustować samodzielnie.',
              'Dziś piwnicami kieruje Hélène Solaine, a u jej boku siódme pokolenie uczy się sztuki, którą zapoczątkowała Élise.',
            ],
          },
        ],
      },
      zh: {
        title: '傳承',
        intro:
          '從夏朗德河畔的一座穀倉，到傳承七代的酒莊：跟隨 Solaine 家族，走過塑造其干邑的歲月。',
        seoDescription:
          'Maison Solaine 的故事：從 1847 年 Élise Solaine 的第一座蒸餾器，到今日的酒窖大師。',
        chapters: [
          {
            title: '河畔的穀倉',
            text: [
              '1847 年，三十二歲的寡婦 Élise Solaine 在夏朗德河岸買下一座銅製蒸餾器和一座石砌穀倉。鄰居們以為她撐不過一季；她卻釀出一款讓人們到下一次採收時仍津津樂道的干邑。',
              '她以細小而傾斜的字跡，把每一次蒸餾記在筆記本裡。這本筆記至今仍留在酒莊，第一頁依然寫著：「耐心先於一切。」',
            ],
          },
          {
            title: '天堂酒窖',
            text: [
              '1921 年，她的孫子 Auguste 挑選出酒莊最好的生命之水，將它們鎖在最深處酒窖的橡木門後。他稱之為「天堂」，並以蠟封緘。',
              '唯有酒窖大師持有鑰匙。最古老的酒桶每一代人只為調配開啟一次，每次僅取幾滴。',
            ],
          },
          {
            title: '七個世代',
            text: [
              '酒莊始終在家族中代代相傳，每一位酒窖大師都要花上多年培養接班人，才讓對方獨自品鑑。',
              '如今由 Hélène Solaine 掌管酒窖，第七代傳人正在她身旁學習 Élise 開創的技藝。',
            ],
          },
        ],
      },
      vi: {
        title: 'Di sản',
        intro:
          'Từ một nhà kho bên sông Charente đến ngôi nhà của bảy thế hệ: hãy theo chân gia đình Solaine qua những năm tháng đã làm nên rượu cognac của họ.',
        seoDescription:
          'Câu chuyện của Maison Solaine, từ nồi chưng cất đầu tiên của Élise Solaine năm 1847 đến các bậc thầy hầm rượu ngày nay.',
        chapters: [
          {
            title: 'Nhà kho bên sông',
            text: [
              'Năm 1847, Élise Solaine, một góa phụ ba mươi hai tuổi, mua một nồi chưng cất bằng đồng và một nhà kho bằng đá bên bờ sông Charente. Hàng xóm nghĩ bà chỉ trụ được một mùa; bà lại tặng họ một loại cognac mà đến vụ thu hoạch sau người ta vẫn còn nhắc.',
              'Bà ghi lại từng mẻ chưng cất vào một cuốn sổ bằng nét chữ nhỏ và nghiêng. Cuốn sổ vẫn còn trong nhà, và trang đầu tiên vẫn ghi: “Trên hết là sự kiên nhẫn.”',
            ],
          },
          {
            title: 'Hầm thiên đường',
            text: [
              'Năm 1921, cháu nội của bà là Auguste chọn những loại eau-de-vie tốt nhất của nhà và cất chúng sau một cánh cửa gỗ sồi trong căn hầm sâu nhất. Ông gọi nơi ấy là thiên đường và niêm phong bằng sáp.',
              'Chỉ bậc thầy hầm rượu giữ chìa khóa. Những thùng lâu năm nhất chỉ được mở để phối trộn mỗi thế hệ một lần, mỗi lần vài giọt.',
            ],
          },
          {
            title: 'Bảy thế hệ',
            text: [
              'Ngôi nhà luôn được truyền từ tay này sang tay khác trong gia đình; mỗi bậc thầy hầm rượu dành nhiều năm đào tạo người kế nhiệm trước khi để họ tự mình nếm rượu.',
              'Ngày nay Hélène Solaine điều hành các hầm rượu, và thế hệ thứ bảy đang học bên cạnh bà nghệ thuật mà Élise đã khởi đầu.',
            ],
          },
        ],
      },
      ru: {
        title: 'Наследие',
        intro:
          'От амбара на берегу Шаранты до дома семи поколений: пройдите вместе с семьёй Солен сквозь годы, которые сформировали её коньяк.',
        seoDescription:
          'История Maison Solaine — от первого перегонного куба Элизы Солен в 1847 году до сегодняшних мастеров погреба.',
        chapters: [
          {
            title: 'Амбар у реки',
            text: [
              'В 1847 году тридцатидвухлетняя вдова Элиза Солен купила медный перегонный куб и каменный амбар на берегу Шаранты. Соседи давали ей один сезон, а она подарила им коньяк, о котором говорили ещё на следующем сборе урожая.',
              'Каждую перегонку она записывала в тетрадь мелким наклонным почерком. Тетрадь до сих пор хранится в доме, и на её первой странице по-прежнему написано: «Прежде всего — терпение».',
            ],
          },
          {
            title: 'Райский погреб',
            text: [
              'В 1921 году её внук Огюст отобрал лучшие спирты дома и закрыл их за дубовой дверью в самом глубоком погребе. Он назвал его раем и запечатал воском.',
              'Ключ есть только у мастера погреба. Старейшие бочки открывают для купажа раз в поколение — по нескольку капель.',
            ],
          },
          {
            title: 'Семь поколений',
            text: [
              'Дом всегда переходил из рук в руки внутри семьи: каждый мастер погреба годами готовит преемника, прежде чем доверить ему дегустировать в одиночку.',
              'Сегодня погребами руководит Элен Солен, и рядом с ней седьмое поколение учится искусству, начатому Элизой.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'part-des-anges',
    cover: 'journeyAngels',
    bookable: true,
    chapterImages: ['chapterCellar', 'episodeAgeing', 'timeline1921'],
    texts: {
      en: {
        title: 'The angels’ share',
        intro:
          'Every year a little of the cognac in our casks rises into the air of the cellars. Discover where it goes, and what it leaves behind.',
        seoDescription:
          'How cognac breathes through oak, why the angels take their share and how the cellars shape each eau-de-vie.',
        chapters: [
          {
            title: 'What the angels take',
            text: [
              'Oak breathes. Through the staves of the cask, about two per cent of the eau-de-vie evaporates each year: the angels’ share. Over a long life in wood, a cask can lose a third of its contents.',
              'What remains grows rounder and deeper. The spirit gives up some of its strength and gains, in exchange, the slow perfume of the years.',
            ],
          },
          {
            title: 'Dry cellars, damp cellars',
            text: [
              'Our casks rest in two kinds of cellar. In the dry cellars above the river, it is mostly water that escapes, and the spirit grows firm and taut. In the damp cellars by the water, the alcohol leaves first, and the eau-de-vie turns supple and round.',
              'The cellar master moves casks from one to the other as a gardener turns plants towards the sun.',
            ],
          },
          {
            title: 'The black walls',
            text: [
              'Look at the roofs and walls around the cellars of Cognac: they are darkened by a tiny fungus that feeds on the vapours of the angels’ share. Here it is a mark of honour.',
              'Where the stone turns black, cognac has been ageing for a very long time.',
            ],
          },
        ],
      },
      fr: {
        title: 'La part des anges',
        intro:
          'Chaque année, un peu du cognac de nos fûts s’élève dans l’air des chais. Découvrez où il s’en va, et ce qu’il laisse derrière lui.',
        seoDescription:
          'Comment le cognac respire à travers le chêne, pourquoi les anges prennent leur part et comment les chais façonnent chaque eau-de-vie.',
        chapters: [
          {
            title: 'Ce que prennent les anges',
            text: [
              'Le chêne respire. À travers les douelles du fût, environ deux pour cent de l’eau-de-vie s’évaporent chaque année : c’est la part des anges. Au fil d’une longue vie sous bois, un fût peut perdre le tiers de son contenu.',
              'Ce qui reste devient plus rond, plus profond. L’eau-de-vie cède un peu de sa force et gagne en échange le lent parfum des années.',
            ],
          },
          {
            title: 'Chais secs, chais humides',
            text: [
              'Nos fûts reposent dans deux sortes de chais. Dans les chais secs, au-dessus du fleuve, c’est surtout l’eau qui s’échappe, et l’eau-de-vie devient ferme et tendue. Dans les chais humides, au bord de l’eau, l’alcool part le premier, et elle devient souple et ronde.',
              'Le maître de chai déplace les fûts de l’un à l’autre comme un jardinier tourne ses plantes vers le soleil.',
            ],
          },
          {
            title: 'Les murs noirs',
            text: [
              'Regardez les toits et les murs autour des chais de Cognac : ils sont noircis par un minuscule champignon qui se nourrit des vapeurs de la part des anges. Ici, c’est une marque d’honneur.',
              'Là où la pierre devient noire, le cognac vieillit depuis très longtemps.',
            ],
          },
        ],
      },
      es: {
        title: 'La parte de los ángeles',
        intro:
          'Cada año, un poco del coñac de nuestras barricas se eleva en el aire de las bodegas. Descubra adónde va y qué deja tras de sí.',
        seoDescription:
          'Cómo respira el coñac a través del roble, por qué los ángeles se llevan su parte y cómo las bodegas moldean cada aguardiente.',
        chapters: [
          {
            title: 'Lo que se llevan los ángeles',
            text: [
              'El roble respira. A través de las duelas de la barrica se evapora cada año cerca de un dos por ciento del aguardiente: es la parte de los ángeles. A lo largo de una larga vida en madera, una barrica puede perder un tercio de su contenido.',
              'Lo que queda se vuelve más redondo y profundo. El aguardiente cede algo de su fuerza y gana a cambio el lento perfume de los años.',
            ],
          },
          {
            title: 'Bodegas secas, bodegas húmedas',
            text: [
              'Nuestras barricas reposan en dos tipos de bodega. En las bodegas secas, por encima del río, se escapa sobre todo el agua y el aguardiente se vuelve firme y tenso. En las húmedas, junto al agua, es el alcohol el que se va primero, y el aguardiente se vuelve flexible y redondo.',
              'El maestro bodeguero mueve las barricas de unas a otras como un jardinero acerca sus plantas al sol.',
            ],
          },
          {
            title: 'Los muros negros',
            text: [
              'Mire los tejados y los muros que rodean las bodegas de Cognac: los ennegrece un diminuto hongo que se alimenta de los vapores de la parte de los ángeles. Aquí es un signo de honor.',
              'Donde la piedra se vuelve negra, el coñac lleva muchísimo tiempo envejeciendo.',
            ],
          },
        ],
      },
      pl: {
        title: 'Udział aniołów',
        intro:
          'Co roku odrobina koniaku z naszych beczek unosi się w powietrze piwnic. Dowiedz się, dokąd odlatuje i co po sobie zostawia.',
        seoDescription:
          'Jak koniak oddycha przez dąb, dlaczego anioły biorą swój udział i jak piwnice kształtują każdą okowitę.',
        chapters: [
          {
            title: 'Co zabierają anioły',
            text: [
              'Dąb oddycha. Przez klepki beczki co roku odparowuje około dwóch procent okowity: to udział aniołów. W ciągu długiego życia w drewnie beczka może stracić jedną trzecią zawartości.',
              'To, co zostaje, staje się krąglejsze i głębsze. Okowita oddaje część swojej mocy, a w zamian zyskuje powolny aromat lat.',
            ],
          },
          {
            title: 'Piwnice suche i wilgotne',
            text: [
              'Nasze beczki spoczywają w dwóch rodzajach piwnic. W suchych, nad rzeką, ulatnia się głównie woda, a okowita staje się zwarta i napięta. W wilgotnych, tuż przy wodzie, jako pierwszy odchodzi alkohol, a okowita robi się miękka i okrągła.',
              'Mistrz piwnic przenosi beczki z jednych do drugich jak ogrodnik, który obraca rośliny ku słońcu.',
            ],
          },
          {
            title: 'Czarne mury',
            text: [
              'Spójrz na dachy i mury wokół piwnic w Cognac: czerni je maleńki grzyb, który żywi się oparami udziału aniołów. Tutaj to powód do dumy.',
              'Tam, gdzie kamień czernieje, koniak dojrzewa od bardzo dawna.',
            ],
          },
        ],
      },
      zh: {
        title: '天使的分享',
        intro: '每年，酒桶中的一小部分干邑會升入酒窖的空氣中。一起探索它去了哪裡，又留下了什麼。',
        seoDescription:
          '干邑如何透過橡木呼吸、天使為何取走它們的一份，以及酒窖如何塑造每一款生命之水。',
        chapters: [
          {
            title: '天使取走的那一份',
            text: [
              '橡木會呼吸。每年約有百分之二的生命之水穿過桶板蒸發，這就是「天使的分享」。在木桶中度過漫長歲月後，一個酒桶可能失去三分之一的酒液。',
              '留下來的酒變得更圓潤、更深邃。生命之水交出部分酒勁，換來歲月緩慢醞釀的芬芳。',
            ],
          },
          {
            title: '乾酒窖與濕酒窖',
            text: [
              '我們的酒桶靜置於兩種酒窖中。在河岸上方的乾燥酒窖裡，主要蒸發的是水分，生命之水變得緊實而有張力；在臨水的潮濕酒窖裡，先離開的是酒精，酒體變得柔軟圓潤。',
              '酒窖大師在兩者之間移動酒桶，就像園丁把植物轉向陽光。',
            ],
          },
          {
            title: '黑色的牆',
            text: [
              '看看干邑酒窖周圍的屋頂和牆面：它們被一種以「天使的分享」蒸氣為食的微小真菌染黑。在這裡，這是一種榮耀的印記。',
              '石牆越黑，干邑在此陳年的時間就越久。',
            ],
          },
        ],
      },
      vi: {
        title: 'Phần của thiên thần',
        intro:
          'Mỗi năm, một chút cognac trong thùng của chúng tôi bay lên không khí của hầm rượu. Hãy khám phá nó đi về đâu và để lại điều gì.',
        seoDescription:
          'Cognac “thở” qua gỗ sồi như thế nào, vì sao thiên thần lấy phần của mình, và hầm rượu định hình từng loại eau-de-vie ra sao.',
        chapters: [
          {
            title: 'Những gì thiên thần lấy đi',
            text: [
              'Gỗ sồi biết thở. Qua các thanh gỗ của thùng, mỗi năm khoảng hai phần trăm eau-de-vie bay hơi: đó là phần của thiên thần. Sau một đời dài trong gỗ, một thùng rượu có thể mất đi một phần ba lượng rượu.',
              'Phần còn lại trở nên tròn vị và sâu lắng hơn. Rượu nhường đi một chút nồng độ để đổi lấy hương thơm chậm rãi của năm tháng.',
            ],
          },
          {
            title: 'Hầm khô, hầm ẩm',
            text: [
              'Các thùng rượu của chúng tôi nằm trong hai loại hầm. Ở hầm khô phía trên bờ sông, chủ yếu là nước bay hơi, nên rượu trở nên chắc và căng. Ở hầm ẩm sát mặt nước, cồn bay hơi trước, và rượu trở nên mềm mại, tròn trịa.',
              'Bậc thầy hầm rượu chuyển thùng giữa hai nơi như người làm vườn xoay cây về phía mặt trời.',
            ],
          },
          {
            title: 'Những bức tường đen',
            text: [
              'Hãy nhìn những mái nhà và bức tường quanh các hầm rượu ở Cognac: chúng bị nhuộm đen bởi một loại nấm nhỏ sống nhờ hơi rượu của phần thiên thần. Ở đây, đó là một dấu hiệu đáng tự hào.',
              'Nơi nào đá chuyển sang màu đen, nơi đó cognac đã được ủ từ rất lâu.',
            ],
          },
        ],
      },
      ru: {
        title: 'Доля ангелов',
        intro:
          'Каждый год немного коньяка из наших бочек поднимается в воздух погребов. Узнайте, куда он уходит и что оставляет после себя.',
        seoDescription:
          'Как коньяк дышит сквозь дуб, почему ангелы забирают свою долю и как погреба формируют каждый спирт.',
        chapters: [
          {
            title: 'Что забирают ангелы',
            text: [
              'Дуб дышит. Сквозь клёпки бочки каждый год испаряется около двух процентов спирта — это доля ангелов. За долгую жизнь в дереве бочка может потерять треть содержимого.',
              'То, что остаётся, становится круглее и глубже. Спирт отдаёт часть своей крепости, а взамен получает медленный аромат лет.',
            ],
          },
          {
            title: 'Сухие и влажные погреба',
            text: [
              'Наши бочки хранятся в погребах двух типов. В сухих, над рекой, испаряется в основном вода, и спирт становится плотным и собранным. Во влажных, у самой воды, первым уходит алкоголь, и спирт становится мягким и округлым.',
              'Мастер погреба переносит бочки из одних в другие, как садовник поворачивает растения к солнцу.',
            ],
          },
          {
            title: 'Чёрные стены',
            text: [
              'Посмотрите на крыши и стены вокруг погребов Коньяка: их чернит крошечный грибок, который питается парами доли ангелов. Здесь это знак почёта.',
              'Там, где камень почернел, коньяк выдерживается уже очень давно.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'savoir-faire',
    cover: 'journeySavoirFaire',
    bookable: false,
    chapterImages: ['chapterVineyard', 'chapterStill', 'chapterGlass'],
    texts: {
      en: {
        title: 'Savoir-faire',
        intro:
          'From the vine to the glass, follow the gestures that turn a white grape into a cognac of quiet depth.',
        seoDescription:
          'Vineyard, still and blending room: the craft behind every cognac of Maison Solaine.',
        chapters: [
          {
            title: 'In the vineyard',
            text: [
              'Our vines grow on the chalk of the Grande Champagne. Ugni blanc ripens slowly there and keeps the freshness a great eau-de-vie needs.',
              'The grapes are harvested in October and pressed at once; the wine ferments naturally, with no added sugar or sulphur.',
            ],
          },
          {
            title: 'At the still',
            text: [
              'All winter the copper stills burn day and night. The wine is distilled twice, and the second heating separates the heart of the eau-de-vie from its heads and tails.',
              'The law is clear: the last still falls silent on the 31st of March after the harvest.',
            ],
          },
          {
            title: 'In the blending room',
            text: [
              'No cognac of the house comes from a single cask. The cellar master tastes hundreds of eaux-de-vie of different ages and crus, then brings them together, drop by drop.',
              'A blend may take years to settle. It is bottled only when it tastes like the memory of the one before.',
            ],
          },
        ],
      },
      fr: {
        title: 'Savoir-faire',
        intro:
          'De la vigne au verre, suivez les gestes qui transforment un raisin blanc en un cognac d’une profondeur tranquille.',
        seoDescription:
          'Vigne, alambic et salle d’assemblage : le savoir-faire de chaque cognac de la Maison Solaine.',
        chapters: [
          {
            title: 'Dans la vigne',
            text: [
              'Nos vignes poussent sur la craie de la Grande Champagne. L’ugni blanc y mûrit lentement et garde la fraîcheur dont une grande eau-de-vie a besoin.',
              'Les raisins sont vendangés en octobre et pressés aussitôt ; le vin fermente naturellement, sans sucre ni soufre ajoutés.',
            ],
          },
          {
            title: 'À l’alambic',
            text: [
              'Tout l’hiver, les alambics de cuivre chauffent jour et nuit. Le vin est distillé deux fois, et la seconde chauffe sépare le cœur de l’eau-de-vie de ses têtes et de ses secondes.',
              'La loi est claire : le dernier alambic se tait le 31 mars qui suit la vendange.',
            ],
          },
          {
            title: 'Dans la salle d’assemblage',
            text: [
              'Aucun cognac de la maison ne vient d’un seul fût. Le maître de chai goûte des centaines d’eaux-de-vie d’âges et de crus différents, puis les réunit, goutte à goutte.',
              'Un assemblage peut mettre des années à se fondre. Il n’est mis en bouteille que lorsqu’il a le goût du souvenir du précédent.',
            ],
          },
        ],
      },
      es: {
        title: 'Savoir-faire',
        intro:
          'De la viña a la copa, siga los gestos que convierten una uva blanca en un coñac de una profundidad serena.',
        seoDescription:
          'Viñedo, alambique y sala de ensamblaje: el saber hacer detrás de cada coñac de Maison Solaine.',
        chapters: [
          {
            title: 'En el viñedo',
            text: [
              'Nuestras viñas crecen sobre la creta de la Grande Champagne. Allí la ugni blanc madura despacio y conserva la frescura que necesita un gran aguardiente.',
              'La uva se vendimia en octubre y se prensa enseguida; el vino fermenta de forma natural, sin azúcar ni azufre añadidos.',
            ],
          },
          {
            title: 'En el alambique',
            text: [
              'Durante todo el invierno, los alambiques de cobre arden día y noche. El vino se destila dos veces, y el segundo calentamiento separa el corazón del aguardiente de sus cabezas y colas.',
              'La ley es clara: el último alambique se apaga el 31 de marzo siguiente a la vendimia.',
            ],
          },
          {
            title: 'En la sala de ensamblaje',
            text: [
              'Ningún coñac de la casa procede de una sola barrica. El maestro bodeguero cata cientos de aguardientes de distintas edades y crus, y luego los une, gota a gota.',
              'Un ensamblaje puede tardar años en armonizarse. Solo se embotella cuando sabe igual que el recuerdo del anterior.',
            ],
          },
        ],
      },
      pl: {
        title: 'Savoir-faire',
        intro:
          'Od winorośli do kieliszka: poznaj gesty, które zmieniają białe winogrono w koniak o spokojnej głębi.',
        seoDescription:
          'Winnica, alembik i sala kupażu: kunszt stojący za każdym koniakiem Maison Solaine.',
        chapters: [
          {
            title: 'W winnicy',
            text: [
              'Nasze winorośle rosną na kredzie Grande Champagne. Ugni blanc dojrzewa tu powoli i zachowuje świeżość, której potrzebuje wielka okowita.',
              'Winogrona zbiera się w październiku i od razu tłoczy; wino fermentuje naturalnie, bez dodatku cukru i siarki.',
            ],
          },
          {
            title: 'Przy alembiku',
            text: [
              'Przez całą zimę miedziane alembiki pracują dniem i nocą. Wino destyluje się dwukrotnie, a druga destylacja oddziela serce okowity od przedgonu i pogonu.',
              'Prawo jest jasne: ostatni alembik milknie 31 marca po winobraniu.',
            ],
          },
          {
            title: 'W sali kupażu',
            text: [
              'Żaden koniak domu nie pochodzi z jednej beczki. Mistrz piwnic degustuje setki okowit w różnym wieku i z różnych crus, a potem łączy je kropla po kropli.',
              'Kupaż może potrzebować lat, by się ułożyć. Trafia do butelek dopiero wtedy, gdy smakuje jak wspomnienie poprzedniego.',
            ],
          },
        ],
      },
      zh: {
        title: '匠藝',
        intro: '從葡萄藤到酒杯，跟隨那些將白葡萄化為沉靜深邃干邑的手藝。',
        seoDescription: '葡萄園、蒸餾器與調配室：Maison Solaine 每一款干邑背後的匠藝。',
        chapters: [
          {
            title: '在葡萄園',
            text: [
              '我們的葡萄藤生長在大香檳區的白堊土上。白玉霓在這裡緩慢成熟，保留了偉大生命之水所需的清新。',
              '葡萄於十月採收並立即壓榨；葡萄酒自然發酵，不添加糖或二氧化硫。',
            ],
          },
          {
            title: '在蒸餾器旁',
            text: [
              '整個冬天，銅製蒸餾器日夜不停。葡萄酒經過兩次蒸餾，第二次蒸餾將生命之水的酒心與酒頭、酒尾分開。',
              '法規明確：最後一座蒸餾器必須在採收後翌年的 3 月 31 日熄火。',
            ],
          },
          {
            title: '在調配室',
            text: [
              '酒莊的干邑沒有一款來自單一酒桶。酒窖大師品嚐數百種不同年份與產區的生命之水，再一滴一滴地將它們融合。',
              '一款調配可能需要數年才能融為一體。只有當它嚐起來與記憶中的上一批相同時，才會裝瓶。',
            ],
          },
        ],
      },
      vi: {
        title: 'Bí quyết tay nghề',
        intro:
          'Từ gốc nho đến ly rượu, hãy theo dõi những thao tác biến một trái nho trắng thành cognac sâu lắng và tĩnh tại.',
        seoDescription:
          'Vườn nho, nồi chưng cất và phòng phối trộn: bí quyết tay nghề đằng sau mỗi chai cognac của Maison Solaine.',
        chapters: [
          {
            title: 'Trong vườn nho',
            text: [
              'Những gốc nho của chúng tôi mọc trên nền đá phấn của Grande Champagne. Ugni blanc chín chậm ở đây và giữ được độ tươi mát mà một loại eau-de-vie tuyệt hảo cần có.',
              'Nho được thu hoạch vào tháng Mười và ép ngay; rượu vang lên men tự nhiên, không thêm đường hay lưu huỳnh.',
            ],
          },
          {
            title: 'Bên nồi chưng cất',
            text: [
              'Suốt mùa đông, những nồi chưng cất bằng đồng đỏ lửa ngày đêm. Rượu vang được chưng cất hai lần; lần thứ hai tách phần tinh túy của eau-de-vie khỏi phần đầu và phần đuôi.',
              'Luật đã quy định rõ: nồi chưng cất cuối cùng phải tắt lửa vào ngày 31 tháng Ba sau vụ thu hoạch.',
            ],
          },
          {
            title: 'Trong phòng phối trộn',
            text: [
              'Không có chai cognac nào của nhà đến từ một thùng duy nhất. Bậc thầy hầm rượu nếm hàng trăm loại eau-de-vie ở nhiều độ tuổi và vùng trồng khác nhau, rồi kết hợp chúng từng giọt một.',
              'Một bản phối có thể cần nhiều năm để hòa quyện. Nó chỉ được đóng chai khi có hương vị giống hệt ký ức về bản phối trước.',
            ],
          },
        ],
      },
      ru: {
        title: 'Мастерство',
        intro:
          'От лозы до бокала: проследите за движениями, которые превращают белый виноград в коньяк спокойной глубины.',
        seoDescription:
          'Виноградник, перегонный куб и зал купажа: мастерство, стоящее за каждым коньяком Maison Solaine.',
        chapters: [
          {
            title: 'В винограднике',
            text: [
              'Наши лозы растут на меловых почвах Гранд Шампань. Уни блан созревает здесь медленно и сохраняет свежесть, необходимую великому спирту.',
              'Виноград собирают в октябре и сразу отжимают; вино бродит естественным путём, без добавления сахара и серы.',
            ],
          },
          {
            title: 'У перегонного куба',
            text: [
              'Всю зиму медные кубы работают днём и ночью. Вино перегоняют дважды; вторая перегонка отделяет «сердце» спирта от «голов» и «хвостов».',
              'Закон однозначен: последний куб умолкает 31 марта после сбора урожая.',
            ],
          },
          {
            title: 'В зале купажа',
            text: [
              'Ни один коньяк дома не происходит из одной бочки. Мастер погреба пробует сотни спиртов разного возраста и из разных крю, а затем соединяет их капля за каплей.',
              'Купажу могут понадобиться годы, чтобы сложиться. Его разливают по бутылкам, лишь когда он на вкус совпадает с памятью о предыдущем.',
            ],
          },
        ],
      },
    },
  },
]
