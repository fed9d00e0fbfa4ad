import type { ArticleSlug, ArticleText } from '../articles'

/** The Polish texts of the articles, by slug. */
export const pl: Record<ArticleSlug, ArticleText> = {
  'the-art-of-blending': {
    title: 'Sztuka kupażowania',
    excerpt:
      'Koniak nigdy nie powstaje z jednej beczki. Oto jak nasza mistrzyni piwnic buduje kupaż, okowita po okowicie.',
    body: [
      'Każdej wiosny sala degustacyjna Maison Solaine wypełnia się małymi kieliszkami, a w każdym z nich jest inna okowita. Niektóre mają cztery lata, inne ponad czterdzieści; jedne pochodzą z kredowych gleb Grande Champagne, inne z bardziej piaszczystych ziem Fins Bois. Każda z osobna opowiada tylko część historii.',
      'Kupażowanie to sztuka sprawiania, by te głosy zabrzmiały razem. Nasza mistrzyni piwnic, Mathilde Roux, kosztuje każdą próbkę rozcieńczoną wodą, zapisuje notatki odręcznie i odkłada na bok okowity, które dodają krągłości, świeżości albo długości.',
      'Pierwszy szkic może łączyć osiemdziesiąt okowit. Następnie odpoczywa przez kilka miesięcy w dużych dębowych kadziach, aby składniki mogły się połączyć, po czym jest ponownie degustowany, poprawiany i degustowany jeszcze raz. Kupaż naszego XO zostaje zatwierdzony dopiero wtedy, gdy smakuje dokładnie tak jak rok wcześniej.',
      'Ta stałość jest prawdziwym sekretem: zmienia się pogoda, zmieniają się beczki, kiedyś zmieni się też mistrzyni piwnic, ale styl domu musi pozostać rozpoznawalny w kieliszku.',
    ],
  },
  'a-year-in-the-vineyard': {
    title: 'Rok w winnicy',
    excerpt:
      'Od zimowego cięcia po październikowe winobranie: dwanaście miesięcy wśród winorośli Grande Champagne.',
    body: [
      'W styczniu winnica wygląda na uśpioną, ale praca już się zaczęła. Przycinacze przemierzają rzędy w chłodzie i na każdym krzewie wybierają jeden pęd, który wyda owoce w przyszłym roku. To powolna praca i najważniejsza decyzja całego roku.',
      'Wiosna przynosi pękanie pąków i pierwsze zmartwienia: jedna noc przymrozku w kwietniu może kosztować jedną trzecią zbiorów. W najzimniejsze noce nasi winiarze rozpalają między rzędami małe ogniska i do świtu pilnują termometru.',
      'Lato to kwestia cierpliwości. Usuwa się część liści, by grona miały przewiew, ziemię uprawia się ręcznie i traktorem, a ugni blanc powoli gromadzi kwasowość, kręgosłup każdej dobrej okowity.',
      'Winobranie przychodzi pod koniec września lub na początku października. Winogrona tłoczy się od razu, a moszcz fermentuje bez dodatku cukru i siarki; pod koniec zimy wino trafia do alembików, a winnica, znów przycięta, już przygotowuje się do kolejnego roku.',
    ],
  },
  'inside-the-paradise-cellar': {
    title: 'We wnętrzu rajskiej piwnicy',
    excerpt:
      'Za drzwiami zapieczętowanymi w 1921 roku spoczywają najstarsze okowity domu. Pozwolono nam zajrzeć do środka.',
    body: [
      'Każdy dom koniakowy ma swój „raj”, piwnicę, w której przechowuje się najstarsze okowity. Nasz znajduje się na końcu quai des Chais, za dębowymi drzwiami, które wnuk Élise Solaine zapieczętował w 1921 roku zwykłym żelaznym zamkiem.',
      'W środku nie ma już beczek. Po dziesięcioleciach w drewnie najstarsze okowity przelano do szklanych gąsiorów w wiklinowych oplotach, aby przestały dojrzewać i zachowały dokładnie ten charakter, który osiągnęły. Niektóre etykiety, pisane wyblakłym atramentem, noszą daty z XIX wieku.',
      'Raj nie jest muzeum. Co roku mistrzyni piwnic pobiera z gąsiorów kilka kropel, pipeta po pipecie, aby nadać głębi najrzadszym kupażom domu. Każdy pobór jest zapisywany w księdze prowadzonej bez przerwy od ponad stu lat.',
      'Odwiedzający najlepiej zapamiętują ciszę: grube kamienne mury, stałą temperaturę około czternastu stopni i delikatny zapach suszonych owoców i starego drewna, którym przesiąkły ściany.',
    ],
  },
  'the-coopers-craft': {
    title: 'Rzemiosło bednarza',
    excerpt:
      'Nie ma koniaku bez dębu. Poznaj bednarzy, którzy łupią, wyginają i opiekają klepki naszych beczek.',
    body: [
      'Zanim koniak zacznie dojrzewać, ktoś musi zbudować beczkę. W Maison Solaine robi to Bastien Lefort ze swoim czteroosobowym zespołem, który w warsztacie za piwnicami wciąż wytwarza około trzystu beczek rocznie.',
      'Wszystko zaczyna się w lesie. Używamy wyłącznie dębu z lasów Limousin i Tronçais, łupanego wzdłuż włókien zamiast ciętego piłą, a następnie sezonowanego na wolnym powietrzu przez co najmniej dwa lata, aby deszcz i wiatr wypłukały najostrzejsze taniny.',
      'W warsztacie klepki ustawia się w koronę, spina żelaznymi obręczami i podgrzewa nad ogniem z dębowych wiórów, aż się wygną. Ten sam ogień opieka wnętrze beczki: lekkie opiekanie daje nuty wanilii i migdałów, mocniejsze wnosi kawę i przyprawy.',
      'Beczki nie trzyma ani gwóźdź, ani klej, tylko precyzja spojeń i nacisk obręczy. Dobrze wykonana beczka posłuży pięćdziesiąt lat lub dłużej, przechodząc od młodych okowit do starszych, w miarę jak jej drewno łagodnieje.',
    ],
  },
  'cognac-and-food-pairing': {
    title: 'Koniak i jedzenie',
    excerpt:
      'Koniak to nie tylko zakończenie posiłku. Nasze propozycje, od ostryg po gorzką czekoladę.',
    body: [
      'Przez długi czas koniak podawano wyłącznie do kawy, gdy stół był już sprzątnięty. Tymczasem jego aromaty owoców, kwiatów i przypraw czynią go hojnym towarzyszem wielu potraw, pod warunkiem że poda się go w odpowiedniej temperaturze i w odpowiednim kieliszku.',
      'Młody, żywy koniak, podany schłodzony lub z odrobiną wody gazowanej, świetnie pasuje do ostryg, wędzonego łososia czy sushi: jego świeżość przełamuje sól, a owocowość łagodzi jodowy posmak.',
      'Starsze koniaki wymagają bogatszych dań. Spróbujcie XO z dojrzewającym serem comté albo pieczoną kaczką z figami: rancio, czyli nuty orzecha włoskiego i leśnego runa, które przynosi wiek, odpowiada smakom na talerzu.',
      'Deser to moment klasyczny, ale warto wybierać rozważnie: unikajcie bardzo słodkich deserów, wybierzcie gorzką czekoladę, tartę tatin lub pieczone gruszki. Kropla wody w kieliszku otworzy aromaty, nie tłumiąc ich.',
    ],
  },
  'cellar-masters-notes': {
    title: 'Notatki mistrzyni piwnic',
    excerpt:
      'Dla członków: Mathilde Roux otwiera swój zeszyt degustacyjny i opowiada, czego szuka w młodej okowicie.',
    body: [
      'Prowadzę zeszyt degustacyjny od pierwszego dnia w piwnicach, czyli od dwudziestu dwóch lat. Pierwsze strony są pełne wielkich słów; najnowsze mieszczą trzy, cztery linijki na próbkę. Z czasem człowiek uczy się, że to, co ważne, da się powiedzieć krótko.',
      'Kiedy kosztuję nową okowitę, kilka miesięcy po destylacji, nie szukam jeszcze przyjemności. Szukam równowagi i obietnicy: czystego nosa, owocu, który nie znika po dodaniu wody, i finiszu, który zostaje. Okowita zbyt czarująca w wieku sześciu miesięcy rzadko dobrze się starzeje.',
      'Potem decyduję, gdzie będzie odpoczywać. Nowa beczka przez rok lub dwa, by nadać jej strukturę, potem starsze, łagodniejsze drewno; wilgotna piwnica nad rzeką dla krągłości, suchsza na piętrze dla finezji. Każdą decyzję zapisuję, a mój następca lub następczyni ją przeczyta.',
      'Członkowie, którzy odwiedzą nas tej wiosny, będą mogli spróbować trzech tegorocznych okowit w sali degustacyjnej i porównać swoje notatki z moimi. Przynieście własny zeszyt: im krótsze notatki, tym lepiej.',
    ],
  },
  'the-angels-share-explained': {
    title: 'Czym jest udział aniołów',
    excerpt:
      'Co roku część zawartości każdej beczki ulatnia się w powietrze. Dlaczego tak się dzieje i dlaczego nie chcielibyśmy tego zatrzymać.',
    body: [
      'Spacerując ulicami Cognac, można zauważyć, że wiele starych dachów pokrywa czarny nalot. Winowajcą jest nieszkodliwy grzyb, który żywi się oparami alkoholu, a te opary mają poetycką nazwę: udział aniołów.',
      'Dąb jest porowaty. Przez klepki każdej beczki co roku odparowuje około dwóch procent objętości, głównie alkohol i trochę wody. W ciągu pięćdziesięciu lat może zniknąć ponad połowa tego, co wlano do beczki, i to jeden z powodów, dla których bardzo stare koniaki są tak rzadkie.',
      'To piwnica decyduje, ile zabiorą anioły. W wilgotnej piwnicy nad rzeką paruje więcej alkoholu niż wody, a okowita staje się miękka i krągła; w suchej piwnicy woda ucieka szybciej, a okowita pozostaje bardziej zwarta. Nasza mistrzyni piwnic korzysta z obu, przenosząc beczki z jednej do drugiej.',
      'Czy można by uniknąć tej straty? Zamknięta w stali lub szkle okowita przestałaby oddychać, a to właśnie ta powolna wymiana z powietrzem rozwija aromaty suszonych owoców, przypraw i starego drewna. Udział aniołów to cena czasu i płacimy ją chętnie.',
    ],
  },
}
