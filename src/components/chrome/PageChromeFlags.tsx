import Link from 'next/link'
import { translator } from '@/i18n/strings'
import type { Page } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import { chromeFlagAttributes } from './chrome-model'

/**
 * The page flags of SPEC §2.4 that change the chrome. The locale layout renders the header and
 * footer without knowing the page, so the page leaves a marker with data attributes and the
 * chrome's CSS hides what the flags ask (`body:has([data-page-flags][data-remove-footer])`):
 * static HTML, right without JavaScript. A menu override is rendered here, in place of the main
 * links, which the same CSS hides.
 */
export function PageChromeFlags({ locale, page }: { locale: string; page: Page }) {
  const attributes = chromeFlagAttributes(page.settings)
  const override = page.settings?.menu_override ?? []
  if (Object.keys(attributes).length === 0) return null
  const t = translator(locale)
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
