/**
 * The data each modal of this module accepts (SPEC §3 "Modal data"), checked when the modal is
 * opened: `openModal` is called from anywhere with anything, and bad data opens nothing.
 * Plain checks rather than a schema library: this module is in every page's bundle, and these
 * five shapes do not need one (zod/mini alone weighed about 13 KiB gzipped there).
 */
import type { ImageSources } from '@/components/media/image-sources'

export type Parsed<T> = { success: true; data: T } | { success: false }

export interface DataSchema<T> {
  safeParse(data: unknown): Parsed<T>
  /** The checked data; throws on data the modal refuses. */
  parse(data: unknown): T
}

/** What a check answers for a value it refuses. */
const INVALID: unique symbol = Symbol('invalid')
type Check<T> = (value: unknown) => T | typeof INVALID

function schema<T>(check: Check<T>): DataSchema<T> {
  const safeParse = (data: unknown): Parsed<T> => {
    const value = check(data)
    return value === INVALID ? { success: false } : { success: true, data: value }
  }
  return {
    safeParse,
    parse: (data) => {
      const result = safeParse(data)
      if (!result.success) throw new TypeError('modal data refused')
      return result.data
    },
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** A non-empty string, trimmed. */
const text: Check<string> = (x) => (typeof x === 'string' && x.trim() ? x.trim() : INVALID)

/** An optional string that may also be null. */
const optionalString: Check<string | null | undefined> = (x) =>
  x === undefined || x === null || typeof x === 'string' ? x : INVALID

/** Builds an object of the listed fields only (others are dropped); any refused field refuses it. */
function object<T extends object>(fields: { [K in keyof T]: Check<T[K]> }) {
  return (x: unknown): T | typeof INVALID => {
    if (!isRecord(x)) return INVALID
    const out: Record<string, unknown> = {}
    for (const [key, check] of Object.entries(fields) as [string, Check<unknown>][]) {
      const value = check(x[key])
      if (value === INVALID) return INVALID
      if (value !== undefined) out[key] = value
    }
    return out as T
  }
}

export const searchData = schema(object<Record<string, never>>({}))

export interface ImageSliderData {
  items: { url: string; alt?: string | null }[]
  /** Where the slider starts; wrapped into the list (SPEC §4). */
  index: number
}

const sliderItem = object<ImageSliderData['items'][number]>({ url: text, alt: optionalString })

export const imageSliderData = schema<ImageSliderData>((x) => {
  if (!isRecord(x) || !Array.isArray(x.items) || x.items.length === 0) return INVALID
  const items = x.items.map(sliderItem)
  if (items.some((item) => item === INVALID)) return INVALID
  const index = x.index ?? 0
  if (typeof index !== 'number' || !Number.isInteger(index)) return INVALID
  return { items: items as ImageSliderData['items'], index }
})

export interface EmbedPlayerData {
  url: string
  title?: string | null
}

export const embedPlayerData = schema(object<EmbedPlayerData>({ url: text, title: optionalString }))

export interface EventtiaData {
  /** The organiser's registration page: https only (an http page cannot be framed here). */
  url: string
  title?: string | null
}

const httpsUrl: Check<string> = (x) => {
  if (typeof x !== 'string') return INVALID
  try {
    const url = new URL(x)
    return url.protocol === 'https:' ? url.href : INVALID
  } catch {
    return INVALID
  }
}

export const eventtiaData = schema(object<EventtiaData>({ url: httpsUrl, title: optionalString }))

export interface NativePlayerData {
  src: string
  poster?: string | null
  title?: string | null
}

export const nativePlayerData = schema(
  object<NativePlayerData>({ src: text, poster: optionalString, title: optionalString }),
)

/**
 * The newsletter's key: the webform modal shows the newsletter sign-up for it (its own endpoint);
 * any other key names a form built by editors (issue 12), loaded when the modal opens.
 */
export const NEWSLETTER_FORM_KEY = 'newsletter'

/** A form key as links and blocks carry it (src/rules/web-form.ts FORM_KEY, kept in sync). */
const FORM_KEY_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export interface WebformData {
  formKey: string
  action?: string
  locale?: string
  /** SPEC §3 "Webform data": the text shown while the form loads. */
  loadingText?: string
  /** SPEC §3 "formParams.bottle_id": the bottle the form is about. */
  formParams?: { bottle_id?: string }
}

const optionalPlainString: Check<string | undefined> = (x) =>
  x === undefined || typeof x === 'string' ? x : INVALID

const formParams: Check<WebformData['formParams']> = (x) => {
  if (x === undefined) return undefined
  if (!isRecord(x)) return INVALID
  const bottle = x.bottle_id
  if (bottle === undefined) return {}
  return typeof bottle === 'string' && bottle.length <= 100 ? { bottle_id: bottle } : INVALID
}

export const webformData = schema(
  object<WebformData>({
    formKey: (x) =>
      typeof x === 'string' && x.length <= 60 && FORM_KEY_SHAPE.test(x) ? x : INVALID,
    action: optionalPlainString,
    locale: optionalPlainString,
    loadingText: optionalPlainString,
    formParams,
  }),
)

/** newsletter_form and blue_swift_newsletter_form: the newsletter form, no data of its own. */
export const newsletterFormData = schema(object<Record<string, never>>({}))

export interface BlueSwiftPopinData {
  /** The product whose page offers it, named in the popin's text. */
  productName: string
}

export const blueSwiftPopinData = schema(object<BlueSwiftPopinData>({ productName: text }))

/** A bottle of the selection grid: its slug, name and (checked loosely) image sources. */
export interface SelectionGridBottle {
  slug: string
  title: string
  image?: ImageSources | null
}

export interface SelectionGridData {
  /** SPEC §3 "selection grid: bottles": the cognacs to choose from. */
  bottles: SelectionGridBottle[]
  /** The cognacs ticked when it opens. */
  selected: string[]
  /** The results page's path (a site path). */
  action: string
  /** SPEC §3 "selectBottle": told the chosen slugs when the visitor compares. */
  selectBottle?: (slugs: string[]) => void
}

const bottle = object<SelectionGridBottle>({
  slug: text,
  title: text,
  image: (x) =>
    x == null
      ? null
      : isRecord(x) && typeof x.src === 'string' && typeof x.srcSet === 'string'
        ? (x as unknown as ImageSources)
        : INVALID,
})

export const selectionGridData = schema<SelectionGridData>((x) => {
  if (!isRecord(x) || !Array.isArray(x.bottles) || x.bottles.length === 0) return INVALID
  const bottles = x.bottles.map(bottle)
  if (bottles.some((b) => b === INVALID)) return INVALID
  const selected = x.selected ?? []
  if (!Array.isArray(selected) || selected.some((s) => typeof s !== 'string')) return INVALID
  // Only a path of this site: the grid's form navigates there.
  if (typeof x.action !== 'string' || !/^\/(?!\/)/.test(x.action)) return INVALID
  if (x.selectBottle !== undefined && typeof x.selectBottle !== 'function') return INVALID
  return {
    bottles: bottles as SelectionGridData['bottles'],
    selected: selected as string[],
    action: x.action,
    ...(x.selectBottle
      ? { selectBottle: x.selectBottle as SelectionGridData['selectBottle'] }
      : {}),
  }
})

/** SPEC §3 "ctb_modal: productName, groupingId" (issue 14). */
export interface CtbModalData {
  /** The product's grouping id: which offers to list. */
  groupingId: string
  /** Its name as the opener shows it (a #ctb: link may leave it out). */
  productName?: string | null
}

export const ctbModalData = schema(
  object<CtbModalData>({
    groupingId: (x) =>
      typeof x === 'string' && /^[!-~]{1,64}$/.test(x.trim()) ? x.trim() : INVALID,
    productName: optionalString,
  }),
)

/** SPEC §3 "reviews: productId": the product whose reviews the product_reviews modal shows. */
export interface ProductReviewsData {
  productId: number
  /** Its name, for the form's heading. */
  productName?: string
  /** Told when the member's review was sent (the opener shows the "awaits moderation" message). */
  onSubmitted?: () => void
}

export const productReviewsData = schema<ProductReviewsData>((x) => {
  if (!isRecord(x)) return INVALID
  const { productId, productName, onSubmitted } = x
  if (typeof productId !== 'number' || !Number.isSafeInteger(productId) || productId <= 0) {
    return INVALID
  }
  if (productName !== undefined && typeof productName !== 'string') return INVALID
  if (onSubmitted !== undefined && typeof onSubmitted !== 'function') return INVALID
  return {
    productId,
    ...(productName ? { productName } : {}),
    ...(onSubmitted ? { onSubmitted: onSubmitted as () => void } : {}),
  }
})

/** quizz_confirmation (issue 15): a quiz result saved to the member's activities. */
export interface QuizzConfirmationData {
  /** The result saved (the outcome's title, or the quiz's). */
  title: string
}

export const quizzConfirmationData = schema(
  object<QuizzConfirmationData>({
    title: (x) => (typeof x === 'string' && x.length <= 200 ? text(x) : INVALID),
  }),
)
/** A path of this site (never another origin, nor a script URL). */
const sitePath: Check<string | null | undefined> = (x) =>
  x === undefined || x === null
    ? x
    : typeof x === 'string' && /^\/(?!\/)[^\s\\]*$/.test(x)
      ? x
      : INVALID

/**
 * masterclass_complete (issue 15): the session just completed, where it is, and the member's
 * level after it (a level name of SPEC §3).
 */
export interface MasterclassCompleteData {
  title: string
  link?: string | null
  level?: string | null
}

export const masterclassCompleteData = schema(
  object<MasterclassCompleteData>({
    title: text,
    link: sitePath,
    level: (x) =>
      x === undefined || x === null
        ? x
        : typeof x === 'string' && /^level[0-5]$/.test(x)
          ? x
          : INVALID,
  }),
)

/**
 * cocktail (SPEC §3 "cocktail modal: routeData, blueSwiftBg"): the route info of the cocktail's
 * page (its path and what the quick view shows of it) and whether the blue background is used.
 */
export interface CocktailModalData {
  routeData: {
    path: string
    data: {
      title: string
      description?: string | null
      image?: string | null
      imageAlt?: string | null
      time?: string | null
    }
  }
  blueSwiftBg?: boolean
}

const cocktailRouteData = object<CocktailModalData['routeData']['data']>({
  title: text,
  description: optionalString,
  image: sitePathOrHttps(),
  imageAlt: optionalString,
  time: optionalString,
})

function sitePathOrHttps(): Check<string | null | undefined> {
  return (x) =>
    x === undefined || x === null
      ? x
      : typeof x === 'string' && (/^\/(?!\/)\S*$/.test(x) || /^https:\/\/\S+$/.test(x))
        ? x
        : INVALID
}

export const cocktailModalData = schema<CocktailModalData>((x) => {
  if (!isRecord(x) || !isRecord(x.routeData)) return INVALID
  const path = sitePath(x.routeData.path)
  if (path === INVALID || !path) return INVALID
  const data = cocktailRouteData(x.routeData.data)
  if (data === INVALID) return INVALID
  const bg = x.blueSwiftBg
  if (bg !== undefined && typeof bg !== 'boolean') return INVALID
  return { routeData: { path, data }, ...(bg === undefined ? {} : { blueSwiftBg: bg }) }
})
