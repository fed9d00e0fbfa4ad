import 'server-only'
import { cache, type ReactNode } from 'react'
import { siteTranslator } from '@/content/site-translator'
import {
  type ClientStringGroup,
  pickStrings,
  type ClientStrings as Texts,
} from '@/i18n/client-strings'
import type { LocaleCode } from '@/i18n/locales'
import { FeatureStringsProvider } from './SiteContext'

/** The texts of `groups` for a locale, overrides included (once per request and group set). */
export const clientStrings = cache(
  async (locale: LocaleCode, ...groups: ClientStringGroup[]): Promise<Texts> =>
    pickStrings(await siteTranslator(locale), groups),
)

/**
 * Gives the client components below the texts of their feature groups, over the layout's site
 * group (src/i18n/client-strings.ts): a feature's strings ship only on the pages that render it.
 */
export async function ClientStrings({
  locale,
  groups,
  children,
}: {
  locale: LocaleCode
  groups: readonly ClientStringGroup[]
  children: ReactNode
}) {
  if (groups.length === 0) return children
  const strings = await clientStrings(locale, ...groups)
  return <FeatureStringsProvider strings={strings}>{children}</FeatureStringsProvider>
}
