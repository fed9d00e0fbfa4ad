import { describe, expect, it } from 'vitest'
import { stringsFor } from '@/i18n/strings'
import type { Cocktail, Media, News, Product } from '@/payload-types'
import {
  buildMainLinks,
  buildPanel,
  buildPanelContents,
  chromeFlagAttributes,
  disclaimerVariant,
  type LatestPosts,
  type MenuItem,
  mainItems,
  newsletterItem,
  newsletterTexts,
  searchHref,
  splitFooterLinks,
  TASTES,
  type Taste,
  tasteHref,
  withFooterNewsletter,
} from './chrome-model'

const media = (id: number): Media =>
  ({ id, url: `/media/${id}.jpg`, width: 800, height: 600, alt: `image ${id}` }) as Media
const cocktail = (slug: string, available = true): Cocktail =>
  ({ id: slug.length, title: slug, slug, available, cover: media(1) }) as Cocktail
const product = (slug: string): Product =>
  ({ id: slug.length, title: slug, slug, image: media(2) }) as Product
const news = (title: string): News => ({ id: 1, title, cover: media(3) }) as News

const items: MenuItem[] = [
  { title: 'Collection', url: '/collection/', panel: 'collection' },
  { title: 'Cocktails', url: '/cocktails/', panel: 'cocktails' },
  { title: 'La Maison', url: '/la-maison/', panel: 'la-maison' },
  { title: 'Newsletter', url: '/newsletter/', icon_link: true, secondary_link: true },
  { title: 'History', url: '/la-maison/history/', secondary_link: true },
  { title: 'Contact', url: '/contact-us/', secondary_link: true },
]
const latest: LatestPosts = {
  news: [news('A'), news('B'), news('C')],
  cocktails: [cocktail('sidecar'), cocktail('highball'), cocktail('sour')],
  collection: Array.from({ length: 8 }, (_, i) => product(`vs-${i}`)),
}
const tasteLabels = Object.fromEntries(TASTES.map((t) => [t, t.toUpperCase()])) as Record<
  Taste,
  string
>

describe('menu splits (SPEC §2.7)', () => {
  it('keeps secondary and icon links out of the header bar', () => {
    expect(mainItems(items).map((i) => i.title)).toEqual(['Collection', 'Cocktails', 'La Maison'])
  })
  it('footer primary = items not marked secondary; secondary = the others', () => {
    const { primary, secondary } = splitFooterLinks(items)
    expect(primary.map((i) => i.title)).toEqual(['Collection', 'Cocktails', 'La Maison'])
    expect(secondary.map((i) => i.title)).toEqual(['Newsletter', 'History', 'Contact'])
  })
  it('the newsletter icon is the icon link', () => {
    expect(newsletterItem(items)?.url).toBe('/newsletter/')
    expect(newsletterItem([])).toBeNull()
  })
})

describe('taste and search links', () => {
  it.each([
    ['fr-fr', '/cocktails/', 'soft', '/fr-fr/cocktails/?taste=soft'],
    ['en-us', '/cocktails', 'bitter', '/en-us/cocktails/?taste=bitter'],
    ['en-ww', '/cocktails/?view=grid', 'sour', '/en-ww/cocktails/?view=grid&taste=sour'],
  ] as const)('%s %s %s → %s', (locale, url, taste, expected) => {
    expect(tasteHref(locale, url, taste)).toBe(expected)
  })
  it('the five tastes of the spec, in order', () => {
    expect(TASTES).toEqual(['soft', 'creamy', 'sweet', 'sour', 'bitter'])
  })
  it.each([
    ['en-ww', '/search/', 'vsop', '/en-ww/search/?q=vsop'],
    ['fr-fr', '/recherche/', '  fine champagne ', '/fr-fr/recherche/?q=fine%20champagne'],
    ['en-ww', null, 'x&y', '/en-ww/search/?q=x%26y'],
    ['en-ww', '/search/', '   ', null],
    ['en-ww', '/search/', '', null],
  ] as const)('search in %s on %s for %j → %s', (locale, page, q, expected) => {
    expect(searchHref(locale, page, q)).toBe(expected)
  })
})

