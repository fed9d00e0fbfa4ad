import type { NewsSlug, NewsText, ShortText, VideoSlug } from '../news'

/** The Polish texts of the news and videos, by slug. */
export const pl = {
  news: {
    'tasting-room-reopens': {
      title: 'Nasza sala degustacyjna przy quai des Chais znów otwarta',
      excerpt:
        'Po zimie remontów sala degustacyjna Maison Solaine od 11 kwietnia 2026 roku ponownie przyjmuje gości.',
      body: [
        'Po sześciu miesiącach renowacji sala degustacyjna Maison Solaine otwiera się ponownie 11 kwietnia 2026 roku. Zachowaliśmy stare dębowe belki, bar wychodzi teraz na rzekę, a nowa sala na piętrze pomieści grupy do dwunastu osób.',
        'Degustacje z przewodnikiem odbywają się codziennie oprócz poniedziałków, po francusku i angielsku, i trwają około godziny. Zalecamy rezerwację; członkowie klubu domu mają pierwszeństwo na sesje weekendowe.',
      ],
    },
    'cooperage-apprentices': {
      title: 'Troje uczniów zostaje bednarzami',
      excerpt:
        'Po czterech latach nauki w naszym warsztacie troje uczniów samodzielnie złożyło swoje pierwsze beczki.',
      body: [
        '1 lipca Léa, Hugo i Samir przedstawili jury złożonemu z mistrzów bednarskich beczki, które każde z nich wykonało samodzielnie, od łupanej klepki po ostatnią obręcz. Cała trójka zdała egzamin i cała trójka zostaje w naszym domu.',
        'Dzięki nim bednarnia Solaine po raz pierwszy od 1990 roku znów liczy siedem osób. Ich pierwsze beczki przyjmą okowity ze zbiorów 2026 roku.',
      ],
    },
    'shows-season-2026-2027': {
      title: 'Solaine Shows wracają w sezonie 2026–2027',
      excerpt:
        'Koncerty i spotkania wracają tej zimy do piwnic, a na początek: wieczór jazzowy 12 grudnia.',
      body: [
        'Nasz cykl wieczorów muzycznych i spotkań w piwnicach wraca tej zimy. Sezon otwiera 12 grudnia 2026 roku „Zimowy jazz w piwnicach”, a aż do wiosny czekają koncerty, czytania i rozmowy z ludźmi naszego domu.',
        'Liczba miejsc jest ograniczona do stu dwudziestu na wieczór. Członkowie klubu domu mogą rezerwować dwa tygodnie wcześniej niż pozostali; pełny program znajduje się na naszej stronie Shows.',
      ],
    },
    'harvest-2026-report': {
      title: 'Winobranie 2026: mało, ale znakomicie',
      excerpt:
        'Ostatnie winogrona zebrano 14 października. Suche lato dało mniejsze zbiory o pięknej kwasowości.',
      body: [
        'Ostatnia przyczepa ugni blanc dotarła do tłoczni 14 października, zamykając winobranie rozpoczęte 22 września. Suche, słoneczne lato sprawiło, że grona były zdrowe, ale drobne, a plony są o około dziesięć procent niższe od średniej z ostatnich pięciu lat.',
        'Wina są świeże i jasne, z kwasowością, na którą liczyła nasza mistrzyni piwnic. Destylacja rusza w listopadzie i zgodnie z przepisami apelacji musi się zakończyć do 31 marca 2027 roku.',
      ],
    },
  } satisfies Record<NewsSlug, NewsText>,
  videos: {
    'the-making-of-xo': {
      title: 'Jak powstaje XO',
      excerpt: 'Od alembików po linię rozlewniczą: kilka minut w sercu produkcji naszego XO.',
    },
    'harvest-2026': {
      title: 'Winobranie 2026',
      excerpt:
        'Pobudka o świcie, pełne przyczepy i pierwszy moszcz: winobranie 2026 w Grande Champagne.',
    },
    'a-cocktail-with-the-bartender': {
      title: 'Koktajl z barmanem',
      excerpt:
        'Julien Marchetti, szef baru w naszej sali degustacyjnej, przygotowuje cognac sour i objaśnia każdy krok.',
    },
    'the-cellar-at-night': {
      title: 'Piwnica nocą',
      excerpt:
        'Dla członków: cichy spacer po piwnicach po zamknięciu, z mistrzynią piwnic w roli przewodniczki.',
    },
  } satisfies Record<VideoSlug, ShortText>,
}
