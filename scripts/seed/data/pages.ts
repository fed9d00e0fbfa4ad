import type { Language } from '../../../src/i18n/locales'
import { en } from './en/pages'
import { es } from './es/pages'
import { fr } from './fr/pages'
import { pl } from './pl/pages'
import { ru } from './ru/pages'
import { vi } from './vi/pages'
import { zh } from './zh/pages'

/**
 * The words of the demo pages, one object per language (en/pages.ts, fr/pages.ts…). The shape is
 * fixed here so TypeScript forces every language to say everything; tuples fix list lengths.
 */

/** Every demo page of seedPages, by a stable key. */
export type PageKey =
  | 'newsletter'
  | 'newsletterThanks'
  | 'videoCard'
  | 'videoCardCreate'
  | 'videoCardShare'
  | 'masterclass'
  | 'shows'
  | 'contact'
  | 'craftsmanship'
  | 'timeline'
  | 'booking'
  | 'visitUs'
  | 'indigo'
  | 'cocktails'
  | 'foodRecipes'
  | 'articles'
  | 'videos'
  | 'qualification'
  | 'playlists'
  | 'collection'
  | 'nftCollection'
  | 'comparator'
  | 'comparatorResults'
  | 'tags'
  | 'search'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'nutrition'
  | 'storeLocator'
  | 'eventFinder'
  | 'connectedBottle'
  | 'carousel'
  | 'noblige'
  | 'nobligeSharedCard'
  | 'news'
  | 'quizzJourneys'

/** Title, a headline (the first block and the SEO description) and the intro paragraphs. */
export interface PageCopy {
  title: string
  headline: string
  intro: string[]
}

/** The demo images of the pages, by key (the file is `pages-<kebab key>.png`). */
export type PageImageKey =
  | 'visitHeader'
  | 'visitTasting'
  | 'visitCellarTour'
  | 'visitVineyardWalk'
  | 'craftStill'
  | 'craftPortrait'
  | 'galleryVineyard'
  | 'galleryCellar'
  | 'galleryGlass'
  | 'galleryCooper'
  | 'carouselBottle'
  | 'carouselCocktail'
  | 'carouselHarvest'
  | 'contactPortrait'
  | 'nobligeAgeGate'
  | 'indigoBottle'

interface TextImageCopy {
  subtitle: string
  title: string
  description: string[]
}

export interface PagesCopy {
  pages: Record<PageKey, PageCopy>
  alts: Record<PageImageKey, string>
  newsletterButton: string
  thanksCta: string
  videoCardCta: string
  videoCardShareCta: string
  sessionsTitle: string
  /** The three places of the line-up, in the order of the artists. */
  lineUp: { title: string; places: [string, string, string] }
  contact: TextImageCopy & { emailButton: string; formButton: string }
  craft: TextImageCopy & {
    imageLegend: string
    quote: string
    quoteLabel: string
    quoteAuthor: string
    galleryTitle: string
    galleryLegends: [string, string, string, string]
  }
  timelineCta: string
  booking: { title: string; description: string }
  visit: {
    title: string
    subtitle: string
    description: string
    details: [string, string, string]
    quote: string
    quoteLabel: string
    quoteAuthor: string
    bookButton: string
    itemsTitle: string
    items: [string, string, string]
    itemButton: string
    sectionTitle: string
    slices: [TextImageCopy, TextImageCopy]
    cta: string
  }
  indigo: { eyebrow: string; title: string; content: string[]; caption: string; button: string }
  cocktailsTitle: string
  howTo: { title: string; steps: [Step, Step, Step, Step] }
  articlesTitle: string
  videosTitle: string
  qualificationButton: string
  productsTitle: string
  comparatorCta: string
  connectedCta: string
  carouselTitle: string
  carouselLegends: [string, string, string]
  nobligeMenu: [string, string, string]
  nobligeCta: string
  sharedCardCta: string
  newsTitle: string
  eventFinder: { title: string; description: string }
}

interface Step {
  title: string
  description: string
}

export const PAGES_COPY: Record<Language, PagesCopy> = { en, fr, es, pl, zh, vi, ru }
