import type { JourneySlug, JourneyText } from '../journeys'

/** The Polish texts of the journeys, by slug. */
export const pl: Record<JourneySlug, JourneyText> = {
  heritage: {
    title: 'Dziedzictwo',
    intro:
      'Od stodoły nad Charentą do domu siedmiu pokoleń: poznaj rodzinę Solaine i lata, które ukształtowały jej koniak.',
    seoDescription:
      'Historia Maison Solaine: od pierwszego alembiku Élise Solaine w 1847 roku do dzisiejszych mistrzów piwnic.',
    chapters: [
      {
        title: 'Stodoła nad rzeką',
        text: [
          'W 1847 roku trzydziestodwuletnia wdowa Élise Solaine kupiła miedziany alembik i kamienną stodołę nad brzegiem Charenty. Sąsiedzi dawali jej jeden sezon, a ona dała im koniak, o którym mówiono jeszcze podczas następnego winobrania.',
          'Każdą destylację zapisywała w notesie drobnym, pochyłym pismem. Notes wciąż jest w domu, a na jego pierwszej stronie nadal widnieje: „Przede wszystkim cierpliwość”.',
        ],
      },
      {
        title: 'Rajska piwnica',
        text: [
          'W 1921 roku jej wnuk Auguste wybrał najlepsze okowity domu i zamknął je za dębowymi drzwiami w najgłębszej piwnicy. Nazwał ją rajem i zapieczętował woskiem.',
          'Klucz ma tylko mistrz piwnic. Najstarsze beczki otwiera się do kupażu raz na pokolenie, po kilka kropel.',
        ],
      },
      {
        title: 'Siedem pokoleń',
        text: [
          'Dom zawsze przechodził z rąk do rąk w obrębie rodziny; każdy mistrz piwnic latami szkoli następcę, zanim pozwoli mu degustować samodzielnie.',
          'Dziś piwnicami kieruje Hélène Solaine, a u jej boku siódme pokolenie uczy się sztuki, którą zapoczątkowała Élise.',
        ],
      },
    ],
  },
  'part-des-anges': {
    title: 'Udział aniołów',
    intro:
      'Co roku odrobina koniaku z naszych beczek unosi się w powietrze piwnic. Dowiedz się, dokąd odlatuje i co po sobie zostawia.',
    seoDescription:
      'Jak koniak oddycha przez dąb, dlaczego anioły biorą swój udział i jak piwnice kształtują każdą okowitę.',
    chapters: [
      {
        title: 'Co zabierają anioły',
        text: [
          'Dąb oddycha. Przez klepki beczki co roku odparowuje około dwóch procent okowity: to udział aniołów. W ciągu długiego życia w drewnie beczka może stracić jedną trzecią zawartości.',
          'To, co zostaje, staje się krąglejsze i głębsze. Okowita oddaje część swojej mocy, a w zamian zyskuje powolny aromat lat.',
        ],
      },
      {
        title: 'Piwnice suche i wilgotne',
        text: [
          'Nasze beczki spoczywają w dwóch rodzajach piwnic. W suchych, nad rzeką, ulatnia się głównie woda, a okowita staje się zwarta i napięta. W wilgotnych, tuż przy wodzie, jako pierwszy odchodzi alkohol, a okowita robi się miękka i okrągła.',
          'Mistrz piwnic przenosi beczki z jednych do drugich jak ogrodnik, który obraca rośliny ku słońcu.',
        ],
      },
      {
        title: 'Czarne mury',
        text: [
          'Spójrz na dachy i mury wokół piwnic w Cognac: czerni je maleńki grzyb, który żywi się oparami udziału aniołów. Tutaj to powód do dumy.',
          'Tam, gdzie kamień czernieje, koniak dojrzewa od bardzo dawna.',
        ],
      },
    ],
  },
  'savoir-faire': {
    title: 'Savoir-faire',
    intro:
      'Od winorośli do kieliszka: poznaj gesty, które zmieniają białe winogrono w koniak o spokojnej głębi.',
    seoDescription:
      'Winnica, alembik i sala kupażu: kunszt stojący za każdym koniakiem Maison Solaine.',
    chapters: [
      {
        title: 'W winnicy',
        text: [
          'Nasze winorośle rosną na kredzie Grande Champagne. Ugni blanc dojrzewa tu powoli i zachowuje świeżość, której potrzebuje wielka okowita.',
          'Winogrona zbiera się w październiku i od razu tłoczy; wino fermentuje naturalnie, bez dodatku cukru i siarki.',
        ],
      },
      {
        title: 'Przy alembiku',
        text: [
          'Przez całą zimę miedziane alembiki pracują dniem i nocą. Wino destyluje się dwukrotnie, a druga destylacja oddziela serce okowity od przedgonu i pogonu.',
          'Prawo jest jasne: ostatni alembik milknie 31 marca po winobraniu.',
        ],
      },
      {
        title: 'W sali kupażu',
        text: [
          'Żaden koniak domu nie pochodzi z jednej beczki. Mistrz piwnic degustuje setki okowit w różnym wieku i z różnych crus, a potem łączy je kropla po kropli.',
          'Kupaż może potrzebować lat, by się ułożyć. Trafia do butelek dopiero wtedy, gdy smakuje jak wspomnienie poprzedniego.',
        ],
      },
    ],
  },
}
