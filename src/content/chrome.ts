import 'server-only'
import { cache } from 'react'
import type { MenuItem, MenuOverrideLink } from '@/components/chrome/chrome-model'
import type { LocaleCode } from '@/i18n/locales'
import type { Cocktail, News, Page, Product } from '@/payload-types'
import { unlessDatabaseUnavailable } from '@/server/http/database-unavailable'
import { cachedRead } from './cached-read'
import { latestPosts } from './documents'
import { resolveLinkEntries, resolveMenuItems } from './menu-links'
import { collectionTag, globalTag, LINK_TARGETS_TAG } from './tags'

/**
 * The main menu with its panel content populated (selected news and cocktails with their
 * covers, card images), for the header's panels, and its entries' links resolved to addresses.
 */
const getMenuWithPanels = (locale: LocaleCode): Promise<{ items: MenuItem[] }> =>
  cachedRead(
    ['main-menu-panels', locale],
    [
      globalTag('main-menu'),
      collectionTag('news'),
      collectionTag('cocktails'),
      collectionTag('products'),
      collectionTag('media'),
      // Entries link to documents by reference: their addresses are read here too.
      LINK_TARGETS_TAG,
    ],
    async (payload) => {
      const menu = await payload.findGlobal({
        slug: 'main-menu',
        locale,
        fallbackLocale: false,
        depth: 2,
      })
      return { items: await resolveMenuItems(payload, locale, menu.items ?? []) }
    },
  )

/**
 * The main menu's entries, for the header's bar and the footer: the layout reads only these, so
 * a page does not also read (and depend on) the latest posts, which only the panels show.
 */
export const getMenuItems = cache(
  async (locale: LocaleCode): Promise<MenuItem[]> => (await getMenuWithPanels(locale)).items,
)

/**
 * Everything the header panels show in one locale (SPEC §2.7, §7 latest posts: 3 news,
 * 3 cocktails, 8 products), for the static header-panels file (/api/header-panels/{locale}/).
 * A failed read leaves the panels empty rather than breaking every page (SPEC §8); an unreachable
 * database is thrown instead, so a page regenerated during an outage fails and the cached one
 * keeps serving, rather than being replaced by one with empty panels.
 */
export const getHeaderData = cache(async (locale: LocaleCode) => {
  const [menu, news, cocktails, collection] = await Promise.all([
    getMenuWithPanels(locale),
    latestPosts('news', locale).catch(unlessDatabaseUnavailable([])),
    latestPosts('cocktails', locale).catch(unlessDatabaseUnavailable([])),
    latestPosts('collection', locale).catch(unlessDatabaseUnavailable([])),
  ])
  // latestPosts is typed for any panel's collection; each call here reads one known collection.
  return {
    items: menu.items,
    latest: {
      news: news as News[],
      cocktails: cocktails as Cocktail[],
      collection: collection as Product[],
    },
  }
})

/**
 * A page's menu override (its own menu links, SPEC §2.4) with each link resolved as the main
 * menu's are: the address from the target's current slug or path in the locale, an entry whose
 * target is gone or unavailable dropped. Expired with the pages and with any link target's save.
 */
export const getMenuOverride = cache(
  async (locale: LocaleCode, page: Page): Promise<MenuOverrideLink[]> => {
    const stored = page.settings?.menu_override ?? []
    if (stored.length === 0) return []
    return cachedRead(
      // The stored entries are part of the key: the read never outlives what the page holds.
      ['page-menu-override', locale, String(page.id), JSON.stringify(stored)],
      [collectionTag('pages'), LINK_TARGETS_TAG],
      (payload) => resolveLinkEntries(payload, locale, stored),
    ).catch(unlessDatabaseUnavailable([]))
  },
)
