/**
 * The external where-to-buy widget's initialisation (SPEC §7: "A buy widget loaded from an
 * external purchase-locator service and initialised with an API key, language en-US, store
 * radius 50 and store limit 30. The purchase button carries the variant id and the country from
 * the locale code."). Pure: no React, no I/O.
 */
import { getLocale, type LocaleCode } from '@/i18n/locales'

/** SPEC §7, verbatim. */
export const WIDGET_LANGUAGE = 'en-US'
export const WIDGET_STORE_RADIUS = 50
export const WIDGET_STORE_LIMIT = 30

export interface WidgetInit {
  /** The service's public widget key (never a secret: it is in the page). */
  apiKey: string
  language: typeof WIDGET_LANGUAGE
  storeRadius: typeof WIDGET_STORE_RADIUS
  storeLimit: typeof WIDGET_STORE_LIMIT
}

export interface WidgetButton {
  /** The product's variant id: its grouping id (ctb_modal groupingId). */
  variantId: string
  /** ISO 3166-1 alpha-2 country of the locale (en-uk → GB). */
  country: string
}

export interface WidgetConfig {
  init: WidgetInit
  button: WidgetButton
  /** Where the widget's script is loaded from (https). */
  scriptUrl: string
}

/**
 * The widget's init and button for a product in a locale, or null when the widget cannot serve
 * it: no key, no https script, no product, or the international locale (no country to send).
 */
export function widgetConfig({
  apiKey,
  scriptUrl,
  locale,
  variantId,
}: {
  apiKey: string | undefined
  scriptUrl: string | undefined
  locale: LocaleCode
  variantId: string
}): WidgetConfig | null {
  const country = getLocale(locale).country
  const key = apiKey?.trim()
  if (!key || !country || variantId.trim() === '') return null
  if (!scriptUrl?.startsWith('https://')) return null
  return {
    init: {
      apiKey: key,
      language: WIDGET_LANGUAGE,
      storeRadius: WIDGET_STORE_RADIUS,
      storeLimit: WIDGET_STORE_LIMIT,
    },
    button: { variantId: variantId.trim(), country },
    scriptUrl,
  }
}

/** The markets (ISO countries) served by the widget, from a comma-separated list (env). */
export function parseWidgetMarkets(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((m) => m.trim().toUpperCase())
      .filter((m) => /^[A-Z]{2}$/.test(m)),
  )
}
