import type { QuizSlug, QuizText } from '../quizzes'

/** The Polish texts of the quizzes, by slug. */
export const pl: Record<QuizSlug, QuizText> = {
  'quizz-cognac-profile': {
    texts: {
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
  },
  'quizz-journeys': {
    texts: {
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
  },
  'cognac-knowledge': {
    texts: {
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
        { question: 'Ile razy destyluje się koniak?', answers: ['Raz', 'Trzy razy', 'Dwa razy'] },
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
    explanations: [
      'Ugni blanc daje lekkie, kwaśne wino, które dobrze się destyluje: zajmuje niemal całą winnicę Cognac.',
      'Koniak destyluje się dwukrotnie w miedzianych alembikach: pierwsza destylacja daje brouillis, druga okowitę.',
      'Przez drewno beczek co roku odparowuje około 2% okowity: to udział aniołów.',
      'V.S.O.P. (Very Superior Old Pale) oznacza, że najmłodsza okowita w kupażu dojrzewała co najmniej cztery lata w dębie.',
      'Raj to piwnica, w której dom przechowuje swoje najstarsze okowity, często w szklanych gąsiorach.',
    ],
  },
}
