import type { FieldHook } from 'payload'
import { DEFAULT_LOCALE, LOCALE_CODES } from '@/i18n/locales'

/**
 * An image's alt text in a locale that has none of its own (issue 17 item 10): the default
 * locale's text, else the first locale's that has one, in the locales' order. Null when no
 * locale has any text (which `required` prevents for any saved locale). Pure.
 */
export function fallbackAlt(
  byLocale: Readonly<Record<string, string | null | undefined>> | null | undefined,
): string | null {
  const own = (code: string) => {
    const text = byLocale?.[code]?.trim()
    return text ? text : null
  }
  return own(DEFAULT_LOCALE) ?? LOCALE_CODES.map(own).find((text) => text !== null) ?? null
}

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * Visitors never meet an image without alt text: where an editor has not written this locale's
 * text yet, the site reads the fallback above. CMS users read what is stored, so the admin shows
 * the locale's field empty, to be translated (its description says what visitors read). Runs
 * only when the field is selected (Payload skips hooks of unselected fields), and reads the
 * other locales once per document and request; a read, so it needs no transaction.
 */
export const altFallbackHook: FieldHook = async ({ value, data, req }) => {
  if (hasText(value)) return value
  const locale = req.locale
  if (!locale || locale === 'all' || req.user?.collection === 'users') return value
  const id = (data as { id?: number | string } | undefined)?.id
  if (id === undefined || id === null) return value
  const memo =
    (req.context.altFallbacks as Map<string, Promise<string | null>> | undefined) ?? new Map()
  req.context.altFallbacks = memo
  const key = String(id)
  let found = memo.get(key)
  if (!found) {
    found = req.payload
      .findByID({
        collection: 'media',
        id,
        locale: 'all',
        depth: 0,
        select: { alt: true },
        overrideAccess: true,
        disableErrors: true,
      })
      .then((doc) => fallbackAlt(doc?.alt as Record<string, string | null> | undefined))
      .catch(() => null)
    memo.set(key, found)
  }
  return (await found) ?? value
}
