import type { Language } from '../../../src/i18n/locales'
import type { EventCategory } from '../../../src/rules/event-finder'
import { en } from './en/events'
import { es } from './es/events'
import { fr } from './fr/events'
import { pl } from './pl/events'
import { ru } from './ru/events'
import { mapTexts, type Texts, textsOf } from './texts'
import { vi } from './vi/events'
import { zh } from './zh/events'

export type EventKind =
  | 'tasting-xo'
  | 'blending-masterclass'
  | 'cocktail-night'
  | 'food-pairing'
  | 'cordon-bleu-chocolate'
  | 'rare-cognacs'
  | 'meet-aurore'
  | 'highball-afterwork'
  | 'spirits-festival'

export type EventImage = 'tasting' | 'cocktail' | 'portrait'

export interface KindText {
  title: string
  description: string
}

/** The words of the demo events in one language (<language>/events.ts). */
export interface EventWords {
  kinds: Record<EventKind, KindText>
  alts: Record<EventImage, string>
}

export interface EventKindSeed {
  category: EventCategory
  /** Places in all; null: open to every festival visitor. */
  capacity: number | null
  image: EventImage
  text: Record<Language, KindText>
}

export interface EventImageSeed {
  motif: 'glass' | 'cocktail' | 'portrait'
  hue: number
  alt: Record<Language, string>
}

const WORDS: Texts<EventWords> = { en, fr, es, pl, zh, vi, ru }
const KIND_TEXTS = mapTexts(WORDS, (words) => words.kinds)
const ALTS = mapTexts(WORDS, (words) => words.alts)

const KIND_RECORDS: Record<EventKind, Omit<EventKindSeed, 'text'>> = {
  'tasting-xo': { category: 'tasting', capacity: 40, image: 'tasting' },
  'blending-masterclass': { category: 'masterclass', capacity: 20, image: 'portrait' },
  'cocktail-night': { category: 'cocktails', capacity: 120, image: 'cocktail' },
  'food-pairing': { category: 'dinner', capacity: 30, image: 'tasting' },
  'cordon-bleu-chocolate': { category: 'tasting', capacity: 24, image: 'tasting' },
  'rare-cognacs': { category: 'tasting', capacity: 12, image: 'portrait' },
  'meet-aurore': { category: 'festival', capacity: 80, image: 'cocktail' },
  'highball-afterwork': { category: 'cocktails', capacity: 100, image: 'cocktail' },
  'spirits-festival': { category: 'festival', capacity: null, image: 'cocktail' },
}

const IMAGE_RECORDS: Record<EventImage, Omit<EventImageSeed, 'alt'>> = {
  tasting: { motif: 'glass', hue: 35 },
  cocktail: { motif: 'cocktail', hue: 200 },
  portrait: { motif: 'portrait', hue: 20 },
}

export const EVENT_KINDS = Object.fromEntries(
  Object.entries(KIND_RECORDS).map(([kind, record]) => [
    kind,
    { ...record, text: textsOf(KIND_TEXTS, kind as EventKind) },
  ]),
) as Record<EventKind, EventKindSeed>

export const EVENT_IMAGES = Object.fromEntries(
  Object.entries(IMAGE_RECORDS).map(([image, record]) => [
    image,
    { ...record, alt: textsOf(ALTS, image as EventImage) },
  ]),
) as Record<EventImage, EventImageSeed>

/** One event: kind, country, city key (places.ts), venue, local date and time, minutes. */
export type EventRow = readonly [EventKind, string, string, string, string, string, number]

/**
 * The day the rows' dates were written for. A seed run moves every date by the days between this
 * day and the seed's (SEED_DATE=YYYY-MM-DD, else today in UTC), so the demo events are always
 * upcoming, spread over the next six months, and a given seed date always gives the same events.
 */
export const ROWS_WRITTEN_ON = '2026-11-25'

