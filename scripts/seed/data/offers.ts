/**
 * The demo click-to-buy markets (issue 14): per market (each locale's country, and WW for en-ww)
 * its currency, price step, how a bottle is written, and three or four retailers of that country.
 * Pure data; scripts/seed/catalog-offers.ts builds the offers from it.
 */
export interface Retailer {
  name: string
  /** Its shop's address; the product's page is `${shop}${path}`. */
  shop: string
  /** Its prices against the market's reference price (a chain is a little cheaper). */
  factor: number
  /** Also sells the six-bottle case of the core range. */
  cases?: boolean
}

export interface Market {
  currency: string
  /** Local price of one euro of the house's reference price list (duties and margins included). */
  rate: number
  /** Smallest price step: 0.01 for most currencies, whole units for some. */
  step: number
  /** How a bottle is written there. */
  bottle: string
  case: string
  retailers: Retailer[]
}

/** Reference prices in euros (France, bottle), by en-ww product slug. */
export const REFERENCE_PRICES: Record<string, number> = {
  'vs-single-distillery': 36.9,
  'v-s-o-p': 52.9,
  'blue-swift': 58.9,
  xo: 179,
  'cordon-bleu': 165,
  'cordon-bleu-extra': 329,
  'lor-de-jean-gold': 1450,
  'blue-swift-limited-edition-by-aurore': 74.9,
  'vs-single-distillery-limited-edition-by-celeste': 49.9,
}

/** The core range also comes by the case of six. */
export const CASE_PRODUCTS = new Set(['vs-single-distillery', 'v-s-o-p', 'blue-swift'])

