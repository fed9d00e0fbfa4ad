/**
 * What the header, mobile panel, footer and disclaimer show, computed from the CMS data of one
 * locale (SPEC §2.4, §2.7). Pure functions: no React, no I/O, so the rules have table tests and
 * the client components get small serializable props.
 */
import { type ClientImage, clientImage, imageSources } from '@/components/media/image-sources'
import type { StringKey } from '@/i18n/strings'
import type { Cocktail, MainMenu, Media, News, Page, Product, SiteOption } from '@/payload-types'
import { siteHref } from '@/routing/site-href'

/** A menu entry as stored: its link names a document or an external URL. */
export type StoredMenuItem = NonNullable<MainMenu['items']>[number]
/**
 * A menu entry as the chrome uses it: its link resolved to a path below the locale (`/cocktails/`)
 * or an external URL (src/content/menu-links.ts).
 */
export type MenuItem = Omit<StoredMenuItem, 'link' | 'panel_content_v2'> & {
  url: string
  panel_content_v2?: MenuPanelContent | null
}
/** A panel's contents as stored: its links and cards name documents or external URLs. */
export type StoredMenuPanel = NonNullable<StoredMenuItem['panel_content_v2']>
type PanelLinks = 'sublinks_news' | 'sublinks_collection' | 'cards_pushs' | 'journey_cards'
type WithUrl<T> = Omit<T, 'link'> & { url: string }
/** A panel's contents with each link and card resolved to its address, as entries' links are. */
export type MenuPanelContent = Omit<StoredMenuPanel, PanelLinks> & {
  [K in PanelLinks]?: WithUrl<NonNullable<StoredMenuPanel[K]>[number]>[] | null
}
export type PanelType = NonNullable<MenuItem['panel']>

/** SPEC §2.7: the cocktails panel links to the cocktails page with one of these tastes. */
export const TASTES = ['soft', 'creamy', 'sweet', 'sour', 'bitter'] as const
export type Taste = (typeof TASTES)[number]

export const DEFAULT_SEARCH_PAGE = '/search/'

export interface NavLink {
  label: string
  href: string
}

/** How wide a header panel card's picture is drawn (PanelCards): 14rem beside the menu, 60vw below 769 px. */
export const PANEL_CARD_SIZES = '(min-width: 769px) 14rem, 60vw'
/** The widest of those in CSS pixels: 60% of a 768 px viewport. */
const PANEL_CARD_WIDEST = 0.6 * 768

export interface Card {
  title: string
  href: string
  image: ClientImage | null
}

/** What a panel shows once open: fetched on demand (buildPanelContents, /api/header-panels/). */
export interface PanelContent {
  links: NavLink[]
  cards: Card[]
}

export interface Panel extends PanelContent {
  type: PanelType
}

/**
 * A main link as every page's header gets it: its panel's type only. The panel's links and cards
 * (about 11 KB per locale, most of it card srcsets) are drawn only when a panel opens, so they are
 * not in every page's HTML but fetched once, on the first hover or focus of the menu.
 */
export interface MainLink extends NavLink {
  id: string
  panel: { type: PanelType } | null
}

/** The latest posts of the header panels (SPEC §9: 3 news, 3 cocktails, 8 products). */
export interface LatestPosts {
  news: News[]
  cocktails: Cocktail[]
  collection: Product[]
}

/** Main links of the header bar: items that are neither secondary nor shown as an icon. */
export function mainItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => !item.secondary_link && !item.icon_link)
}

/** SPEC §2.7 footer: primary links are the main-menu items not marked secondary. */
export function splitFooterLinks(items: readonly MenuItem[]): {
  primary: MenuItem[]
  secondary: MenuItem[]
} {
  return {
    primary: items.filter((item) => !item.secondary_link),
    secondary: items.filter((item) => item.secondary_link),
  }
}

/** The newsletter icon of the header: the first icon link of the menu, if any. */
export function newsletterItem(items: readonly MenuItem[]): MenuItem | null {
  return items.find((item) => item.icon_link) ?? null
}

/** `/fr-fr/cocktails/?taste=sour` from the cocktails item's URL. */
export function tasteHref(locale: string, cocktailsUrl: string, taste: Taste): string {
  const href = siteHref(locale, cocktailsUrl)
  return `${href}${href.includes('?') ? '&' : '?'}taste=${taste}`
}

/**
 * SPEC §2.7 search: the configured search page with `?q=`; null for a blank query (the caller
 * then focuses the input instead of navigating).
 */
