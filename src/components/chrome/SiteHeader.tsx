import Link from 'next/link'
import { localeHomePath } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { MainMenu, SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'

interface Props {
  locale: string
  menu: MainMenu
  options: SiteOption
  strings: Record<StringKey, string>
}

export function SiteHeader({ locale, menu, options, strings }: Props) {
  const primary = (menu.items ?? []).filter((item) => !item.secondary_link)
  return (
    <header className="site-header">
      <Link
        className="site-header__logo"
        href={localeHomePath(locale)}
        aria-label={strings['nav.home']}
      >
        {options.site_name}
      </Link>
      {primary.length > 0 ? (
        <nav className="site-header__nav" aria-label={strings['nav.main']}>
          <ul>
            {primary.map((item) => (
              <li key={item.id ?? item.url}>
                <Link href={siteHref(locale, item.url)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}
