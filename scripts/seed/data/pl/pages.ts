import type { PagesCopy } from '../pages'

/** Teksty stron demonstracyjnych po polsku (pl-pl). */
export const pl: PagesCopy = {
  pages: {
    newsletter: {
      title: 'Newsletter',
      headline: 'Wieści z piwnic, cztery razy w roku.',
      intro: [
        'Relacje z winobrania, nowości, przepisy na koktajle i zaproszenia do domu: zapisz się, a z każdą nową porą roku otrzymasz list od Solaine.',
      ],
    },
    newsletterThanks: {
      title: 'Dziękujemy za zapisanie się',
      headline: 'Twój pierwszy list z Cognac jest już w drodze.',
      intro: [
        'Wysłaliśmy Ci e-mail z prośbą o potwierdzenie adresu. Po potwierdzeniu otrzymasz nasz kolejny list wraz z nadejściem nowej pory roku.',
      ],
    },
    videoCard: {
      title: 'Kartki wideo',
      headline: 'Wyślij toast, który ożywa.',
      intro: [
        'Wybierz chwilę, napisz kilka słów, a my zamienimy je w krótki film, którym podzielisz się z bliskimi.',
      ],
    },
    videoCardCreate: {
      title: 'Stwórz swoją kartkę wideo',
      headline: 'Trzy kroki, jedna minuta, jeden toast.',
      intro: [
        'Wybierz scenę z naszego domu, dodaj imię osoby, którą świętujesz, i swoją wiadomość. Kartka od razu jest gotowa do wysłania.',
      ],
    },
    videoCardShare: {
      title: 'Kartka wideo dla Ciebie',
      headline: 'Ktoś wzniósł toast na Twoją cześć.',
      intro: [
        'Naciśnij „odtwórz”, aby obejrzeć kartkę przygotowaną specjalnie dla Ciebie, a potem odpowiedz własną kartką.',
      ],
    },
    masterclass: {
      title: 'Masterclass',
      headline: 'Poznaj koniak z ludźmi, którzy go tworzą.',
      intro: [
        'Krótkie lekcje wideo z naszą mistrzynią piwnic i blenderami: od winorośli do kieliszka, we własnym tempie. Ukończ każdą lekcję, aby odblokować kolejny poziom.',
      ],
    },
    shows: {
      title: 'Koncerty',
      headline: 'Muzyka w piwnicach w każdy letni wieczór.',
      intro: [
        'Od czerwca do września dom otwiera swoje piwnice dla muzyków z Charente i nie tylko. Oto program tego sezonu.',
      ],
    },
    contact: {
      title: 'Kontakt',
      headline: 'Masz pytanie o butelkę, wizytę lub wydarzenie?',
      intro: [
        'Nasz zespół w Cognac odpowiada na każdą wiadomość w ciągu dwóch dni roboczych, po angielsku lub po francusku.',
      ],
    },
    craftsmanship: {
      title: 'Rzemiosło',
      headline: 'Cierpliwe gesty, które stoją za każdym destylatem.',
      intro: [
        'Destylacja, bednarstwo, leżakowanie i kupażowanie: cztery rzemiosła, które dom od 1847 roku zachowuje we własnych rękach.',
      ],
    },
    timeline: {
      title: 'Oś czasu',
      headline: 'Sto osiemdziesiąt lat nad brzegiem Charente.',
      intro: [
        '1847: Élise Solaine rozpala ogień pod swoim pierwszym alembikiem. 1892: dom wysyła pierwsze skrzynie do Londynu. 1921: zostaje zamknięta piwnica „raj”. 1968: powstaje kupaż Blue Martinet. Dziś: siódme pokolenie uczy się sztuki cierpliwości.',
      ],
    },
    booking: {
      title: 'Zarezerwuj ścieżkę Ruban Bleu',
      headline: 'Dwie godziny w sercu domu.',
      intro: [
        'Przejdź przez winnicę, wejdź do piwnic i skosztuj Ruban Bleu z jednym z naszych przewodników. Poniżej wybierz datę i język zwiedzania.',
      ],
    },
    visitUs: {
      title: 'Odwiedź nas',
      headline: 'Cognac, 12 quai des Chais: drzwi są otwarte.',
      intro: [
        'Dom przyjmuje gości przez cały rok, po wcześniejszej rezerwacji: na zwiedzanie, degustacje i spacery po winnicy.',
      ],
    },
    indigo: {
      title: 'Wizyta Indigo',
      headline: 'Prywatna degustacja wokół Ruban Bleu.',
      intro: [
        'Wizyta Indigo dla małych grup, do sześciu osób, kończy się w niebieskiej sali degustacyjnej, gdzie Ruban Bleu podaje się obok destylatów, z których powstaje.',
      ],
    },
    cocktails: {
      title: 'Koktajle',
      headline: 'Koniak mieszany, wstrząśnięty i przedłużony.',
      intro: [
        'Klasyki baru i nowe przepisy naszych barmanów, uporządkowane według smaku: łagodne, kremowe, słodkie, kwaśne lub gorzkie.',
      ],
    },
    foodRecipes: {
      title: 'Przepisy kulinarne',
      headline: 'Dania, które lubią kieliszek koniaku.',
      intro: ['Przepisy z naszej kuchni w Cognac, każdy z kupażem, który warto podać obok.'],
    },
    articles: {
      title: 'Artykuły',
      headline: 'Opowieści z winnicy, piwnic i baru.',
      intro: ['Poznaj ludzi, miejsca i gesty, które kształtują każdą butelkę naszego domu.'],
    },
    videos: {
      title: 'Filmy',
      headline: 'Zobacz dom przy pracy.',
      intro: ['Winobranie, noce destylacji i powstawanie naszych kupaży, sfilmowane w Cognac.'],
    },
    qualification: {
      title: 'Dla profesjonalistów',
      headline: 'Barmani, sommelierzy i sprzedawcy: dołączcie do naszego programu branżowego.',
      intro: [
        'Opowiedz nam o swoim lokalu lub sklepie. Po zatwierdzeniu profilu otrzymasz karty techniczne, zaproszenia na szkolenia i próbki nowości.',
      ],
    },
    playlists: {
      title: 'Playlisty',
      headline: 'Muzyka do degustacji.',
      intro: [
        'Spokojny jazz do XO, pogodny soul do sidecara: nasze playlisty towarzyszą każdej chwili degustacji.',
      ],
    },
    collection: {
      title: 'Kolekcja',
      headline: 'Od V.S.O.P po najrzadsze kupaże z piwnicy „raj”.',
      intro: ['Wszystkie koniaki domu, ich charakter i chwila, do której pasują najlepiej.'],
    },
    nftCollection: {
      title: 'Kolekcja cyfrowa',
      headline: 'Cyfrowy certyfikat dla każdej numerowanej karafki.',
      intro: [
        'Każda karafka z naszych edycji limitowanych ma cyfrowego bliźniaka, który potwierdza jej pochodzenie i towarzyszy jej u kolejnych właścicieli.',
      ],
    },
    comparator: {
      title: 'Porównaj nasze koniaki',
      headline: 'Obok siebie, nuta po nucie.',
      intro: [
        'Wybierz dwa lub trzy koniaki z kolekcji, aby porównać ich wiek, aromaty i sposób podania.',
      ],
    },
    comparatorResults: {
      title: 'Twoje porównanie',
      headline: 'Oto czym różnią się wybrane koniaki.',
      intro: [
        'Wiek, profil aromatyczny, sposób podania i połączenia z jedzeniem: różnice między Twoimi wyborami w jednym miejscu.',
      ],
    },
    tags: {
      title: 'Tematy',
      headline: 'Przeglądaj opowieści domu według tematów.',
      intro: [
        'Winnica, piwnice, koktajle, dziedzictwo: wybierz temat, aby przeczytać wszystko, co go dotyczy.',
      ],
    },
    search: {
      title: 'Szukaj',
      headline: 'Znajdź koniak, koktajl lub opowieść.',
      intro: ['Wpisz słowo: nazwę kupażu, składnik, miejsce lub imię.'],
    },
    terms: {
      title: 'Regulamin',
      headline: 'Zasady korzystania z tej strony.',
      intro: [
        'Wydawcą tej strony jest Maison Solaine, 12 quai des Chais, 16100 Cognac, Francja. Korzystając z niej, akceptujesz niniejszy regulamin.',
        'Dostęp do strony mają wyłącznie osoby pełnoletnie, które osiągnęły wiek uprawniający do spożywania alkoholu w kraju zamieszkania. Treści mają charakter informacyjny i mogą się zmieniać bez uprzedzenia.',
        'Teksty, zdjęcia i filmy zamieszczone na stronie należą do Maison Solaine i nie mogą być wykorzystywane bez pisemnej zgody.',
      ],
    },
    privacy: {
      title: 'Polityka prywatności',
      headline: 'Co zbieramy, w jakim celu i jak zachowujesz nad tym kontrolę.',
      intro: [
        'Zbieramy wyłącznie dane, które nam przekazujesz (adres e-mail do newslettera, dane kontaktowe przy rezerwacji wizyty), oraz dane niezbędne do działania strony.',
        'Nigdy nie sprzedajemy Twoich danych. Przechowujemy je, dopóki pozostajesz subskrybentem lub członkiem, a najdłużej trzy lata od ostatniego kontaktu.',
        'W każdej chwili możesz uzyskać dostęp do swoich danych, poprawić je lub usunąć, pisząc na adres privacy@maison-solaine.test.',
      ],
    },
    cookies: {
      title: 'Polityka plików cookie',
      headline: 'Pliki cookie tej strony i Twoje wybory.',
      intro: [
        'Niezbędne pliki cookie zapamiętują potwierdzenie Twojego wieku i wybrany język. Nie można ich wyłączyć.',
        'Pliki cookie do pomiaru oglądalności i mediów społecznościowych zapisujemy tylko za Twoją zgodą, którą możesz w każdej chwili wycofać w ustawieniach plików cookie na dole każdej strony.',
      ],
    },
    nutrition: {
      title: 'Wartości odżywcze',
      headline: 'Co zawiera kieliszek koniaku.',
      intro: [
        'Nasze koniaki powstają z białych winogron, są dwukrotnie destylowane i leżakowane w dębowych beczkach. Nie zawierają dodanego cukru; karmel może być użyty dla zachowania stałej barwy.',
        'W 100 ml przy 40% obj.: wartość energetyczna 231 kcal (955 kJ), tłuszcz 0 g, węglowodany 0 g, białko 0 g, sól 0 g.',
      ],
    },
    storeLocator: {
      title: 'Gdzie kupić',
      headline: 'Znajdź nasze koniaki w pobliżu.',
      intro: [
        'Sklepy z winami, domy towarowe i bary, które oferują koniaki naszego domu, na mapie wokół Ciebie.',
      ],
    },
    eventFinder: {
      title: 'Wydarzenia',
      headline: 'Degustacje, masterclassy i wieczory w Twojej okolicy.',
      intro: [
        'Dom wyrusza w podróż: znajdź najbliższą degustację lub masterclass w swoim mieście i zapisz się w kilka kliknięć.',
      ],
    },
    connectedBottle: {
      title: 'Twoja butelka',
      headline: 'Każda butelka ma swoją historię.',
      intro: [
        'Znacznik na szyjce każdej butelki zawiera kod podpisany przez dom. Zeskanowany telefonem mówi, czy butelka jest oryginalna, kiedy została rozlana i ile razy była już skanowana. Potem poznaj jej historię i najlepszy sposób podania.',
      ],
    },
    carousel: {
      title: 'Chwile z życia domu',
      headline: 'Rok w Cognac na zdjęciach.',
      intro: ['Przewijaj pory roku w naszym domu, od winobrania do pierwszej degustacji.'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'Sztuka obdarowywania według Maison Solaine.',
      intro: [
        'Noblesse to nasz serwis prezentowy: wybierz butelkę, napisz kartkę własnymi słowami, a my dostarczymy jedno i drugie, ręcznie zapakowane w Cognac.',
      ],
    },
    nobligeSharedCard: {
      title: 'Kartka dla Ciebie',
      headline: 'Ktoś do Ciebie napisał.',
      intro: [
        'Ta kartka towarzyszy butelce wybranej specjalnie dla Ciebie. Otwórz ją, przeczytaj wiadomość i zachowaj na tak długo, jak zechcesz.',
      ],
    },
    news: {
      title: 'Aktualności',
      headline: 'Najnowsze wieści z Maison Solaine.',
      intro: ['Nowości, nagrody, notatki z winobrania i codzienne życie domu.'],
    },
    quizzJourneys: {
      title: 'Która ścieżka jest Twoja?',
      headline: 'Pięć pytań, by znaleźć swoją drogę do naszego domu.',
      intro: [
        'Dziedzictwo, udział aniołów czy mistrzostwo rzemiosła: odpowiedz na kilka pytań, a zaproponujemy ścieżkę, która do Ciebie pasuje.',
      ],
    },
  },
  alts: {
    visitHeader: 'Piwnice leżakowe Maison Solaine nad rzeką',
    visitTasting: 'Kieliszek koniaku na barze sali degustacyjnej',
    visitCellarTour: 'Dębowe beczki pod kamiennymi łukami piwnicy',
    visitVineyardWalk: 'Rzędy winorośli na kredowym zboczu o zachodzie słońca',
    craftStill: 'Miedziane alembiki destylarni',
    craftPortrait: 'Mistrzyni piwnic naszego domu',
    galleryVineyard: 'Winorośl ugni blanc pod koniec lata',
    galleryCellar: 'Beczki odpoczywające w piwnicy „raj”',
    galleryGlass: 'Kieliszek w kształcie tulipana z bursztynowym koniakiem',
    galleryCooper: 'Bednarz przy pracy nad dębową beczką',
    carouselBottle: 'Butelka Ruban Bleu w ciepłym świetle',
    carouselCocktail: 'Koktajl sidecar ze skórką pomarańczy',
    carouselHarvest: 'Winnica w czasie winobrania',
    contactPortrait: 'Przewodniczka domu witająca gości',
    nobligeAgeGate: 'Abstrakcyjne fale w głębokiej czerwieni',
    indigoBottle: 'Butelka Ruban Bleu w niebieskiej sali degustacyjnej',
  },
  newsletterButton: 'Zapisz się',
  thanksCta: 'Odkryj nasze koktajle',
  videoCardCta: 'Stwórz kartkę wideo',
  videoCardShareCta: 'Stwórz własną kartkę',
  sessionsTitle: 'Zacznij od tych lekcji',
  lineUp: {
    title: 'Program tego lata',
    places: ['Piwnica „raj”', 'Taras nad rzeką', 'Dziedziniec bednarni'],
  },
  contact: {
    subtitle: 'W Cognac',
    title: 'Nasi przewodnicy odpowiadają',
    description: [
      'Napisz do nas z pytaniem o nasze koniaki, wizytę grupową lub prywatne wydarzenie. Podaj kraj zamieszkania, abyśmy mogli odpowiedzieć we właściwym języku.',
    ],
    emailButton: 'Napisz e-mail',
    formButton: 'Otwórz formularz kontaktowy',
  },
  craft: {
    subtitle: 'Destylacja',
    title: 'Dwa razy przez miedź',
    description: [
      'Od listopada do marca wino z winobrania jest dwukrotnie destylowane w naszych miedzianych alembikach. Destylatem staje się tylko serce drugiej destylacji.',
    ],
    imageLegend: 'Przez cały sezon destylacji alembiki są pilnowane dniem i nocą.',
    quote: 'Wielkiego koniaku się nie robi. Na wielki koniak się czeka.',
    quoteLabel: 'Słowa mistrzyni piwnic',
    quoteAuthor: 'Hélène Marchand, mistrzyni piwnic',
    galleryTitle: 'W rękach domu',
    galleryLegends: ['Winnica w sierpniu', 'Piwnica „raj”', 'Pierwsza ocena', 'W bednarni'],
  },
  timelineCta: 'Poznaj naszą historię',
  booking: {
    title: 'Wybierz datę',
    description:
      'Zwiedzanie po angielsku i po francusku, od wtorku do soboty. Maksymalnie dwanaście osób w grupie.',
  },
  visit: {
    title: 'Odwiedź Maison Solaine',
    subtitle: 'Zwiedzanie, degustacje i spacery po winnicy',
    description:
      'Przejdź przez bramę domu przy quai des Chais i podążaj drogą destylatu, od alembiku aż do piwnicy „raj”.',
    details: [
      'Otwarte od wtorku do soboty, w godz. 10:00–18:00',
      'Zwiedzanie trwa od 1 do 2 godzin',
      'Wymagana rezerwacja, od 18 lat',
    ],
    quote: 'Każdy gość wyjeżdża z odrobiną udziału aniołów na ubraniu.',
    quoteLabel: 'Jak lubią mówić nasi przewodnicy',
    quoteAuthor: 'Camille, przewodniczka domu',
    bookButton: 'Zarezerwuj wizytę',
    itemsTitle: 'Wybierz swoje doświadczenie',
    items: ['Degustacja', 'Zwiedzanie piwnic', 'Spacer po winnicy'],
    itemButton: 'Rezerwuj',
    sectionTitle: 'Co zobaczysz',
    slices: [
      {
        subtitle: 'Piwnice',
        title: 'Tam, gdzie pracuje czas',
        description: [
          'Tysiące dębowych beczek odpoczywa w naszych piwnicach nad Charente, gdzie wilgotne powietrze rok po roku łagodzi destylaty.',
        ],
      },
      {
        subtitle: 'Winnica',
        title: 'Kreda, słońce i cierpliwość',
        description: [
          'Krótki spacer prowadzi z domu do naszych winnic w Grande Champagne, obsadzonych szczepem ugni blanc na kredowej glebie.',
        ],
      },
    ],
    cta: 'Poznaj wizytę Indigo',
  },
  indigo: {
    eyebrow: 'Wizyta prywatna',
    title: 'Indigo, wokół Ruban Bleu',
    content: [
      'Wizyta Indigo prowadzi do piwnicy, w której destylaty Ruban Bleu dojrzewają, zanim powstanie z nich kupaż.',
      'Kończy się w niebieskiej sali degustacyjnej, gdzie Ruban Bleu podaje się obok trzech jego destylatów, aby poczuć, co wnosi każdy z nich.',
    ],
    caption: 'Niebieska sala degustacyjna przyjmuje jednocześnie sześciu gości.',
    button: 'Zarezerwuj wizytę Indigo',
  },
  cocktailsTitle: 'Nasze ulubione przepisy',
  howTo: {
    title: 'Jak łączyć koniak z jedzeniem',
    steps: [
      {
        title: 'Zacznij od wieku',
        description:
          'Młode, owocowe koniaki pasują do lekkich przystawek; starsze lubią bogatsze dania.',
      },
      {
        title: 'Powtórz aromaty',
        description: 'Suszone owoce, wanilia i przyprawy w kieliszku proszą o to samo na talerzu.',
      },
      {
        title: 'Zadbaj o temperaturę',
        description:
          'Podawaj koniak w temperaturze pokojowej lub z jedną kostką lodu do słonych potraw.',
      },
      {
        title: 'Zakończ czymś słodkim',
        description: 'Gorzka czekolada lub tarta tatin wydobywa całą głębię XO.',
      },
    ],
  },
  articlesTitle: 'Nasze najnowsze opowieści',
  videosTitle: 'Obejrzyj teraz',
  qualificationButton: 'Dołącz do programu branżowego',
  productsTitle: 'Poznaj naszą ofertę',
  comparatorCta: 'Porównaj nasze koniaki',
  connectedCta: 'Zobacz całą kolekcję',
  carouselTitle: 'Cztery pory roku w Cognac',
  carouselLegends: [
    'Ruban Bleu, kupaż naszego domu',
    'Sidecar na tarasie nad rzeką',
    'Winobranie w Grande Champagne',
  ],
  nobligeMenu: ['Noblesse', 'Koktajle', 'Nasz dom'],
  nobligeCta: 'Napisz kartkę',
  sharedCardCta: 'Poznaj Noblesse',
  newsTitle: 'Najnowsze wiadomości',
  eventFinder: {
    title: 'Zapisz się na wydarzenie',
    description:
      'Wybierz wydarzenie z listy i wypełnij formularz: potwierdzenie miejsca otrzymasz e-mailem.',
  },
}