export const EVENTS: readonly EventRow[] = [
  ['tasting-xo', 'FR', 'paris', 'Salons de l’Hôtel Verlaine', '2026-12-03', '19:00', 180],
  ['rare-cognacs', 'GB', 'london', 'The Mayfair Vaults', '2026-12-08', '19:00', 150],
  ['blending-masterclass', 'FR', 'paris', 'Atelier des Batignolles', '2026-12-09', '18:30', 180],
  ['tasting-xo', 'US', 'new-york', 'The Glasshouse Loft', '2026-12-10', '19:00', 180],
  ['tasting-xo', 'NG', 'lagos', 'The Pavilion, Victoria Island', '2026-12-12', '19:00', 180],
  ['cordon-bleu-chocolate', 'SG', 'orchard', 'The Orchid Salon', '2026-12-17', '19:00', 120],
  ['tasting-xo', 'VN', 'hanoi', 'Biệt thự Hoa Sữa', '2026-12-19', '19:00', 180],
  ['rare-cognacs', 'HK', 'central', 'Harbour Lights Gallery', '2027-01-09', '19:30', 150],
  ['tasting-xo', 'PL', 'warsaw', 'Pałac Bursztynowy', '2027-01-15', '19:00', 180],
  ['highball-afterwork', 'ZA', 'cape-town', 'Harbour Loft', '2027-01-21', '17:30', 180],
  ['cocktail-night', 'US', 'los-angeles', 'Sunset Terrace Club', '2027-01-22', '20:00', 240],
  ['tasting-xo', 'RU', 'moscow', 'Лофт на Патриарших', '2027-01-22', '19:00', 180],
  ['tasting-xo', 'TW', 'taipei', '信義藝文空間', '2027-01-23', '19:00', 180],
  ['blending-masterclass', 'CA', 'toronto', 'The Distillery Loft', '2027-01-28', '18:30', 180],
  ['spirits-festival', 'FR', 'paris', 'Pavillon Baltard', '2027-01-30', '12:00', 480],
  ['tasting-xo', 'HK', 'tsim-sha-tsui', 'Kowloon Waterfront Hall', '2027-02-04', '19:00', 180],
  ['cocktail-night', 'GH', 'accra', 'Skyline Lounge, Airport City', '2027-02-06', '20:00', 240],
  ['highball-afterwork', 'CA', 'vancouver', 'Gastown Brick Hall', '2027-02-11', '17:30', 180],
  ['cocktail-night', 'FR', 'lyon', 'Péniche Ambre', '2027-02-12', '20:00', 240],
  ['cordon-bleu-chocolate', 'US', 'chicago', 'The Wabash Room', '2027-02-18', '18:30', 120],
  ['food-pairing', 'FR', 'paris', 'Le Grand Salon Opéra', '2027-02-19', '19:30', 180],
  ['rare-cognacs', 'RU', 'moscow', 'Особняк на Пречистенке', '2027-02-20', '19:00', 150],
  [
    'blending-masterclass',
    'SG',
    'tanjong-pagar',
    'Duxton Shophouse Salon',
    '2027-02-24',
    '18:30',
    180,
  ],
  [
    'blending-masterclass',
    'GB',
    'edinburgh',
    'The Old Town Assembly Rooms',
    '2027-02-25',
    '18:00',
    180,
  ],
  ['spirits-festival', 'US', 'new-york', 'Pier 76 Exhibition Hall', '2027-02-27', '12:00', 480],
  [
    'blending-masterclass',
    'US',
    'san-francisco',
    'The Embarcadero Cellar',
    '2027-03-04',
    '18:30',
    180,
  ],
  ['cocktail-night', 'FR', 'paris', 'Rooftop du Marais', '2027-03-05', '20:00', 240],
  ['meet-aurore', 'ZA', 'johannesburg', 'Sandton Gallery Hall', '2027-03-06', '18:30', 180],
  ['tasting-xo', 'CA', 'montreal', 'Salon Mont-Royal', '2027-03-11', '19:00', 180],
  ['meet-aurore', 'FR', 'marseille', 'La Friche du Panier', '2027-03-12', '18:30', 180],
  ['food-pairing', 'MY', 'kuala-lumpur', 'Bukit Bintang Loft', '2027-03-13', '19:00', 180],
  ['spirits-festival', 'PL', 'warsaw', 'Hala Koszyki', '2027-03-13', '12:00', 480],
  [
    'cocktail-night',
    'HK',
    'causeway-bay',
    'Skyline Rooftop, Causeway Bay',
    '2027-03-18',
    '20:00',
    240,
  ],
  ['meet-aurore', 'US', 'miami', 'Little Havana Art House', '2027-03-19', '19:00', 180],
  ['spirits-festival', 'GB', 'london', 'Tobacco Dock Hall', '2027-03-20', '12:00', 480],
  ['cocktail-night', 'NG', 'lagos', 'Lekki Sky Bar', '2027-03-20', '20:00', 240],
  ['blending-masterclass', 'MX', 'mexico-city', 'Casa Ámbar, Polanco', '2027-03-25', '19:00', 180],
  ['food-pairing', 'TW', 'kaohsiung', '駁二藝術特區倉庫', '2027-03-26', '19:00', 180],
  ['cocktail-night', 'VN', 'ho-chi-minh-city', 'Sân thượng Bến Nghé', '2027-03-27', '20:00', 240],
  ['spirits-festival', 'RU', 'moscow', 'Гостиный Двор', '2027-03-27', '12:00', 480],
  ['tasting-xo', 'FR', 'nice', 'Villa des Oliviers', '2027-04-02', '19:00', 180],
  ['cordon-bleu-chocolate', 'PL', 'krakow', 'Piwnica Kazimierz', '2027-04-08', '19:00', 120],
  ['food-pairing', 'GB', 'glasgow', 'The Merchant City Rooms', '2027-04-09', '19:00', 180],
  ['blending-masterclass', 'GH', 'accra', 'Osu Heritage House', '2027-04-10', '18:00', 180],
  ['food-pairing', 'CA', 'quebec', 'Salle du Vieux-Port', '2027-04-15', '19:00', 180],
  ['food-pairing', 'VN', 'da-nang', 'Nhà hàng Bên Sông Hàn', '2027-04-16', '19:00', 180],
  [
    'blending-masterclass',
    'FR',
    'cognac',
    'Chais Solaine, quai des Chais',
    '2027-04-17',
    '10:00',
    180,
  ],
  ['tasting-xo', 'MY', 'george-town', 'Penang Heritage Mansion', '2027-04-17', '19:00', 180],
  ['blending-masterclass', 'TW', 'taipei', '華山文創沙龍', '2027-04-22', '18:30', 180],
  ['food-pairing', 'US', 'atlanta', 'Peachtree Supper Hall', '2027-04-23', '19:00', 180],
  [
    'blending-masterclass',
    'RU',
    'saint-petersburg',
    'Галерея «Невский берег»',
    '2027-04-24',
    '18:00',
    180,
  ],
  ['spirits-festival', 'MX', 'guadalajara', 'Expo Chapultepec', '2027-04-24', '12:00', 480],
  ['tasting-xo', 'ZA', 'durban', 'Umhlanga Sea Room', '2027-04-29', '19:00', 180],
  ['cocktail-night', 'SG', 'marina-bay', 'Bayfront Sky Terrace', '2027-04-30', '20:00', 240],
  ['rare-cognacs', 'US', 'washington', 'The Georgetown Library Room', '2027-05-06', '19:00', 150],
  ['food-pairing', 'NG', 'abuja', 'Maitama Gardens', '2027-05-08', '19:00', 180],
  ['blending-masterclass', 'HK', 'wan-chai', 'Wan Chai Heritage Loft', '2027-05-08', '18:30', 180],
  ['highball-afterwork', 'GB', 'manchester', 'Ancoats Warehouse', '2027-05-13', '17:30', 180],
  ['food-pairing', 'MX', 'mexico-city', 'Comedor Roma Norte', '2027-05-14', '20:00', 180],
  ['food-pairing', 'PL', 'gdansk', 'Spichlerz nad Motławą', '2027-05-15', '19:00', 180],
  ['cocktail-night', 'RU', 'kazan', 'Терраса «Кремлёвская»', '2027-05-15', '20:00', 240],
  ['cordon-bleu-chocolate', 'CA', 'ottawa', 'The ByWard Room', '2027-05-20', '19:00', 120],
  ['food-pairing', 'FR', 'bordeaux', 'Maison du Quai', '2027-05-21', '19:30', 180],
  [
    'blending-masterclass',
    'VN',
    'ho-chi-minh-city',
    'Biệt thự Thảo Điền',
    '2027-05-21',
    '18:30',
    180,
  ],
  ['tasting-xo', 'GH', 'kumasi', 'Manhyia Garden Pavilion', '2027-05-22', '19:00', 180],
  ['highball-afterwork', 'TW', 'taichung', '綠園道藝文沙龍', '2027-05-27', '18:30', 180],
  ['cocktail-night', 'MY', 'kuala-lumpur', 'KLCC Sky Lounge', '2027-05-28', '20:00', 240],
  ['cocktail-night', 'MX', 'monterrey', 'Terraza San Pedro', '2027-06-05', '20:00', 240],
]

