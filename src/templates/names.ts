/**
 * The one table of page templates (SPEC §2.2): kebab-case value → English label in the admin's
 * picker, in the picker's order; the name list and type derive from it. Each has a component in
 * registry.ts (typed over these names); those without a page of their own are drawn by the
 * Universal template (title and the editor's blocks). not-found is the site's 404 view and
 * preview the editor's preview; they are listed because the spec names them, not because a page
 * should use them.
 */
const TEMPLATE_TABLE = {
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
} as const satisfies Record<string, string>

export type TemplateName = keyof typeof TEMPLATE_TABLE

export const TEMPLATE_NAMES = Object.keys(TEMPLATE_TABLE) as readonly TemplateName[]

export const TEMPLATE_LABELS: Readonly<Record<TemplateName, string>> = TEMPLATE_TABLE

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && Object.hasOwn(TEMPLATE_TABLE, value)
}

/**
 * Templates an editor cannot give a page (issue 17 item 6): not-found is the site's own 404 view
 * and preview the editor's preview; both stay in the schema because the spec lists them.
 */
export const UNPICKABLE_TEMPLATES: readonly TemplateName[] = ['not-found', 'preview']

export function isPickableTemplate(name: string): boolean {
  return !(UNPICKABLE_TEMPLATES as readonly string[]).includes(name)
}
