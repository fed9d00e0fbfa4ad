import type { Language } from '../../src/i18n/locales'

/**
 * Real cities of the locales' countries with their approximate centres, and the pure,
 * deterministic generation of demo outlets around them. No Math.random: every value comes from
 * a PRNG seeded by the outlet's country and index, so a second seed computes the same outlets.
 *
 * Outlet names, street numbers and phone numbers are invented; where a country reserves numbers
 * for fiction they are used (North America 555-01xx, UK Ofcom drama ranges, ARCEP ranges in France).
 */

/** The kinds the demo outlets use (the collection also has department-store and travel-retail). */
export type OutletKind = 'wine-merchant' | 'bar' | 'restaurant'

export interface City {
  /** Stable ASCII key (event lookups, registration URLs). */
  key: string
  /** The city as written on the outlet's address. */
  city: string
  /** District written in the address line (Hong Kong, Singapore). */
  area?: string
  lat: number
  lng: number
  /** Half-width of the jitter box in degrees of latitude: small where water is near. */
  spread: number
  /** Postcodes of the centre; `#` is a digit. Empty where postcodes are not used (Hong Kong). */
  postcodes: string[]
  /** Phone pattern; `#` is a digit. */
  phone: string
  /** Local standard time, hours from UTC (events). */
  utc: number
  /** Overrides the country's streets and language (Québec, Hong Kong and Singapore districts). */
  streets?: string[]
  lang?: Language
}

export interface Country {
  code: string
  lang: Language
  /** How many outlets the seed places in this country. */
  outlets: number
  streets: string[]
  clock: '24h' | '12h'
  /** Daylight saving rule of the country's event dates (null: none). */
  dst: 'north-america' | 'europe' | null
  cities: City[]
}

const NAMES: Record<string, Record<OutletKind, string[]>> = {
  fr: {
    'wine-merchant': [
      'Cave des Remparts',
      'Cave Saint-Vincent',
      'La Cave du Port',
      'Le Cellier des Halles',
      'Cave de la Tour',
      'Vins & Spiritueux Lemaire',
      'La Réserve du Marché',
      'Cave Ô Bouchon',
    ],
    bar: [
      'Le Comptoir des Chais',
      'Bar L’Alambic',
      'Le Martinet',
      'Le Bar des Quais',
      'L’Heure Bleue',
      'Le Salon Ambré',
      'Bar La Part des Anges',
      'Le Boréal',
    ],
    restaurant: [
      'Brasserie de la Gare',
      'Le Petit Charentais',
      'Bistrot du Fleuve',
      'La Table de Jeanne',
      'Maison Lacroix',
    ],
  },
  en: {
    'wine-merchant': [
      'Harbourside Wine & Spirits',
      'The Copper Still Shop',
      'Union Bottle Shop',
      'The Cork & Cask',
      'Crown Fine Wines',
      'Old Town Vintners',
      'Northgate Spirits',
      'The Wine Vault',
    ],
    bar: [
      'The Swift Room',
      'Amber Lounge',
      'The Cask & Lantern',
      'Velvet Hour',
      'The Gilded Cask',
      'Blue Hour Bar',
      'The Oak Parlour',
      'Lantern Rooftop',
    ],
    restaurant: [
      'The Riverside Grill',
      'Birch & Barrel',
      'The Brass Table',
      'Oak & Ember',
      'The Laurel Dining Room',
    ],
  },
  es: {
    'wine-merchant': [
      'Vinos y Licores La Hacienda',
      'La Bodega del Centro',
      'Licorería El Ángel',
      'Cava Los Arcos',
      'Vinoteca La Alameda',
      'Licores Finos San Miguel',
    ],
    bar: [
      'Bar El Vencejo',
      'Salón Ámbar',
      'Cantina La Cobriza',
      'Terraza Azul',
      'Bar La Barrica',
      'Mezcalería y Coñac El Farol',
    ],
    restaurant: ['Restaurante La Alameda', 'Casa Solana', 'Fonda del Río', 'El Comedor de Lucía'],
  },
  pl: {
    'wine-merchant': [
      'Winiarnia pod Dębem',
      'Dom Win i Alkoholi',
      'Piwnica Win Bursztyn',
      'Sklep Koneser',
      'Alkohole Świata',
      'Delikatesy Winne Stary Rynek',
    ],
    bar: [
      'Bar Jerzyk',
      'Bursztynowy Salon',
      'Bar Miedziany Alembik',
      'Koktajlbar Nocny Ogród',
      'Bar Pod Latarnią',
    ],
    restaurant: ['Restauracja Nad Rzeką', 'Bistro Dębowe', 'Restauracja Złoty Róg'],
  },
  zh: {
    'wine-merchant': ['東區洋酒行', '金樽酒坊', '橡木桶洋酒專賣店', '雨燕酒藏', '琥珀酒窖'],
    bar: ['琥珀酒吧', '雨燕酒館', '銅壺酒吧', '夜光酒廊', '燈塔屋頂酒吧'],
    restaurant: ['河岸法式餐廳', '藍緞小館', '橡樹餐酒館'],
  },
  vi: {
    'wine-merchant': [
      'Hầm Rượu Hoàng Gia',
      'Rượu Ngoại Phương Nam',
      'Hầm Rượu Cổ Điển',
      'Cửa hàng Rượu Thượng Hạng',
      'Hầm Vang Hổ Phách',
    ],
    bar: ['Quầy Bar Hổ Phách', 'Chim Yến Lounge', 'Sân Thượng Bờ Sông', 'Bar Đèn Lồng'],
    restaurant: ['Nhà hàng Bờ Sông', 'Bếp Pháp Nhà Gỗ', 'Nhà hàng Hoa Sen'],
  },
  ru: {
    'wine-merchant': [
      'Винный погреб «Янтарь»',
      'Винотека «Шато»',
      'Магазин «Коньячный дом»',
      'Винная лавка «Ладога»',
      'Винотека «Старый погреб»',
    ],
    bar: ['Бар «Стриж»', 'Лаунж-бар «Амбер»', 'Бар «Медный куб»', 'Бар «Пятый этаж»'],
    restaurant: ['Ресторан «Набережная»', 'Ресторан «Шаранта»', 'Бистро «Купаж»'],
  },
}

