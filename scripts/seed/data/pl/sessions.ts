import type { EpisodeSlug, EpisodeText, SessionSlug, SessionText } from '../sessions'

/** The Polish texts of the masterclasses and their episodes, by slug. */
export const pl = {
  sessions: {
    'the-art-of-tasting': {
      title: 'Sztuka degustacji',
      cardDescription:
        'Trzy krótkie lekcje z naszą mistrzynią piwnic: naucz się patrzeć na koniak, wąchać go i smakować.',
      instructorRole: 'Mistrzyni piwnic',
      seoDescription:
        'Bezpłatny masterclass w trzech odcinkach: nos, podniebienie i finisz koniaku z mistrzynią piwnic Maison Solaine.',
    },
    'from-vine-to-glass': {
      title: 'Od winorośli do kieliszka',
      cardDescription:
        'Przeżyj rok domu z naszym mistrzem destylacji, od październikowego winobrania po dębowe beczki w piwnicach.',
      instructorRole: 'Mistrz destylacji',
      seoDescription:
        'Masterclass dla członków w trzech odcinkach: winobranie, podwójna destylacja i dojrzewanie w dębie w Maison Solaine.',
    },
  } satisfies Record<SessionSlug, SessionText>,
  episodes: {
    'the-art-of-tasting-1-nose': {
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
    'the-art-of-tasting-2-palate': {
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
    'the-art-of-tasting-3-finish': {
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
    'from-vine-to-glass-1-harvest': {
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
    'from-vine-to-glass-2-distillation': {
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
    'from-vine-to-glass-3-ageing': {
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
  } satisfies Record<EpisodeSlug, EpisodeText>,
}
