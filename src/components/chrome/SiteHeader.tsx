import { CartHostLazy } from '@/components/lazy-entries'
import { getLocale, localeHomePath } from '@/i18n/locales'
import type { SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import {
  buildMainLinks,
  DEFAULT_SEARCH_PAGE,
  type MenuItem,
  newsletterItem,
  splitFooterLinks,
} from './chrome-model'
import { HeaderBar } from './HeaderBar'
import './chrome.css'

interface Props {
  locale: string
  items: MenuItem[]
  options: SiteOption
}

/**
 * The header of every page (SPEC §2.7): the server turns the locale's menu into plain links, so
 * the client part gets small props and no page queries anything. The panels' links and cards
 * come from /api/header-panels/{locale}/ when a panel first opens.
 */
export function SiteHeader({ locale, items, options }: Props) {
  const newsletter = newsletterItem(items)
  const searchPageUrl = options.search_page_url || DEFAULT_SEARCH_PAGE
  return (
    <HeaderBar
      homeHref={localeHomePath(locale)}
      siteName={options.site_name}
      links={buildMainLinks(locale, items)}
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
