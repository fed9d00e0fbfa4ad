import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { AnchorScroll } from '@/blocks/AnchorScroll'
import { withFooterNewsletter } from '@/components/chrome/chrome-model'
import { DisclaimerBar } from '@/components/chrome/DisclaimerBar'
import { SiteFooter } from '@/components/chrome/SiteFooter'
import { SiteHeader } from '@/components/chrome/SiteHeader'
import { SupportChatLazy } from '@/components/lazy-entries'
import { ImageReveal } from '@/components/media/ImageReveal'
import { SiteProvider } from '@/components/SiteContext'
import { ConsentHost } from '@/consent/ConsentHost'
import { getMenuItems } from '@/content/chrome'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { type ClientStringGroup, pickStrings } from '@/i18n/client-strings'
import { DEFAULT_LOCALE, getLocale, isLocale, LOCALE_CODES } from '@/i18n/locales'
import { allStrings } from '@/i18n/strings'
import { ModalHost } from '@/modals/ModalHost'
import { PreviewBar } from '@/preview/PreviewBar'
import { chatAdapterFor } from '@/support-chat/chat-adapter'
import { PageViewTracker } from '@/tracking/PageViewTracker'
import '../site.css'

export const dynamicParams = true

export function generateStaticParams() {
  return LOCALE_CODES.map((locale) => ({ locale }))
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#14213d' }

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const { locale } = await params
  const code = isLocale(locale) ? locale : DEFAULT_LOCALE
  const options = await getSiteOptions(code)
  return { title: { default: options.site_name, template: `%s · ${options.site_name}` } }
}

/**
 * The site's root layout (the admin has its own). An unknown locale segment still gets a
 * document, in the default locale's language, so that its page can answer with the not-found
 * template and HTTP 404.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale: segment } = await params
  const locale = isLocale(segment) ? segment : DEFAULT_LOCALE
  const info = getLocale(locale)
  const [options, menuItems, t] = await Promise.all([
    getSiteOptions(locale),
    getMenuItems(locale),
    siteTranslator(locale),
  ])
  // The server chrome reads any text; the client gets only the site group (and en-us's cart
  // and chat), feature texts come with the features (ClientStrings). One translator for both.
  const strings = withFooterNewsletter(allStrings(t), options.footer_newsletter)
  // en-us only (the support-chat capability): every other locale renders and loads none of it.
  const chat = chatAdapterFor(locale, {
    SUPPORT_CHAT_SCRIPT_URL: process.env.SUPPORT_CHAT_SCRIPT_URL,
    SUPPORT_CHAT_KEY: process.env.SUPPORT_CHAT_KEY,
  })
  const groups: ClientStringGroup[] = ['site']
  if (info.capabilities.cart) groups.push('cart')
  if (chat) groups.push('chat')
  const clientStrings = withFooterNewsletter(pickStrings(t, groups), options.footer_newsletter)
  return (
    <html lang={info.htmlLang} data-locale={locale}>
      <body>
        <SiteProvider value={{ locale, strings: clientStrings }}>
          <a className="skip-link" href="#main">
            {strings['a11y.skipToContent']}
          </a>
          <PreviewBar t={t} />
          <SiteHeader locale={locale} items={menuItems} options={options} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <DisclaimerBar locale={locale} options={options} strings={strings} />
          <SiteFooter locale={locale} items={menuItems} options={options} strings={strings} />
          <PageViewTracker />
          <ConsentHost />
          <ModalHost searchPageUrl={options.search_page_url ?? null} />
          <AnchorScroll />
          <ImageReveal />
          {chat ? <SupportChatLazy setup={chat.setup()} /> : null}
        </SiteProvider>
      </body>
    </html>
  )
}
