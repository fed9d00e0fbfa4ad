/**
 * Rate limits (issue 11, item 4), as data and pure functions: how many requests of a kind one
 * client address may make in a window, and how long a client is kept from one account after
 * failed sign-ins. Keys always include the client address (src/server/http/client.ts), so a
 * stranger's failures never lock a member out of their own account from their own address.
 */

export interface RateRule {
  /** Requests allowed per window. */
  points: number
  /** Window length in seconds. */
  seconds: number
}

export const RATE_RULES = {
  /** Sign-in attempts per client, whatever the account (password spraying). */
  signIn: { points: 30, seconds: 10 * 60 },
  /** Failed sign-ins per client and account before a lockout (see lockoutSeconds). */
  signInFailures: { points: 5, seconds: 15 * 60 },
  /** Sign-ups per client per hour. */
  signUp: { points: 5, seconds: 60 * 60 },
  /** Reset emails per client per 15 minutes. */
  forgotPassword: { points: 5, seconds: 15 * 60 },
  /** Reset emails per email address per hour (so one inbox cannot be flooded). */
  forgotPasswordEmail: { points: 3, seconds: 60 * 60 },
  /** New verification links per client per 15 minutes. */
  resendVerification: { points: 5, seconds: 15 * 60 },
  /** New verification links per email address per hour. */
  resendVerificationEmail: { points: 3, seconds: 60 * 60 },
  /** Newsletter sign-ups per client per 10 minutes. */
  newsletter: { points: 10, seconds: 10 * 60 },
  /** Confirmation emails per address per hour (so one inbox cannot be flooded). */
  newsletterEmail: { points: 3, seconds: 60 * 60 },
  /** Confirm and unsubscribe link openings per client per 10 minutes. */
  newsletterLink: { points: 30, seconds: 10 * 60 },
  /** Searches per client per minute: a person types a few; answers are cached besides. */
  search: { points: 120, seconds: 60 },
  /** Store-locator queries per client per minute: a map being panned asks often; answers are cacheable. */
  storeLocator: { points: 240, seconds: 60 },
  /** Click-to-buy offer lookups per client per minute: one per buy button opened; cacheable. */
  offers: { points: 120, seconds: 60 },
  /** en-us address typeahead and fulfilment lookups per client per minute: one per keystroke pause. */
  cart: { points: 240, seconds: 60 },
  /**
   * Saves of a member's cart to their account per client per minute: the cart store saves at
   * most once per pause in editing (debounced), plus one merge per en-us page opened.
   */
  memberCart: { points: 60, seconds: 60 },
  /** Support-chat messages per client per 10 minutes: a person writes a few, never dozens. */
  supportChat: { points: 10, seconds: 10 * 60 },
  /** Carts handed to retailers per client per 10 minutes: a household orders a few times, not dozens. */
  checkout: { points: 10, seconds: 10 * 60 },
  /** Visit bookings per client per 10 minutes: a family books a few times, never dozens. */
  visitBooking: { points: 20, seconds: 10 * 60 },
  /** Event registrations per client per 10 minutes: a few events, never dozens. */
  eventRegistration: { points: 20, seconds: 10 * 60 },
  /** Review submissions per client per 10 minutes: a member reviews a few bottles, not dozens. */
  review: { points: 10, seconds: 10 * 60 },
  /** Pages of approved reviews per client per minute (the reviews modal; answers are cached). */
  reviewList: { points: 240, seconds: 60 },
  /** Event-finder queries per client per minute: filters and "use my location" ask again. */
  eventFinder: { points: 240, seconds: 60 },
  /** Bottle scans per client per 10 minutes: a shop scanning its shelf, not a forger guessing. */
  bottleScan: { points: 30, seconds: 10 * 60 },
  /** Web form submissions per client per 10 minutes: a person sends one or two, never dozens. */
  webForm: { points: 10, seconds: 10 * 60 },
  /** Video cards per client per 10 minutes: a person makes a few, never dozens (each up to 20 MB). */
  videoCard: { points: 10, seconds: 10 * 60 },
  /** Card films and stills per client per minute (a sharing page plays one). */
  videoCardMedia: { points: 240, seconds: 60 },
  /** Web form definitions per client per minute (each opened form modal asks once). */
  webFormRead: { points: 120, seconds: 60 },
  /** Captcha challenges per client per 10 minutes: one per form shown and per submission. */
  captchaChallenge: { points: 100, seconds: 10 * 60 },
  /**
   * Masterclass progress reports per client per minute: a player sends one per 10 % step of an
   * episode, on pause and at the end, so even short clips watched back to back stay well below.
   */
  masterclassProgress: { points: 60, seconds: 60 },
  /** A member's order list per client per minute: one per visit of the account's Orders page. */
  memberOrders: { points: 60, seconds: 60 },
  /**
   * Members-only parts per client per minute: one per members-only article, video, podcast,
   * session or episode page a member opens.
   */
  memberContent: { points: 240, seconds: 60 },
  /**
   * Preview switches per client per minute (src/app/api/preview): an editor opens a preview per
   * document, and the live preview frame reloads it per document and locale shown.
   */
  preview: { points: 60, seconds: 60 },
  /** Any POST, PATCH or DELETE to our APIs per client per minute (the floor for every write). */
  write: { points: 120, seconds: 60 },
} as const satisfies Record<string, RateRule>

export type RateRuleName = keyof typeof RATE_RULES

/** Lockouts are counted for this long: a day without one starts again from the first step. */
export const LOCKOUT_MEMORY_SECONDS = 24 * 60 * 60
const FIRST_LOCKOUT_SECONDS = 60
const LONGEST_LOCKOUT_SECONDS = 60 * 60

/**
 * How long the `nth` lockout (1, 2, …) of a client from one account lasts: one minute, doubling
 * each time, at most an hour. Progressive, so a guesser slows down fast while the owner who
 * mistyped five times waits only a minute.
 */
export function lockoutSeconds(nth: number): number {
  const step = Math.max(1, Math.floor(nth))
  return Math.min(LONGEST_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** (step - 1))
}

/** Retry-After in whole seconds (at least 1) for a wait of `ms` milliseconds. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
