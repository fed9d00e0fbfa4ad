import type { SliceTexts } from '../slice-texts'

/** The Polish texts of the home, house and history pages and the footer. */
export const pl: SliceTexts = {
  homeTitle: 'Sztuka cierpliwości',
  homeBlockTitle: 'Koniak znad brzegów Charenty',
  homeBlockHeadline:
    'Od 1847 roku Maison Solaine destyluje światło winnic Cognac w okowity o spokojnej głębi.',
  homeRichText: [
    'Każda butelka zaczyna się w winnicy, gdzie winogrona ugni blanc dojrzewają powoli pod atlantyckim niebem.',
    'Dwukrotnie destylowane w miedzianych alembikach i dojrzewające we francuskim dębie, nasze koniaki kupażuje mistrz piwnic, który kosztuje to, co dały lata.',
  ],
  houseTitle: 'Dom',
  houseText: [
    'Maison Solaine to rodzinny dom koniaku, założony przez Élise Solaine na kredowych wzgórzach Grande Champagne.',
    'Sześć pokoleń później dom wciąż leżakuje każdą okowitę we własnych piwnicach nad rzeką.',
  ],
  historyTitle: 'Nasza historia',
  historyText: [
    '1847: Élise Solaine kupuje pierwszy alembik i stodołę nad Charentą.',
    '1921: zostaje zapieczętowana rajska piwnica, w której spoczywają najstarsze okowity domu.',
    'Dziś: siódme pokolenie mistrzów piwnic uczy się sztuki cierpliwości.',
  ],
  footerText:
    'Maison Solaine, 12 quai des Chais, 16100 Cognac, Francja. Nasze treści są przeznaczone dla osób pełnoletnich.',
  disclaimer: 'Pij odpowiedzialnie',
}
