import { STRING_KEYS, type StringKey, type Translate } from './strings'

/**
 * The interface strings each group of client components reads (issue 16 item 3): a page's
 * payload carries the site group (the layout's chrome, age gate, consent and the modals any page
 * can open) plus the groups of the features it renders (ClientStrings), never the whole
 * catalogue. A pattern is a key, or a prefix ending in "." standing for every key under it.
 * src/i18n/client-strings.test.ts checks, from the code itself, that every client component
 * is given the keys it reads.
 */
export const CLIENT_STRING_GROUPS = {
  /** The locale layout and the page frame: chrome, age gate, consent, modal host and modals. */
  site: [
    'a11y.',
    'nav.',
    'ageGate.',
    'chrome.',
    'language.',
    'link.',
    'consent.',
    'modal.',
    'media.audioError',
    'media.videoError',
    'media.openFile',
    'validation.',
    'captcha.',
    'webForm.',
    'ctb.',
    'account.badgeLabel',
    'account.page.sign-in',
    'account.level.',
    'account.error.',
    'account.field.day',
    'account.field.month',
    'account.field.year',
    // Modals opened by features (product gallery and reviews, comparator grid, cocktail,
    // masterclass and quiz); the modal host renders them under the layout's provider.
    'product.galleryTitle',
    'product.zoomIn',
    'product.zoomOut',
    'reviews.',
    'comparator.compare',
    'comparator.gridLegend',
    'comparator.maxReached',
    'comparator.modalTitle',
    'comparator.needMore',
    'comparator.selected',
    'cocktail.fullRecipe',
    'masterclass.complete.',
    'quiz.confirmActivities',
    'quiz.confirmText',
    'quiz.confirmTitle',
    'eventFinder.registerTitle',
    // The not-found page (app/(site)/[locale]/not-found.tsx has no locale to give a group).
    'notFound.',
  ],
  /** The en-us header's cart badge and drawer. */
  cart: ['cart.'],
  /** The en-us product page's fulfilment block. */
  fulfilment: ['fulfil.', 'cart.'],
  /** The en-us support chat. */
  chat: ['chat.'],
  /** The member area's pages and forms. */
  account: ['account.', 'validation.', 'cart.method.'],
  /** Bookmark buttons and the members-only gate on content pages. */
  member: ['account.bookmark.', 'account.exclusive.', 'account.loading', 'exclusive.'],
  /** The personal-details fields the booking and registration forms share with the account's. */
  personalDetails: [
    'account.field.',
    'account.password.',
    'account.error.dateOfBirth',
    'account.loading',
  ],
  visitBooking: ['visitBooking.'],
  eventRegistration: ['eventRegistration.'],
  storeLocator: ['storeLocator.'],
  eventFinder: [
    'eventFinder.',
    'storeLocator.distance',
    'storeLocator.geoDenied',
    'storeLocator.geoUnavailable',
    'storeLocator.locating',
    'storeLocator.retry',
    'storeLocator.searchSubmit',
    'storeLocator.useLocation',
  ],
  search: [
    'search.',
    'card.',
    'duration.',
    'detail.listen',
    'recipe.preparation',
    'session.duration',
  ],
  comparator: ['comparator.'],
  connectedBottle: ['bottle.'],
  videoCard: ['videoCard.'],
  collectible: ['collectible.'],
  lists: ['list.'],
  podcast: ['media.'],
  cocktailsList: ['cocktails.', 'taste.', 'cocktail.quickView'],
  recipe: ['recipe.'],
  masterclass: ['masterclass.'],
  quiz: ['quiz.'],
  share: ['share.'],
  reviews: ['reviews.thanks'],
  slider: ['slider.', 'imageSlider.'],
} as const satisfies Record<string, readonly string[]>

export type ClientStringGroup = keyof typeof CLIENT_STRING_GROUPS

/** Resolved texts for client components: only the keys of the groups asked for. */
export type ClientStrings = Partial<Record<StringKey, string>>

/** Whether a key belongs to a pattern ("x.y" itself, or "x." for every key under it). */
export function matchesPattern(key: string, pattern: string): boolean {
  return pattern.endsWith('.') ? key.startsWith(pattern) : key === pattern
}

const keysByGroup = new Map<ClientStringGroup, readonly StringKey[]>()

/** The catalogue keys of a group (computed once per process). */
export function groupKeys(group: ClientStringGroup): readonly StringKey[] {
  let keys = keysByGroup.get(group)
  if (!keys) {
    const patterns: readonly string[] = CLIENT_STRING_GROUPS[group]
    keys = STRING_KEYS.filter((key) => patterns.some((p) => matchesPattern(key, p)))
    keysByGroup.set(group, keys)
  }
  return keys
}

/** The texts of `groups` in the translator's language (editor overrides included). */
export function pickStrings(t: Translate, groups: readonly ClientStringGroup[]): ClientStrings {
  const strings: ClientStrings = {}
  for (const group of groups) for (const key of groupKeys(group)) strings[key] = t(key)
  return strings
}
