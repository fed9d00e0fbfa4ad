import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = 'Podwójna destylacja na drobnym osadzie w miedzianych alembikach charentais'
const onLees = 'Podwójna destylacja na osadzie w miedzianych alembikach charentais'

/**
 * The Polish texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const pl: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description: 'Jasny, owocowy VS z alembików jednej destylarni nad Charente.',
      description: [
        'Większość koniaków łączy destylaty z wielu gorzelni. Ten pochodzi z jednej destylarni w Fins Bois, gdzie ten sam mistrz od trzydziestu winobrań czuwa nad miedzianymi alembikami.',
        'Młody, żywy i hojny w owoc – świetnie smakuje z lodem i tonikiem, w koktajlu sidecar, a także solo.',
      ],
      colour: 'Jasne złoto',
      nose: 'Świeża gruszka, kwiat winorośli i nuta wanilii.',
      palate: 'Żywy i soczysty: śliwka, skórka cytryny i delikatne tostowanie.',
      finish: 'Krótki i czysty, ze szczyptą białego pieprzu.',
      cru: 'Fins Bois',
      cask_type: 'Młode beczki z drobnosłoistego dębu francuskiego',
      distillation: 'Podwójna destylacja w miedzianych alembikach charentais jednej destylarni',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description: 'Okrągły, hojny V.S.O.P, w którym dojrzała morela spotyka miód akacjowy.',
      description: [
        'Dojrzewający co najmniej cztery lata w dębie z Limousin, nasz V.S.O.P łączy destylaty z Borderies i Fins Bois, wybrane za ich krągłość i owocowość.',
        'To koniak, którym dom częstuje przyjaciół: łatwo go pokochać solo, najlepszy z jedną kostką lodu albo przedłużony ginger ale.',
      ],
      colour: 'Złocisty bursztyn',
      nose: 'Dojrzała morela, miód akacjowy i prażony migdał.',
      palate: 'Okrągły i gładki, z owocami pestkowymi, delikatną wanilią i odrobiną cynamonu.',
      finish: 'Średnio długi, łagodnie korzenny.',
      cru: 'Borderies i Fins Bois',
      cask_type: 'Dąb francuski z lasów Limousin',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description: 'Nasz V.S.O.P, dopracowany w beczkach po bourbonie z Kentucky.',
      description: [
        'Każdego letniego wieczoru jerzyki przelatują nisko nad Charente u stóp naszych piwnic. Od nich Blue Martinet wziął nazwę, a charakter – od podróży: to koniak V.S.O.P, który kończy dojrzewanie w beczkach z dębu amerykańskiego nasączonych bourbonem.',
        'Ten finisz daje mu karmel, wanilię i łagodne ciepło, dzięki którym naturalnie pasuje do old fashioned albo do spokojnej szklaneczki po kolacji.',
      ],
      colour: 'Głębokie złoto z miedzianymi refleksami',
      nose: 'Karmel, laska wanilii i pieczone jabłko.',
      palate: 'Jedwabisty, z toffi, dojrzałym bananem i opiekanym dębem.',
      finish: 'Ciepły i długi, ze słodkimi przyprawami.',
      cru: 'Fins Bois i Borderies',
      cask_type: 'Dąb francuski, finisz w beczkach po bourbonie z dębu amerykańskiego',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description: 'Bogaty, korzenny XO zbudowany na kredzie Grande i Petite Champagne.',
      description: [
        'Solaine XO łączy ponad dwieście destylatów, dojrzewających co najmniej dziesięć lat, z Grande Champagne, Petite Champagne i Borderies.',
        'Jego znakiem rozpoznawczym jest ciepła, pieprzna pełnia na tle kandyzowanych owoców. Podawaj go solo w kieliszku w kształcie tulipana i pozwól mu otworzyć się przez kilka minut przed pierwszym łykiem.',
      ],
      colour: 'Głęboki bursztyn',
      nose: 'Suszona morela, figa, czarny pieprz i cedr.',
      palate: 'Pełny i bogaty, z kandyzowanymi owocami, goździkiem i świeżym orzechem włoskim.',
      finish: 'Długi i ciepły, z pieprzną iskrą.',
      cru: 'Grande Champagne, Petite Champagne i Borderies',
      cask_type: 'Dąb francuski średnio opiekany, następnie stare beczki',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description:
        'Kupaż domu z niebieską wstążką, kwiatowy i aksamitny, oparty na Borderies.',
      description: [
        'W 1912 roku Jean Solaine zawiązał niebieską jedwabną wstążkę na szyjce butelki swojego najlepszego kupażu i tak już zostało. Ruban Bleu opiera się na destylatach z Borderies, najmniejszego cru regionu Cognac, cenionych za nuty fiołka.',
        'Dojrzewający co najmniej dwanaście lat, łączy kwiatową lekkość Borderies z głębią starych destylatów z Grande Champagne. Delektuj się nim solo, może z kostką gorzkiej czekolady.',
      ],
      colour: 'Bursztyn z mahoniowymi refleksami',
      nose: 'Fiołek, kandyzowana pomarańcza i piernik.',
      palate: 'Aksamitny, ze śliwką, paloną kawą i mokką.',
      finish: 'Długi i elegancki, z przyprawami i suszonymi owocami.',
      cru: 'Borderies i Grande Champagne',
      cask_type: 'Stare beczki z dębu francuskiego z lasu Tronçais',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description: 'Ruban Bleu o krok dalej: bardzo stare destylaty z rajskiej piwnicy domu.',
      description: [
        'Ruban Bleu Extra zaczyna się tam, gdzie kończy się Ruban Bleu. Mistrz piwnicy sięga po destylaty liczące dwadzieścia pięć lat i więcej, spoczywające w stuletnich beczkach naszej rajskiej piwnicy.',
        'Czas dał im rancio – rzadką nutę starych koniaków, przywołującą orzech włoski, skórę i leśne runo. Koniak na długie wieczory i niespieszne rozmowy.',
      ],
      colour: 'Głęboki mahoń',
      nose: 'Suszona figa, irys, drzewo sandałowe i pudełko na cygara.',
      palate: 'Gęsty i wielowarstwowy, z kandyzowanymi owocami, gorzką czekoladą i starą skórą.',
      finish: 'Bardzo długi, drzewny, z głębokim rancio.',
      cru: 'Borderies i Grande Champagne',
      cask_type: 'Stuletnie beczki z dębu francuskiego w rajskiej piwnicy',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description:
        'Hołd dla Jeana Solaine’a: rzadkie destylaty z Grande Champagne w złoconej kryształowej karafce.',
      description: [
        'Jean Solaine zapieczętował rajską piwnicę w 1921 roku, by jego wnuki odziedziczyły jej skarby. L’Or d’Élise łączy najrzadsze z nich – destylaty z Grande Champagne dojrzewające czterdzieści lat i dłużej.',
        'Butelkowany przy 42%, by zachować każdy niuans, trafia do numerowanej kryształowej karafki zwieńczonej złoconym korkiem. Nalej niewielką porcję i daj mu czas: zmienia się z każdą minutą w kieliszku.',
      ],
      colour: 'Głęboki mahoń ze złotymi refleksami',
      nose: 'Wosk pszczeli, liść tytoniu, suszona róża i stare porto tawny.',
      palate:
        'Głęboki i warstwowy, z kandyzowaną skórką pomarańczy, orzechem włoskim, skórą i kakao.',
      finish: 'Niemal nieskończony, z rancio i drzewem sandałowym.',
      cru: 'Grande Champagne',
      cask_type: 'Stuletnie beczki z dębu francuskiego, następnie szklane gąsiory',
      distillation:
        'Podwójna destylacja na osadzie; najstarsze destylaty pochodzą z lat 60. XX wieku',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Limitowana edycja Blue Martinet autorstwa Aurore',
      small_description:
        'Blue Martinet w etui malowanym przez Aurore, muralistkę z Marsylii: jerzyki mknące po granatowym nocnym niebie.',
      description: [
        'Do tej edycji zaprosiliśmy Aurore, muralistkę malującą ściany Marsylii, by ubrała nasz Blue Martinet. Pokryła butelkę stadem jerzyków, kreślonych jednym pociągnięciem pędzla bielą i miedzią na tle nocnego granatu.',
        'W środku znajdziesz dobrze znany Blue Martinet, dopracowany w beczkach po bourbonie. Edycja jest numerowana i nie zostanie powtórzona.',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'Limitowana edycja VS Single Estate autorstwa Céleste',
      small_description:
        'Nasz VS z jednej destylarni z etykietą ilustratorki Céleste: nocną mapą Charente.',
      description: [
        'Céleste rysuje mapy miejsc, które są dla ludzi ważne. Dla nas narysowała rzekę nocą: destylarnię, mosty Cognac i gwiazdy odbite w wodzie, wydrukowane srebrem na ciemnoniebieskiej etykiecie.',
        'W butelce jest nasz VS Single Estate, jasny i owocowy, stworzony do long drinków i letnich wieczorów. Edycja numerowana, dostępna do wyczerpania zapasów.',
      ],
    },
  },
  covers: {
    vineyard: 'Winnice Fins Bois pod koniec lata',
    river: 'Wieczorne światło nad Charente w odcieniach błękitu',
    cellar: 'Beczki odpoczywające w piwnicach domu przy quai des Chais',
    paradise: 'Rajska piwnica, w której spoczywają najstarsze destylaty',
    artists: 'Pociągnięcia pędzla w kolorach nocnego granatu i miedzi',
  },
  bottleAlt: (title) => `Butelka ${title}`,
}
