import type { ComponentType } from 'react'
import {
  loadArticle,
  loadCocktail,
  loadEpisode,
  loadEvent,
  loadFoodRecipe,
  loadJourney,
  loadProduct,
  loadQuiz,
  loadQuizzCognacProfile,
  loadQuizzJourneys,
  loadSession,
  loadShow,
  loadTag,
  loadTimeline,
  loadVideo,
} from '@/content/details'
import type { ClientStringGroup } from '@/i18n/client-strings'
import type { LocaleCode } from '@/i18n/locales'
import type { ContentTypeSegment } from '@/routing/content-types'
import { ArticlePage } from './Article/ArticlePage'
import { CocktailPage } from './Cocktail/CocktailPage'
import { EventPage } from './Event/EventPage'
import { FoodRecipePage } from './FoodRecipe/FoodRecipePage'
import { JourneyPage } from './Journey/JourneyPage'
import { MasterclassPage } from './Masterclass/MasterclassPage'
import { MasterclassVideoPage } from './MasterclassVideo/MasterclassVideoPage'
import { ProductPage } from './Product/ProductPage'
import { KnowledgeQuizPage, QuizzCognacProfilePage, QuizzJourneysPage } from './Quiz/QuizPage'
import { ShowPage } from './Show/ShowPage'
import { TagPage } from './Tags/TagPage'
import { TimelinePage } from './Timeline/TimelinePage'
import { VideoPage } from './Video/VideoPage'

/** A detail page type: how to load one document by slug, and the component that shows it. */
export interface ContentTypeEntry<T = unknown> {
  load: (locale: LocaleCode, slug: string) => Promise<T | null>
  Component: ComponentType<{ locale: LocaleCode; data: T }>
  title: (data: T) => string
  /** The id of the document the data shows: its translations (hreflang, language switch). */
  documentId: (data: T) => number | string
  /** Interface-string groups its client components read beyond the site's (client-strings.ts). */
  strings?: readonly ClientStringGroup[]
}

/** Ties a loader to its component's data type; the registry stores entries type-erased. */
function contentType<T>(entry: ContentTypeEntry<T>): ContentTypeEntry {
  return entry as unknown as ContentTypeEntry
}

/**
 * Content type → detail page (SPEC §2.1), one entry per segment of the content-type table
 * (src/routing/content-types.ts): its loader (src/content/details.ts) and component.
 */
export const CONTENT_TYPES: Readonly<Record<ContentTypeSegment, ContentTypeEntry>> = {
  collection: contentType({
    load: loadProduct,
    Component: ProductPage,
    strings: ['member', 'share', 'reviews'],
    title: (product) => product.title,
    documentId: (product) => product.id,
  }),
  cocktails: contentType({
    load: loadCocktail,
    Component: CocktailPage,
    strings: ['member', 'recipe'],
    title: (cocktail) => cocktail.title,
    documentId: (cocktail) => cocktail.id,
  }),
  'food-recipes': contentType({
    load: loadFoodRecipe,
    Component: FoodRecipePage,
    strings: ['member', 'recipe'],
    title: (recipe) => recipe.title,
    documentId: (recipe) => recipe.id,
  }),
  articles: contentType({
    load: loadArticle,
    Component: ArticlePage,
    strings: ['member', 'masterclass'],
    title: (d) => d.article.title,
    documentId: (d) => d.article.id,
  }),
  videos: contentType({
    load: loadVideo,
    Component: VideoPage,
    strings: ['member', 'masterclass'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  shows: contentType({
    load: loadShow,
    Component: ShowPage,
    strings: ['member'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  timeline: contentType({
    load: loadTimeline,
    Component: TimelinePage,
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  journeys: contentType({
    load: loadJourney,
    Component: JourneyPage,
    strings: ['member'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  quizzjourneys: contentType({
    load: loadQuizzJourneys,
    Component: QuizzJourneysPage,
    strings: ['quiz'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  quizzcognacprofile: contentType({
    load: loadQuizzCognacProfile,
    Component: QuizzCognacProfilePage,
    strings: ['quiz'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  quiz: contentType({
    load: loadQuiz,
    Component: KnowledgeQuizPage,
    strings: ['quiz'],
    title: (d) => d.title,
    documentId: (d) => d.id,
  }),
  sessions: contentType({
    load: loadSession,
    Component: MasterclassPage,
    strings: ['member', 'masterclass', 'quiz'],
    title: (d) => d.session.title,
    documentId: (d) => d.session.id,
  }),
  episodes: contentType({
    load: loadEpisode,
    Component: MasterclassVideoPage,
    strings: ['member', 'masterclass'],
    title: (d) => d.episode.title,
    documentId: (d) => d.episode.id,
  }),
  'event-finder': contentType({
    load: loadEvent,
    Component: EventPage,
    strings: ['eventRegistration', 'personalDetails'],
    title: (event) => event.title,
    documentId: (event) => event.id,
  }),
  tag: contentType({
    load: loadTag,
    Component: TagPage,
    title: (d) => d.tag.title,
    documentId: (d) => d.tag.id,
  }),
}