export function searchHref(
  locale: string,
  searchPageUrl: string | null | undefined,
  query: string,
): string | null {
  const q = query.trim()
  if (q === '') return null
  return `${siteHref(locale, searchPageUrl || DEFAULT_SEARCH_PAGE)}?q=${encodeURIComponent(q)}`
}

const isMedia = (value: unknown): value is Media =>
  typeof value === 'object' && value !== null && 'url' in value

const populated = <T extends { available?: boolean | null }>(
  values: ReadonlyArray<number | T> | null | undefined,
): T[] =>
  (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null && v.available !== false)

/**
 * Sub-links for a panel that has none of its own: the other menu items below the item's path
 * (`/la-maison/history/` under `/la-maison/`), so editors fill a panel by adding menu items.
 */
function childLinks(locale: string, item: MenuItem, items: readonly MenuItem[]): NavLink[] {
  const base = item.url.endsWith('/') ? item.url : `${item.url}/`
  return items
    .filter((other) => other !== item && other.url !== base && other.url.startsWith(base))
    .map((other) => ({ label: other.title, href: siteHref(locale, other.url) }))
}

/**
 * The panel of one main link (SPEC §2.7): links on the left, cards on the right. A card leads to
 * its document's page (every content type has detail pages).
 */
export function buildPanel(
  locale: string,
  item: MenuItem,
  items: readonly MenuItem[],
  latest: LatestPosts,
  tasteLabels: Record<Taste, string>,
): Panel | null {
  if (!item.panel) return null
  const content = item.panel_content_v2 ?? {}
  const href = (url: string) => siteHref(locale, url)
  const detail = (segment: 'collection' | 'cocktails', slug: string | null | undefined) =>
    slug ? href(`/${segment}/${slug}/`) : href(item.url)
  const pushes: Card[] = (content.cards_pushs ?? []).map((c) => ({
    title: c.title ?? '',
    href: href(c.url),
    image: clientImage(
      imageSources(isMedia(c.card_image) ? c.card_image : null),
      PANEL_CARD_WIDEST,
    ),
  }))
  let links: NavLink[] = []
  let cards: Card[] = []
  switch (item.panel) {
    case 'news': {
      links = (content.sublinks_news ?? []).map((l) => ({ label: l.label, href: href(l.url) }))
      const selected = populated<News>(content.selected_news)
      // News have no page of their own: a card leads to the news page.
      cards = (selected.length ? selected : latest.news).map((n) => ({
        title: n.title,
        href: href(item.url),
        image: clientImage(
          imageSources(isMedia(n.thumbnail) ? n.thumbnail : isMedia(n.cover) ? n.cover : null),
          PANEL_CARD_WIDEST,
        ),
      }))
      break
    }
    case 'collection': {
      links = (content.sublinks_collection ?? []).map((l) => ({
        label: l.label,
        href: href(l.url),
      }))
      cards = latest.collection.map((p) => ({
        title: p.title,
        href: detail('collection', p.slug),
        image: clientImage(
          imageSources(isMedia(p.image) ? p.image : isMedia(p.cover) ? p.cover : null),
          PANEL_CARD_WIDEST,
        ),
      }))
      break
    }
    case 'cocktails': {
      links = TASTES.map((taste) => ({
        label: tasteLabels[taste],
        href: tasteHref(locale, item.url, taste),
      }))
      const selected = populated<Cocktail>(content.selected_cocktails)
      cards = (selected.length ? selected : latest.cocktails).map((c) => ({
        title: c.title,
        href: detail('cocktails', c.slug),
        image: clientImage(imageSources(isMedia(c.cover) ? c.cover : null), PANEL_CARD_WIDEST),
      }))
      break
    }
    default: {
      links = childLinks(locale, item, items)
      cards = (content.journey_cards ?? []).map((j) => ({
        title: j.title,
        href: href(j.url),
        image: clientImage(imageSources(isMedia(j.image) ? j.image : null), PANEL_CARD_WIDEST),
      }))
    }
  }
  if (links.length === 0 && item.panel !== 'cocktails') {
    links = childLinks(locale, item, items)
  }
  return { type: item.panel, links, cards: [...cards, ...pushes] }
}

/** A main link's id: the menu entry's, else its position (the same in the page and the panels). */
const mainLinkId = (item: MenuItem, index: number) => item.id ?? `item-${index}`

/** The header's main links, each with its panel's type, ready for the client components. */
export function buildMainLinks(locale: string, items: readonly MenuItem[]): MainLink[] {
  return mainItems(items).map((item, index) => ({
    id: mainLinkId(item, index),
    label: item.title,
    href: siteHref(locale, item.url),
    panel: item.panel ? { type: item.panel } : null,
  }))
}

