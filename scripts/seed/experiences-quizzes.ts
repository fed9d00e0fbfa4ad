import type { QuizSeed } from './experiences-types'

/** The cognac profile quiz: each answer leans towards one of three taste profiles. */
const PROFILE: QuizSeed = {
  collection: 'quizzcognacprofile',
  slug: 'quizz-cognac-profile',
  cover: 'quizProfile',
  questions: [
    { outcomes: ['lively', 'mellow', 'deep'] },
    { outcomes: ['mellow', 'deep', 'lively'] },
    { outcomes: ['deep', 'lively', 'mellow'] },
    { outcomes: ['lively', 'deep', 'mellow'] },
  ],
  outcomes: [
    {
      key: 'lively',
      image: 'chapterVineyard',
      product: 'v-s-o-p',
      cocktails: ['crisp-green-tea', 'ginger-spice'],
    },
    {
      key: 'mellow',
      image: 'chapterGlass',
      product: 'cordon-bleu',
      cocktails: ['sidecar', 'float'],
    },
    {
      key: 'deep',
      image: 'chapterCellar',
      product: 'xo',
      cocktails: ['swift-old-fashioned', 'chevalier-noir'],
    },
  ],
  texts: {
    en: {
      title: 'Which cognac are you?',
      intro:
        'Four questions about your tastes and your favourite moments, and we will tell you which side of cognac suits you best.',
      seoDescription:
        'Take the Maison Solaine cognac profile quiz: four questions to find the style of cognac that matches your taste.',
      questions: [
        {
          question: 'Your ideal evening?',
          answers: [
            'A rooftop with friends as the sun goes down',
            'A long dinner that lingers at the table',
            'An armchair, a good book and silence',
          ],
        },
        {
          question: 'Pick a scent',
          answers: [
            'Ripe apricot and honey',
            'Leather, tobacco and dried figs',
            'Citrus zest and white flowers',
          ],
        },
        {
          question: 'How do you like your drink?',
          answers: [
            'Neat, at room temperature, in a tulip glass',
            'Long, with tonic and plenty of ice',
            'Over a single large ice cube',
          ],
        },
        {
          question: 'Your favourite season?',
          answers: [
            'Spring, when everything wakes up',
            'Winter, by the fire',
            'Late summer, when the fruit is ripe',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Bright and lively',
          description:
            'You love freshness and good company. Look for young cognacs with notes of fruit and flowers, perfect neat or in a long drink.',
        },
        {
          title: 'Round and generous',
          description:
            'You take your time. Cognacs with notes of ripe fruit, honey and a touch of spice will keep you company through a long evening.',
        },
        {
          title: 'Deep and contemplative',
          description:
            'You like what takes time to reveal itself. Old blends with notes of leather, dried fruit and rancio are made for you.',
        },
      ],
    },
    fr: {
      title: 'Quel cognac êtes-vous ?',
      intro:
        'Quatre questions sur vos goûts et vos moments préférés, et nous vous dirons quel visage du cognac vous ressemble le plus.',
      seoDescription:
        'Faites le quiz profil cognac de la Maison Solaine : quatre questions pour trouver le style de cognac qui correspond à votre goût.',
      questions: [
        {
          question: 'Votre soirée idéale ?',
          answers: [
            'Un rooftop entre amis au coucher du soleil',
            'Un long dîner qui s’attarde à table',
            'Un fauteuil, un bon livre et le silence',
          ],
        },
        {
          question: 'Choisissez un parfum',
          answers: [
            'L’abricot mûr et le miel',
            'Le cuir, le tabac et la figue sèche',
            'Le zeste d’agrumes et les fleurs blanches',
          ],
        },
        {
          question: 'Comment aimez-vous votre verre ?',
          answers: [
            'Pur, à température ambiante, dans un verre tulipe',
            'En long drink, avec du tonic et beaucoup de glace',
            'Sur un seul gros glaçon',
          ],
        },
        {
          question: 'Votre saison préférée ?',
          answers: [
            'Le printemps, quand tout s’éveille',
            'L’hiver, au coin du feu',
            'La fin de l’été, quand les fruits sont mûrs',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vif et lumineux',
          description:
            'Vous aimez la fraîcheur et la bonne compagnie. Cherchez des cognacs jeunes aux notes de fruits et de fleurs, parfaits purs ou en long drink.',
        },
        {
          title: 'Rond et généreux',
          description:
            'Vous prenez votre temps. Des cognacs aux notes de fruits mûrs, de miel et d’une pointe d’épices vous accompagneront tout au long de la soirée.',
        },
        {
          title: 'Profond et contemplatif',
          description:
            'Vous aimez ce qui se révèle avec le temps. Les vieux assemblages aux notes de cuir, de fruits secs et de rancio sont faits pour vous.',
        },
      ],
    },
    es: {
      title: '¿Qué coñac es usted?',
      intro:
        'Cuatro preguntas sobre sus gustos y sus momentos preferidos, y le diremos qué cara del coñac se le parece más.',
      seoDescription:
        'Haga el test de perfil de coñac de Maison Solaine: cuatro preguntas para encontrar el estilo de coñac que va con su gusto.',
      questions: [
        {
          question: '¿Su noche ideal?',
          answers: [
            'Una azotea con amigos al caer el sol',
            'Una cena larga con sobremesa',
            'Un sillón, un buen libro y silencio',
          ],
        },
        {
          question: 'Elija un aroma',
          answers: [
            'Albaricoque maduro y miel',
            'Cuero, tabaco e higos secos',
            'Piel de cítricos y flores blancas',
          ],
        },
        {
          question: '¿Cómo prefiere su copa?',
          answers: [
            'Solo, a temperatura ambiente, en copa de tulipa',
            'Largo, con tónica y mucho hielo',
            'Sobre un único cubito grande',
          ],
        },
        {
          question: '¿Su estación favorita?',
          answers: [
            'La primavera, cuando todo despierta',
            'El invierno, junto al fuego',
            'El final del verano, cuando la fruta está madura',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vivo y luminoso',
          description:
            'Le gustan la frescura y la buena compañía. Busque coñacs jóvenes con notas de fruta y flores, perfectos solos o en trago largo.',
        },
        {
          title: 'Redondo y generoso',
          description:
            'Usted se toma su tiempo. Los coñacs con notas de fruta madura, miel y un toque de especias le acompañarán durante toda una larga velada.',
        },
        {
          title: 'Profundo y contemplativo',
          description:
            'Le gusta lo que se revela con el tiempo. Los ensamblajes viejos con notas de cuero, frutos secos y rancio están hechos para usted.',
        },
      ],
    },
    pl: {
      title: 'Jakim koniakiem jesteś?',
      intro:
        'Cztery pytania o twoje upodobania i ulubione chwile, a powiemy ci, które oblicze koniaku pasuje do ciebie najbardziej.',
      seoDescription:
        'Rozwiąż quiz profilu koniakowego Maison Solaine: cztery pytania, by znaleźć styl koniaku pasujący do twojego gustu.',
      questions: [
        {
          question: 'Twój idealny wieczór?',
          answers: [
            'Taras na dachu z przyjaciółmi o zachodzie słońca',
            'Długa kolacja, przy której nikt się nie spieszy',
            'Fotel, dobra książka i cisza',
          ],
        },
        {
          question: 'Wybierz zapach',
          answers: [
            'Dojrzała morela i miód',
            'Skóra, tytoń i suszone figi',
            'Skórka cytrusów i białe kwiaty',
          ],
        },
        {
          question: 'Jak lubisz pić?',
          answers: [
            'Czysty, w temperaturze pokojowej, w kieliszku tulipanie',
            'Jako long drink, z tonikiem i dużą ilością lodu',
            'Z jedną dużą kostką lodu',
          ],
        },
        {
          question: 'Twoja ulubiona pora roku?',
          answers: [
            'Wiosna, gdy wszystko się budzi',
            'Zima, przy kominku',
            'Późne lato, gdy owoce są dojrzałe',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Żywy i świetlisty',
          description:
            'Kochasz świeżość i dobre towarzystwo. Szukaj młodych koniaków o nutach owoców i kwiatów, idealnych solo lub w long drinku.',
        },
        {
          title: 'Okrągły i hojny',
          description:
            'Nie spieszysz się. Koniaki o nutach dojrzałych owoców, miodu i odrobiny przypraw dotrzymają ci towarzystwa przez cały długi wieczór.',
        },
        {
          title: 'Głęboki i kontemplacyjny',
          description:
            'Lubisz to, co odsłania się z czasem. Stare kupaże o nutach skóry, suszonych owoców i rancio są stworzone dla ciebie.',
        },
      ],
    },
    zh: {
      title: '你是哪一種干邑？',
      intro: '回答四個關於你的喜好與心愛時刻的問題，我們會告訴你哪一種干邑風格最像你。',
      seoDescription: '參加 Maison Solaine 干邑個性測驗：四個問題，找到最符合你口味的干邑風格。',
      questions: [
        {
          question: '你理想中的夜晚？',
          answers: [
            '日落時分和朋友們在屋頂露台相聚',
            '一頓悠長、捨不得離席的晚餐',
            '一張扶手椅、一本好書與一片寧靜',
          ],
        },
        {
          question: '選一種香氣',
          answers: ['熟杏桃與蜂蜜', '皮革、菸草與無花果乾', '柑橘皮與白色花朵'],
        },
        {
          question: '你喜歡怎麼喝？',
          answers: ['室溫純飲，用鬱金香杯', '加通寧水和大量冰塊的長飲', '只放一顆大冰塊'],
        },
        {
          question: '你最喜歡的季節？',
          answers: ['春天，萬物甦醒之時', '冬天，在爐火旁', '夏末，果實成熟之時'],
        },
      ],
      outcomes: [
        {
          title: '明亮活潑',
          description:
            '你熱愛清新與好友相伴。試試帶有果香與花香的年輕干邑，純飲或調成長飲都很出色。',
        },
        {
          title: '圓潤大方',
          description: '你懂得慢慢享受。帶有熟果、蜂蜜與一絲辛香的干邑，能陪你度過漫長的夜晚。',
        },
        {
          title: '深邃沉思',
          description:
            '你喜歡隨時間慢慢展現的事物。帶有皮革、乾果與 rancio 氣息的陳年調配正是為你而生。',
        },
      ],
    },
    vi: {
      title: 'Bạn là loại cognac nào?',
      intro:
        'Bốn câu hỏi về sở thích và những khoảnh khắc yêu thích của bạn, và chúng tôi sẽ cho bạn biết phong cách cognac nào giống bạn nhất.',
      seoDescription:
        'Tham gia bài trắc nghiệm phong cách cognac của Maison Solaine: bốn câu hỏi để tìm ra phong cách cognac hợp với khẩu vị của bạn.',
      questions: [
        {
          question: 'Buổi tối lý tưởng của bạn?',
          answers: [
            'Một sân thượng cùng bạn bè lúc hoàng hôn',
            'Một bữa tối dài chẳng ai muốn rời bàn',
            'Một chiếc ghế bành, một cuốn sách hay và sự tĩnh lặng',
          ],
        },
        {
          question: 'Hãy chọn một mùi hương',
          answers: [
            'Mơ chín và mật ong',
            'Da thuộc, thuốc lá và sung khô',
            'Vỏ cam chanh và hoa trắng',
          ],
        },
        {
          question: 'Bạn thích uống thế nào?',
          answers: [
            'Uống nguyên chất ở nhiệt độ phòng, trong ly tulip',
            'Pha long drink với nước tonic và thật nhiều đá',
            'Với một viên đá lớn duy nhất',
          ],
        },
        {
          question: 'Mùa bạn yêu thích?',
          answers: [
            'Mùa xuân, khi vạn vật thức giấc',
            'Mùa đông, bên lò sưởi',
            'Cuối hè, khi trái cây đã chín',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Tươi sáng và sôi nổi',
          description:
            'Bạn yêu sự tươi mát và những người bạn tốt. Hãy tìm các loại cognac trẻ với hương trái cây và hoa, tuyệt vời khi uống nguyên chất hay pha long drink.',
        },
        {
          title: 'Tròn đầy và hào phóng',
          description:
            'Bạn biết tận hưởng thời gian. Những loại cognac mang hương trái cây chín, mật ong và chút gia vị sẽ đồng hành cùng bạn suốt một buổi tối dài.',
        },
        {
          title: 'Sâu lắng và trầm tư',
          description:
            'Bạn thích những điều chỉ hé lộ theo thời gian. Những bản phối lâu năm với hương da thuộc, trái cây khô và rancio được tạo ra dành cho bạn.',
        },
      ],
    },
    ru: {
      title: 'Какой вы коньяк?',
      intro:
        'Четыре вопроса о ваших вкусах и любимых моментах — и мы подскажем, какой характер коньяка ближе всего вам.',
      seoDescription:
        'Пройдите тест Maison Solaine на коньячный профиль: четыре вопроса, чтобы найти стиль коньяка по вашему вкусу.',
      questions: [
        {
          question: 'Ваш идеальный вечер?',
          answers: [
            'Крыша с друзьями на закате',
            'Долгий ужин, из-за которого никто не спешит вставать',
            'Кресло, хорошая книга и тишина',
          ],
        },
        {
          question: 'Выберите аромат',
          answers: [
            'Спелый абрикос и мёд',
            'Кожа, табак и сушёный инжир',
            'Цедра цитрусовых и белые цветы',
          ],
        },
        {
          question: 'Как вы любите пить?',
          answers: [
            'В чистом виде, комнатной температуры, из бокала-тюльпана',
            'В лонг-дринке, с тоником и большим количеством льда',
            'С одним большим кубиком льда',
          ],
        },
        {
          question: 'Ваше любимое время года?',
          answers: [
            'Весна, когда всё просыпается',
            'Зима, у камина',
            'Конец лета, когда фрукты созрели',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Яркий и живой',
          description:
            'Вы любите свежесть и хорошую компанию. Ищите молодые коньяки с нотами фруктов и цветов — они прекрасны и в чистом виде, и в лонг-дринке.',
        },
        {
          title: 'Округлый и щедрый',
          description:
            'Вы не торопитесь. Коньяки с нотами спелых фруктов, мёда и лёгких пряностей составят вам компанию весь долгий вечер.',
        },
        {
          title: 'Глубокий и созерцательный',
          description:
            'Вам нравится то, что раскрывается со временем. Старые купажи с нотами кожи, сухофруктов и рансио созданы для вас.',
        },
      ],
    },
  },
}

/** The journeys quiz: each answer leans towards one of the three journeys. */
const JOURNEYS_QUIZ: QuizSeed = {
  collection: 'quizzjourneys',
  slug: 'quizz-journeys',
  cover: 'quizJourneys',
  questions: [
    { outcomes: ['heritage', 'part-des-anges', 'savoir-faire'] },
    { outcomes: ['savoir-faire', 'heritage', 'part-des-anges'] },
    { outcomes: ['part-des-anges', 'savoir-faire', 'heritage'] },
    { outcomes: ['heritage', 'savoir-faire', 'part-des-anges'] },
  ],
  outcomes: [
    { key: 'heritage', image: 'journeyHeritage', journey: 'heritage' },
    { key: 'part-des-anges', image: 'journeyAngels', journey: 'part-des-anges' },
    { key: 'savoir-faire', image: 'journeySavoirFaire', journey: 'savoir-faire' },
  ],
  texts: {
    en: {
      title: 'Which journey is yours?',
      intro:
        'Four questions to find the journey through Maison Solaine that speaks to you: its history, its cellars or its crafts.',
      seoDescription:
        'Take the Maison Solaine journeys quiz and discover which journey suits you: heritage, the angels’ share or savoir-faire.',
      questions: [
        {
          question: 'On a visit, what draws you first?',
          answers: [
            'Old photographs and family letters',
            'The scent of the cellars',
            'The copper stills at work',
          ],
        },
        {
          question: 'What would you ask the cellar master?',
          answers: [
            'How do you know a blend is ready?',
            'How did it all begin?',
            'Where does the evaporating spirit go?',
          ],
        },
        {
          question: 'Which souvenir would you take home?',
          answers: [
            'A vial of eau-de-vie drawn from the cask',
            'A tasting notebook',
            'A print of an old label',
          ],
        },
        {
          question: 'Your favourite time of day?',
          answers: [
            'Dusk, when stories are told',
            'Dawn, when the work begins',
            'Night, in the stillness of the cellars',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Heritage',
          description:
            'You are drawn to stories and to the people who wrote them. Follow the Solaine family from 1847 to today.',
        },
        {
          title: 'The angels’ share',
          description:
            'You love mystery and slow time. Step into the cellars where the spirit breathes and the walls turn black.',
        },
        {
          title: 'Savoir-faire',
          description:
            'You want to understand how things are made. Follow the gestures of the vineyard, the still and the blending room.',
        },
      ],
    },
    fr: {
      title: 'Quel voyage est le vôtre ?',
      intro:
        'Quatre questions pour trouver le voyage au cœur de la Maison Solaine qui vous parle : son histoire, ses chais ou ses métiers.',
      seoDescription:
        'Faites le quiz des voyages de la Maison Solaine et découvrez celui qui vous ressemble : héritage, part des anges ou savoir-faire.',
      questions: [
        {
          question: 'Lors d’une visite, qu’est-ce qui vous attire d’abord ?',
          answers: [
            'Les vieilles photographies et les lettres de famille',
            'Le parfum des chais',
            'Les alambics de cuivre en pleine chauffe',
          ],
        },
        {
          question: 'Que demanderiez-vous au maître de chai ?',
          answers: [
            'Comment savez-vous qu’un assemblage est prêt ?',
            'Comment tout a-t-il commencé ?',
            'Où s’en va l’eau-de-vie qui s’évapore ?',
          ],
        },
        {
          question: 'Quel souvenir rapporteriez-vous ?',
          answers: [
            'Une fiole d’eau-de-vie tirée du fût',
            'Un carnet de dégustation',
            'La reproduction d’une ancienne étiquette',
          ],
        },
        {
          question: 'Votre moment préféré de la journée ?',
          answers: [
            'Le crépuscule, quand on se raconte des histoires',
            'L’aube, quand le travail commence',
            'La nuit, dans le silence des chais',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Héritage',
          description:
            'Les histoires vous attirent, et ceux qui les ont écrites. Suivez la famille Solaine de 1847 à aujourd’hui.',
        },
        {
          title: 'La part des anges',
          description:
            'Vous aimez le mystère et le temps long. Entrez dans les chais où l’eau-de-vie respire et où les murs deviennent noirs.',
        },
        {
          title: 'Savoir-faire',
          description:
            'Vous voulez comprendre comment les choses se font. Suivez les gestes de la vigne, de l’alambic et de la salle d’assemblage.',
        },
      ],
    },
    es: {
      title: '¿Cuál es su viaje?',
      intro:
        'Cuatro preguntas para encontrar el viaje por Maison Solaine que le habla a usted: su historia, sus bodegas o sus oficios.',
      seoDescription:
        'Haga el test de viajes de Maison Solaine y descubra cuál le va mejor: herencia, la parte de los ángeles o savoir-faire.',
      questions: [
        {
          question: 'En una visita, ¿qué le atrae primero?',
          answers: [
            'Las fotografías antiguas y las cartas de familia',
            'El aroma de las bodegas',
            'Los alambiques de cobre en plena destilación',
          ],
        },
        {
          question: '¿Qué le preguntaría al maestro bodeguero?',
          answers: [
            '¿Cómo sabe que un ensamblaje está listo?',
            '¿Cómo empezó todo?',
            '¿Adónde va el aguardiente que se evapora?',
          ],
        },
        {
          question: '¿Qué recuerdo se llevaría a casa?',
          answers: [
            'Un frasquito de aguardiente sacado de la barrica',
            'Un cuaderno de cata',
            'La reproducción de una etiqueta antigua',
          ],
        },
        {
          question: '¿Su momento favorito del día?',
          answers: [
            'El atardecer, cuando se cuentan historias',
            'El amanecer, cuando empieza el trabajo',
            'La noche, en el silencio de las bodegas',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Herencia',
          description:
            'Le atraen las historias y quienes las escribieron. Siga a la familia Solaine desde 1847 hasta hoy.',
        },
        {
          title: 'La parte de los ángeles',
          description:
            'Le gustan el misterio y el tiempo lento. Entre en las bodegas donde respira el aguardiente y los muros se vuelven negros.',
        },
        {
          title: 'Savoir-faire',
          description:
            'Quiere entender cómo se hacen las cosas. Siga los gestos del viñedo, del alambique y de la sala de ensamblaje.',
        },
      ],
    },
    pl: {
      title: 'Która podróż jest twoja?',
      intro:
        'Cztery pytania, by znaleźć podróż po Maison Solaine, która przemawia właśnie do ciebie: historia, piwnice czy rzemiosło.',
      seoDescription:
        'Rozwiąż quiz podróży Maison Solaine i odkryj, która pasuje do ciebie: dziedzictwo, udział aniołów czy savoir-faire.',
      questions: [
        {
          question: 'Co najpierw przyciąga cię podczas zwiedzania?',
          answers: [
            'Stare fotografie i rodzinne listy',
            'Zapach piwnic',
            'Pracujące miedziane alembiki',
          ],
        },
        {
          question: 'Jakie pytanie zadać mistrzowi piwnic?',
          answers: [
            'Skąd wiadomo, że kupaż jest gotowy?',
            'Jak to wszystko się zaczęło?',
            'Dokąd odchodzi parująca okowita?',
          ],
        },
        {
          question: 'Jaką pamiątkę zabrać do domu?',
          answers: [
            'Fiolkę okowity prosto z beczki',
            'Notes degustacyjny',
            'Reprodukcję starej etykiety',
          ],
        },
        {
          question: 'Twoja ulubiona pora dnia?',
          answers: [
            'Zmierzch, gdy opowiada się historie',
            'Świt, gdy zaczyna się praca',
            'Noc, w ciszy piwnic',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Dziedzictwo',
          description:
            'Przyciągają cię historie i ludzie, którzy je napisali. Podążaj za rodziną Solaine od 1847 roku do dziś.',
        },
        {
          title: 'Udział aniołów',
          description:
            'Kochasz tajemnicę i powolny czas. Wejdź do piwnic, gdzie okowita oddycha, a mury czernieją.',
        },
        {
          title: 'Savoir-faire',
          description:
            'Chcesz zrozumieć, jak powstają rzeczy. Poznaj gesty winnicy, alembiku i sali kupażu.',
        },
      ],
    },
    zh: {
      title: '哪一段旅程屬於你？',
      intro: '四個問題，幫你找到最打動你的 Maison Solaine 之旅：它的歷史、它的酒窖，或是它的匠藝。',
      seoDescription: '參加 Maison Solaine 旅程測驗，發現最適合你的旅程：傳承、天使的分享或匠藝。',
      questions: [
        {
          question: '參觀時，什麼最先吸引你？',
          answers: ['老照片與家族書信', '酒窖裡的香氣', '運轉中的銅製蒸餾器'],
        },
        {
          question: '你會問酒窖大師什麼？',
          answers: [
            '怎麼知道一款調配已經完成？',
            '一切是怎麼開始的？',
            '蒸發掉的生命之水去了哪裡？',
          ],
        },
        {
          question: '你會帶什麼紀念品回家？',
          answers: ['一小瓶直接從酒桶取出的生命之水', '一本品鑑筆記本', '一張老酒標的複刻版'],
        },
        {
          question: '你最喜歡一天中的哪個時刻？',
          answers: ['黃昏，說故事的時候', '黎明，工作開始的時候', '夜晚，酒窖一片寂靜的時候'],
        },
      ],
      outcomes: [
        {
          title: '傳承',
          description: '你著迷於故事，以及書寫故事的人。跟隨 Solaine 家族，從 1847 年走到今天。',
        },
        {
          title: '天使的分享',
          description: '你喜愛神秘與緩慢流逝的時光。走進生命之水呼吸、牆面漸漸變黑的酒窖。',
        },
        {
          title: '匠藝',
          description: '你想了解事物是如何誕生的。跟隨葡萄園、蒸餾器與調配室裡的每一個動作。',
        },
      ],
    },
    vi: {
      title: 'Hành trình nào dành cho bạn?',
      intro:
        'Bốn câu hỏi để tìm ra hành trình khám phá Maison Solaine hợp với bạn nhất: lịch sử, hầm rượu hay tay nghề.',
      seoDescription:
        'Tham gia trắc nghiệm hành trình của Maison Solaine và khám phá hành trình hợp với bạn: di sản, phần của thiên thần hay bí quyết tay nghề.',
      questions: [
        {
          question: 'Khi tham quan, điều gì thu hút bạn đầu tiên?',
          answers: [
            'Những bức ảnh cũ và thư từ gia đình',
            'Mùi hương của hầm rượu',
            'Những nồi chưng cất bằng đồng đang hoạt động',
          ],
        },
        {
          question: 'Bạn sẽ hỏi bậc thầy hầm rượu điều gì?',
          answers: [
            'Làm sao để biết một bản phối đã sẵn sàng?',
            'Mọi chuyện đã bắt đầu như thế nào?',
            'Phần rượu bay hơi đi đâu?',
          ],
        },
        {
          question: 'Bạn sẽ mang món quà lưu niệm nào về nhà?',
          answers: [
            'Một lọ nhỏ eau-de-vie rút từ thùng',
            'Một cuốn sổ ghi chép nếm rượu',
            'Bản in lại một nhãn rượu xưa',
          ],
        },
        {
          question: 'Thời điểm yêu thích trong ngày của bạn?',
          answers: [
            'Hoàng hôn, khi những câu chuyện được kể',
            'Bình minh, khi công việc bắt đầu',
            'Ban đêm, trong sự tĩnh lặng của hầm rượu',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Di sản',
          description:
            'Bạn bị cuốn hút bởi những câu chuyện và những người đã viết nên chúng. Hãy theo chân gia đình Solaine từ năm 1847 đến nay.',
        },
        {
          title: 'Phần của thiên thần',
          description:
            'Bạn yêu sự bí ẩn và thời gian chậm rãi. Hãy bước vào những hầm rượu nơi eau-de-vie hít thở và tường đá dần chuyển màu đen.',
        },
        {
          title: 'Bí quyết tay nghề',
          description:
            'Bạn muốn hiểu mọi thứ được tạo ra như thế nào. Hãy theo dõi những thao tác trong vườn nho, bên nồi chưng cất và trong phòng phối trộn.',
        },
      ],
    },
    ru: {
      title: 'Какое путешествие ваше?',
      intro:
        'Четыре вопроса, чтобы найти путешествие по Maison Solaine, которое откликнется именно вам: история, погреба или ремесло.',
      seoDescription:
        'Пройдите тест Maison Solaine и узнайте, какое путешествие подходит вам: наследие, доля ангелов или мастерство.',
      questions: [
        {
          question: 'Что первым привлекает вас на экскурсии?',
          answers: [
            'Старые фотографии и семейные письма',
            'Запах погребов',
            'Работающие медные кубы',
          ],
        },
        {
          question: 'Что бы вы спросили у мастера погреба?',
          answers: [
            'Как понять, что купаж готов?',
            'С чего всё началось?',
            'Куда уходит испаряющийся спирт?',
          ],
        },
        {
          question: 'Какой сувенир вы увезёте домой?',
          answers: [
            'Флакон спирта, взятого прямо из бочки',
            'Дегустационный блокнот',
            'Репродукцию старинной этикетки',
          ],
        },
        {
          question: 'Ваше любимое время суток?',
          answers: [
            'Сумерки, когда рассказывают истории',
            'Рассвет, когда начинается работа',
            'Ночь, в тишине погребов',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Наследие',
          description:
            'Вас притягивают истории и люди, которые их написали. Пройдите вместе с семьёй Солен путь от 1847 года до наших дней.',
        },
        {
          title: 'Доля ангелов',
          description:
            'Вы любите тайну и неспешное время. Войдите в погреба, где спирт дышит, а стены становятся чёрными.',
        },
        {
          title: 'Мастерство',
          description:
            'Вы хотите понять, как всё устроено. Проследите за движениями в винограднике, у перегонного куба и в зале купажа.',
        },
      ],
    },
  },
}

/** The knowledge quiz: right and wrong answers; the score picks the outcome. */
const KNOWLEDGE: QuizSeed = {
  collection: 'quiz',
  slug: 'cognac-knowledge',
  cover: 'quizKnowledge',
  questions: [{ correct: 0 }, { correct: 2 }, { correct: 1 }, { correct: 0 }, { correct: 2 }],
  outcomes: [
    { key: 'curious', image: 'sessionTasting', minCorrect: 0, session: 'the-art-of-tasting' },
    { key: 'enthusiast', image: 'sessionVine', minCorrect: 3, session: 'from-vine-to-glass' },
    { key: 'connoisseur', image: 'timeline1921', minCorrect: 5, product: 'xo' },
  ],
  explanations: {
    en: [
      'Ugni blanc gives a light, acidic wine that distils well: it makes up almost all of the Cognac vineyard.',
      'Cognac is distilled twice in copper pot stills: a first heating gives the brouillis, the second the eau-de-vie.',
      'Through the wood of the casks, about 2% of the spirit evaporates each year: the share of the angels.',
      'V.S.O.P. (Very Superior Old Pale) means the youngest eau-de-vie of the blend has aged at least four years in oak.',
      'The paradise is the cellar where a house keeps its oldest eaux-de-vie, often in glass demijohns.',
    ],
    fr: [
      'L’ugni blanc donne un vin léger et acide qui se distille bien : il couvre presque tout le vignoble de Cognac.',
      'Le cognac est distillé deux fois dans des alambics en cuivre : la première chauffe donne le brouillis, la seconde l’eau-de-vie.',
      'À travers le bois des fûts, environ 2 % de l’eau-de-vie s’évapore chaque année : c’est la part des anges.',
      'V.S.O.P. (Very Superior Old Pale) signifie que la plus jeune eau-de-vie de l’assemblage a vieilli au moins quatre ans en fût de chêne.',
      'Le paradis est le chai où une maison garde ses plus vieilles eaux-de-vie, souvent en dames-jeannes de verre.',
    ],
    es: [
      'La ugni blanc da un vino ligero y ácido que se destila bien: ocupa casi todo el viñedo de Cognac.',
      'El coñac se destila dos veces en alambiques de cobre: la primera destilación da el brouillis, la segunda el aguardiente.',
      'A través de la madera de las barricas se evapora cada año cerca del 2 % del aguardiente: la parte de los ángeles.',
      'V.S.O.P. (Very Superior Old Pale) significa que el aguardiente más joven de la mezcla ha envejecido al menos cuatro años en roble.',
      'El paraíso es la bodega donde una casa guarda sus aguardientes más antiguos, a menudo en damajuanas de vidrio.',
    ],
    pl: [
      'Ugni blanc daje lekkie, kwaśne wino, które dobrze się destyluje: zajmuje niemal całą winnicę Cognac.',
      'Koniak destyluje się dwukrotnie w miedzianych alembikach: pierwsza destylacja daje brouillis, druga okowitę.',
      'Przez drewno beczek co roku odparowuje około 2% okowity: to udział aniołów.',
      'V.S.O.P. (Very Superior Old Pale) oznacza, że najmłodsza okowita w kupażu dojrzewała co najmniej cztery lata w dębie.',
      'Raj to piwnica, w której dom przechowuje swoje najstarsze okowity, często w szklanych gąsiorach.',
    ],
    zh: [
      '白玉霓釀出的葡萄酒清淡、酸度高，非常適合蒸餾，幾乎種滿了整個干邑產區。',
      '干邑須在銅製壺式蒸餾器中蒸餾兩次：第一次得到初餾液，第二次才得到生命之水。',
      '每年約有 2% 的酒液透過橡木桶蒸發，這就是「天使的分享」。',
      'V.S.O.P.（Very Superior Old Pale）表示調配中最年輕的生命之水至少在橡木桶中陳年四年。',
      '「天堂」是酒莊存放最古老生命之水的酒窖，這些酒常常裝在玻璃大瓶中。',
    ],
    vi: [
      'Ugni blanc cho rượu vang nhẹ, chua, rất hợp để chưng cất: giống nho này phủ gần như toàn bộ vùng Cognac.',
      'Cognac được chưng cất hai lần trong nồi đồng: lần đầu cho ra brouillis, lần thứ hai cho ra eau-de-vie.',
      'Mỗi năm khoảng 2% rượu bay hơi qua gỗ thùng: đó là phần của các thiên thần.',
      'V.S.O.P. (Very Superior Old Pale) nghĩa là eau-de-vie trẻ nhất trong phối trộn đã ủ ít nhất bốn năm trong gỗ sồi.',
      '“Thiên đường” là hầm rượu nơi nhà cognac cất giữ những eau-de-vie lâu năm nhất, thường trong các bình thủy tinh lớn.',
    ],
    ru: [
      'Уни блан даёт лёгкое кислотное вино, которое хорошо перегоняется: им засажены почти все виноградники Коньяка.',
      'Коньяк перегоняют дважды в медных кубах: первая перегонка даёт бруйи, вторая — коньячный спирт.',
      'Сквозь дерево бочек каждый год испаряется около 2% спирта: это доля ангелов.',
      'V.S.O.P. (Very Superior Old Pale) означает, что самый молодой спирт в купаже выдерживался в дубе не меньше четырёх лет.',
      '«Рай» — это погреб, где дом хранит свои самые старые коньячные спирты, часто в стеклянных бутылях.',
    ],
  },
  texts: {
    en: {
      title: 'How well do you know cognac?',
      intro:
        'Five questions on grapes, stills and cellars. Test your knowledge, then go further with our masterclasses.',
      seoDescription:
        'A five-question cognac quiz from Maison Solaine: grapes, distillation, ageing and the words of the cellar.',
      questions: [
        {
          question: 'Which grape makes most cognac?',
          answers: ['Ugni blanc', 'Chardonnay', 'Merlot'],
        },
        {
          question: 'How many times is cognac distilled?',
          answers: ['Once', 'Three times', 'Twice'],
        },
        {
          question: 'What is the “angels’ share”?',
          answers: [
            'The first glass offered to guests',
            'The spirit that evaporates from the casks',
            'The cellar master’s private reserve',
          ],
        },
        {
          question: 'What does V.S.O.P. on a label promise?',
          answers: [
            'At least four years in oak',
            'At least ten years in oak',
            'Ageing in sherry casks',
          ],
        },
        {
          question: 'What is the “paradise” of a cognac house?',
          answers: [
            'The tasting room of the house',
            'The vineyard on the highest hill',
            'The cellar where the oldest eaux-de-vie rest',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Curious palate',
          description:
            'Everyone starts somewhere. Begin with our tasting masterclass: three short episodes to learn how to read a glass of cognac.',
        },
        {
          title: 'Enthusiast',
          description:
            'You know the basics well. Go behind the scenes with our members’ masterclass, from the harvest to the oak casks.',
        },
        {
          title: 'Connoisseur',
          description:
            'A perfect score: the cellar master would hand you the key to the paradise. Celebrate with one of our oldest blends.',
        },
      ],
    },
    fr: {
      title: 'Connaissez-vous vraiment le cognac ?',
      intro:
        'Cinq questions sur les raisins, les alambics et les chais. Testez vos connaissances, puis allez plus loin avec nos masterclasses.',
      seoDescription:
        'Un quiz de cinq questions sur le cognac par la Maison Solaine : cépages, distillation, vieillissement et mots du chai.',
      questions: [
        {
          question: 'Quel cépage donne la plupart des cognacs ?',
          answers: ['L’ugni blanc', 'Le chardonnay', 'Le merlot'],
        },
        {
          question: 'Combien de fois le cognac est-il distillé ?',
          answers: ['Une fois', 'Trois fois', 'Deux fois'],
        },
        {
          question: 'Qu’est-ce que la « part des anges » ?',
          answers: [
            'Le premier verre offert aux invités',
            'L’eau-de-vie qui s’évapore des fûts',
            'La réserve personnelle du maître de chai',
          ],
        },
        {
          question: 'Que garantit la mention V.S.O.P. sur une étiquette ?',
          answers: [
            'Au moins quatre ans en fût de chêne',
            'Au moins dix ans en fût de chêne',
            'Un vieillissement en fût de xérès',
          ],
        },
        {
          question: 'Qu’est-ce que le « paradis » d’une maison de cognac ?',
          answers: [
            'La salle de dégustation de la maison',
            'La vigne sur la plus haute colline',
            'Le chai où reposent les plus vieilles eaux-de-vie',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Palais curieux',
          description:
            'Tout le monde commence quelque part. Débutez avec notre masterclass de dégustation : trois courts épisodes pour apprendre à lire un verre de cognac.',
        },
        {
          title: 'Amateur éclairé',
          description:
            'Vous connaissez bien les bases. Passez en coulisses avec notre masterclass réservée aux membres, des vendanges aux fûts de chêne.',
        },
        {
          title: 'Connaisseur',
          description:
            'Un sans-faute : le maître de chai vous confierait la clé du paradis. Célébrez-le avec l’un de nos plus vieux assemblages.',
        },
      ],
    },
    es: {
      title: '¿Cuánto sabe de coñac?',
      intro:
        'Cinco preguntas sobre uvas, alambiques y bodegas. Ponga a prueba sus conocimientos y luego vaya más allá con nuestras masterclasses.',
      seoDescription:
        'Un test de cinco preguntas sobre el coñac de Maison Solaine: uvas, destilación, envejecimiento y el vocabulario de la bodega.',
      questions: [
        {
          question: '¿Qué uva da la mayoría de los coñacs?',
          answers: ['La ugni blanc', 'La chardonnay', 'La merlot'],
        },
        {
          question: '¿Cuántas veces se destila el coñac?',
          answers: ['Una vez', 'Tres veces', 'Dos veces'],
        },
        {
          question: '¿Qué es la «parte de los ángeles»?',
          answers: [
            'La primera copa que se ofrece a los invitados',
            'El aguardiente que se evapora de las barricas',
            'La reserva personal del maestro bodeguero',
          ],
        },
        {
          question: '¿Qué garantiza la mención V.S.O.P. en una etiqueta?',
          answers: [
            'Al menos cuatro años en roble',
            'Al menos diez años en roble',
            'Un envejecimiento en barricas de jerez',
          ],
        },
        {
          question: '¿Qué es el «paraíso» de una casa de coñac?',
          answers: [
            'La sala de catas de la casa',
            'El viñedo de la colina más alta',
            'La bodega donde reposan los aguardientes más antiguos',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Paladar curioso',
          description:
            'Todo el mundo empieza por algún sitio. Comience con nuestra masterclass de cata: tres episodios breves para aprender a leer una copa de coñac.',
        },
        {
          title: 'Aficionado',
          description:
            'Conoce bien lo básico. Descubra lo que hay detrás con nuestra masterclass para miembros, de la vendimia a las barricas de roble.',
        },
        {
          title: 'Conocedor',
          description:
            'Pleno de aciertos: el maestro bodeguero le confiaría la llave del paraíso. Celébrelo con uno de nuestros ensamblajes más antiguos.',
        },
      ],
    },
    pl: {
      title: 'Ile wiesz o koniaku?',
      intro:
        'Pięć pytań o winogrona, alembiki i piwnice. Sprawdź swoją wiedzę, a potem pójdź dalej z naszymi masterclassami.',
      seoDescription:
        'Quiz Maison Solaine w pięciu pytaniach: winogrona, destylacja, dojrzewanie i język piwnic.',
      questions: [
        {
          question: 'Z jakiej odmiany winogron powstaje większość koniaków?',
          answers: ['Ugni blanc', 'Chardonnay', 'Merlot'],
        },
        {
          question: 'Ile razy destyluje się koniak?',
          answers: ['Raz', 'Trzy razy', 'Dwa razy'],
        },
        {
          question: 'Czym jest „udział aniołów”?',
          answers: [
            'Pierwszym kieliszkiem dla gości',
            'Okowitą, która odparowuje z beczek',
            'Prywatną rezerwą mistrza piwnic',
          ],
        },
        {
          question: 'Co gwarantuje oznaczenie V.S.O.P. na etykiecie?',
          answers: [
            'Co najmniej cztery lata w dębie',
            'Co najmniej dziesięć lat w dębie',
            'Dojrzewanie w beczkach po sherry',
          ],
        },
        {
          question: 'Czym jest „raj” domu koniakowego?',
          answers: [
            'Salą degustacyjną domu',
            'Winnicą na najwyższym wzgórzu',
            'Piwnicą, w której spoczywają najstarsze okowity',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Ciekawy smakosz',
          description:
            'Każdy od czegoś zaczyna. Zacznij od naszego masterclassu degustacji: trzy krótkie odcinki, by nauczyć się czytać kieliszek koniaku.',
        },
        {
          title: 'Pasjonat',
          description:
            'Dobrze znasz podstawy. Zajrzyj za kulisy w naszym masterclassie dla członków, od winobrania po dębowe beczki.',
        },
        {
          title: 'Koneser',
          description:
            'Bezbłędnie: mistrz piwnic powierzyłby ci klucz do raju. Uczcij to jednym z naszych najstarszych kupaży.',
        },
      ],
    },
    zh: {
      title: '你對干邑了解多少？',
      intro: '五個關於葡萄、蒸餾器與酒窖的問題。測試你的知識，再透過我們的大師課更進一步。',
      seoDescription: 'Maison Solaine 的五題干邑測驗：葡萄品種、蒸餾、陳年與酒窖用語。',
      questions: [
        { question: '大多數干邑是用哪一種葡萄釀造的？', answers: ['白玉霓', '夏多內', '梅洛'] },
        { question: '干邑要經過幾次蒸餾？', answers: ['一次', '三次', '兩次'] },
        {
          question: '什麼是「天使的分享」？',
          answers: ['招待賓客的第一杯酒', '從酒桶中蒸發的生命之水', '酒窖大師的私人珍藏'],
        },
        {
          question: '酒標上的 V.S.O.P. 代表什麼保證？',
          answers: ['至少在橡木桶中陳年四年', '至少在橡木桶中陳年十年', '在雪莉桶中陳年'],
        },
        {
          question: '干邑酒莊的「天堂」是什麼？',
          answers: ['酒莊的品酒室', '最高山丘上的葡萄園', '存放最古老生命之水的酒窖'],
        },
      ],
      outcomes: [
        {
          title: '好奇的味蕾',
          description: '每個人都有起點。從我們的品鑑大師課開始：三集短片，教你讀懂一杯干邑。',
        },
        {
          title: '干邑愛好者',
          description: '你已熟知基礎。透過會員專屬大師課走進幕後，從採收一路到橡木桶。',
        },
        {
          title: '干邑行家',
          description:
            '全部答對：酒窖大師也會把天堂酒窖的鑰匙交給你。用我們最古老的調配之一來慶祝吧。',
        },
      ],
    },
    vi: {
      title: 'Bạn hiểu cognac đến đâu?',
      intro:
        'Năm câu hỏi về nho, nồi chưng cất và hầm rượu. Hãy thử kiến thức của bạn, rồi tìm hiểu sâu hơn với các lớp masterclass của chúng tôi.',
      seoDescription:
        'Bài trắc nghiệm năm câu về cognac của Maison Solaine: giống nho, chưng cất, ủ rượu và ngôn ngữ của hầm rượu.',
      questions: [
        {
          question: 'Phần lớn cognac được làm từ giống nho nào?',
          answers: ['Ugni blanc', 'Chardonnay', 'Merlot'],
        },
        {
          question: 'Cognac được chưng cất bao nhiêu lần?',
          answers: ['Một lần', 'Ba lần', 'Hai lần'],
        },
        {
          question: '“Phần của thiên thần” là gì?',
          answers: [
            'Ly rượu đầu tiên mời khách',
            'Phần eau-de-vie bay hơi khỏi thùng',
            'Kho rượu riêng của bậc thầy hầm rượu',
          ],
        },
        {
          question: 'Ký hiệu V.S.O.P. trên nhãn đảm bảo điều gì?',
          answers: [
            'Ít nhất bốn năm ủ trong gỗ sồi',
            'Ít nhất mười năm ủ trong gỗ sồi',
            'Được ủ trong thùng rượu sherry',
          ],
        },
        {
          question: '“Thiên đường” của một nhà cognac là gì?',
          answers: [
            'Phòng nếm rượu của nhà',
            'Vườn nho trên ngọn đồi cao nhất',
            'Căn hầm lưu giữ những loại eau-de-vie lâu năm nhất',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Vị giác tò mò',
          description:
            'Ai cũng phải bắt đầu từ đâu đó. Hãy bắt đầu với lớp masterclass thưởng thức của chúng tôi: ba tập ngắn để học cách “đọc” một ly cognac.',
        },
        {
          title: 'Người đam mê',
          description:
            'Bạn đã nắm vững những điều cơ bản. Hãy khám phá hậu trường với lớp masterclass dành cho thành viên, từ mùa thu hoạch đến những thùng gỗ sồi.',
        },
        {
          title: 'Người sành rượu',
          description:
            'Trả lời đúng tất cả: bậc thầy hầm rượu hẳn sẽ trao cho bạn chìa khóa hầm thiên đường. Hãy ăn mừng với một trong những bản phối lâu năm nhất của chúng tôi.',
        },
      ],
    },
    ru: {
      title: 'Насколько хорошо вы знаете коньяк?',
      intro:
        'Пять вопросов о винограде, перегонных кубах и погребах. Проверьте свои знания, а затем узнайте больше на наших мастер-классах.',
      seoDescription:
        'Тест Maison Solaine из пяти вопросов о коньяке: виноград, перегонка, выдержка и язык погреба.',
      questions: [
        {
          question: 'Из какого сорта винограда делают большинство коньяков?',
          answers: ['Уни блан', 'Шардоне', 'Мерло'],
        },
        {
          question: 'Сколько раз перегоняют коньяк?',
          answers: ['Один раз', 'Три раза', 'Два раза'],
        },
        {
          question: 'Что такое «доля ангелов»?',
          answers: [
            'Первый бокал, который подают гостям',
            'Спирт, испаряющийся из бочек',
            'Личный запас мастера погреба',
          ],
        },
        {
          question: 'Что гарантирует надпись V.S.O.P. на этикетке?',
          answers: [
            'Не менее четырёх лет выдержки в дубе',
            'Не менее десяти лет выдержки в дубе',
            'Выдержку в бочках из-под хереса',
          ],
        },
        {
          question: 'Что такое «рай» коньячного дома?',
          answers: [
            'Дегустационный зал дома',
            'Виноградник на самом высоком холме',
            'Погреб, где хранятся старейшие спирты',
          ],
        },
      ],
      outcomes: [
        {
          title: 'Любопытный вкус',
          description:
            'Все с чего-то начинают. Начните с нашего мастер-класса по дегустации: три коротких эпизода, чтобы научиться читать бокал коньяка.',
        },
        {
          title: 'Энтузиаст',
          description:
            'Вы хорошо знаете основы. Загляните за кулисы на нашем мастер-классе для участников клуба — от сбора урожая до дубовых бочек.',
        },
        {
          title: 'Ценитель',
          description:
            'Без единой ошибки: мастер погреба доверил бы вам ключ от рая. Отметьте это одним из наших старейших купажей.',
        },
      ],
    },
  },
}

export const QUIZZES: QuizSeed[] = [PROFILE, JOURNEYS_QUIZ, KNOWLEDGE]
