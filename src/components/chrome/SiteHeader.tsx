import { CartHostLazy } from '@/commerce/cart/lazy'
import { getLocale, localeHomePath } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import {
  buildMainLinks,
  DEFAULT_SEARCH_PAGE,
  type LatestPosts,
  type MenuItem,
  newsletterItem,
  splitFooterLinks,
  TASTES,
  type Taste,
} from './chrome-model'
import { HeaderBar } from './HeaderBar'
import './chrome.css'

interface Props {
  locale: string
  items: MenuItem[]
  latest: LatestPosts
  options: SiteOption
  strings: Record<StringKey, string>
}

/**
 * The header of every page (SPEC §2.7): the server turns the locale's menu and latest posts into
 * plain links and cards, so the client part gets small props and no page queries anything.
 */
export function SiteHeader({ locale, items, latest, options, strings }: Props) {
  const tasteLabels = Object.fromEntries(
    TASTES.map((taste) => [taste, strings[`chrome.taste.${taste}`]]),
  ) as Record<Taste, string>
  const newsletter = newsletterItem(items)
  const searchPageUrl = options.search_page_url || DEFAULT_SEARCH_PAGE
  return (
    <HeaderBar
      homeHref={localeHomePath(locale)}
      siteName={options.site_name}
      links={buildMainLinks(locale, items, latest, tasteLabels)}
      secondary={splitFooterLinks(items).secondary.map((item) => ({
        label: item.title,
        href: siteHref(locale, item.url),
      }))}
      newsletter={
        newsletter ? { label: newsletter.title, href: siteHref(locale, newsletter.url) } : null
      }
      searchPageUrl={searchPageUrl}
      searchHref={siteHref(locale, searchPageUrl)}
      cart={getLocale(locale).capabilities.cart}
      cartHost={getLocale(locale).capabilities.cart ? <CartHostLazy /> : undefined}
    />
  )
}
