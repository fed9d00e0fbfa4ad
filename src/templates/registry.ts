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

/** A template's page component, and the interface-string groups its client parts read beyond
 * the site's (src/i18n/client-strings.ts), which RouteView gives it. */
export interface TemplateEntry {
  Component: ComponentType<TemplateProps>
  strings?: readonly ClientStringGroup[]
}

/**
 * Page template → its entry (SPEC §2.2), one per template name. A template without a page of its
 * own (newsletter, qualification, quizz-journeys, and the spec's not-found and preview, which no
 * page may pick) is drawn by the Universal template: its title and the editor's blocks. Blocks
 * get their strings from RenderBlocks.
 */
export const TEMPLATES: Readonly<Record<TemplateName, TemplateEntry>> = {
  home: { Component: HomeTemplate },
  universal: { Component: UniversalTemplate },
  'cocktails-list': { Component: CocktailsListTemplate, strings: ['cocktailsList'] },
  'food-recipes-list': { Component: FoodRecipesListTemplate, strings: ['lists', 'podcast'] },
  'articles-list': { Component: ArticlesListTemplate, strings: ['lists', 'podcast'] },
  'videos-list': { Component: VideosListTemplate, strings: ['lists', 'podcast'] },
  news: { Component: NewsTemplate, strings: ['lists', 'podcast'] },
  shows: { Component: ShowsTemplate, strings: ['lists'] },
  playlists: { Component: PlaylistsTemplate, strings: ['lists', 'podcast'] },
  timeline: { Component: TimelineTemplate },
  maison: { Component: MaisonTemplate },
  'visit-us': { Component: VisitUsTemplate },
  collection: { Component: CollectionTemplate },
  tags: { Component: TagsTemplate },
  legals: { Component: LegalsTemplate },
  contact: { Component: ContactTemplate },
  carousel: { Component: CarouselTemplate },
  search: { Component: SearchTemplate, strings: ['search'] },
  'store-locator': { Component: StoreLocatorTemplate, strings: ['storeLocator'] },
  comparator: { Component: ComparatorTemplate, strings: ['comparator'] },
  'comparator-results': { Component: ComparatorResultsTemplate, strings: ['comparator'] },
  booking: { Component: BookingTemplate, strings: ['visitBooking', 'personalDetails'] },
  'event-finder': { Component: EventFinderTemplate, strings: ['eventFinder'] },
  'connected-bottle-landing': { Component: ConnectedBottleTemplate, strings: ['connectedBottle'] },
  'masterclass-hub': { Component: MasterclassHubTemplate, strings: ['masterclass'] },
  'video-card-landing': { Component: VideoCardLandingTemplate, strings: ['videoCard'] },
  'video-card-generator': { Component: VideoCardGeneratorTemplate, strings: ['videoCard'] },
  'video-card-sharing': { Component: VideoCardSharingTemplate, strings: ['videoCard'] },
  noblige: { Component: NobligeTemplate, strings: ['videoCard'] },
  'noblige-shared-card': { Component: NobligeSharedCardTemplate, strings: ['videoCard'] },
  'nft-collection': { Component: NftCollectionTemplate, strings: ['collectible'] },
  newsletter: { Component: UniversalTemplate },
  qualification: { Component: UniversalTemplate },
  'quizz-journeys': { Component: UniversalTemplate },
  'not-found': { Component: UniversalTemplate },
  preview: { Component: UniversalTemplate },
}

export function templateEntry(template: TemplateName): TemplateEntry {
  // A stored value the table no longer lists (an old row) still gets its title and blocks.
  return TEMPLATES[template] ?? TEMPLATES.universal
}