/** In the store-locator countries of the 17 country locales. */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'CA',
    lang: 'en',
    outlets: 16,
    clock: '12h',
    dst: 'north-america',
    streets: ['Main Street', 'Wellington Street', 'Queen Street', 'King Street', 'Elgin Street'],
    cities: [
      {
        key: 'toronto',
        city: 'Toronto',
        lat: 43.67,
        lng: -79.39,
        spread: 0.012,
        postcodes: ['M5V 2T6', 'M5H 2N2', 'M4W 1A8'],
        phone: '+1 416-555-01##',
        utc: -5,
      },
      {
        key: 'montreal',
        city: 'Montréal',
        lat: 45.515,
        lng: -73.58,
        spread: 0.012,
        postcodes: ['H2X 1Y4', 'H3B 4W8', 'H2T 1S6'],
        phone: '+1 514-555-01##',
        utc: -5,
        lang: 'fr',
        streets: ['rue Saint-Denis', 'boulevard Saint-Laurent', 'rue Notre-Dame', 'rue Sherbrooke'],
      },
      {
        key: 'vancouver',
        city: 'Vancouver',
        lat: 49.26,
        lng: -123.115,
        spread: 0.012,
        postcodes: ['V6B 1A1', 'V5Y 1V4'],
        phone: '+1 604-555-01##',
        utc: -8,
      },
      {
        key: 'calgary',
        city: 'Calgary',
        lat: 51.0447,
        lng: -114.0719,
        spread: 0.015,
        postcodes: ['T2P 1J9', 'T2R 0B4'],
        phone: '+1 403-555-01##',
        utc: -7,
      },
      {
        key: 'ottawa',
        city: 'Ottawa',
        lat: 45.4215,
        lng: -75.6972,
        spread: 0.012,
        postcodes: ['K1P 5G8', 'K1N 9J7'],
        phone: '+1 613-555-01##',
        utc: -5,
      },
      {
        key: 'quebec',
        city: 'Québec',
        lat: 46.81,
        lng: -71.225,
        spread: 0.008,
        postcodes: ['G1R 4P5', 'G1K 3Y2'],
        phone: '+1 418-555-01##',
        utc: -5,
        lang: 'fr',
        streets: ['rue Saint-Jean', 'rue Saint-Joseph Est', 'Grande Allée Est', 'rue Cartier'],
      },
    ],
  },
  {
    code: 'US',
    lang: 'en',
    outlets: 22,
    clock: '12h',
    dst: 'north-america',
    streets: ['Main Street', 'Broadway', 'Washington Street', 'Market Street', 'Oak Street'],
    cities: [
      {
        key: 'new-york',
        city: 'New York',
        lat: 40.7549,
        lng: -73.984,
        spread: 0.012,
        postcodes: ['10001', '10018', '10022'],
        phone: '+1 212-555-01##',
        utc: -5,
      },
      {
        key: 'los-angeles',
        city: 'Los Angeles',
        lat: 34.0522,
        lng: -118.2437,
        spread: 0.02,
        postcodes: ['90012', '90028', '90036'],
        phone: '+1 213-555-01##',
        utc: -8,
      },
      {
        key: 'chicago',
        city: 'Chicago',
        lat: 41.89,
        lng: -87.64,
        spread: 0.012,
        postcodes: ['60601', '60610', '60654'],
        phone: '+1 312-555-01##',
        utc: -6,
      },
      {
        key: 'houston',
        city: 'Houston',
        lat: 29.7604,
        lng: -95.3698,
        spread: 0.02,
        postcodes: ['77002', '77006', '77019'],
        phone: '+1 713-555-01##',
        utc: -6,
      },
      {
        key: 'atlanta',
        city: 'Atlanta',
        lat: 33.749,
        lng: -84.388,
        spread: 0.02,
        postcodes: ['30303', '30308', '30309'],
        phone: '+1 404-555-01##',
        utc: -5,
      },
      {
        key: 'miami',
        city: 'Miami',
        lat: 25.765,
        lng: -80.21,
        spread: 0.01,
        postcodes: ['33130', '33135'],
        phone: '+1 305-555-01##',
        utc: -5,
      },
      {
        key: 'san-francisco',
        city: 'San Francisco',
        lat: 37.7749,
        lng: -122.4194,
        spread: 0.012,
        postcodes: ['94103', '94108', '94110'],
        phone: '+1 415-555-01##',
        utc: -8,
      },
      {
        key: 'washington',
        city: 'Washington',
        lat: 38.9072,
        lng: -77.0369,
        spread: 0.015,
        postcodes: ['20001', '20004', '20009'],
        phone: '+1 202-555-01##',
        utc: -5,
      },
      {
        key: 'detroit',
        city: 'Detroit',
        lat: 42.345,
        lng: -83.06,
        spread: 0.01,
        postcodes: ['48201', '48226'],
        phone: '+1 313-555-01##',
        utc: -5,
      },
      {
        key: 'new-orleans',
        city: 'New Orleans',
        lat: 29.9511,
        lng: -90.0715,
        spread: 0.01,
        postcodes: ['70112', '70116', '70130'],
        phone: '+1 504-555-01##',
        utc: -6,
      },
    ],
  },
  {
    code: 'FR',
    lang: 'fr',
    outlets: 20,
    clock: '24h',
    dst: 'europe',
    streets: [
      'rue de la République',
      'avenue Victor-Hugo',
      'rue Nationale',
      'boulevard Gambetta',
      'rue du Commerce',
      'rue Jean-Jaurès',
    ],
    cities: [
      {
        key: 'paris',
        city: 'Paris',
        lat: 48.8566,
        lng: 2.3522,
        spread: 0.02,
        postcodes: ['75001', '75003', '75006', '75008', '75011', '75017'],
        phone: '+33 1 99 00 ## ##',
        utc: 1,
      },
      {
        key: 'cognac',
        city: 'Cognac',
        lat: 45.6958,
        lng: -0.3287,
        spread: 0.006,
        postcodes: ['16100'],
        phone: '+33 5 36 49 ## ##',
        utc: 1,
      },
      {
        key: 'bordeaux',
        city: 'Bordeaux',
        lat: 44.84,
        lng: -0.585,
        spread: 0.01,
        postcodes: ['33000', '33800'],
        phone: '+33 5 36 49 ## ##',
        utc: 1,
      },
      {
        key: 'lyon',
        city: 'Lyon',
        lat: 45.764,
        lng: 4.8357,
        spread: 0.012,
        postcodes: ['69001', '69002', '69006'],
        phone: '+33 4 65 71 ## ##',
        utc: 1,
      },
      {
        key: 'marseille',
        city: 'Marseille',
        lat: 43.3,
        lng: 5.385,
        spread: 0.012,
        postcodes: ['13001', '13006'],
        phone: '+33 4 65 71 ## ##',
        utc: 1,
      },
      {
        key: 'nice',
        city: 'Nice',
        lat: 43.7102,
        lng: 7.262,
        spread: 0.008,
        postcodes: ['06000', '06300'],
        phone: '+33 4 65 71 ## ##',
        utc: 1,
      },
      {
        key: 'lille',
        city: 'Lille',
        lat: 50.6292,
        lng: 3.0573,
        spread: 0.012,
        postcodes: ['59000', '59800'],
        phone: '+33 3 53 01 ## ##',
        utc: 1,
      },
      {
        key: 'nantes',
        city: 'Nantes',
        lat: 47.2184,
        lng: -1.5536,
        spread: 0.012,
        postcodes: ['44000'],
        phone: '+33 2 61 91 ## ##',
        utc: 1,
      },
    ],
  },
  {
    code: 'PL',
    lang: 'pl',
    outlets: 14,
    clock: '24h',
    dst: 'europe',
    streets: [
      'ul. Mickiewicza',
      'ul. Kościuszki',
      'ul. Piłsudskiego',
      'ul. Słowackiego',
      'ul. Sienkiewicza',
      'ul. Długa',
    ],
    cities: [
      {
        key: 'warsaw',
        city: 'Warszawa',
        lat: 52.2297,
        lng: 21.0122,
        spread: 0.02,
        postcodes: ['00-0##', '00-5##', '02-5##'],
        phone: '+48 22 ### ## ##',
        utc: 1,
      },
      {
        key: 'krakow',
        city: 'Kraków',
        lat: 50.0647,
        lng: 19.945,
        spread: 0.015,
        postcodes: ['31-0##', '30-5##'],
        phone: '+48 12 ### ## ##',
        utc: 1,
      },
      {
        key: 'gdansk',
        city: 'Gdańsk',
        lat: 54.352,
        lng: 18.6466,
        spread: 0.012,
        postcodes: ['80-8##', '80-2##'],
        phone: '+48 58 ### ## ##',
        utc: 1,
      },
      {
        key: 'wroclaw',
        city: 'Wrocław',
        lat: 51.1079,
        lng: 17.0385,
        spread: 0.015,
        postcodes: ['50-0##', '50-1##'],
        phone: '+48 71 ### ## ##',
        utc: 1,
      },
      {
        key: 'poznan',
        city: 'Poznań',
        lat: 52.4064,
        lng: 16.9252,
        spread: 0.015,
        postcodes: ['61-7##', '60-1##'],
        phone: '+48 61 ### ## ##',
        utc: 1,
      },
      {
        key: 'lodz',
        city: 'Łódź',
        lat: 51.7592,
        lng: 19.456,
        spread: 0.015,
        postcodes: ['90-0##', '90-4##'],
        phone: '+48 42 ### ## ##',
        utc: 1,
      },
    ],
  },
  {
    code: 'GB',
    lang: 'en',
    outlets: 16,
    clock: '24h',
    dst: 'europe',
    streets: ['High Street', 'Station Road', 'Church Street', 'King Street', 'Queen Street'],
    cities: [
      {
        key: 'london',
        city: 'London',
        lat: 51.5074,
        lng: -0.1278,
        spread: 0.02,
        postcodes: ['EC1V 9HX', 'W1D 3QF', 'SE1 9SG', 'N1 7AA'],
        phone: '+44 20 7946 0###',
        utc: 0,
      },
      {
        key: 'manchester',
        city: 'Manchester',
        lat: 53.4808,
        lng: -2.2426,
        spread: 0.012,
        postcodes: ['M1 1AE', 'M4 1HQ'],
        phone: '+44 161 496 0###',
        utc: 0,
      },
      {
        key: 'edinburgh',
        city: 'Edinburgh',
        lat: 55.9533,
        lng: -3.1883,
        spread: 0.012,
        postcodes: ['EH1 1RE', 'EH2 2ER'],
        phone: '+44 131 496 0###',
        utc: 0,
      },
      {
        key: 'birmingham',
        city: 'Birmingham',
        lat: 52.4862,
        lng: -1.8904,
        spread: 0.012,
        postcodes: ['B1 1BB', 'B3 2BJ'],
        phone: '+44 121 496 0###',
        utc: 0,
      },
      {
        key: 'glasgow',
        city: 'Glasgow',
        lat: 55.8642,
        lng: -4.2518,
        spread: 0.012,
        postcodes: ['G1 3SL', 'G2 4JR'],
        phone: '+44 141 496 0###',
        utc: 0,
      },
      {
        key: 'bristol',
        city: 'Bristol',
        lat: 51.4545,
        lng: -2.5879,
        spread: 0.012,
        postcodes: ['BS1 4DJ', 'BS8 1TH'],
        phone: '+44 117 496 0###',
        utc: 0,
      },
    ],
  },
  {
    code: 'GH',
    lang: 'en',
    outlets: 10,
    clock: '24h',
    dst: null,
    streets: [
      'Independence Avenue',
      'Liberation Road',
      'Ring Road',
      'Station Road',
      'Hospital Road',
    ],
    cities: [
      {
        key: 'accra',
        city: 'Accra',
        lat: 5.6037,
        lng: -0.187,
        spread: 0.015,
        postcodes: ['GA-###-####'],
        phone: '+233 30 ### ####',
        utc: 0,
      },
      {
        key: 'kumasi',
        city: 'Kumasi',
        lat: 6.6885,
        lng: -1.6244,
        spread: 0.015,
        postcodes: ['AK-###-####'],
        phone: '+233 32 ### ####',
        utc: 0,
      },
      {
        key: 'takoradi',
        city: 'Takoradi',
        lat: 4.9,
        lng: -1.76,
        spread: 0.008,
        postcodes: ['WS-###-####'],
        phone: '+233 31 ### ####',
        utc: 0,
      },
      {
        key: 'tema',
        city: 'Tema',
        lat: 5.6698,
        lng: -0.0166,
        spread: 0.008,
        postcodes: ['GT-###-####'],
        phone: '+233 30 ### ####',
        utc: 0,
      },
    ],
  },
  {
    code: 'NG',
    lang: 'en',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: ['Broad Street', 'Marina Road', 'Airport Road', 'Stadium Road', 'Market Road'],
    cities: [
      {
        key: 'lagos',
        city: 'Lagos',
        lat: 6.5244,
        lng: 3.3792,
        spread: 0.012,
        postcodes: ['100001', '101233', '106104'],
        phone: '+234 1 ### ####',
        utc: 1,
      },
      {
        key: 'abuja',
        city: 'Abuja',
        lat: 9.0765,
        lng: 7.3986,
        spread: 0.02,
        postcodes: ['900001', '900211'],
        phone: '+234 9 ### ####',
        utc: 1,
      },
      {
        key: 'port-harcourt',
        city: 'Port Harcourt',
        lat: 4.8156,
        lng: 7.0498,
        spread: 0.012,
        postcodes: ['500001', '500272'],
        phone: '+234 84 ### ###',
        utc: 1,
      },
      {
        key: 'ibadan',
        city: 'Ibadan',
        lat: 7.3775,
        lng: 3.947,
        spread: 0.015,
        postcodes: ['200001', '200284'],
        phone: '+234 2 ### ####',
        utc: 1,
      },
      {
        key: 'enugu',
        city: 'Enugu',
        lat: 6.4584,
        lng: 7.5464,
        spread: 0.012,
        postcodes: ['400001', '400102'],
        phone: '+234 42 ### ###',
        utc: 1,
      },
    ],
  },
  {
    code: 'ZA',
    lang: 'en',
    outlets: 14,
    clock: '24h',
    dst: null,
    streets: ['Main Road', 'Church Street', 'Long Street', 'Oxford Road', 'Voortrekker Road'],
    cities: [
      {
        key: 'johannesburg',
        city: 'Johannesburg',
        lat: -26.2041,
        lng: 28.0473,
        spread: 0.02,
        postcodes: ['2001', '2196'],
        phone: '+27 11 ### ####',
        utc: 2,
      },
      {
        key: 'cape-town',
        city: 'Cape Town',
        lat: -33.9249,
        lng: 18.4241,
        spread: 0.01,
        postcodes: ['8001', '8005'],
        phone: '+27 21 ### ####',
        utc: 2,
      },
      {
        key: 'durban',
        city: 'Durban',
        lat: -29.8587,
        lng: 31.0218,
        spread: 0.012,
        postcodes: ['4001', '4320'],
        phone: '+27 31 ### ####',
        utc: 2,
      },
      {
        key: 'pretoria',
        city: 'Pretoria',
        lat: -25.7479,
        lng: 28.2293,
        spread: 0.02,
        postcodes: ['0002', '0181'],
        phone: '+27 12 ### ####',
        utc: 2,
      },
      {
        key: 'gqeberha',
        city: 'Gqeberha',
        lat: -33.9608,
        lng: 25.6022,
        spread: 0.01,
        postcodes: ['6001', '6070'],
        phone: '+27 41 ### ####',
        utc: 2,
      },
    ],
  },
  {
    code: 'MX',
    lang: 'es',
    outlets: 14,
    clock: '24h',
    dst: null,
    streets: ['Av. Juárez', 'Calle Hidalgo', 'Calle Morelos', 'Calle Madero', 'Calle Zaragoza'],
    cities: [
      {
        key: 'mexico-city',
        city: 'Ciudad de México',
        lat: 19.4326,
        lng: -99.1332,
        spread: 0.025,
        postcodes: ['06600', '11560', '06700'],
        phone: '+52 55 #### ####',
        utc: -6,
      },
      {
        key: 'guadalajara',
        city: 'Guadalajara',
        lat: 20.6597,
        lng: -103.3496,
        spread: 0.02,
        postcodes: ['44100', '44600'],
        phone: '+52 33 #### ####',
        utc: -6,
      },
      {
        key: 'monterrey',
        city: 'Monterrey',
        lat: 25.6866,
        lng: -100.3161,
        spread: 0.02,
        postcodes: ['64000', '66220'],
        phone: '+52 81 #### ####',
        utc: -6,
      },
      {
        key: 'cancun',
        city: 'Cancún',
        lat: 21.1619,
        lng: -86.8515,
        spread: 0.01,
        postcodes: ['77500'],
        phone: '+52 998 ### ####',
        utc: -5,
      },
      {
        key: 'puebla',
        city: 'Puebla',
        lat: 19.0414,
        lng: -98.2063,
        spread: 0.015,
        postcodes: ['72000'],
        phone: '+52 222 ### ####',
        utc: -6,
      },
      {
        key: 'tijuana',
        city: 'Tijuana',
        lat: 32.5149,
        lng: -117.0382,
        spread: 0.015,
        postcodes: ['22000'],
        phone: '+52 664 ### ####',
        utc: -8,
      },
    ],
  },
  {
    code: 'HK',
    lang: 'en',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: ['Nathan Road'],
    cities: [
      {
        key: 'central',
        city: 'Central',
        lat: 22.28,
        lng: 114.156,
        spread: 0.002,
        postcodes: [],
        phone: '+852 2### ####',
        utc: 8,
        streets: [
          'Queen’s Road Central',
          'Wellington Street',
          'D’Aguilar Street',
          'Wyndham Street',
        ],
      },
      {
        key: 'tsim-sha-tsui',
        city: 'Tsim Sha Tsui',
        lat: 22.3,
        lng: 114.172,
        spread: 0.002,
        postcodes: [],
        phone: '+852 2### ####',
        utc: 8,
        streets: ['Nathan Road', 'Canton Road', 'Peking Road', 'Ashley Road'],
      },
      {
        key: 'causeway-bay',
        city: 'Causeway Bay',
        lat: 22.279,
        lng: 114.183,
        spread: 0.002,
        postcodes: [],
        phone: '+852 2### ####',
        utc: 8,
        streets: ['Hennessy Road', 'Yee Wo Street', 'Lockhart Road', 'Paterson Street'],
      },
      {
        key: 'wan-chai',
        city: 'Wan Chai',
        lat: 22.277,
        lng: 114.172,
        spread: 0.002,
        postcodes: [],
        phone: '+852 2### ####',
        utc: 8,
        streets: ['Lockhart Road', 'Jaffe Road', 'Hennessy Road', 'Queen’s Road East'],
      },
      {
        key: 'mong-kok',
        city: 'Mong Kok',
        lat: 22.3193,
        lng: 114.1694,
        spread: 0.003,
        postcodes: [],
        phone: '+852 2### ####',
        utc: 8,
        streets: ['Nathan Road', 'Argyle Street', 'Shantung Street', 'Sai Yeung Choi Street South'],
      },
    ],
  },
  {
    code: 'MY',
    lang: 'en',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: ['Jalan Merdeka', 'Jalan Sultan', 'Jalan Tun Razak', 'Jalan Besar', 'Jalan Raja'],
    cities: [
      {
        key: 'kuala-lumpur',
        city: 'Kuala Lumpur',
        lat: 3.139,
        lng: 101.6869,
        spread: 0.015,
        postcodes: ['50450', '50088', '50250'],
        phone: '+60 3-#### ####',
        utc: 8,
      },
      {
        key: 'george-town',
        city: 'George Town',
        lat: 5.41,
        lng: 100.32,
        spread: 0.006,
        postcodes: ['10200'],
        phone: '+60 4-### ####',
        utc: 8,
      },
      {
        key: 'johor-bahru',
        city: 'Johor Bahru',
        lat: 1.4927,
        lng: 103.7414,
        spread: 0.01,
        postcodes: ['80000'],
        phone: '+60 7-### ####',
        utc: 8,
      },
      {
        key: 'kota-kinabalu',
        city: 'Kota Kinabalu',
        lat: 5.975,
        lng: 116.08,
        spread: 0.006,
        postcodes: ['88000'],
        phone: '+60 88-### ###',
        utc: 8,
      },
      {
        key: 'petaling-jaya',
        city: 'Petaling Jaya',
        lat: 3.1073,
        lng: 101.6067,
        spread: 0.012,
        postcodes: ['46000', '47800'],
        phone: '+60 3-#### ####',
        utc: 8,
      },
      {
        key: 'kuching',
        city: 'Kuching',
        lat: 1.5535,
        lng: 110.3593,
        spread: 0.01,
        postcodes: ['93000'],
        phone: '+60 82-### ###',
        utc: 8,
      },
    ],
  },
  {
    code: 'SG',
    lang: 'en',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: ['Orchard Road'],
    cities: [
      {
        key: 'orchard',
        city: 'Singapore',
        area: 'Orchard',
        lat: 1.3048,
        lng: 103.8318,
        spread: 0.003,
        postcodes: ['2388##'],
        phone: '+65 6### ####',
        utc: 8,
        streets: ['Orchard Road', 'Scotts Road', 'Cuppage Road'],
      },
      {
        key: 'marina-bay',
        city: 'Singapore',
        area: 'Marina Bay',
        lat: 1.28,
        lng: 103.852,
        spread: 0.002,
        postcodes: ['0189##'],
        phone: '+65 6### ####',
        utc: 8,
        streets: ['Marina Boulevard', 'Raffles Quay', 'Collyer Quay'],
      },
      {
        key: 'clarke-quay',
        city: 'Singapore',
        area: 'Clarke Quay',
        lat: 1.2906,
        lng: 103.8465,
        spread: 0.002,
        postcodes: ['1790##'],
        phone: '+65 6### ####',
        utc: 8,
        streets: ['River Valley Road', 'Mohamed Sultan Road', 'Clarke Quay'],
      },
      {
        key: 'tanjong-pagar',
        city: 'Singapore',
        area: 'Tanjong Pagar',
        lat: 1.2764,
        lng: 103.8458,
        spread: 0.002,
        postcodes: ['0885##'],
        phone: '+65 6### ####',
        utc: 8,
        streets: ['Tanjong Pagar Road', 'Duxton Road', 'Craig Road'],
      },
      {
        key: 'holland-village',
        city: 'Singapore',
        area: 'Holland Village',
        lat: 1.3111,
        lng: 103.7958,
        spread: 0.002,
        postcodes: ['2789##'],
        phone: '+65 6### ####',
        utc: 8,
        streets: ['Lorong Mambong', 'Holland Avenue', 'Lorong Liput'],
      },
    ],
  },
  {
    code: 'TW',
    lang: 'zh',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: ['中山路', '中正路', '民生路', '民權路', '復興路', '自由路'],
    cities: [
      {
        key: 'taipei',
        city: '台北市',
        lat: 25.033,
        lng: 121.5654,
        spread: 0.015,
        postcodes: ['100', '106', '110'],
        phone: '+886 2 #### ####',
        utc: 8,
      },
      {
        key: 'kaohsiung',
        city: '高雄市',
        lat: 22.6273,
        lng: 120.3014,
        spread: 0.01,
        postcodes: ['800', '802'],
        phone: '+886 7 ### ####',
        utc: 8,
      },
      {
        key: 'taichung',
        city: '台中市',
        lat: 24.1477,
        lng: 120.6736,
        spread: 0.015,
        postcodes: ['403', '407'],
        phone: '+886 4 #### ####',
        utc: 8,
      },
      {
        key: 'tainan',
        city: '台南市',
        lat: 22.9999,
        lng: 120.227,
        spread: 0.012,
        postcodes: ['700'],
        phone: '+886 6 ### ####',
        utc: 8,
      },
      {
        key: 'hsinchu',
        city: '新竹市',
        lat: 24.8138,
        lng: 120.9675,
        spread: 0.012,
        postcodes: ['300'],
        phone: '+886 3 ### ####',
        utc: 8,
      },
    ],
  },
  {
    code: 'VN',
    lang: 'vi',
    outlets: 12,
    clock: '24h',
    dst: null,
    streets: [
      'Lê Lợi',
      'Trần Hưng Đạo',
      'Nguyễn Huệ',
      'Hai Bà Trưng',
      'Lý Thường Kiệt',
      'Quang Trung',
    ],
    cities: [
      {
        key: 'ho-chi-minh-city',
        city: 'Thành phố Hồ Chí Minh',
        lat: 10.7769,
        lng: 106.695,
        spread: 0.012,
        postcodes: ['700000'],
        phone: '+84 28 #### ####',
        utc: 7,
      },
      {
        key: 'hanoi',
        city: 'Hà Nội',
        lat: 21.0278,
        lng: 105.8342,
        spread: 0.015,
        postcodes: ['100000'],
        phone: '+84 24 #### ####',
        utc: 7,
      },
      {
        key: 'da-nang',
        city: 'Đà Nẵng',
        lat: 16.0544,
        lng: 108.2022,
        spread: 0.01,
        postcodes: ['550000'],
        phone: '+84 236 ### ####',
        utc: 7,
      },
      {
        key: 'hai-phong',
        city: 'Hải Phòng',
        lat: 20.8449,
        lng: 106.6881,
        spread: 0.012,
        postcodes: ['180000'],
        phone: '+84 225 ### ####',
        utc: 7,
      },
      {
        key: 'nha-trang',
        city: 'Nha Trang',
        lat: 12.245,
        lng: 109.185,
        spread: 0.006,
        postcodes: ['650000'],
        phone: '+84 258 ### ####',
        utc: 7,
      },
    ],
  },
  {
    code: 'RU',
    lang: 'ru',
    outlets: 14,
    clock: '24h',
    dst: null,
    streets: [
      'ул. Ленина',
      'ул. Пушкина',
      'ул. Гагарина',
      'пр. Мира',
      'ул. Советская',
      'ул. Кирова',
    ],
    cities: [
      {
        key: 'moscow',
        city: 'Москва',
        lat: 55.7558,
        lng: 37.6173,
        spread: 0.025,
        postcodes: ['101000', '125009', '119019'],
        phone: '+7 495 ###-##-##',
        utc: 3,
      },
      {
        key: 'saint-petersburg',
        city: 'Санкт-Петербург',
        lat: 59.9311,
        lng: 30.3609,
        spread: 0.015,
        postcodes: ['190000', '191186'],
        phone: '+7 812 ###-##-##',
        utc: 3,
      },
      {
        key: 'kazan',
        city: 'Казань',
        lat: 55.79,
        lng: 49.12,
        spread: 0.012,
        postcodes: ['420111'],
        phone: '+7 843 ###-##-##',
        utc: 3,
      },
      {
        key: 'yekaterinburg',
        city: 'Екатеринбург',
        lat: 56.8389,
        lng: 60.6057,
        spread: 0.015,
        postcodes: ['620014'],
        phone: '+7 343 ###-##-##',
        utc: 5,
      },
      {
        key: 'novosibirsk',
        city: 'Новосибирск',
        lat: 55.0084,
        lng: 82.9357,
        spread: 0.015,
        postcodes: ['630099'],
        phone: '+7 383 ###-##-##',
        utc: 7,
      },
      {
        key: 'sochi',
        city: 'Сочи',
        lat: 43.6,
        lng: 39.74,
        spread: 0.006,
        postcodes: ['354000'],
        phone: '+7 862 ###-##-##',
        utc: 3,
      },
    ],
  },
]

