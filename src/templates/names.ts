/**
 * Page templates an editor can pick (SPEC §2.2), as kebab-case values with English labels. Only
 * some have their own page component yet (see registry.ts); a page whose template has none is
 * rendered by the Universal template (its title and the editor's blocks), so every page already
 * shows its real content. not-found is the site's 404 view and preview the editor's preview;
 * they are listed because the spec names them, not because a page should use them.
 */
export const TEMPLATE_NAMES = [
  'home',
  'newsletter',
  'video-card-generator',
  'video-card-landing',
  'video-card-sharing',
  'masterclass-hub',
  'shows',
  'contact',
  'maison',
  'timeline',
  'booking',
  'visit-us',
  'cocktails-list',
  'food-recipes-list',
  'articles-list',
  'videos-list',
  'qualification',
  'playlists',
  'collection',
  'nft-collection',
  'comparator',
  'comparator-results',
  'tags',
  'search',
  'legals',
  'store-locator',
  'event-finder',
  'universal',
  'connected-bottle-landing',
  'carousel',
  'noblige',
  'noblige-shared-card',
  'news',
  'not-found',
  'preview',
  'quizz-journeys',
] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

export const TEMPLATE_LABELS: Record<TemplateName, string> = {
  home: 'Home',
  newsletter: 'Newsletter',
  'video-card-generator': 'Video card generator',
  'video-card-landing': 'Video card landing',
  'video-card-sharing': 'Video card sharing',
  'masterclass-hub': 'Masterclass hub',
  shows: 'Shows',
  contact: 'Contact',
  maison: 'Maison',
  timeline: 'Timeline',
  booking: 'Booking',
  'visit-us': 'Visit us',
  'cocktails-list': 'Cocktails list',
  'food-recipes-list': 'Food recipes list',
  'articles-list': 'Articles list',
  'videos-list': 'Videos list',
  qualification: 'Qualification',
  playlists: 'Playlists',
  collection: 'Collection',
  'nft-collection': 'NFT collection',
  comparator: 'Comparator',
  'comparator-results': 'Comparator results',
  tags: 'Tags',
  search: 'Search',
  legals: 'Legals',
  'store-locator': 'Store locator',
  'event-finder': 'Event finder',
  universal: 'Universal',
  'connected-bottle-landing': 'Connected bottle landing',
  carousel: 'Carousel',
  noblige: 'Noblige',
  'noblige-shared-card': 'Noblige shared card',
  news: 'News',
  'not-found': 'Not found',
  preview: 'Preview',
  'quizz-journeys': 'Quiz journeys',
}

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value)
}

/**
 * Templates an editor cannot give a page (issue 17 item 6): not-found is the site's own 404 view
 * and preview the editor's preview; both stay in the schema because the spec lists them.
 */
export const UNPICKABLE_TEMPLATES: readonly TemplateName[] = ['not-found', 'preview']

export function isPickableTemplate(name: string): boolean {
  return !(UNPICKABLE_TEMPLATES as readonly string[]).includes(name)
}
