import type { CollectionSlug, Payload } from 'payload'
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@/i18n/locales'

/** A locale a document is written in: its title there, and whether it is switched on there. */
export interface LocaleVersion {
  locale: LocaleCode
  title: string
  available: boolean
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The locales where a document has a title, in the order of the locale list, each with its
 * per-locale availability switch (issue 17 item 9; the admin list's "Locales" column).
 */
export function localeVersions(titles: unknown, available: unknown): LocaleVersion[] {
  const byLocale = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const title = byLocale(titles)
  const on = byLocale(available)
  return LOCALE_CODES.filter((locale) => text(title[locale]) !== '').map((locale) => ({
    locale,
    title: text(title[locale]),
    available: on[locale] === true,
  }))
}

/** A content document's locales, read in one query of its titles and switches in every locale. */
export async function readLocaleVersions(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
): Promise<LocaleVersion[]> {
  const doc = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    select: { title: true, available: true },
    disableErrors: true,
  })) as { title?: unknown; available?: unknown } | null
  return doc ? localeVersions(doc.title, doc.available) : []
}

/**
 * What the list shows for a document with no title in the locale being edited: the default
 * locale's title (else the first locale's that has one), marked with its locale code.
 */
export function standInTitle(versions: readonly LocaleVersion[]): string | null {
  const version = versions.find((v) => v.locale === DEFAULT_LOCALE) ?? versions[0]
  return version ? `(${version.locale}) ${version.title}` : null
}
