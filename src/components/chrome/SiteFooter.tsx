import Link from 'next/link'
import { LanguageSwitcher } from '@/components/language/LanguageSwitcher'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { CookieSettingsLink } from '@/consent/CookieSettingsLink'
import { fillMessage } from '@/i18n/fill-message'
import { localeHomePath } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import type { SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import { type MenuItem, newsletterTexts, splitFooterLinks } from './chrome-model'
import { SocialIcon } from './icons'
import { NewsletterForm } from './NewsletterForm'
import './chrome.css'

interface Props {
  locale: string
  items: MenuItem[]
  options: SiteOption
  strings: Record<StringKey, string>
}

/**
 * The footer (SPEC §2.7): newsletter form, logo, primary and secondary links, the language
 * area, social icons, recycling and footer texts, the pl-pl warning banner, and the disclaimer
 * with its crest. Page flags hide it or its language area through CSS (docs/decisions.md).
 */
export function SiteFooter({ locale, items, options, strings }: Props) {
  const { primary, secondary } = splitFooterLinks(items)
  const social = options.social_links ?? []
  return (
    <footer className="chrome-footer" data-chrome="footer">
      <section className="chrome-footer__newsletter">
        <NewsletterForm texts={newsletterTexts(strings)} />
      </section>
      <div className="chrome-footer__main">
        <Link
          className="chrome-footer__logo"
          href={localeHomePath(locale)}
          aria-label={strings['nav.home']}
        >
          {options.site_name}
        </Link>
        <nav className="chrome-footer__nav" aria-label={strings['nav.footer']}>
          <ul className="chrome-footer__primary">
            {primary.map((item, index) => (
              <li key={item.id ?? index}>
                <Link href={siteHref(locale, item.url)}>{item.title}</Link>
              </li>
            ))}
          </ul>
          {secondary.length > 0 ? (
            <ul
              className="chrome-footer__secondary"
              aria-label={strings['chrome.footer.secondary']}
            >
              {secondary.map((item, index) => (
                <li key={item.id ?? index}>
                  <Link href={siteHref(locale, item.url)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
        {social.length > 0 ? (
          <ul className="chrome-footer__social" aria-label={strings['chrome.footer.social']}>
            {social.map((link, index) => (
              <li key={link.id ?? index}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fillMessage(strings['chrome.footer.socialLink'], {
                    network: link.title,
                  })}
                >
                  <SocialIcon network={link.social_icon} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* The language area: page flags (disable_language_dropdown, disable_locale) hide it. */}
      <div className="chrome-footer__languages" data-chrome="languages">
        <LanguageSwitcher />
      </div>
      <div className="chrome-footer__legal">
        <p>
          <CookieSettingsLink className="chrome-footer__cookies" />
        </p>
        {options.recycling_text ? (
          <p className="chrome-footer__recycling">{options.recycling_text}</p>
        ) : null}
        {options.footer_text ? <p className="chrome-footer__text">{options.footer_text}</p> : null}
        {options.warning_banner_image ? (
          <ResponsiveImage
            media={options.warning_banner_image}
            className="chrome-footer__warning"
            sizes="(min-width: 769px) 40rem, 100vw"
          />
        ) : null}
        <div className="chrome-footer__disclaimer">
          {options.crest_image ? (
            <ResponsiveImage
              media={options.crest_image}
              className="chrome-footer__crest"
              sizes="4rem"
            />
          ) : null}
          <p>{options.disclaimer_text || strings['footer.drinkResponsibly']}</p>
        </div>
      </div>
    </footer>
  )
}