export const OFFER_MARKETS_SEED: Record<string, Market> = {
  WW: {
    currency: 'USD',
    rate: 1.1,
    step: 0.01,
    bottle: '70 cl',
    case: '6 × 70 cl',
    retailers: [
      {
        name: 'Global Spirits Exchange',
        shop: 'https://www.globalspiritsexchange.com/cognac/',
        factor: 1,
      },
      { name: 'Skyway Duty Free', shop: 'https://shop.skywaydutyfree.com/spirits/', factor: 0.92 },
      {
        name: 'The Cognac Collective',
        shop: 'https://thecognaccollective.com/bottles/',
        factor: 1.05,
        cases: true,
      },
    ],
  },
  CA: {
    currency: 'CAD',
    rate: 1.7,
    step: 0.05,
    bottle: '750 ml',
    case: '6 × 750 ml',
    retailers: [
      { name: 'Cave Saint-Laurent', shop: 'https://www.cavesaintlaurent.ca/cognac/', factor: 1 },
      {
        name: 'Maple Leaf Spirits',
        shop: 'https://mapleleafspirits.ca/products/',
        factor: 0.97,
        cases: true,
      },
      { name: 'Great Lakes Liquor', shop: 'https://www.greatlakesliquor.ca/brandy/', factor: 1.03 },
    ],
  },
  US: {
    currency: 'USD',
    rate: 1.15,
    step: 0.01,
    bottle: '750 ml',
    case: '6 × 750 ml',
    retailers: [
      {
        name: 'Liberty Wine & Spirits',
        shop: 'https://www.libertywineandspirits.com/cognac/',
        factor: 1,
      },
      {
        name: 'Pacific Bottle Shop',
        shop: 'https://pacificbottleshop.com/p/',
        factor: 0.95,
        cases: true,
      },
      {
        name: 'Hudson Fine Spirits',
        shop: 'https://www.hudsonfinespirits.com/brandy-cognac/',
        factor: 1.06,
      },
      {
        name: 'Lone Star Liquor Co.',
        shop: 'https://www.lonestarliquor.com/cognac/',
        factor: 0.99,
      },
    ],
  },
  FR: {
    currency: 'EUR',
    rate: 1,
    step: 0.01,
    bottle: '70 cl',
    case: '6 × 70 cl',
    retailers: [
      { name: 'Caves du Marais', shop: 'https://www.cavesdumarais.fr/cognac/', factor: 1 },
      {
        name: 'Cognathèque Bordelaise',
        shop: 'https://www.cognatheque-bordelaise.fr/produit/',
        factor: 0.98,
        cases: true,
      },
      {
        name: 'Le Comptoir des Eaux-de-Vie',
        shop: 'https://comptoir-eaux-de-vie.fr/spiritueux/',
        factor: 1.04,
      },
      {
        name: 'Vignobles & Alambics Lyon',
        shop: 'https://www.vignobles-alambics.fr/cognac/',
        factor: 1.02,
      },
    ],
  },
  PL: {
    currency: 'PLN',
    rate: 4.6,
    step: 0.01,
    bottle: '0,7 l',
    case: '6 × 0,7 l',
    retailers: [
      { name: 'Dom Win Krakowskich', shop: 'https://domwinkrakowskich.pl/koniak/', factor: 1 },
      {
        name: 'Alkohole Świata',
        shop: 'https://www.alkoholeswiata.pl/produkt/',
        factor: 0.96,
        cases: true,
      },
      { name: 'Piwnica Warszawska', shop: 'https://piwnicawarszawska.pl/koniaki/', factor: 1.05 },
    ],
  },
  GB: {
    currency: 'GBP',
    rate: 0.92,
    step: 0.01,
    bottle: '70 cl',
    case: '6 × 70 cl',
    retailers: [
      {
        name: 'Thames Wine Merchants',
        shop: 'https://www.thameswinemerchants.co.uk/cognac/',
        factor: 1,
      },
      {
        name: 'Highland & Harbour Spirits',
        shop: 'https://highlandharbour.co.uk/shop/',
        factor: 0.97,
        cases: true,
      },
      { name: 'The Mayfair Cellar', shop: 'https://www.mayfaircellar.co.uk/brandy/', factor: 1.08 },
    ],
  },
  GH: {
    currency: 'GHS',
    rate: 19,
    step: 1,
    bottle: '70 cl',
    case: '6 × 70 cl',
    retailers: [
      { name: 'Accra Wine House', shop: 'https://www.accrawinehouse.com.gh/cognac/', factor: 1 },
      { name: 'Osu Spirits', shop: 'https://osuspirits.com.gh/product/', factor: 0.97 },
      {
        name: 'Gold Coast Cellars',
        shop: 'https://www.goldcoastcellars.com.gh/spirits/',
        factor: 1.04,
        cases: true,
      },
    ],
  },
  NG: {
    currency: 'NGN',
    rate: 1900,
    step: 100,
    bottle: '70 cl',
    case: '6 × 70 cl',
    retailers: [
      { name: 'Lagos Cellar Club', shop: 'https://lagoscellarclub.ng/cognac/', factor: 1 },
      {
        name: 'Victoria Island Wines',
        shop: 'https://www.viwines.ng/product/',
        factor: 1.03,
        cases: true,
      },
      { name: 'Abuja Spirits Market', shop: 'https://abujaspirits.ng/brandy/', factor: 0.98 },
    ],
  },
  ZA: {
    currency: 'ZAR',
    rate: 21,
    step: 1,
    bottle: '750 ml',
    case: '6 × 750 ml',
    retailers: [
      { name: 'Cape Cellar Company', shop: 'https://www.capecellar.co.za/cognac/', factor: 1 },
      {
        name: 'Joburg Spirits Emporium',
        shop: 'https://joburgspirits.co.za/shop/',
        factor: 0.96,
        cases: true,
      },
      {
        name: 'Durban Bottle Store',
        shop: 'https://www.durbanbottlestore.co.za/brandy/',
        factor: 1.02,
      },
    ],
  },
  MX: {
    currency: 'MXN',
    rate: 21,
    step: 1,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      {
        name: 'Vinos y Licores del Bajío',
        shop: 'https://www.licoresdelbajio.mx/cognac/',
        factor: 1,
      },
      { name: 'La Bodega de Polanco', shop: 'https://bodegapolanco.mx/producto/', factor: 1.06 },
      {
        name: 'Destilados Monterrey',
        shop: 'https://www.destiladosmonterrey.mx/brandy/',
        factor: 0.97,
        cases: true,
      },
    ],
  },
  HK: {
    currency: 'HKD',
    rate: 9.5,
    step: 1,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      {
        name: 'Harbour Fine Wines 海港醇酒',
        shop: 'https://www.harbourfinewines.com.hk/cognac/',
        factor: 1,
      },
      {
        name: 'Kowloon Cellar 九龍酒窖',
        shop: 'https://kowlooncellar.com.hk/products/',
        factor: 0.96,
        cases: true,
      },
      {
        name: 'Peak Spirits 山頂洋酒',
        shop: 'https://www.peakspirits.com.hk/brandy/',
        factor: 1.05,
      },
    ],
  },
  MY: {
    currency: 'MYR',
    rate: 6.2,
    step: 0.01,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      { name: 'KL Wine Vault', shop: 'https://www.klwinevault.com.my/cognac/', factor: 1 },
      { name: 'Penang Spirits House', shop: 'https://penangspirits.com.my/shop/', factor: 0.97 },
      {
        name: 'Johor Cellar',
        shop: 'https://www.johorcellar.com.my/brandy/',
        factor: 1.04,
        cases: true,
      },
    ],
  },
  SG: {
    currency: 'SGD',
    rate: 1.75,
    step: 0.01,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      { name: 'Marina Bay Cellars', shop: 'https://www.marinabaycellars.sg/cognac/', factor: 1 },
      { name: 'Orchard Spirits', shop: 'https://orchardspirits.sg/products/', factor: 1.04 },
      {
        name: 'Tanjong Wine Club',
        shop: 'https://www.tanjongwine.sg/brandy/',
        factor: 0.96,
        cases: true,
      },
    ],
  },
  TW: {
    currency: 'TWD',
    rate: 38,
    step: 10,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      { name: '台北酒藏', shop: 'https://www.taipeicellar.com.tw/cognac/', factor: 1 },
      {
        name: '新竹洋酒行',
        shop: 'https://hsinchuliquor.com.tw/product/',
        factor: 0.96,
        cases: true,
      },
      { name: '高雄品酒坊', shop: 'https://www.kaohsiungwine.com.tw/brandy/', factor: 1.03 },
    ],
  },
  VN: {
    currency: 'VND',
    rate: 30000,
    step: 1000,
    bottle: '700 ml',
    case: '6 × 700 ml',
    retailers: [
      { name: 'Hầm Rượu Sài Gòn', shop: 'https://hamruousaigon.vn/cognac/', factor: 1 },
      {
        name: 'Rượu Ngoại Hà Nội',
        shop: 'https://www.ruoungoaihanoi.vn/san-pham/',
        factor: 0.97,
        cases: true,
      },
      { name: 'Đà Nẵng Wine House', shop: 'https://danangwinehouse.vn/brandy/', factor: 1.04 },
    ],
  },
  RU: {
    currency: 'RUB',
    rate: 115,
    step: 10,
    bottle: '0,7 л',
    case: '6 × 0,7 л',
    retailers: [
      { name: 'Арбатский погреб', shop: 'https://arbat-pogreb.ru/konyak/', factor: 1 },
      {
        name: 'Винотека «Нева»',
        shop: 'https://www.vinoteka-neva.ru/catalog/',
        factor: 1.04,
        cases: true,
      },
      { name: 'Уральский винный двор', shop: 'https://uralvino.ru/brendi/', factor: 0.97 },
    ],
  },
}
