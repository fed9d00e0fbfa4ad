import type { EventWords } from '../events'

/** The Polish words of the demo events: each kind's title and description, the picture alts. */
export const pl: EventWords = {
  kinds: {
    'tasting-xo': {
      title: 'Wieczór degustacyjny Solaine XO',
      description:
        'Wieczór, podczas którego poznasz Solaine XO solo, z kroplą wody i z lodem, pod okiem ambasadora domu. Liczba miejsc ograniczona, obowiązuje rejestracja.',
    },
    'blending-masterclass': {
      title: 'Masterclass kupażowania z mistrzem piwnicy',
      description:
        'Spróbuj destylatów z czterech cru prosto z beczki, a potem skomponuj własny kupaż u boku naszego mistrza piwnicy, który przywozi na tę okazję próbki z Cognac.',
    },
    'cocktail-night': {
      title: 'Wieczór koktajli z Blue Martinet',
      description:
        'Nasi barmani podają Blue Martinet w old fashioned, highballach i w koktajlu stworzonym specjalnie na ten wieczór. Muzyka, małe przekąski i widok na miasto.',
    },
    'food-pairing': {
      title: 'Kolacja z koniakiem w roli głównej',
      description:
        'Czterodaniowa kolacja przygotowana przez szefa kuchni gospodarzy, każde danie w parze z koniakiem domu, od V.S.O.P po Ruban Bleu.',
    },
    'cordon-bleu-chocolate': {
      title: 'Ruban Bleu i gorzka czekolada',
      description:
        'Czekoladnik i nasz ambasador łączą Ruban Bleu z czekoladami z jednego regionu, od Madagaskaru po Ekwador.',
    },
    'rare-cognacs': {
      title: 'Rzadkie koniaki z rajskiej piwnicy',
      description:
        'Degustacja przy stole Ruban Bleu Extra i L’Or d’Élise wraz z historią rajskiej piwnicy zapieczętowanej w 1921 roku. Dla kameralnej grupy dwunastu gości.',
    },
    'meet-aurore': {
      title: 'Jerzyki w locie: spotkanie z Aurore',
      description:
        'Aurore, muralistka, która stworzyła limitowaną edycję Blue Martinet, maluje na żywo, a goście degustują Blue Martinet. Tego wieczoru dostępne będą butelki z autografem.',
    },
    'highball-afterwork': {
      title: 'Afterwork z highballem VS Single Estate',
      description:
        'Po pracy – long drinki: VS Single Estate z tonikiem, ginger ale lub wodą gazowaną, i barman, który pokaże właściwe proporcje.',
    },
    'spirits-festival': {
      title: 'Maison Solaine na festiwalu alkoholi',
      description:
        'Odwiedź stoisko domu na miejskim festiwalu alkoholi: degustacje całej gamy, bar koktajlowy i krótkie prelekcje o tym, jak powstaje koniak. Wstęp z biletem na festiwal.',
    },
  },
  alts: {
    tasting: 'Kieliszek koniaku nalany do degustacji',
    cocktail: 'Koktajl z koniakiem na barze',
    portrait: 'Mistrz piwnicy Maison Solaine',
  },
}