/** A city by country and key; throws on a typo in the seed data. */
export function findCity(countryCode: string, key: string): { country: Country; city: City } {
  const country = COUNTRIES.find((c) => c.code === countryCode)
  const city = country?.cities.find((c) => c.key === key)
  if (!country || !city) throw new Error(`seed: unknown city ${countryCode}/${key}`)
  return { country, city }
}

// ---- Deterministic randomness ------------------------------------------------------------

/** FNV-1a hash of a string, as a PRNG seed. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function prng(seed: string): () => number {
  let state = hash(seed)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pick<T>(items: readonly T[], rand: () => number): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('seed: pick from an empty list')
  return item
}

export const digits = (pattern: string, rand: () => number) =>
  pattern.replace(/#/g, () => String(Math.floor(rand() * 10)))

/** A point near the city's centre, rounded to 5 decimals (about a metre). */
export function jitter(city: City, rand: () => number): { lat: number; lng: number } {
  const dLat = (rand() * 2 - 1) * city.spread
  // A degree of longitude shrinks with the latitude: keep the box square on the ground.
  const dLng = ((rand() * 2 - 1) * city.spread) / Math.cos((city.lat * Math.PI) / 180)
  return {
    lat: Math.round((city.lat + dLat) * 1e5) / 1e5,
    lng: Math.round((city.lng + dLng) * 1e5) / 1e5,
  }
}