/** The venue's time zone: the country's, or the city's where a country has several. */
export const TIME_ZONES: Record<string, string> = {
  CA: 'America/Toronto',
  'CA/vancouver': 'America/Vancouver',
  'CA/calgary': 'America/Edmonton',
  US: 'America/New_York',
  'US/chicago': 'America/Chicago',
  'US/houston': 'America/Chicago',
  'US/new-orleans': 'America/Chicago',
  'US/detroit': 'America/Detroit',
  'US/los-angeles': 'America/Los_Angeles',
  'US/san-francisco': 'America/Los_Angeles',
  FR: 'Europe/Paris',
  PL: 'Europe/Warsaw',
  GB: 'Europe/London',
  GH: 'Africa/Accra',
  NG: 'Africa/Lagos',
  ZA: 'Africa/Johannesburg',
  MX: 'America/Mexico_City',
  'MX/monterrey': 'America/Monterrey',
  'MX/cancun': 'America/Cancun',
  'MX/tijuana': 'America/Tijuana',
  HK: 'Asia/Hong_Kong',
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  TW: 'Asia/Taipei',
  VN: 'Asia/Ho_Chi_Minh',
  RU: 'Europe/Moscow',
  'RU/yekaterinburg': 'Asia/Yekaterinburg',
  'RU/novosibirsk': 'Asia/Novosibirsk',
}
