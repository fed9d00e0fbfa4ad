import Link from 'next/link'
import { LanguageSwitcher } from '@/components/language/LanguageSwitcher'
import type { StringKey } from '@/i18n/strings'
import type { MainMenu, SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'

interface Props {
  locale: string
  menu: MainMenu
  options: SiteOption
  strings: Record<StringKey, string>
}

export function SiteFooter({ locale, menu, options, strings }: Props) {
  const items = menu.items ?? []
  return (
    <footer className="site-footer">
      <nav aria-label={strings['nav.footer']}>
        <ul className="site-footer__links">
          {items.map((item) => (
            <li
              key={item.id ?? item.url}
              className={item.secondary_link ? 'is-secondary' : undefined}
            >
              <Link href={siteHref(locale, item.url)}>{item.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher />
      {options.footer_text ? <p className="site-footer__text">{options.footer_text}</p> : null}
      <p className="site-footer__disclaimer">
        {options.disclaimer_text || strings['footer.drinkResponsibly']}
      </p>
    </footer>
  )
}