// ---- Addresses and opening hours ---------------------------------------------------------

export function address(country: Country, city: City, number: number, street: string): string {
  const lang = city.lang ?? country.lang
  switch (country.code) {
    case 'PL':
    case 'MX':
      return `${street} ${number}`
    case 'RU':
      return `${street}, д. ${number}`
    case 'TW':
      return `${street}${number}號`
    case 'CA':
      // Québec writes a comma after the number.
      return lang === 'fr' ? `${number}, ${street}` : `${number} ${street}`
    case 'HK':
      return `G/F, ${number} ${street}`
    case 'SG':
      return `${number} ${street}, ${city.area ?? ''}`.replace(/, $/, '')
    default:
      return `${number} ${street}`
  }
}

interface DayWords {
  days: readonly [string, string, string, string, string, string, string]
  range: (from: string, to: string) => string
  closed: string
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const DAY_WORDS: Record<Language, DayWords> = {
  en: {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    range: (a, b) => `${a}–${b}`,
    closed: 'Closed',
  },
  fr: {
    days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    range: (a, b) => `Du ${a} au ${b}`,
    closed: 'Fermé',
  },
  es: {
    days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    range: (a, b) => `De ${a} a ${b}`,
    closed: 'Cerrado',
  },
  pl: {
    days: ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'],
    range: (a, b) => `${a}–${b}`,
    closed: 'Nieczynne',
  },
  zh: {
    days: ['週一', '週二', '週三', '週四', '週五', '週六', '週日'],
    range: (a, b) => `${a}至${b}`,
    closed: '公休',
  },
  vi: {
    days: ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ Nhật'],
    range: (a, b) => `${a} – ${b}`,
    closed: 'Nghỉ',
  },
  ru: {
    days: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
    range: (a, b) => `${a}–${b}`,
    closed: 'Выходной',
  },
}

function clockTime(minutes: number, lang: Language, clock: Country['clock']): string {
  const h = Math.floor(minutes / 60) % 24
  const m = minutes % 60
  const mm = String(m).padStart(2, '0')
  // French (France and Québec) writes "18 h 30"; North American English "6:30 p.m.".
  if (lang === 'fr') return m === 0 ? `${h} h` : `${h} h ${mm}`
  if (clock === '24h') return `${String(h).padStart(2, '0')}:${mm}`
  const suffix = h < 12 ? 'a.m.' : 'p.m.'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`
}

/** Day ranges (0 = Monday) and opening spans in minutes after midnight (past 24:00 = next day). */
export type Schedule = { from: number; to: number; spans: [number, number][] }[]

export function schedule(kind: OutletKind, rand: () => number): Schedule {
  switch (kind) {
    case 'wine-merchant': {
      const open = pick([540, 570, 600], rand)
      const close = pick([1140, 1170, 1200], rand)
      return [
        { from: 0, to: 5, spans: [[open, close]] },
        { from: 6, to: 6, spans: [] },
      ]
    }
    case 'bar':
      return [
        { from: 1, to: 3, spans: [[1080, 1500]] },
        { from: 4, to: 5, spans: [[1080, 1560]] },
        { from: 6, to: 0, spans: [] },
      ]
    case 'restaurant':
      return [
        {
          from: 0,
          to: 4,
          spans: [
            [720, 870],
            [1140, 1350],
          ],
        },
        { from: 5, to: 6, spans: [[1140, 1380]] },
      ]
  }
}

export function openingHours(schedule: Schedule, lang: Language, clock: Country['clock']) {
  const words = DAY_WORDS[lang]
  return schedule.map(({ from, to, spans }) => {
    const a = words.days[from] ?? ''
    const b = words.days[to] ?? ''
    const days = capitalize(from === to ? a : words.range(a, b))
    const hours =
      spans.length === 0
        ? words.closed
        : spans
            .map(([o, c]) => `${clockTime(o, lang, clock)}–${clockTime(c, lang, clock)}`)
            .join(', ')
    return { days, hours }
  })
}

// ---- Outlets -----------------------------------------------------------------------------

export interface OutletSeed {
  title: string
  kind: OutletKind
  address: string
  postcode: string
  city: string
  country: string
  lat: number
  lng: number
  phone: string
  opening_hours: { days: string; hours: string }[]
  /** Indexes into the list of store-locator products given to buildOutlets. */
  productIndexes: number[]
}

const KIND_CYCLE: readonly OutletKind[] = [
  'wine-merchant',
  'bar',
  'wine-merchant',
  'restaurant',
  'bar',
]

/**
 * Every demo outlet, in a stable order. Cities take turns within a country; an outlet's name is
 * unique in its city (the seed finds an outlet again by name and city).
 */
export function buildOutlets(productCount: number): OutletSeed[] {
  const outlets: OutletSeed[] = []
  for (const country of COUNTRIES) {
    const taken = new Set<string>()
    for (let i = 0; i < country.outlets; i++) {
      const rand = prng(`${country.code}-${i}`)
      const city = country.cities[i % country.cities.length]
      if (!city) throw new Error(`seed: ${country.code} has no cities`)
      const lang = city.lang ?? country.lang
      const kind = KIND_CYCLE[i % KIND_CYCLE.length] ?? 'wine-merchant'
      const pool = NAMES[lang]?.[kind] ?? []
      const start = Math.floor(rand() * pool.length)
      let title: string | undefined
      for (let k = 0; k < pool.length && title === undefined; k++) {
        const candidate = pool[(start + k) % pool.length]
        if (candidate && !taken.has(`${candidate}|${city.city}`)) title = candidate
      }
      if (title === undefined) throw new Error(`seed: no ${kind} name left in ${city.city}`)
      taken.add(`${title}|${city.city}`)

      const street = pick(city.streets ?? country.streets, rand)
      const number = 1 + Math.floor(rand() * (city.area || country.code === 'HK' ? 120 : 240))
      const { lat, lng } = jitter(city, rand)
      // 2 to 5 distinct products, in the collection's order.
      const count = Math.min(productCount, 2 + Math.floor(rand() * 4))
      const order = Array.from({ length: productCount }, (_, n) => n).sort(
        (a, b) => hash(`${country.code}-${i}-${a}`) - hash(`${country.code}-${i}-${b}`),
      )
      outlets.push({
        title,
        kind,
        address: address(country, city, number, street),
        postcode: city.postcodes.length ? digits(pick(city.postcodes, rand), rand) : '',
        city: city.city,
        country: country.code,
        lat,
        lng,
        phone: digits(city.phone, rand),
        opening_hours: openingHours(schedule(kind, rand), lang, country.clock),
        productIndexes: order.slice(0, count).sort((a, b) => a - b),
      })
    }
  }
  return outlets
}