describe('panels (SPEC §2.7, §9 latest posts 3/3/8)', () => {
  it('cocktails: five taste links and the latest cocktails as cards', () => {
    const panel = buildPanel('fr-fr', items[1] as MenuItem, items, latest, tasteLabels)
    expect(panel?.links).toEqual(
      TASTES.map((t) => ({ label: t.toUpperCase(), href: `/fr-fr/cocktails/?taste=${t}` })),
    )
    expect(panel?.cards.map((c) => c.href)).toEqual([
      '/fr-fr/cocktails/sidecar/',
      '/fr-fr/cocktails/highball/',
      '/fr-fr/cocktails/sour/',
    ])
    expect(panel?.cards[0]?.image?.src).toBe('/media/1.jpg')
  })
  it('cocktails: the editor’s selection wins over the latest, unavailable ones dropped', () => {
    const item: MenuItem = {
      ...(items[1] as MenuItem),
      panel_content_v2: {
        selected_cocktails: [cocktail('picked'), cocktail('hidden', false), 42],
      },
    }
    const panel = buildPanel('en-ww', item, items, latest, tasteLabels)
    expect(panel?.cards.map((c) => c.title)).toEqual(['picked'])
  })
  it('collection: its sub-links and the 8 latest products', () => {
    const item: MenuItem = {
      ...(items[0] as MenuItem),
      panel_content_v2: { sublinks_collection: [{ label: 'VSOP', url: '/collection/vsop/' }] },
    }
    const panel = buildPanel('en-us', item, items, latest, tasteLabels)
    expect(panel?.links).toEqual([{ label: 'VSOP', href: '/en-us/collection/vsop/' }])
    expect(panel?.cards).toHaveLength(8)
    expect(panel?.cards[0]?.href).toBe('/en-us/collection/vs-0/')
  })
  it('news: cards lead to the news page (news have no page of their own)', () => {
    const item: MenuItem = { title: 'News', url: '/news/', panel: 'news' }
    const panel = buildPanel('en-ww', item, [item], latest, tasteLabels)
    expect(panel?.cards.map((c) => [c.title, c.href])).toEqual([
      ['A', '/en-ww/news/'],
      ['B', '/en-ww/news/'],
      ['C', '/en-ww/news/'],
    ])
  })
  it('la-maison: menu items below its path become its links, journey cards its cards', () => {
    const item: MenuItem = {
      ...(items[2] as MenuItem),
      panel_content_v2: {
        journey_cards: [{ title: 'Harvest', url: '/journeys/harvest/', image: media(9) }],
      },
    }
    const panel = buildPanel('en-ww', item, items, latest, tasteLabels)
    expect(panel?.links).toEqual([{ label: 'History', href: '/en-ww/la-maison/history/' }])
    expect(panel?.cards).toEqual([
      {
        title: 'Harvest',
        href: '/en-ww/journeys/harvest/',
        image: expect.objectContaining({ src: '/media/9.jpg' }),
      },
    ])
  })
  it('every panel card offers only the sizes a 14rem / 60vw card can use (issue 16 item 3)', () => {
    const sized = {
      ...media(9),
      width: 2400,
      sizes: Object.fromEntries(
        [300, 600, 1000, 1600, 2000].map((w) => [`w${w}`, { url: `/media/9-${w}.webp`, width: w }]),
      ),
    } as Media
    const posts: LatestPosts = {
      news: [{ ...news('A'), cover: sized } as News],
      cocktails: [{ ...cocktail('sidecar'), cover: sized } as Cocktail],
      collection: [{ ...product('xo'), image: sized } as Product],
    }
    const panels = [
      { title: 'News', url: '/news/', panel: 'news' },
      ...items.slice(0, 3),
    ] as MenuItem[]
    for (const item of panels) {
      const withJourney: MenuItem =
        item.panel === 'la-maison'
          ? {
              ...item,
              panel_content_v2: { journey_cards: [{ title: 'J', url: '/j/', image: sized }] },
            }
          : item
      const card = buildPanel('en-ww', withJourney, items, posts, tasteLabels)?.cards[0]
      // 60% of 768 px at a pixel ratio of 2 is 922 px: the 1000 px file covers it.
      expect(card?.image?.srcSet, item.panel ?? '').toBe(
        '/media/9-300.webp 300w, /media/9-600.webp 600w, /media/9-1000.webp 1000w',
      )
    }
  })
  it('an item without a panel type has no panel', () => {
    expect(buildPanel('en-ww', items[4] as MenuItem, items, latest, tasteLabels)).toBeNull()
  })
  it('main links carry hrefs in the locale and their panel types, not their contents', () => {
    const links = buildMainLinks('zh-tw', items)
    expect(links.map((l) => [l.label, l.href, l.panel])).toEqual([
      ['Collection', '/zh-tw/collection/', { type: 'collection' }],
      ['Cocktails', '/zh-tw/cocktails/', { type: 'cocktails' }],
      ['La Maison', '/zh-tw/la-maison/', { type: 'la-maison' }],
    ])
  })
  it('panel contents are keyed by the same ids as the main links', () => {
    const withIds = items.map((item, i) => (i === 1 ? { ...item, id: 'menu-cocktails' } : item))
    const ids = buildMainLinks('fr-fr', withIds).map((l) => l.id)
    const contents = buildPanelContents('fr-fr', withIds, latest, tasteLabels)
    expect(Object.keys(contents)).toEqual(ids)
    expect(ids[1]).toBe('menu-cocktails')
    expect(contents['menu-cocktails']?.cards.map((c) => c.href)).toEqual([
      '/fr-fr/cocktails/sidecar/',
      '/fr-fr/cocktails/highball/',
      '/fr-fr/cocktails/sour/',
    ])
  })
})

