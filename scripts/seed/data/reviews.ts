import type { Language, LocaleCode } from '../../../src/i18n/locales'
import { en } from './en/reviews'
import { es } from './es/reviews'
import { fr } from './fr/reviews'
import { pl } from './pl/reviews'
import { ru } from './ru/reviews'
import { vi } from './vi/reviews'
import { zh } from './zh/reviews'

/**
 * Demo product reviews (issue 14): what demo members wrote, in their own language. Ten texts per
 * language, each with its rating and an optional title; the seed gives each product in each
 * locale three of them, never the same text twice for one product.
 */
export interface ReviewText {
  rating: number
  title?: string
  text: string
}

export const REVIEW_TEXTS: Record<Language, ReviewText[]> = { en, fr, es, pl, zh, vi, ru }

/**
 * Three demo reviewers per locale: names of the country (international English: a mix). Each
 * reviews every product in their locale; members are not localized, one review per product.
 */
export const REVIEWERS: Record<LocaleCode, Array<[first: string, last: string]>> = {
  'en-ww': [
    ['Olivia', 'Bennett'],
    ['Marco', 'Rinaldi'],
    ['Amara', 'Okafor'],
  ],
  'fr-ca': [
    ['Geneviève', 'Tremblay'],
    ['Mathieu', 'Gagnon'],
    ['Élodie', 'Bouchard'],
  ],
  'en-ca': [
    ['Liam', 'MacDonald'],
    ['Chloe', 'Wilson'],
    ['Arjun', 'Sharma'],
  ],
  'en-us': [
    ['Jessica', 'Miller'],
    ['Tyrone', 'Jackson'],
    ['Emily', 'Nguyen'],
  ],
  'fr-fr': [
    ['Camille', 'Durand'],
    ['Julien', 'Moreau'],
    ['Sophie', 'Lefèvre'],
  ],
  'pl-pl': [
    ['Agnieszka', 'Nowak'],
    ['Piotr', 'Wiśniewski'],
    ['Katarzyna', 'Zielińska'],
  ],
  'en-uk': [
    ['Harriet', 'Clarke'],
    ['Oliver', 'Hughes'],
    ['Priya', 'Patel'],
  ],
  'en-gh': [
    ['Kwame', 'Mensah'],
    ['Abena', 'Owusu'],
    ['Kofi', 'Asante'],
  ],
  'en-ng': [
    ['Chinedu', 'Okeke'],
    ['Funmilayo', 'Adeyemi'],
    ['Ibrahim', 'Bello'],
  ],
  'en-za': [
    ['Thandiwe', 'Nkosi'],
    ['Pieter', 'van der Merwe'],
    ['Lerato', 'Mokoena'],
  ],
  'es-mx': [
    ['Valeria', 'Hernández'],
    ['Alejandro', 'Ramírez'],
    ['Mariana', 'Torres'],
  ],
  'en-hk': [
    ['Vivian', 'Chan'],
    ['Kenneth', 'Lau'],
    ['Natalie', 'Wong'],
  ],
  'zh-hk': [
    ['嘉欣', '陳'],
    ['志明', '李'],
    ['詠詩', '黃'],
  ],
  'en-my': [
    ['Aisyah', 'Rahman'],
    ['Wei Jie', 'Tan'],
    ['Kavitha', 'Subramaniam'],
  ],
  'en-sg': [
    ['Rachel', 'Lim'],
    ['Darren', 'Goh'],
    ['Nurul', 'Hassan'],
  ],
  'zh-tw': [
    ['怡君', '林'],
    ['建宏', '張'],
    ['雅婷', '王'],
  ],
  'vi-vn': [
    ['Lan', 'Nguyễn'],
    ['Minh', 'Trần'],
    ['Thảo', 'Phạm'],
  ],
  'ru-ru': [
    ['Анна', 'Смирнова'],
    ['Дмитрий', 'Кузнецов'],
    ['Екатерина', 'Волкова'],
  ],
}

/** Reviews waiting for an editor (moderation in the admin): not shown on the site. */
export const PENDING_REVIEWS: Array<{
  locale: LocaleCode
  product: string
  reviewer: [string, string]
  review: ReviewText
}> = [
  {
    locale: 'en-ww',
    product: 'xo',
    reviewer: ['Hannah', 'Fischer'],
    review: {
      rating: 4,
      title: 'Waiting to be read',
      text: 'A rich, generous XO: fig jam, walnut and a little pepper at the end. I would happily open another one at Christmas.',
    },
  },
  {
    locale: 'fr-fr',
    product: 'v-s-o-p',
    reviewer: ['Lucas', 'Bernard'],
    review: {
      rating: 5,
      text: 'Un VSOP très fruité, parfait en side-car comme en dégustation. Je le recommande à ceux qui découvrent le cognac.',
    },
  },
]
