import type { ComponentType } from 'react'
import type { ClientStringGroup } from '@/i18n/client-strings'
import { BookingTemplate } from './Booking/BookingTemplate'
import { CocktailsListTemplate } from './CocktailsList/CocktailsListTemplate'
import { CollectionTemplate } from './Collection/CollectionTemplate'
import { ComparatorResultsTemplate } from './Comparator/ComparatorResultsTemplate'
import { ComparatorTemplate } from './Comparator/ComparatorTemplate'
import { ConnectedBottleTemplate } from './ConnectedBottle/ConnectedBottleTemplate'
import {
  CarouselTemplate,
  ContactTemplate,
  LegalsTemplate,
  MaisonTemplate,
  VisitUsTemplate,
} from './Editorial/EditorialTemplates'
import { EventFinderTemplate } from './EventFinder/EventFinderTemplate'
import { HomeTemplate } from './Home/HomeTemplate'
import {
  ArticlesListTemplate,
  FoodRecipesListTemplate,
  NewsTemplate,
  PlaylistsTemplate,
  VideosListTemplate,
} from './lists/ListTemplates'
import { MasterclassHubTemplate } from './MasterclassHub/MasterclassHubTemplate'
import { NftCollectionTemplate } from './NftCollection/NftCollectionTemplate'
import type { TemplateName } from './names'
import { SearchTemplate } from './Search/SearchTemplate'
import { ShowsTemplate } from './Shows/ShowsTemplate'
import { StoreLocatorTemplate } from './StoreLocator/StoreLocatorTemplate'
import { TagsTemplate } from './Tags/TagsTemplate'
import { TimelineTemplate } from './Timeline/TimelineTemplate'
import type { TemplateProps } from './types'
import { UniversalTemplate } from './Universal/UniversalTemplate'
import {
  NobligeSharedCardTemplate,
  NobligeTemplate,
  VideoCardGeneratorTemplate,
  VideoCardLandingTemplate,
  VideoCardSharingTemplate,
} from './VideoCards/VideoCardTemplates'

/**
 * Page template → page component (SPEC §2.2), one per template name. A template without a page
 * of its own (newsletter, qualification, quizz-journeys, and the spec's not-found and preview,
 * which no page may pick) is drawn by the Universal template: its title and the editor's blocks.
 */
export const TEMPLATES: Readonly<Record<TemplateName, ComponentType<TemplateProps>>> = {
  home: HomeTemplate,
  universal: UniversalTemplate,
  'cocktails-list': CocktailsListTemplate,
  'food-recipes-list': FoodRecipesListTemplate,
  'articles-list': ArticlesListTemplate,
  'videos-list': VideosListTemplate,
  news: NewsTemplate,
  shows: ShowsTemplate,
  playlists: PlaylistsTemplate,
  timeline: TimelineTemplate,
  maison: MaisonTemplate,
  'visit-us': VisitUsTemplate,
  collection: CollectionTemplate,
  tags: TagsTemplate,
  legals: LegalsTemplate,
  contact: ContactTemplate,
  carousel: CarouselTemplate,
  search: SearchTemplate,
  'store-locator': StoreLocatorTemplate,
  comparator: ComparatorTemplate,
  'comparator-results': ComparatorResultsTemplate,
  booking: BookingTemplate,
  'event-finder': EventFinderTemplate,
  'connected-bottle-landing': ConnectedBottleTemplate,
  'masterclass-hub': MasterclassHubTemplate,
  'video-card-landing': VideoCardLandingTemplate,
  'video-card-generator': VideoCardGeneratorTemplate,
  'video-card-sharing': VideoCardSharingTemplate,
  noblige: NobligeTemplate,
  'noblige-shared-card': NobligeSharedCardTemplate,
  'nft-collection': NftCollectionTemplate,
  newsletter: UniversalTemplate,
  qualification: UniversalTemplate,
  'quizz-journeys': UniversalTemplate,
  'not-found': UniversalTemplate,
  preview: UniversalTemplate,
}

/**
 * The interface-string groups of the client components a template renders beyond the site's
 * (src/i18n/client-strings.ts); RouteView gives them. Blocks get theirs from RenderBlocks.
 */
export const TEMPLATE_CLIENT_STRINGS: Readonly<
  Partial<Record<TemplateName, readonly ClientStringGroup[]>>
> = {
  'cocktails-list': ['cocktailsList'],
  'food-recipes-list': ['lists', 'podcast'],
  'articles-list': ['lists', 'podcast'],
  'videos-list': ['lists', 'podcast'],
  news: ['lists', 'podcast'],
  playlists: ['lists', 'podcast'],
  shows: ['lists'],
  search: ['search'],
  'store-locator': ['storeLocator'],
  comparator: ['comparator'],
  'comparator-results': ['comparator'],
  booking: ['visitBooking', 'personalDetails'],
  'event-finder': ['eventFinder'],
  'connected-bottle-landing': ['connectedBottle'],
  'masterclass-hub': ['masterclass'],
  'video-card-landing': ['videoCard'],
  'video-card-generator': ['videoCard'],
  'video-card-sharing': ['videoCard'],
  noblige: ['videoCard'],
  'noblige-shared-card': ['videoCard'],
  'nft-collection': ['collectible'],
}

export function templateComponent(template: TemplateName): ComponentType<TemplateProps> {
  // A stored value the table no longer lists (an old row) still gets its title and blocks.
  return TEMPLATES[template] ?? UniversalTemplate
}
