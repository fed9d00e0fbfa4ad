import type { SessionSeed } from './experiences-types'

/**
 * The two masterclasses, three episodes each, two end-of-episode questions per episode. The
 * tasting class is open to everyone; the vine-to-glass class is for members (level1 and up).
 */
export const SESSIONS: SessionSeed[] = [
  {
    slug: 'the-art-of-tasting',
    background: 'sessionTasting',
    level: 'beginner',
    instructor: 'Hélène Solaine',
    minLevel: null,
    texts: {
      en: {
        title: 'The art of tasting',
        cardDescription:
          'Three short lessons with our cellar master to learn how to look at, smell and taste a cognac.',
        instructorRole: 'Cellar master',
        seoDescription:
          'A free masterclass in three episodes: the nose, the palate and the finish of a cognac, taught by the cellar master of Maison Solaine.',
      },
      fr: {
        title: 'L’art de la dégustation',
        cardDescription:
          'Trois courtes leçons avec notre maître de chai pour apprendre à regarder, sentir et goûter un cognac.',
        instructorRole: 'Maître de chai',
        seoDescription:
          'Une masterclass gratuite en trois épisodes : le nez, la bouche et la finale d’un cognac, par le maître de chai de la Maison Solaine.',
      },
      es: {
        title: 'El arte de la cata',
        cardDescription:
          'Tres lecciones breves con nuestra maestra bodeguera para aprender a mirar, oler y saborear un coñac.',
        instructorRole: 'Maestra bodeguera',
        seoDescription:
          'Una masterclass gratuita en tres episodios: la nariz, la boca y el final de un coñac, con la maestra bodeguera de Maison Solaine.',
      },
      pl: {
        title: 'Sztuka degustacji',
        cardDescription:
          'Trzy krótkie lekcje z naszą mistrzynią piwnic: naucz się patrzeć na koniak, wąchać go i smakować.',
        instructorRole: 'Mistrzyni piwnic',
        seoDescription:
          'Bezpłatny masterclass w trzech odcinkach: nos, podniebienie i finisz koniaku z mistrzynią piwnic Maison Solaine.',
      },
      zh: {
        title: '品鑑的藝術',
        cardDescription: '跟隨我們的酒窖大師上三堂短課，學習如何觀察、聞香與品嚐干邑。',
        instructorRole: '酒窖大師',
        seoDescription:
          '免費的三集大師課：由 Maison Solaine 的酒窖大師講解干邑的香氣、口感與餘韻。',
      },
      vi: {
        title: 'Nghệ thuật thưởng thức',
        cardDescription:
          'Ba bài học ngắn cùng bậc thầy hầm rượu của chúng tôi để học cách ngắm, ngửi và nếm một ly cognac.',
        instructorRole: 'Bậc thầy hầm rượu',
        seoDescription:
          'Lớp masterclass miễn phí gồm ba tập: hương, vị và hậu vị của cognac, do bậc thầy hầm rượu của Maison Solaine hướng dẫn.',
      },
      ru: {
        title: 'Искусство дегустации',
        cardDescription:
          'Три коротких урока с нашим мастером погреба: как смотреть на коньяк, вдыхать его аромат и пробовать его.',
        instructorRole: 'Мастер погреба',
        seoDescription:
          'Бесплатный мастер-класс из трёх эпизодов: аромат, вкус и послевкусие коньяка с мастером погреба Maison Solaine.',
      },
    },
    episodes: [
      {
        slug: 'the-art-of-tasting-1-nose',
        cover: 'episodeNose',
        videoLength: 420,
        correct: [0, 1],
        texts: {
          en: {
            title: 'The nose',
            description:
              'How to hold the glass, how close to bring it and how to name what you smell, from the first fresh notes to the deepest ones.',
            quiz: [
              {
                question: 'How should you first smell a cognac?',
                answers: [
                  'A few centimetres from the glass, without plunging in',
                  'With your nose deep inside the glass',
                  'After swirling it hard for a full minute',
                ],
              },
              {
                question: 'Which aromas often open a young cognac?',
                answers: ['Leather and tobacco', 'Fresh fruit and white flowers', 'Smoke and tar'],
              },
            ],
          },
          fr: {
            title: 'Le nez',
            description:
              'Comment tenir le verre, à quelle distance l’approcher et comment nommer ce que l’on sent, des premières notes fraîches aux plus profondes.',
            quiz: [
              {
                question: 'Comment sentir un cognac la première fois ?',
                answers: [
                  'À quelques centimètres du verre, sans y plonger le nez',
                  'Le nez bien enfoncé dans le verre',
                  'Après l’avoir fait tourner vigoureusement pendant une minute',
                ],
              },
              {
                question: 'Quels arômes ouvrent souvent un jeune cognac ?',
                answers: [
                  'Le cuir et le tabac',
                  'Les fruits frais et les fleurs blanches',
                  'La fumée et le goudron',
                ],
              },
            ],
          },
          es: {
            title: 'La nariz',
            description:
              'Cómo sostener la copa, a qué distancia acercarla y cómo nombrar lo que se huele, de las primeras notas frescas a las más profundas.',
            quiz: [
              {
                question: '¿Cómo se huele un coñac por primera vez?',
                answers: [
                  'A unos centímetros de la copa, sin hundir la nariz',
                  'Con la nariz bien metida en la copa',
                  'Después de agitarlo con fuerza durante un minuto',
                ],
              },
              {
                question: '¿Qué aromas suelen abrir un coñac joven?',
                answers: [
                  'El cuero y el tabaco',
                  'La fruta fresca y las flores blancas',
                  'El humo y el alquitrán',
                ],
              },
            ],
          },
          pl: {
            title: 'Nos',
            description:
              'Jak trzymać kieliszek, jak blisko go podnieść i jak nazwać to, co czujesz, od pierwszych świeżych nut po te najgłębsze.',
            quiz: [
              {
                question: 'Jak po raz pierwszy powąchać koniak?',
                answers: [
                  'Z odległości kilku centymetrów, nie wkładając nosa do kieliszka',
                  'Z nosem głęboko w kieliszku',
                  'Po minucie energicznego mieszania',
                ],
              },
              {
                question: 'Jakie aromaty często otwierają młody koniak?',
                answers: ['Skóra i tytoń', 'Świeże owoce i białe kwiaty', 'Dym i smoła'],
              },
            ],
          },
          zh: {
            title: '香氣',
            description:
              '如何持杯、酒杯該靠多近，以及如何說出聞到的氣味，從最初的清新香調到最深沉的層次。',
            quiz: [
              {
                question: '第一次聞干邑時應該怎麼做？',
                answers: [
                  '離杯口幾公分，不要把鼻子伸進杯中',
                  '把鼻子深深探入杯中',
                  '先用力搖晃一分鐘再聞',
                ],
              },
              {
                question: '年輕的干邑通常以哪些香氣開場？',
                answers: ['皮革與菸草', '新鮮水果與白色花朵', '煙燻與焦油'],
              },
            ],
          },
          vi: {
            title: 'Hương',
            description:
              'Cách cầm ly, đưa ly lại gần đến mức nào và gọi tên những gì bạn ngửi thấy, từ những nốt hương tươi mát đầu tiên đến những tầng hương sâu nhất.',
            quiz: [
              {
                question: 'Lần đầu ngửi cognac nên làm thế nào?',
                answers: [
                  'Cách miệng ly vài xentimét, không chúi mũi vào',
                  'Đưa mũi thật sâu vào trong ly',
                  'Lắc mạnh ly trong một phút rồi mới ngửi',
                ],
              },
              {
                question: 'Những hương nào thường mở đầu một chai cognac trẻ?',
                answers: ['Da thuộc và thuốc lá', 'Trái cây tươi và hoa trắng', 'Khói và hắc ín'],
              },
            ],
          },
          ru: {
            title: 'Аромат',
            description:
              'Как держать бокал, на каком расстоянии его подносить и как назвать то, что вы чувствуете, — от первых свежих нот до самых глубоких.',
            quiz: [
              {
                question: 'Как впервые вдохнуть аромат коньяка?',
                answers: [
                  'В нескольких сантиметрах от бокала, не погружая в него нос',
                  'Глубоко опустив нос в бокал',
                  'Предварительно энергично покрутив бокал целую минуту',
                ],
              },
              {
                question: 'Какие ароматы часто открывают молодой коньяк?',
                answers: ['Кожа и табак', 'Свежие фрукты и белые цветы', 'Дым и дёготь'],
              },
            ],
          },
        },
      },
      {
        slug: 'the-art-of-tasting-2-palate',
        cover: 'episodePalate',
        videoLength: 510,
        correct: [2, 1],
        texts: {
          en: {
            title: 'The palate',
            description:
              'A first small sip to greet the spirit, then a second to find its fruit, its spice and its texture.',
            quiz: [
              {
                question: 'Why take a very small first sip?',
                answers: [
                  'To make the bottle last longer',
                  'To cool the mouth',
                  'To let the palate get used to the alcohol',
                ],
              },
              {
                question: 'What does “rancio” describe?',
                answers: [
                  'A fault of the distillation',
                  'The nutty, earthy notes of long ageing',
                  'A grape variety of Cognac',
                ],
              },
            ],
          },
          fr: {
            title: 'La bouche',
            description:
              'Une première petite gorgée pour saluer l’eau-de-vie, puis une deuxième pour trouver son fruit, ses épices et sa texture.',
            quiz: [
              {
                question: 'Pourquoi prendre une toute petite première gorgée ?',
                answers: [
                  'Pour faire durer la bouteille',
                  'Pour rafraîchir la bouche',
                  'Pour habituer le palais à l’alcool',
                ],
              },
              {
                question: 'Que désigne le « rancio » ?',
                answers: [
                  'Un défaut de distillation',
                  'Les notes de noix et de sous-bois d’un long vieillissement',
                  'Un cépage de Cognac',
                ],
              },
            ],
          },
          es: {
            title: 'La boca',
            description:
              'Un primer sorbo pequeño para saludar al aguardiente y un segundo para descubrir su fruta, sus especias y su textura.',
            quiz: [
              {
                question: '¿Por qué tomar un primer sorbo muy pequeño?',
                answers: [
                  'Para que la botella dure más',
                  'Para refrescar la boca',
                  'Para que el paladar se acostumbre al alcohol',
                ],
              },
              {
                question: '¿Qué describe el «rancio»?',
                answers: [
                  'Un defecto de la destilación',
                  'Las notas de frutos secos y sotobosque de un largo envejecimiento',
                  'Una variedad de uva de Cognac',
                ],
              },
            ],
          },
          pl: {
            title: 'Podniebienie',
            description:
              'Pierwszy mały łyk na powitanie okowity, potem drugi, by odnaleźć jej owoc, przyprawy i teksturę.',
            quiz: [
              {
                question: 'Dlaczego pierwszy łyk powinien być bardzo mały?',
                answers: [
                  'Żeby butelka starczyła na dłużej',
                  'Żeby ochłodzić usta',
                  'Żeby podniebienie przyzwyczaiło się do alkoholu',
                ],
              },
              {
                question: 'Co oznacza „rancio”?',
                answers: [
                  'Wadę destylacji',
                  'Orzechowe, ziemiste nuty długiego dojrzewania',
                  'Odmianę winorośli z Cognac',
                ],
              },
            ],
          },
          zh: {
            title: '口感',
            description: '先以一小口向生命之水打招呼，再以第二口尋找它的果香、辛香與質地。',
            quiz: [
              {
                question: '為什麼第一口要喝得很少？',
                answers: ['讓一瓶酒喝得更久', '讓口腔降溫', '讓味蕾適應酒精'],
              },
              {
                question: '「rancio」指的是什麼？',
                answers: [
                  '蒸餾時的瑕疵',
                  '長時間陳年帶來的堅果與泥土氣息',
                  '干邑產區的一種葡萄品種',
                ],
              },
            ],
          },
          vi: {
            title: 'Vị',
            description:
              'Một ngụm nhỏ đầu tiên để làm quen với rượu, rồi ngụm thứ hai để tìm ra hương trái cây, gia vị và kết cấu của nó.',
            quiz: [
              {
                question: 'Vì sao ngụm đầu tiên nên thật nhỏ?',
                answers: [
                  'Để chai rượu dùng được lâu hơn',
                  'Để làm mát miệng',
                  'Để vòm miệng quen dần với độ cồn',
                ],
              },
              {
                question: '“Rancio” dùng để chỉ điều gì?',
                answers: [
                  'Một lỗi trong quá trình chưng cất',
                  'Hương hạt và đất ẩm của quá trình ủ lâu năm',
                  'Một giống nho của vùng Cognac',
                ],
              },
            ],
          },
          ru: {
            title: 'Вкус',
            description:
              'Первый маленький глоток, чтобы поздороваться со спиртом, и второй — чтобы найти его фрукты, пряности и текстуру.',
            quiz: [
              {
                question: 'Зачем делать совсем маленький первый глоток?',
                answers: [
                  'Чтобы бутылки хватило надолго',
                  'Чтобы охладить рот',
                  'Чтобы нёбо привыкло к алкоголю',
                ],
              },
              {
                question: 'Что означает «рансио»?',
                answers: [
                  'Дефект перегонки',
                  'Ореховые и землистые ноты долгой выдержки',
                  'Сорт винограда из Коньяка',
                ],
              },
            ],
          },
        },
      },
      {
        slug: 'the-art-of-tasting-3-finish',
        cover: 'episodeFinish',
        videoLength: 380,
        correct: [0, 1],
        texts: {
          en: {
            title: 'The finish',
            description:
              'What stays after the last sip: how long the flavours last, and what the empty glass still has to say.',
            quiz: [
              {
                question: 'What is the finish of a cognac?',
                answers: [
                  'How long its flavours last after swallowing',
                  'The last drop in the bottle',
                  'The final step of blending',
                ],
              },
              {
                question: 'Why smell the empty glass?',
                answers: [
                  'To check that it is clean',
                  'Because the aromas of the wood linger there',
                  'Out of tradition only',
                ],
              },
            ],
          },
          fr: {
            title: 'La finale',
            description:
              'Ce qui reste après la dernière gorgée : la longueur des saveurs, et ce que le verre vide a encore à dire.',
            quiz: [
              {
                question: 'Qu’est-ce que la finale d’un cognac ?',
                answers: [
                  'La durée de ses saveurs après l’avoir avalé',
                  'La dernière goutte de la bouteille',
                  'L’ultime étape de l’assemblage',
                ],
              },
              {
                question: 'Pourquoi sentir le verre vide ?',
                answers: [
                  'Pour vérifier qu’il est propre',
                  'Parce que les arômes du bois s’y attardent',
                  'Par simple tradition',
                ],
              },
            ],
          },
          es: {
            title: 'El final',
            description:
              'Lo que queda tras el último sorbo: cuánto duran los sabores y lo que la copa vacía aún tiene que decir.',
            quiz: [
              {
                question: '¿Qué es el final de un coñac?',
                answers: [
                  'Cuánto duran sus sabores después de tragarlo',
                  'La última gota de la botella',
                  'El último paso del ensamblaje',
                ],
              },
              {
                question: '¿Por qué oler la copa vacía?',
                answers: [
                  'Para comprobar que está limpia',
                  'Porque los aromas de la madera permanecen en ella',
                  'Solo por tradición',
                ],
              },
            ],
          },
          pl: {
            title: 'Finisz',
            description:
              'Co zostaje po ostatnim łyku: jak długo trwają smaki i co pusty kieliszek ma jeszcze do powiedzenia.',
            quiz: [
              {
                question: 'Czym jest finisz koniaku?',
                answers: [
                  'Tym, jak długo trwają jego smaki po przełknięciu',
                  'Ostatnią kroplą w butelce',
                  'Ostatnim etapem kupażu',
                ],
              },
              {
                question: 'Po co wąchać pusty kieliszek?',
                answers: [
                  'Żeby sprawdzić, czy jest czysty',
                  'Bo zostają w nim aromaty drewna',
                  'Wyłącznie z tradycji',
                ],
              },
            ],
          },
          zh: {
            title: '餘韻',
            description: '最後一口之後留下的是什麼：風味能持續多久，以及空杯還想訴說什麼。',
            quiz: [
              {
                question: '干邑的餘韻是什麼？',
                answers: ['吞下後風味持續的時間', '瓶中的最後一滴', '調配的最後一個步驟'],
              },
              {
                question: '為什麼要聞空杯？',
                answers: ['確認杯子是否乾淨', '因為木桶的香氣會停留在杯中', '純粹出於傳統'],
              },
            ],
          },
          vi: {
            title: 'Hậu vị',
            description:
              'Điều gì còn lại sau ngụm cuối cùng: hương vị kéo dài bao lâu, và chiếc ly cạn còn muốn nói gì.',
            quiz: [
              {
                question: 'Hậu vị của cognac là gì?',
                answers: [
                  'Thời gian hương vị còn lưu lại sau khi nuốt',
                  'Giọt cuối cùng trong chai',
                  'Bước cuối cùng của việc phối trộn',
                ],
              },
              {
                question: 'Vì sao nên ngửi chiếc ly đã cạn?',
                answers: [
                  'Để kiểm tra ly có sạch không',
                  'Vì hương gỗ vẫn còn vương lại trong ly',
                  'Chỉ vì truyền thống',
                ],
              },
            ],
          },
          ru: {
            title: 'Послевкусие',
            description:
              'Что остаётся после последнего глотка: как долго длятся вкусы и что ещё может рассказать пустой бокал.',
            quiz: [
              {
                question: 'Что такое послевкусие коньяка?',
                answers: [
                  'То, как долго его вкус ощущается после глотка',
                  'Последняя капля в бутылке',
                  'Заключительный этап купажа',
                ],
              },
              {
                question: 'Зачем нюхать пустой бокал?',
                answers: [
                  'Чтобы проверить, чистый ли он',
                  'Потому что в нём задерживаются ароматы дерева',
                  'Исключительно по традиции',
                ],
              },
            ],
          },
        },
      },
    ],
  },
  {
    slug: 'from-vine-to-glass',
    background: 'sessionVine',
    level: 'amateur',
    instructor: 'Julien Marceau',
    minLevel: 'level1',
    texts: {
      en: {
        title: 'From vine to glass',
        cardDescription:
          'Follow a year of the house with our master distiller, from the October harvest to the oak casks of the cellars.',
        instructorRole: 'Master distiller',
        seoDescription:
          'A members’ masterclass in three episodes: harvest, double distillation and ageing in oak at Maison Solaine.',
      },
      fr: {
        title: 'De la vigne au verre',
        cardDescription:
          'Suivez une année de la maison avec notre maître distillateur, des vendanges d’octobre aux fûts de chêne des chais.',
        instructorRole: 'Maître distillateur',
        seoDescription:
          'Une masterclass réservée aux membres en trois épisodes : vendanges, double distillation et vieillissement en fût de chêne à la Maison Solaine.',
      },
      es: {
        title: 'De la viña a la copa',
        cardDescription:
          'Acompañe un año de la casa con nuestro maestro destilador, de la vendimia de octubre a las barricas de roble de las bodegas.',
        instructorRole: 'Maestro destilador',
        seoDescription:
          'Una masterclass para miembros en tres episodios: vendimia, doble destilación y envejecimiento en roble en Maison Solaine.',
      },
      pl: {
        title: 'Od winorośli do kieliszka',
        cardDescription:
          'Przeżyj rok domu z naszym mistrzem destylacji, od październikowego winobrania po dębowe beczki w piwnicach.',
        instructorRole: 'Mistrz destylacji',
        seoDescription:
          'Masterclass dla członków w trzech odcinkach: winobranie, podwójna destylacja i dojrzewanie w dębie w Maison Solaine.',
      },
      zh: {
        title: '從葡萄藤到酒杯',
        cardDescription: '跟隨我們的蒸餾大師走過酒莊的一年，從十月的採收到酒窖裡的橡木桶。',
        instructorRole: '蒸餾大師',
        seoDescription: '會員專屬的三集大師課：Maison Solaine 的採收、二次蒸餾與橡木桶陳年。',
      },
      vi: {
        title: 'Từ gốc nho đến ly rượu',
        cardDescription:
          'Cùng bậc thầy chưng cất của chúng tôi đi qua một năm của ngôi nhà, từ vụ thu hoạch tháng Mười đến những thùng gỗ sồi trong hầm.',
        instructorRole: 'Bậc thầy chưng cất',
        seoDescription:
          'Lớp masterclass dành cho thành viên gồm ba tập: thu hoạch, chưng cất hai lần và ủ trong gỗ sồi tại Maison Solaine.',
      },
      ru: {
        title: 'От лозы до бокала',
        cardDescription:
          'Проживите год дома вместе с нашим мастером перегонки — от октябрьского сбора урожая до дубовых бочек в погребах.',
        instructorRole: 'Мастер перегонки',
        seoDescription:
          'Мастер-класс для участников клуба из трёх эпизодов: сбор урожая, двойная перегонка и выдержка в дубе в Maison Solaine.',
      },
    },
    episodes: [
      {
        slug: 'from-vine-to-glass-1-harvest',
        cover: 'episodeHarvest',
        videoLength: 600,
        correct: [1, 0],
        texts: {
          en: {
            title: 'The harvest',
            description:
              'In the chalky vineyards of the Grande Champagne: why ugni blanc is picked early and pressed at once.',
            quiz: [
              {
                question: 'When are the grapes for cognac usually harvested?',
                answers: ['In midsummer', 'In October', 'In winter, after the first frost'],
              },
              {
                question: 'Why does ugni blanc suit cognac?',
                answers: [
                  'Its high acidity and low sugar keep the wine fresh',
                  'It makes a very sweet wine',
                  'It has a deep red colour',
                ],
              },
            ],
          },
          fr: {
            title: 'Les vendanges',
            description:
              'Dans les vignes crayeuses de la Grande Champagne : pourquoi l’ugni blanc est cueilli tôt et pressé aussitôt.',
            quiz: [
              {
                question: 'Quand vendange-t-on habituellement les raisins du cognac ?',
                answers: ['En plein été', 'En octobre', 'En hiver, après les premières gelées'],
              },
              {
                question: 'Pourquoi l’ugni blanc convient-il au cognac ?',
                answers: [
                  'Son acidité élevée et son faible taux de sucre gardent le vin frais',
                  'Il donne un vin très sucré',
                  'Il a une couleur rouge profond',
                ],
              },
            ],
          },
          es: {
            title: 'La vendimia',
            description:
              'En los viñedos calizos de la Grande Champagne: por qué la ugni blanc se recoge pronto y se prensa enseguida.',
            quiz: [
              {
                question: '¿Cuándo se suelen vendimiar las uvas del coñac?',
                answers: [
                  'En pleno verano',
                  'En octubre',
                  'En invierno, tras las primeras heladas',
                ],
              },
              {
                question: '¿Por qué la ugni blanc es adecuada para el coñac?',
                answers: [
                  'Su alta acidez y su bajo azúcar mantienen fresco el vino',
                  'Da un vino muy dulce',
                  'Tiene un color rojo intenso',
                ],
              },
            ],
          },
          pl: {
            title: 'Winobranie',
            description:
              'W kredowych winnicach Grande Champagne: dlaczego ugni blanc zbiera się wcześnie i od razu tłoczy.',
            quiz: [
              {
                question: 'Kiedy zwykle zbiera się winogrona na koniak?',
                answers: ['W środku lata', 'W październiku', 'Zimą, po pierwszych przymrozkach'],
              },
              {
                question: 'Dlaczego ugni blanc nadaje się na koniak?',
                answers: [
                  'Dzięki wysokiej kwasowości i małej ilości cukru wino pozostaje świeże',
                  'Daje bardzo słodkie wino',
                  'Ma głęboki czerwony kolor',
                ],
              },
            ],
          },
          zh: {
            title: '採收',
            description: '在大香檳區的白堊葡萄園裡，了解白玉霓為何要提早採摘並立即壓榨。',
            quiz: [
              {
                question: '釀造干邑的葡萄通常在什麼時候採收？',
                answers: ['盛夏', '十月', '冬天第一次霜凍之後'],
              },
              {
                question: '為什麼白玉霓適合釀造干邑？',
                answers: [
                  '高酸度與低糖分讓葡萄酒保持清新',
                  '它能釀出非常甜的葡萄酒',
                  '它有深紅的顏色',
                ],
              },
            ],
          },
          vi: {
            title: 'Mùa thu hoạch',
            description:
              'Trên những vườn nho đá phấn của Grande Champagne: vì sao ugni blanc được hái sớm và ép ngay.',
            quiz: [
              {
                question: 'Nho làm cognac thường được thu hoạch khi nào?',
                answers: [
                  'Giữa mùa hè',
                  'Vào tháng Mười',
                  'Vào mùa đông, sau đợt sương giá đầu tiên',
                ],
              },
              {
                question: 'Vì sao ugni blanc phù hợp để làm cognac?',
                answers: [
                  'Độ chua cao và ít đường giúp rượu vang giữ được sự tươi mát',
                  'Nó cho ra rượu vang rất ngọt',
                  'Nó có màu đỏ đậm',
                ],
              },
            ],
          },
          ru: {
            title: 'Сбор урожая',
            description:
              'На меловых виноградниках Гранд Шампань: почему уни блан собирают рано и сразу отжимают.',
            quiz: [
              {
                question: 'Когда обычно собирают виноград для коньяка?',
                answers: ['В разгар лета', 'В октябре', 'Зимой, после первых заморозков'],
              },
              {
                question: 'Почему уни блан подходит для коньяка?',
                answers: [
                  'Высокая кислотность и мало сахара сохраняют вино свежим',
                  'Из него получается очень сладкое вино',
                  'У него глубокий красный цвет',
                ],
              },
            ],
          },
        },
      },
      {
        slug: 'from-vine-to-glass-2-distillation',
        cover: 'episodeDistillation',
        videoLength: 720,
        correct: [2, 0],
        texts: {
          en: {
            title: 'Double distillation',
            description:
              'A winter night beside the copper stills: the brouillis, the second heating and the cut that keeps only the heart.',
            quiz: [
              {
                question: 'What does the first distillation produce?',
                answers: [
                  'Finished cognac',
                  'A sweet liqueur',
                  'The brouillis, at about 30% alcohol',
                ],
              },
              {
                question: 'By which date must distillation end?',
                answers: [
                  'The 31st of March after the harvest',
                  'The 31st of December',
                  'There is no deadline',
                ],
              },
            ],
          },
          fr: {
            title: 'La double distillation',
            description:
              'Une nuit d’hiver près des alambics de cuivre : le brouillis, la bonne chauffe et la coupe qui ne garde que le cœur.',
            quiz: [
              {
                question: 'Que produit la première distillation ?',
                answers: [
                  'Du cognac prêt à boire',
                  'Une liqueur sucrée',
                  'Le brouillis, à environ 30 % d’alcool',
                ],
              },
              {
                question: 'À quelle date la distillation doit-elle s’achever ?',
                answers: [
                  'Le 31 mars qui suit la vendange',
                  'Le 31 décembre',
                  'Il n’y a pas de date limite',
                ],
              },
            ],
          },
          es: {
            title: 'La doble destilación',
            description:
              'Una noche de invierno junto a los alambiques de cobre: el brouillis, el segundo calentamiento y el corte que solo conserva el corazón.',
            quiz: [
              {
                question: '¿Qué produce la primera destilación?',
                answers: [
                  'Coñac listo para beber',
                  'Un licor dulce',
                  'El brouillis, con cerca de un 30 % de alcohol',
                ],
              },
              {
                question: '¿En qué fecha debe terminar la destilación?',
                answers: [
                  'El 31 de marzo siguiente a la vendimia',
                  'El 31 de diciembre',
                  'No hay fecha límite',
                ],
              },
            ],
          },
          pl: {
            title: 'Podwójna destylacja',
            description:
              'Zimowa noc przy miedzianych alembikach: brouillis, druga destylacja i cięcie, które zostawia tylko serce.',
            quiz: [
              {
                question: 'Co powstaje w pierwszej destylacji?',
                answers: ['Gotowy koniak', 'Słodki likier', 'Brouillis o mocy około 30%'],
              },
              {
                question: 'Do kiedy musi zakończyć się destylacja?',
                answers: ['Do 31 marca po winobraniu', 'Do 31 grudnia', 'Nie ma terminu'],
              },
            ],
          },
          zh: {
            title: '二次蒸餾',
            description:
              '在銅製蒸餾器旁度過的冬夜：初餾酒（brouillis）、第二次加熱，以及只留下酒心的截取。',
            quiz: [
              {
                question: '第一次蒸餾會產出什麼？',
                answers: [
                  '可以直接飲用的干邑',
                  '一種甜利口酒',
                  '酒精度約 30% 的初餾酒（brouillis）',
                ],
              },
              {
                question: '蒸餾必須在哪一天之前結束？',
                answers: ['採收後翌年的 3 月 31 日', '12 月 31 日', '沒有期限'],
              },
            ],
          },
          vi: {
            title: 'Chưng cất hai lần',
            description:
              'Một đêm đông bên những nồi chưng cất bằng đồng: brouillis, lần đun thứ hai và nhát cắt chỉ giữ lại phần tinh túy.',
            quiz: [
              {
                question: 'Lần chưng cất đầu tiên tạo ra gì?',
                answers: [
                  'Cognac có thể uống ngay',
                  'Một loại rượu mùi ngọt',
                  'Brouillis, nồng độ khoảng 30%',
                ],
              },
              {
                question: 'Việc chưng cất phải kết thúc trước ngày nào?',
                answers: [
                  'Ngày 31 tháng Ba sau vụ thu hoạch',
                  'Ngày 31 tháng Mười Hai',
                  'Không có thời hạn',
                ],
              },
            ],
          },
          ru: {
            title: 'Двойная перегонка',
            description:
              'Зимняя ночь у медных кубов: бруйи, вторая перегонка и отсечка, после которой остаётся только «сердце».',
            quiz: [
              {
                question: 'Что получается после первой перегонки?',
                answers: ['Готовый коньяк', 'Сладкий ликёр', 'Бруйи крепостью около 30%'],
              },
              {
                question: 'До какой даты должна завершиться перегонка?',
                answers: ['До 31 марта после сбора урожая', 'До 31 декабря', 'Срока нет'],
              },
            ],
          },
        },
      },
      {
        slug: 'from-vine-to-glass-3-ageing',
        cover: 'episodeAgeing',
        videoLength: 660,
        correct: [1, 2],
        texts: {
          en: {
            title: 'Ageing in oak',
            description:
              'From new casks to old ones, from dry cellars to damp ones: how time and oak shape the eau-de-vie.',
            quiz: [
              {
                question: 'Which oak do Cognac houses use?',
                answers: [
                  'American oak only',
                  'French oak, from the Limousin or Tronçais forests',
                  'Cherry wood',
                ],
              },
              {
                question: 'Why move an eau-de-vie from new casks to older ones?',
                answers: [
                  'To speed up evaporation',
                  'To turn it red',
                  'To soften the influence of the wood over time',
                ],
              },
            ],
          },
          fr: {
            title: 'Le vieillissement en fût',
            description:
              'Des fûts neufs aux fûts roux, des chais secs aux chais humides : comment le temps et le chêne façonnent l’eau-de-vie.',
            quiz: [
              {
                question: 'Quel chêne utilisent les maisons de Cognac ?',
                answers: [
                  'Uniquement du chêne américain',
                  'Du chêne français, des forêts du Limousin ou de Tronçais',
                  'Du bois de cerisier',
                ],
              },
              {
                question: 'Pourquoi passer une eau-de-vie de fûts neufs à des fûts plus anciens ?',
                answers: [
                  'Pour accélérer l’évaporation',
                  'Pour la rendre rouge',
                  'Pour adoucir peu à peu l’influence du bois',
                ],
              },
            ],
          },
          es: {
            title: 'El envejecimiento en roble',
            description:
              'De las barricas nuevas a las viejas, de las bodegas secas a las húmedas: cómo el tiempo y el roble moldean el aguardiente.',
            quiz: [
              {
                question: '¿Qué roble usan las casas de Cognac?',
                answers: [
                  'Solo roble americano',
                  'Roble francés, de los bosques del Limousin o de Tronçais',
                  'Madera de cerezo',
                ],
              },
              {
                question: '¿Por qué pasar un aguardiente de barricas nuevas a otras más viejas?',
                answers: [
                  'Para acelerar la evaporación',
                  'Para volverlo rojo',
                  'Para suavizar poco a poco la influencia de la madera',
                ],
              },
            ],
          },
          pl: {
            title: 'Dojrzewanie w dębie',
            description:
              'Od nowych beczek do starych, od suchych piwnic do wilgotnych: jak czas i dąb kształtują okowitę.',
            quiz: [
              {
                question: 'Jakiego dębu używają domy z Cognac?',
                answers: [
                  'Wyłącznie amerykańskiego',
                  'Francuskiego, z lasów Limousin lub Tronçais',
                  'Drewna wiśniowego',
                ],
              },
              {
                question: 'Po co przelewać okowitę z nowych beczek do starszych?',
                answers: [
                  'Żeby przyspieszyć parowanie',
                  'Żeby nabrała czerwonej barwy',
                  'Żeby z czasem złagodzić wpływ drewna',
                ],
              },
            ],
          },
          zh: {
            title: '橡木桶陳年',
            description: '從新桶到舊桶，從乾酒窖到濕酒窖：時間與橡木如何塑造生命之水。',
            quiz: [
              {
                question: '干邑酒莊使用哪一種橡木？',
                answers: ['只用美國橡木', '來自利穆贊或特朗賽森林的法國橡木', '櫻桃木'],
              },
              {
                question: '為什麼要把生命之水從新桶移到較舊的桶？',
                answers: ['加快蒸發', '讓酒變成紅色', '隨時間柔化木桶的影響'],
              },
            ],
          },
          vi: {
            title: 'Ủ trong gỗ sồi',
            description:
              'Từ thùng mới sang thùng cũ, từ hầm khô sang hầm ẩm: thời gian và gỗ sồi định hình eau-de-vie như thế nào.',
            quiz: [
              {
                question: 'Các nhà rượu Cognac dùng loại gỗ sồi nào?',
                answers: [
                  'Chỉ gỗ sồi Mỹ',
                  'Gỗ sồi Pháp, từ rừng Limousin hoặc Tronçais',
                  'Gỗ anh đào',
                ],
              },
              {
                question: 'Vì sao chuyển eau-de-vie từ thùng mới sang thùng cũ hơn?',
                answers: [
                  'Để đẩy nhanh sự bay hơi',
                  'Để rượu chuyển sang màu đỏ',
                  'Để dần làm dịu ảnh hưởng của gỗ theo thời gian',
                ],
              },
            ],
          },
          ru: {
            title: 'Выдержка в дубе',
            description:
              'От новых бочек к старым, от сухих погребов к влажным: как время и дуб формируют спирт.',
            quiz: [
              {
                question: 'Какой дуб используют коньячные дома?',
                answers: [
                  'Только американский',
                  'Французский, из лесов Лимузена или Тронсе',
                  'Вишнёвое дерево',
                ],
              },
              {
                question: 'Зачем переливать спирт из новых бочек в более старые?',
                answers: [
                  'Чтобы ускорить испарение',
                  'Чтобы он стал красным',
                  'Чтобы со временем смягчить влияние дерева',
                ],
              },
            ],
          },
        },
      },
    ],
  },
]
