import type { TimelineSeed } from './experiences-types'

/**
 * The house timeline: founded 1847 by Élise Solaine by the Charente, the paradise cellar sealed
 * in 1921; the other moments follow the family's generations (Élise, Charles, Auguste,
 * Marguerite, then Hélène of the sixth generation, a seventh learning today).
 */
export const TIMELINE: TimelineSeed[] = [
  {
    slug: '1847-founding',
    year: 1847,
    cover: 'timeline1847',
    texts: {
      en: {
        title: 'The founding',
        dateLabel: 'Spring 1847',
        summary:
          'Élise Solaine buys her first still and a barn by the Charente, and Maison Solaine is born.',
        body: [
          'Widowed young, Élise Solaine spent her savings on a copper still and a stone barn on the riverbank near Cognac. The first eaux-de-vie she distilled that winter still live, in a few precious drops, in the oldest blends of the house.',
          'She chose the river for its mists: the damp air of the banks, she wrote, “makes the spirit gentle”.',
        ],
      },
      fr: {
        title: 'La fondation',
        dateLabel: 'Printemps 1847',
        summary:
          'Élise Solaine achète son premier alambic et une grange au bord de la Charente : la Maison Solaine est née.',
        body: [
          'Veuve très jeune, Élise Solaine consacre ses économies à un alambic de cuivre et à une grange de pierre sur la rive, près de Cognac. Les premières eaux-de-vie qu’elle distille cet hiver-là vivent encore, en quelques gouttes précieuses, dans les plus vieux assemblages de la maison.',
          'Elle a choisi le fleuve pour ses brumes : l’air humide des berges, écrivait-elle, « rend l’eau-de-vie douce ».',
        ],
      },
      es: {
        title: 'La fundación',
        dateLabel: 'Primavera de 1847',
        summary:
          'Élise Solaine compra su primer alambique y un granero junto al Charente: nace Maison Solaine.',
        body: [
          'Viuda muy joven, Élise Solaine invirtió sus ahorros en un alambique de cobre y un granero de piedra en la orilla, cerca de Cognac. Los primeros aguardientes que destiló aquel invierno aún viven, en unas pocas gotas preciosas, en los ensamblajes más antiguos de la casa.',
          'Eligió el río por sus nieblas: el aire húmedo de las orillas, escribió, «vuelve suave el aguardiente».',
        ],
      },
      pl: {
        title: 'Założenie domu',
        dateLabel: 'Wiosna 1847',
        summary:
          'Élise Solaine kupuje pierwszy alembik i stodołę nad Charentą: tak rodzi się Maison Solaine.',
        body: [
          'Wcześnie owdowiała Élise Solaine przeznaczyła oszczędności na miedziany alembik i kamienną stodołę na brzegu rzeki niedaleko Cognac. Pierwsze okowity, które destylowała tamtej zimy, wciąż żyją, w kilku cennych kroplach, w najstarszych kupażach domu.',
          'Wybrała rzekę ze względu na jej mgły: wilgotne powietrze brzegów, jak pisała, „łagodzi okowitę”.',
        ],
      },
      zh: {
        title: '創立',
        dateLabel: '1847 年春',
        summary: 'Élise Solaine 在夏朗德河畔買下第一座蒸餾器與一座穀倉，Maison Solaine 由此誕生。',
        body: [
          '年輕守寡的 Élise Solaine 將積蓄投入一座銅製蒸餾器，以及干邑附近河岸上的一座石砌穀倉。她那年冬天蒸餾出的第一批生命之水，至今仍有珍貴的幾滴，留存在酒莊最古老的調配之中。',
          '她選擇這條河，是因為河上的霧氣：她寫道，河岸濕潤的空氣「讓生命之水變得溫柔」。',
        ],
      },
      vi: {
        title: 'Ngày thành lập',
        dateLabel: 'Mùa xuân 1847',
        summary:
          'Élise Solaine mua nồi chưng cất đầu tiên và một nhà kho bên sông Charente: Maison Solaine ra đời.',
        body: [
          'Góa chồng từ khi còn trẻ, Élise Solaine dồn hết tiền tiết kiệm vào một nồi chưng cất bằng đồng và một nhà kho bằng đá bên bờ sông gần Cognac. Những mẻ eau-de-vie đầu tiên bà chưng cất mùa đông năm ấy vẫn còn sống, trong vài giọt quý giá, ở những bản phối lâu đời nhất của nhà.',
          'Bà chọn dòng sông vì những làn sương: không khí ẩm của đôi bờ, bà viết, “làm cho rượu dịu dàng”.',
        ],
      },
      ru: {
        title: 'Основание',
        dateLabel: 'Весна 1847 года',
        summary:
          'Элиза Солен покупает первый перегонный куб и амбар на берегу Шаранты — так рождается Maison Solaine.',
        body: [
          'Рано овдовев, Элиза Солен вложила свои сбережения в медный перегонный куб и каменный амбар на берегу реки неподалёку от Коньяка. Первые спирты, которые она перегнала той зимой, до сих пор живут — в нескольких драгоценных каплях — в самых старых купажах дома.',
          'Она выбрала реку за её туманы: влажный воздух берегов, писала она, «делает спирт нежным».',
        ],
      },
    },
  },
  {
    slug: '1879-replanting',
    year: 1879,
    cover: 'chapterVineyard',
    texts: {
      en: {
        title: 'The replanting',
        dateLabel: '1879',
        summary:
          'After phylloxera ravages the vineyards of Cognac, Charles Solaine replants the family vines on resistant rootstocks.',
        body: [
          'Within a few years a tiny insect destroyed most of the vines of the region. Many houses closed; Élise’s son Charles chose to wait, and to replant.',
          'Grafted onto American rootstocks, the new ugni blanc vines gave their first harvest in 1883, and the stills of the house never stopped burning.',
        ],
      },
      fr: {
        title: 'La replantation',
        dateLabel: '1879',
        summary:
          'Après le phylloxéra qui ravage les vignes de Cognac, Charles Solaine replante les vignes familiales sur des porte-greffes résistants.',
        body: [
          'En quelques années, un minuscule insecte détruit la plupart des vignes de la région. Beaucoup de maisons ferment ; Charles, le fils d’Élise, choisit d’attendre et de replanter.',
          'Greffés sur des porte-greffes américains, les nouveaux ugni blanc donnent leur première vendange en 1883, et les alambics de la maison ne cessent jamais de chauffer.',
        ],
      },
      es: {
        title: 'La replantación',
        dateLabel: '1879',
        summary:
          'Tras la filoxera que arrasa los viñedos de Cognac, Charles Solaine replanta las viñas familiares sobre portainjertos resistentes.',
        body: [
          'En pocos años, un insecto diminuto destruyó la mayor parte de las viñas de la región. Muchas casas cerraron; Charles, el hijo de Élise, decidió esperar y replantar.',
          'Injertadas sobre portainjertos americanos, las nuevas viñas de ugni blanc dieron su primera vendimia en 1883, y los alambiques de la casa nunca dejaron de arder.',
        ],
      },
      pl: {
        title: 'Nowe nasadzenia',
        dateLabel: '1879',
        summary:
          'Gdy filoksera niszczy winnice Cognac, Charles Solaine sadzi rodzinne winorośle na nowo, na odpornych podkładkach.',
        body: [
          'W ciągu kilku lat maleńki owad zniszczył większość winorośli w regionie. Wiele domów upadło; Charles, syn Élise, postanowił przeczekać i zasadzić winnice od nowa.',
          'Zaszczepione na amerykańskich podkładkach nowe krzewy ugni blanc dały pierwsze winobranie w 1883 roku, a alembiki domu nigdy nie przestały pracować.',
        ],
      },
      zh: {
        title: '重新種植',
        dateLabel: '1879 年',
        summary:
          '根瘤蚜蟲害摧毀干邑的葡萄園後，Charles Solaine 將家族的葡萄藤重新種植在抗病砧木上。',
        body: [
          '短短幾年間，一種微小的昆蟲毀掉了區內大部分的葡萄藤。許多酒莊關門；Élise 的兒子 Charles 選擇等待，並重新種植。',
          '嫁接在美洲砧木上的新白玉霓於 1883 年迎來首次採收，而酒莊的蒸餾器從未停火。',
        ],
      },
      vi: {
        title: 'Trồng lại vườn nho',
        dateLabel: 'Năm 1879',
        summary:
          'Sau khi rệp phylloxera tàn phá các vườn nho ở Cognac, Charles Solaine trồng lại vườn nho của gia đình trên gốc ghép kháng bệnh.',
        body: [
          'Chỉ trong vài năm, một loài côn trùng nhỏ bé đã phá hủy phần lớn vườn nho trong vùng. Nhiều nhà rượu đóng cửa; Charles, con trai của Élise, chọn cách chờ đợi và trồng lại.',
          'Được ghép trên gốc nho châu Mỹ, những gốc ugni blanc mới cho vụ thu hoạch đầu tiên vào năm 1883, và các nồi chưng cất của nhà chưa bao giờ tắt lửa.',
        ],
      },
      ru: {
        title: 'Новые лозы',
        dateLabel: '1879 год',
        summary:
          'После того как филлоксера опустошила виноградники Коньяка, Шарль Солен заново высаживает семейные лозы на устойчивых подвоях.',
        body: [
          'За несколько лет крошечное насекомое уничтожило большую часть лоз региона. Многие дома закрылись; Шарль, сын Элизы, решил ждать и сажать заново.',
          'Привитые на американские подвои, новые лозы уни блан дали первый урожай в 1883 году, и кубы дома так и не погасли.',
        ],
      },
    },
  },
  {
    slug: '1921-paradise-cellar',
    year: 1921,
    cover: 'timeline1921',
    texts: {
      en: {
        title: 'The paradise cellar',
        dateLabel: 'Autumn 1921',
        summary:
          'Auguste Solaine seals the paradise cellar, where the oldest eaux-de-vie of the house still rest.',
        body: [
          'Behind an oak door sealed with wax, Auguste gathered the rarest casks of his grandmother and his father, some of them already more than seventy years old.',
          'Since then the paradise has been opened only for the greatest blends of the house, and each time the cellar master writes the date in the same register.',
        ],
      },
      fr: {
        title: 'Le paradis',
        dateLabel: 'Automne 1921',
        summary:
          'Auguste Solaine scelle le paradis, où reposent encore les plus vieilles eaux-de-vie de la maison.',
        body: [
          'Derrière une porte de chêne scellée à la cire, Auguste rassemble les fûts les plus rares de sa grand-mère et de son père, dont certains ont déjà plus de soixante-dix ans.',
          'Depuis, le paradis ne s’ouvre que pour les plus grands assemblages de la maison, et chaque fois le maître de chai en inscrit la date dans le même registre.',
        ],
      },
      es: {
        title: 'La bodega paraíso',
        dateLabel: 'Otoño de 1921',
        summary:
          'Auguste Solaine sella la bodega paraíso, donde aún reposan los aguardientes más antiguos de la casa.',
        body: [
          'Tras una puerta de roble sellada con lacre, Auguste reunió las barricas más raras de su abuela y de su padre, algunas con más de setenta años.',
          'Desde entonces, el paraíso solo se abre para los grandes ensamblajes de la casa, y cada vez el maestro bodeguero anota la fecha en el mismo registro.',
        ],
      },
      pl: {
        title: 'Rajska piwnica',
        dateLabel: 'Jesień 1921',
        summary:
          'Auguste Solaine pieczętuje rajską piwnicę, w której wciąż spoczywają najstarsze okowity domu.',
        body: [
          'Za dębowymi drzwiami zapieczętowanymi woskiem Auguste zgromadził najrzadsze beczki swojej babki i ojca, niektóre liczące już ponad siedemdziesiąt lat.',
          'Od tamtej pory raj otwiera się tylko dla największych kupaży domu, a mistrz piwnic za każdym razem zapisuje datę w tej samej księdze.',
        ],
      },
      zh: {
        title: '天堂酒窖',
        dateLabel: '1921 年秋',
        summary: 'Auguste Solaine 封存天堂酒窖，酒莊最古老的生命之水至今仍在其中沉睡。',
        body: [
          '在一扇以蠟封緘的橡木門後，Auguste 收藏了祖母與父親最珍稀的酒桶，其中有些已超過七十年。',
          '從那時起，天堂酒窖只為酒莊最重要的調配而開啟，每一次酒窖大師都會在同一本登記簿上寫下日期。',
        ],
      },
      vi: {
        title: 'Hầm thiên đường',
        dateLabel: 'Mùa thu 1921',
        summary:
          'Auguste Solaine niêm phong hầm thiên đường, nơi những loại eau-de-vie lâu năm nhất của nhà vẫn còn yên nghỉ.',
        body: [
          'Sau cánh cửa gỗ sồi niêm phong bằng sáp, Auguste tập hợp những thùng rượu quý hiếm nhất của bà nội và cha mình, có thùng đã hơn bảy mươi năm tuổi.',
          'Từ đó, hầm thiên đường chỉ được mở cho những bản phối quan trọng nhất của nhà, và mỗi lần như vậy bậc thầy hầm rượu lại ghi ngày vào cùng một cuốn sổ.',
        ],
      },
      ru: {
        title: 'Райский погреб',
        dateLabel: 'Осень 1921 года',
        summary:
          'Огюст Солен запечатывает райский погреб, где до сих пор покоятся старейшие спирты дома.',
        body: [
          'За дубовой дверью, запечатанной воском, Огюст собрал самые редкие бочки своей бабушки и отца — некоторым из них было уже больше семидесяти лет.',
          'С тех пор рай открывают лишь для величайших купажей дома, и каждый раз мастер погреба записывает дату в одну и ту же книгу.',
        ],
      },
    },
  },
  {
    slug: '1962-open-doors',
    year: 1962,
    cover: 'chapterCellar',
    texts: {
      en: {
        title: 'Open doors on the quai des Chais',
        dateLabel: '1962',
        summary:
          'The house opens its riverside cellars on the quai des Chais to its first visitors.',
        body: [
          'Marguerite Solaine, of the fourth generation, opened the doors of the cellars to travellers who wanted to see where cognac sleeps.',
          'The visit she designed, from the still room to the door of the paradise, is still the one our guides follow today.',
        ],
      },
      fr: {
        title: 'Portes ouvertes quai des Chais',
        dateLabel: '1962',
        summary:
          'La maison ouvre à ses premiers visiteurs ses chais du quai des Chais, au bord du fleuve.',
        body: [
          'Marguerite Solaine, de la quatrième génération, ouvre les portes des chais aux voyageurs qui veulent voir où dort le cognac.',
          'La visite qu’elle a imaginée, de la salle des alambics à la porte du paradis, est toujours celle que suivent nos guides aujourd’hui.',
        ],
      },
      es: {
        title: 'Puertas abiertas en el quai des Chais',
        dateLabel: '1962',
        summary:
          'La casa abre a sus primeros visitantes las bodegas del quai des Chais, a orillas del río.',
        body: [
          'Marguerite Solaine, de la cuarta generación, abrió las puertas de las bodegas a los viajeros que querían ver dónde duerme el coñac.',
          'La visita que diseñó, de la sala de alambiques a la puerta del paraíso, es la misma que siguen hoy nuestros guías.',
        ],
      },
      pl: {
        title: 'Otwarte drzwi przy quai des Chais',
        dateLabel: '1962',
        summary: 'Dom otwiera dla pierwszych gości swoje nadrzeczne piwnice przy quai des Chais.',
        body: [
          'Marguerite Solaine z czwartego pokolenia otworzyła drzwi piwnic podróżnym, którzy chcieli zobaczyć, gdzie śpi koniak.',
          'Trasa, którą wymyśliła, od sali alembików po drzwi raju, to wciąż ta sama, którą prowadzą dziś nasi przewodnicy.',
        ],
      },
      zh: {
        title: 'quai des Chais 酒窖開放參觀',
        dateLabel: '1962 年',
        summary: '酒莊位於河畔 quai des Chais 的酒窖迎來第一批訪客。',
        body: [
          '第四代的 Marguerite Solaine 為想看看干邑在哪裡沉睡的旅人打開了酒窖大門。',
          '她設計的參觀路線，從蒸餾室到天堂酒窖的大門，至今仍是我們導覽員所依循的路線。',
        ],
      },
      vi: {
        title: 'Mở cửa trên quai des Chais',
        dateLabel: 'Năm 1962',
        summary:
          'Ngôi nhà mở cửa các hầm rượu bên sông trên quai des Chais để đón những vị khách đầu tiên.',
        body: [
          'Marguerite Solaine, thế hệ thứ tư, đã mở cửa hầm rượu cho những du khách muốn xem nơi cognac say ngủ.',
          'Lộ trình tham quan do bà tạo ra, từ phòng chưng cất đến cánh cửa thiên đường, vẫn là lộ trình mà các hướng dẫn viên của chúng tôi đi theo ngày nay.',
        ],
      },
      ru: {
        title: 'Открытые двери на quai des Chais',
        dateLabel: '1962 год',
        summary: 'Дом впервые открывает для гостей свои погреба у реки на quai des Chais.',
        body: [
          'Маргерит Солен, представительница четвёртого поколения, открыла двери погребов путешественникам, которые хотели увидеть, где спит коньяк.',
          'Маршрут, который она придумала, — от зала перегонных кубов до двери рая — и сегодня остаётся маршрутом наших гидов.',
        ],
      },
    },
  },
  {
    slug: '2004-cellar-master',
    year: 2004,
    cover: 'chapterGlass',
    texts: {
      en: {
        title: 'A new cellar master',
        dateLabel: '2004',
        summary:
          'Hélène Solaine, of the sixth generation, becomes cellar master after fifteen years of apprenticeship.',
        body: [
          'Hélène learned beside her father, tasting every morning at the same hour and in the same light, until she could recognise each cru blind.',
          'Her first blend as cellar master kept the style of the house intact; her second dared a little more fruit.',
        ],
      },
      fr: {
        title: 'Hélène Solaine, maître de chai',
        dateLabel: '2004',
        summary:
          'Hélène Solaine, de la sixième génération, devient maître de chai après quinze ans d’apprentissage.',
        body: [
          'Hélène a appris aux côtés de son père, goûtant chaque matin à la même heure et sous la même lumière, jusqu’à reconnaître chaque cru à l’aveugle.',
          'Son premier assemblage de maître de chai a gardé intact le style de la maison ; le deuxième a osé un peu plus de fruit.',
        ],
      },
      es: {
        title: 'Una nueva maestra bodeguera',
        dateLabel: '2004',
        summary:
          'Hélène Solaine, de la sexta generación, se convierte en maestra bodeguera tras quince años de aprendizaje.',
        body: [
          'Hélène aprendió junto a su padre, catando cada mañana a la misma hora y con la misma luz, hasta reconocer cada cru a ciegas.',
          'Su primer ensamblaje como maestra bodeguera mantuvo intacto el estilo de la casa; el segundo se atrevió con un poco más de fruta.',
        ],
      },
      pl: {
        title: 'Nowa mistrzyni piwnic',
        dateLabel: '2004',
        summary:
          'Hélène Solaine z szóstego pokolenia zostaje mistrzynią piwnic po piętnastu latach nauki.',
        body: [
          'Hélène uczyła się u boku ojca, degustując każdego ranka o tej samej porze i w tym samym świetle, aż nauczyła się rozpoznawać każde cru w ciemno.',
          'Jej pierwszy kupaż jako mistrzyni piwnic zachował styl domu; drugi odważył się na nieco więcej owocu.',
        ],
      },
      zh: {
        title: '新任酒窖大師',
        dateLabel: '2004 年',
        summary: '第六代傳人 Hélène Solaine 歷經十五年學徒生涯，成為酒窖大師。',
        body: [
          'Hélène 在父親身旁學習，每天早晨在同一時間、同樣的光線下品酒，直到能以盲品辨認出每一個產區。',
          '她以酒窖大師身分完成的第一款調配完整保留了酒莊風格；第二款則大膽地多了一分果香。',
        ],
      },
      vi: {
        title: 'Bậc thầy hầm rượu mới',
        dateLabel: 'Năm 2004',
        summary:
          'Hélène Solaine, thế hệ thứ sáu, trở thành bậc thầy hầm rượu sau mười lăm năm học việc.',
        body: [
          'Hélène học bên cạnh cha mình, mỗi sáng nếm rượu vào cùng một giờ và dưới cùng một thứ ánh sáng, cho đến khi có thể nhận ra từng vùng trồng khi nếm mù.',
          'Bản phối đầu tiên của bà trên cương vị bậc thầy hầm rượu giữ trọn phong cách của nhà; bản phối thứ hai mạnh dạn thêm chút hương trái cây.',
        ],
      },
      ru: {
        title: 'Новый мастер погреба',
        dateLabel: '2004 год',
        summary:
          'Элен Солен, представительница шестого поколения, становится мастером погреба после пятнадцати лет ученичества.',
        body: [
          'Элен училась рядом с отцом, дегустируя каждое утро в один и тот же час и при одном и том же свете, пока не научилась узнавать каждое крю вслепую.',
          'Её первый купаж в роли мастера погреба сохранил стиль дома нетронутым; второй решился на чуть больше фруктов.',
        ],
      },
    },
  },
  {
    slug: '2024-masterclasses',
    year: 2024,
    cover: 'sessionTasting',
    texts: {
      en: {
        title: 'The masterclasses',
        dateLabel: '2024',
        summary:
          'The house shares its know-how in filmed masterclasses, and a seventh generation joins the cellars.',
        body: [
          'To mark its long history, the house invited its cellar master and its master distiller in front of the camera to teach the art of tasting and the journey from vine to glass.',
          'That same year the seventh generation of the family began its apprenticeship in the cellars, learning the art of patience.',
        ],
      },
      fr: {
        title: 'Les masterclasses',
        dateLabel: '2024',
        summary:
          'La maison partage son savoir-faire dans des masterclasses filmées, et une septième génération entre aux chais.',
        body: [
          'Pour célébrer sa longue histoire, la maison a invité son maître de chai et son maître distillateur devant la caméra, pour enseigner l’art de la dégustation et le chemin de la vigne au verre.',
          'La même année, la septième génération de la famille a commencé son apprentissage aux chais, à l’école de la patience.',
        ],
      },
      es: {
        title: 'Las masterclasses',
        dateLabel: '2024',
        summary:
          'La casa comparte su saber hacer en masterclasses filmadas, y una séptima generación entra en las bodegas.',
        body: [
          'Para celebrar su larga historia, la casa invitó a su maestra bodeguera y a su maestro destilador a ponerse ante la cámara para enseñar el arte de la cata y el camino de la viña a la copa.',
          'Ese mismo año, la séptima generación de la familia comenzó su aprendizaje en las bodegas, en la escuela de la paciencia.',
        ],
      },
      pl: {
        title: 'Masterclassy',
        dateLabel: '2024',
        summary:
          'Dom dzieli się swoim kunsztem w filmowanych masterclassach, a do piwnic wchodzi siódme pokolenie.',
        body: [
          'Aby uczcić swoją długą historię, dom zaprosił przed kamerę mistrzynię piwnic i mistrza destylacji, by uczyli sztuki degustacji i drogi od winorośli do kieliszka.',
          'W tym samym roku siódme pokolenie rodziny rozpoczęło naukę w piwnicach, w szkole cierpliwości.',
        ],
      },
      zh: {
        title: '大師課',
        dateLabel: '2024 年',
        summary: '酒莊透過大師課影片分享匠藝，第七代傳人也走進了酒窖。',
        body: [
          '為紀念悠久的歷史，酒莊邀請酒窖大師與蒸餾大師走到鏡頭前，傳授品鑑的藝術，以及從葡萄藤到酒杯的旅程。',
          '同一年，家族第七代開始在酒窖中學習耐心的藝術。',
        ],
      },
      vi: {
        title: 'Các lớp masterclass',
        dateLabel: 'Năm 2024',
        summary:
          'Ngôi nhà chia sẻ bí quyết qua các lớp masterclass được quay phim, và thế hệ thứ bảy bước vào hầm rượu.',
        body: [
          'Để kỷ niệm lịch sử lâu dài của mình, ngôi nhà đã mời bậc thầy hầm rượu và bậc thầy chưng cất đứng trước ống kính để truyền dạy nghệ thuật thưởng thức và hành trình từ gốc nho đến ly rượu.',
          'Cũng trong năm đó, thế hệ thứ bảy của gia đình bắt đầu học việc trong hầm rượu, học nghệ thuật của sự kiên nhẫn.',
        ],
      },
      ru: {
        title: 'Мастер-классы',
        dateLabel: '2024 год',
        summary:
          'Дом делится своим мастерством в видеомастер-классах, а в погреба приходит седьмое поколение.',
        body: [
          'Чтобы отметить свою долгую историю, дом пригласил мастера погреба и мастера перегонки встать перед камерой и рассказать об искусстве дегустации и пути от лозы до бокала.',
          'В том же году седьмое поколение семьи начало ученичество в погребах — в школе терпения.',
        ],
      },
    },
  },
]
