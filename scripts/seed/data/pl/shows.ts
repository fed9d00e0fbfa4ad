import type { ArchivedShowSlug, ShowSlug, ShowText, ShowVenueText } from '../shows'

/** The Polish texts of the shows, by slug. */
export const pl = {
  venue: {
    venue: 'Piwnice Solaine, quai des Chais',
    city: 'Cognac',
    places: {
      greatCellar: 'Wielka Piwnica',
      stillRoom: 'Sala alembików',
      tastingRoom: 'Sala degustacyjna',
      cellarBar: 'Bar w piwnicy',
      cooperage: 'Bednarnia',
    },
  } satisfies ShowVenueText,
  shows: {
    'autumn-strings-2025': {
      title: 'Solaine Sessions: jesienne smyczki',
      excerpt: 'Kwartet smyczkowy, wiolonczela solo i folkowe trio wśród beczek Wielkiej Piwnicy.',
      body: [
        'Na jeden październikowy wieczór Wielka Piwnica zamieniła ciszę beczek na dźwięk smyczków. Quatuor Lumen rozpoczął koncert utworami Haydna, a potem wiolonczelistka Inès Garnier zagrała przy świecach suity Bacha.',
        'Trio de la Charente zakończyło wieczór pieśniami z doliny rzeki, a w przerwie goście degustowali obok siebie młodą okowitę i XO.',
      ],
    },
    'cellar-talks-wood-and-time': {
      title: 'Rozmowy w piwnicy: drewno i czas',
      excerpt:
        'Nasz bednarz, nasza mistrzyni piwnic i historyczka o długim dialogu dębu z okowitą.',
      body: [
        'W czerwcu sala degustacyjna na jeden wieczór zamieniła się w małe audytorium. Bastien Lefort pokazał, jak wygina się klepkę nad ogniem, a Mathilde Roux nalała tę samą okowitę leżakowaną w trzech różnych beczkach.',
        'Historyczka Hélène Marchal opowiedziała o handlu dębem na Charencie, a uczennica bednarska Léa Dubreuil o swoich latach w warsztacie. Wieczór zakończyły pytania publiczności i kieliszek na dziedzińcu.',
      ],
    },
    'winter-jazz-in-the-chais': {
      title: 'Zimowy jazz w piwnicach',
      excerpt:
        'Nowy sezon otwiera jazzowa noc w Wielkiej Piwnicy, od kwintetu po późnonocne winyle.',
      body: [
        '12 grudnia Wielka Piwnica otwiera się na pierwszy wieczór sezonu 2026–2027. Amandine Rey Quintet zagra nowy program inspirowany rzeką, a po nim przy barze w piwnicy wystąpi wokalistka Sacha Morel.',
        'Po dwudziestej drugiej na scenę wejdą Les Nuits Bleues, a wieczór zamknie Émile Fontaine z wyborem płyt jazzowych. Przez całą noc serwowane będą koktajle z koniakiem; liczba miejsc jest ograniczona do stu dwudziestu.',
      ],
    },
  } satisfies Record<ShowSlug, ShowText>,
  archive: {
    'harvest-blues-2024': {
      title: 'Solaine Sessions: Blues winobrania',
      excerpt: 'Blues w barze piwnicy na zakończenie winobrania 2024.',
      body: [
        'Gdy zebrano ostatnie winogrona, bar w piwnicy wypełnił się bluesem Lou Barrault i zespołu znad rzeki.',
      ],
    },
    'winter-choir-2024': {
      title: 'Solaine Sessions: Zimowy chór',
      excerpt: 'Czterdzieści głosów pod sklepieniem Wielkiej Piwnicy.',
      body: [
        'Chœur de Saintonge śpiewał regionalne kolędy wśród beczek, przy blasku samych świec.',
      ],
    },
    'spring-piano-2025': {
      title: 'Solaine Sessions: Wiosenny fortepian',
      excerpt: 'Recital fortepianowy w sali degustacyjnej, z młodym koniakiem w przerwie.',
      body: [
        'Camille Aubert grała Debussy’ego i Satiego, gdy przez okna sali wpadało pierwsze wiosenne światło.',
      ],
    },
    'summer-jazz-2025': {
      title: 'Solaine Sessions: Letni jazz',
      excerpt: 'Jazz wśród klepek i obręczy bednarni w długi czerwcowy wieczór.',
      body: [
        'Trio Charente zagrało między stołami bednarzy, a wieczór zakończył się koniakiem z tonikiem na dziedzińcu.',
      ],
    },
    'cellar-talks-the-still-2026': {
      title: 'Cellar Talks: Alembik',
      excerpt: 'Nasza mistrzyni piwnic o drugiej destylacji, obok miedzianych alembików.',
      body: [
        'Mathilde Roux wyjaśniła, jak oddziela się serce destylatu, a goście skosztowali świeżej okowity prosto z alembiku.',
      ],
    },
  } satisfies Record<ArchivedShowSlug, ShowText>,
}