/** Each main link's panel contents, by the link's id (served by /api/header-panels/{locale}/). */
export function buildPanelContents(
  locale: string,
  items: readonly MenuItem[],
  latest: LatestPosts,
  tasteLabels: Record<Taste, string>,
): Record<string, PanelContent> {
  const contents: Record<string, PanelContent> = {}
  mainItems(items).forEach((item, index) => {
    const panel = buildPanel(locale, item, items, latest, tasteLabels)
    if (panel) contents[mainLinkId(item, index)] = { links: panel.links, cards: panel.cards }
  })
  return contents
}

export type DisclaimerVariant = 'image' | 'banner' | 'text'

/**
 * SPEC §2.7 sticky disclaimer bar: zh-tw shows a black banner image, en-za a white banner with
 * text and logo, every other locale uppercase text. A locale whose banner image is missing falls
 * back to the text, so the legal notice is never empty.
 */
export function disclaimerVariant(locale: string, hasBannerImage: boolean): DisclaimerVariant {
  if (locale === 'zh-tw' && hasBannerImage) return 'image'
  if (locale === 'en-za') return 'banner'
  return 'text'
}

export type PageSettings = NonNullable<Page['settings']>
/** A page's menu override entry with its link resolved (src/content/menu-links.ts). */
export type MenuOverrideLink = WithUrl<NonNullable<PageSettings['menu_override']>[number]>
/**
 * The settings the chrome flags read, the menu override resolved: entries whose target is gone
 * or unavailable are not counted, so an override that links nowhere leaves the main menu shown.
 */
export type ChromeFlagSettings = Omit<PageSettings, 'menu_override'> & {
  menu_override?: readonly MenuOverrideLink[] | null
}

/**
 * The page flags of SPEC §2.4 that change the chrome, as data attributes on a marker the page
 * renders; site CSS hides the chrome from them (`body:has(…)`), so they work without JavaScript
 * on statically generated pages. Keys are attribute names, values always "true".
 */
export function chromeFlagAttributes(
  settings: ChromeFlagSettings | null | undefined,
): Record<string, 'true'> {
  const s = settings ?? {}
  const flags: Record<string, boolean> = {
    'data-disable-locale': Boolean(s.disable_locale),
    'data-remove-footer': Boolean(s.remove_footer),
    'data-disable-menu': Boolean(s.disable_menu),
    'data-disable-language-dropdown': Boolean(s.disable_language_dropdown),
    'data-menu-override': (s.menu_override ?? []).length > 0,
    // SPEC §2.4: the menu's dark styling follows menuIsDark unless the page uses templateV2.
    'data-menu-dark': Boolean(s.menuIsDark) && !s.templateV2,
  }
  return Object.fromEntries(
    Object.entries(flags)
      .filter(([, on]) => on)
      .map(([name]) => [name, 'true' as const]),
  )
}

/** The texts of a newsletter form (footer, webform modal). */
export interface NewsletterTexts {
  title: string
  label: string
  consent: string
  cta: string
  successTitle: string
  successLabel: string
}

const FOOTER_NEWSLETTER_KEYS = {
  title: 'chrome.newsletter.title',
  label: 'chrome.newsletter.email',
  checkbox_text: 'chrome.newsletter.consent',
  cta_label: 'chrome.newsletter.submit',
  success_title: 'chrome.newsletter.successTitle',
  success_label: 'chrome.newsletter.successLabel',
} as const satisfies Record<string, StringKey>

/**
 * The site's texts with the editors' footer newsletter options (SPEC §2.7) in place of the
 * defaults, merged once per request: every newsletter form of the locale (footer, webform modal)
 * then shows one consent text, the one the editors wrote with its legal-age statement.
 */
export function withFooterNewsletter<S extends Partial<Record<StringKey, string>>>(
  strings: S,
  options: SiteOption['footer_newsletter'],
): S {
  const merged = { ...strings }
  for (const [field, key] of Object.entries(FOOTER_NEWSLETTER_KEYS)) {
    const value = options?.[field as keyof typeof FOOTER_NEWSLETTER_KEYS]
    if (typeof value === 'string' && value.trim()) merged[key as StringKey] = value
  }
  return merged
}

/** A newsletter form's texts from the site's texts (see withFooterNewsletter). */
export function newsletterTexts(strings: Record<StringKey, string>): NewsletterTexts {
  return {
    title: strings['chrome.newsletter.title'],
    label: strings['chrome.newsletter.email'],
    consent: strings['chrome.newsletter.consent'],
    cta: strings['chrome.newsletter.submit'],
    successTitle: strings['chrome.newsletter.successTitle'],
    successLabel: strings['chrome.newsletter.successLabel'],
  }
}
