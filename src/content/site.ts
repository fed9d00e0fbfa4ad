import 'server-only'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
import type { MainMenu, SiteOption } from '@/payload-types'
import { cachedRead } from './cached-read'
import { readSiteOptions } from './site-options'
import { globalTag } from './tags'

/** A locale's site options, its empty crest, social links and age gate background en-ww's. */
export const getSiteOptions = cache(
  (locale: LocaleCode): Promise<SiteOption> =>
    cachedRead(['site-options', locale], [globalTag('site-options')], (payload) =>
      readSiteOptions(payload, locale),
    ),
)

export const getMainMenu = cache(
  (locale: LocaleCode): Promise<MainMenu> =>
    cachedRead(['main-menu', locale], [globalTag('main-menu')], (payload) =>
      payload.findGlobal({ slug: 'main-menu', locale, fallbackLocale: false, depth: 0 }),
    ),
)
