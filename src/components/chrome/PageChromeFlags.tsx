import Link from 'next/link'
import { getMenuOverride } from '@/content/chrome'
import { siteTranslator } from '@/content/site-translator'
import type { LocaleCode } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import { chromeFlagAttributes } from './chrome-model'

/**
 * The page flags of SPEC §2.4 that change the chrome. The locale layout renders the header and
 * footer without knowing the page, so the page leaves a marker with data attributes and the
 * chrome's CSS hides what the flags ask (`body:has([data-page-flags][data-remove-footer])`):
 * static HTML, right without JavaScript. A menu override is rendered here, in place of the main
 * links, which the same CSS hides. Its entries link to pages or documents by reference
 * (src/content/menu-links.ts): an entry whose target is unavailable is left out.
 */
export async function PageChromeFlags({ locale, page }: { locale: string; page: Page }) {
  const override = await getMenuOverride(locale as LocaleCode, page)
  const attributes = chromeFlagAttributes({ ...page.settings, menu_override: override })
  if (Object.keys(attributes).length === 0) return null
  const t = await siteTranslator(locale as LocaleCode)
  return (
    <>
      <div hidden data-page-flags="" {...attributes} />
      {override.length > 0 ? (
        <nav
          className="chrome-override"
          aria-label={t('chrome.menu.override')}
          data-chrome="menu-override"
        >
          <ul>
            {override.map((link, index) => (
              <li key={link.id ?? index}>
                <Link href={siteHref(locale, link.url)}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  )
}
