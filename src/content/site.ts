import 'server-only'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
import type { SiteOption } from '@/payload-types'
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
