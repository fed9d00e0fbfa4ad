import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { LocaleCode } from '@/i18n/locales'
import type { MainMenu, SiteOption } from '@/payload-types'
import { getPayloadClient } from './payload'
import { globalTag } from './tags'

export const getSiteOptions = cache(
  (locale: LocaleCode): Promise<SiteOption> =>
    unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        return payload.findGlobal({ slug: 'site-options', locale, fallbackLocale: false, depth: 1 })
      },
      ['site-options', locale],
      { tags: [globalTag('site-options')] },
    )(),
)

export const getMainMenu = cache(
  (locale: LocaleCode): Promise<MainMenu> =>
    unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        return payload.findGlobal({ slug: 'main-menu', locale, fallbackLocale: false, depth: 0 })
      },
      ['main-menu', locale],
      { tags: [globalTag('main-menu')] },
    )(),
)
