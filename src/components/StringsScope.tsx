import type { ReactNode } from 'react'
import { getSiteOptions } from '@/content/site'
import type { LocaleCode } from '@/i18n/locales'
import { type PageFeaturePrefix, pickStrings } from '@/i18n/page-strings'
import { stringsFor } from '@/i18n/strings'
import { SiteStrings } from './SiteContext'

/**
 * Gives the islands inside the texts of a page feature (src/i18n/page-strings.ts), with the
 * editors' overrides, so that only the pages that show the feature carry them.
 */
export async function StringsScope({
  locale,
  prefixes,
  children,
}: {
  locale: LocaleCode
  prefixes: readonly PageFeaturePrefix[]
  children: ReactNode
}) {
  const options = await getSiteOptions(locale)
  const strings = pickStrings(stringsFor(locale, options.localized_strings ?? []), prefixes)
  return <SiteStrings strings={strings}>{children}</SiteStrings>
}