describe('disclaimer bar variant (SPEC §2.7)', () => {
  it.each([
    ['zh-tw', true, 'image'],
    ['zh-tw', false, 'text'],
    ['en-za', true, 'banner'],
    ['en-za', false, 'banner'],
    ['fr-fr', true, 'text'],
    ['en-ww', false, 'text'],
  ] as const)('%s (banner image: %s) → %s', (locale, hasImage, expected) => {
    expect(disclaimerVariant(locale, hasImage)).toBe(expected)
  })
})

describe('page flags as data attributes (SPEC §2.4)', () => {
  it.each([
    [null, {}],
    [{}, {}],
    [{ remove_footer: true }, { 'data-remove-footer': 'true' }],
    [
      { disable_locale: true, disable_menu: true },
      { 'data-disable-locale': 'true', 'data-disable-menu': 'true' },
    ],
    [{ disable_language_dropdown: true }, { 'data-disable-language-dropdown': 'true' }],
    [{ menu_override: [{ title: 'A', url: '/a/' }] }, { 'data-menu-override': 'true' }],
    [{ menu_override: [] }, {}],
    [{ menuIsDark: true }, { 'data-menu-dark': 'true' }],
    [{ menuIsDark: true, templateV2: true }, {}],
  ])('%j → %j', (settings, expected) => {
    expect(chromeFlagAttributes(settings)).toEqual(expected)
  })
})

describe('withFooterNewsletter: one consent text per locale, the editors’ (issue 12)', () => {
  const strings = stringsFor('en-ww')
  it('puts the footer newsletter options in place of the defaults, for every newsletter form', () => {
    const merged = withFooterNewsletter(strings, {
      title: 'News from the cellar',
      checkbox_text: 'I agree to receive news. I am of legal drinking age.',
      success_label: '',
    })
    const texts = newsletterTexts(merged)
    expect(texts.title).toBe('News from the cellar')
    expect(texts.consent).toBe('I agree to receive news. I am of legal drinking age.')
    // An empty option keeps the default.
    expect(texts.successLabel).toBe(strings['chrome.newsletter.successLabel'])
    expect(texts.cta).toBe(strings['chrome.newsletter.submit'])
    // The input is not changed.
    expect(strings['chrome.newsletter.title']).toBe('Newsletter')
  })

  it('keeps every default when the locale has no options', () => {
    expect(newsletterTexts(withFooterNewsletter(strings, undefined))).toEqual(
      newsletterTexts(strings),
    )
  })
})
