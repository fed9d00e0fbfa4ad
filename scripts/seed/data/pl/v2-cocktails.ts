import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The Polish texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const pl: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: 'Rześka Zielona Herbata',
      description:
        'Schłodzona zielona herbata, ogórek i koniak Blue Martinet, dopełnione wodą gazowaną: lekki, ziołowy highball na pierwsze ciepłe wieczory.',
    },
    blocs: [
      {},
      {
        tips: 'Sencha da drink ziołowy i żywy, prażona hojicha – bardziej krągły, z nutą orzecha. Nigdy jednak nie wlewaj gorącej herbaty na lód: rozwodni drinka.',
      },
      {
        steps: [
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
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: 'Stworzony do miksowania',
          description:
            'Blue Martinet to koniak domu do długich drinków: wyrazisty owoc, odrobina przypraw i dość charakteru, by nie zniknąć pod herbatą i bąbelkami.',
          buttons: ['Poznaj Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: 'Mocna Kawa',
      description:
        'Krótkie espresso, koniak XO i likier kawowy wstrząśnięte na aksamitną piankę: kawa i digestif po kolacji w jednym kieliszku.',
    },
    blocs: [
      {},
      {
        tips: 'Użyj espresso w ciągu minuty od zaparzenia: to świeża crema nadaje piance gęstość. Wstrząsaj z dużymi kostkami lodu, by schłodzić drinka, nie rozwadniając go.',
      },
      {
        texts: {
          title: 'Mocna Kawa w shakerze',
          description:
            'Nasz szef baru pokazuje, jak piętnaście sekund energicznego wstrząsania zamienia espresso i XO w aksamitną piankę.',
        },
      },
      {
        steps: [
          {
            title: 'Zaparz espresso',
            description:
              'Zaparz krótkie espresso i rozpuść w nim cukier demerara, póki jest gorące.',
          },
          {
            title: 'Napełnij shaker',
            description: 'Wlej osłodzone espresso, koniak i likier kawowy do shakera pełnego lodu.',
          },
          {
            title: 'Wstrząśnij na piankę',
            description:
              'Wstrząsaj energicznie przez piętnaście sekund: olejki kawowe ubiją się w gęstą, kremową piankę.',
            large: '15 sekund',
          },
          {
            title: 'Przecedź i udekoruj',
            description:
              'Przecedź podwójnie do schłodzonego kieliszka coupe i połóż na piance trzy ziarna kawy.',
          },
        ],
      },
      {
        texts: {
          title: 'Tradycja pousse-café',
          paragraphs: [
            'We francuskich kawiarniach po mocnej kawie podawano zwykle kieliszek koniaku – pousse-café, czyli trunek, który „popycha” kawę. Inni woleli wlać koniak prosto do filiżanki; taką kawę nazywano café arrosé.',
            'Mocna Kawa łączy oba zwyczaje w jednym kieliszku. XO, z nutami kakao, kandyzowanych owoców i przypraw, dotrzymuje kroku ciemno palonej kawie.',
          ],
        },
      },
      {},
    ],
  },
  'swift-old-fashioned': {
    texts: {
      title: 'Swift Old Fashioned',
      description:
        'Najczystszy z klasyków: koniak Blue Martinet, kostka cukru, bitters i skórka pomarańczy na jednej dużej kostce lodu.',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: 'Styl domu',
          title: 'Trzy składniki, nic do ukrycia',
          description:
            'Gdy w szklance jest tak niewiele, cały drink niesie koniak. Blue Martinet wnosi wanilię, kandyzowane owoce i czysty, drzewny finisz, który cukier i bitters jedynie oprawiają.',
          quote: 'Old Fashioned to koniak, który się przyprawia, a nie koktajl, który się buduje.',
          buttons: ['Poznaj Blue Martinet'],
        },
      },
      {
        tips: 'Duża kostka topi się powoli, więc ostatni łyk smakuje jak pierwszy. Wyjmij ją z zamrażarki minutę wcześniej, żeby nie pękła pod koniakiem.',
      },
      {
        steps: [
          {
            title: 'Rozpuść cukier',
            description:
              'Włóż kostkę cukru do szklanicy barmańskiej, nasącz ją bittersem i wodą, a potem rozgnieć grzbietem łyżki, aż się rozpuści.',
          },
          { title: 'Dodaj koniak', description: 'Wlej koniak i wypełnij szklanicę lodem.' },
          {
            title: 'Zamieszaj',
            description:
              'Mieszaj przez około trzydzieści sekund, aż drink będzie zimny i jedwabisty, a potem przecedź go na dużą kostkę lodu w niskiej szklance.',
            large: '30 sekund',
          },
          {
            title: 'Dodaj skórkę',
            description:
              'Wyciśnij olejki ze skórki pomarańczy nad szklanką, przetrzyj nią brzeg i wrzuć do środka.',
          },
        ],
      },
      {
        texts: {
          title: 'Po staremu',
          paragraphs: [
            'W latach 80. XIX wieku, gdy barmani dodawali do drinków likiery i absynt, niektórzy goście prosili o koktajl zrobiony „po staremu”: alkohol, cukier, woda i bitters – nic więcej.',
            'Koniak był jednym z alkoholi podawanych w ten sposób. Nasz Swift Old Fashioned trzyma się czterech pierwotnych składników i pozwala mówić Blue Martinet.',
          ],
        },
      },
      {},
    ],
  },
  'chevalier-noir': {
    texts: {
      title: 'Chevalier Noir',
      description:
        'Koniak Ruban Bleu, czerwony wermut, likier jeżynowy i bitters czekoladowy, mieszane i podane w kieliszku coupe: ciemny, aksamitny koktajl na późny wieczór.',
    },
    blocs: [
      {},
      {
        tips: 'Po otwarciu trzymaj wermut w lodówce: świeży wermut sprawia, że koktajl pozostaje żywy. Zimą zamiast jeżyn użyj wiśni.',
      },
      {
        steps: [
          {
            title: 'Schłódź kieliszek',
            description:
              'Na czas przygotowania drinka napełnij kieliszek lodem i wodą, by koktajl trafił do zimnego szkła.',
          },
          {
            title: 'Zamieszaj',
            description:
              'Wlej koniak, wermut, likier jeżynowy i bitters do szklanicy pełnej lodu i mieszaj przez dwadzieścia pięć sekund.',
            large: '25 sekund',
          },
          {
            title: 'Przecedź i udekoruj',
            description:
              'Opróżnij kieliszek, przecedź do niego koktajl i połóż na brzegu dwie jeżyny nabite na wykałaczkę.',
          },
        ],
      },
      {
        texts: {
          title: 'Jak powstaje Chevalier Noir',
          description:
            'Mieszany, nigdy wstrząsany: zobacz, jak bar domu przygotowuje swój najciemniejszy koktajl.',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: 'Ciemne owoce i Ruban Bleu',
          description:
            'Nuty śliwki, palonej kawy i przypraw w Ruban Bleu wołają o głębokie smaki. Jeżyna i czerwony wermut odpowiadają na nie, nie zagłuszając koniaku.',
          buttons: ['Poznaj Ruban Bleu', 'Znajdź sklep'],
        },
      },
      {
        texts: {
          title: 'Noc czarnego rycerza',
          paragraphs: [
            'Chevalier Noir podano po raz pierwszy w barze domu w Cognac pewnego jesiennego wieczoru, gdy wytłoczono ostatnie winogrona z winobrania. Barmani chcieli stworzyć koktajl tak ciemny jak piwnice, w których dojrzewa Ruban Bleu.',
            'Nazwa pochodzi od rycerza w czarnej zbroi wyrzeźbionego nad drzwiami piwnicy – od pokoleń pracownicy pozdrawiają go, wchodząc do środka.',
          ],
        },
      },
      {},
    ],
  },
}
