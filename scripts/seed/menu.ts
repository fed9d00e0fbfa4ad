import type { Payload } from 'payload'
import type { LocaleCode } from '../../src/i18n/locales'
import type { MainMenu } from '../../src/payload-types'

type MenuItem = NonNullable<MainMenu['items']>[number]
type Link = MenuItem['link']

/** A link to a page or document by reference: its address follows the target's slug. */
const linkTo = (relationTo: 'pages' | 'products' | 'journeys', value: number): Link => ({
  type: 'internal',
  doc: { relationTo, value } as Link['doc'],
})

/**
 * The main menu of one locale, built from what the seed made: each entry links to a page (by
 * reference, so its address follows the page's slug in that locale) and takes the page's title
 * in that locale. Entries whose page is not available in the locale are left out: the menu never
 * links to a 404. The panels' links and cards link to pages, products and journeys the same way.
 */
export async function buildMenu(payload: Payload, locale: LocaleCode): Promise<MenuItem[]> {
  const page = async (enWwPath: string) => {
    const found = await payload.find({
      collection: 'pages',
      locale: 'en-ww',
      where: { path: { equals: enWwPath } },
      limit: 1,
      depth: 0,
    })
    const id = found.docs[0]?.id
    if (id === undefined) return null
    const doc = await payload.findByID({
      collection: 'pages',
      id,
      locale,
      fallbackLocale: false,
      depth: 0,
    })
    return doc.available && doc.path ? { id, title: doc.title } : null
  }
  const docs = async (
    collection: 'news' | 'cocktails' | 'products' | 'journeys',
    limit: number,
    sort: string,
  ) =>
    (
      await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        where: { available: { equals: true } },
        limit,
        sort,
        depth: 0,
      })
    ).docs

  const items: MenuItem[] = []
  const add = async (enWwPath: string, extra: Partial<MenuItem> = {}) => {
    const p = await page(enWwPath)
    if (p) {
      items.push({
        title: p.title,
        link: linkTo('pages', p.id),
        ...extra,
      })
    }
    return p
  }

  const news = await docs('news', 2, '-date')
  const [articles, videos, shows] = await Promise.all([
    page('/articles/'),
    page('/videos/'),
    page('/shows/'),
  ])
  const newsPage = await page('/news/')
  await add('/collection/', {
    key: 'collection',
    panel: 'collection',
    panel_content_v2: {
      sublinks_collection: (await docs('products', 4, 'sort_order')).map((p) => ({
        label: p.title,
        link: linkTo('products', p.id),
        push: p.id,
      })),
    },
  })
  await add('/cocktails/', {
    key: 'cocktails',
    panel: 'cocktails',
    panel_content_v2: {
      selected_cocktails: (await docs('cocktails', 3, '-date')).map((c) => c.id),
    },
  })
  await add('/news/', {
    key: 'news',
    panel: 'news',
    panel_content_v2: {
      sublinks_news: [
        newsPage && {
          label: newsPage.title,
          link: linkTo('pages', newsPage.id),
          type: 'news' as const,
        },
        articles && {
          label: articles.title,
          link: linkTo('pages', articles.id),
          type: 'articles' as const,
        },
        videos && {
          label: videos.title,
          link: linkTo('pages', videos.id),
          type: 'videos' as const,
        },
        shows && { label: shows.title, link: linkTo('pages', shows.id), type: 'shows' as const },
      ].filter((x) => x !== null),
      selected_news: news.map((n) => n.id),
    },
  })
  await add('/la-maison/', {
    key: 'la-maison',
    panel: 'la-maison',
    panel_content_v2: {
      journey_cards: (await docs('journeys', 3, 'title'))
        .filter((j) => typeof j.cover === 'number')
        .map((j) => ({
          image: j.cover as number,
          title: j.title,
          link: linkTo('journeys', j.id),
        })),
    },
  })
  // The visit-us panel leads to what a visitor comes for: booking a visit, the house's events
  // and where to buy (issue 13), each with a card in the locale's words.
  const covers = (await docs('journeys', 3, 'title'))
    .map((j) => j.cover)
    .filter((c): c is number => typeof c === 'number')
  const findUs = (
    await Promise.all(
      ['/cordon-bleu-your-journey-book-visit/', '/event-finder/', '/store-locator/'].map(page),
    )
  ).flatMap((p, i) => {
    const image = covers[i % Math.max(covers.length, 1)]
    return p && image !== undefined
      ? [{ card_image: image, title: p.title, link: linkTo('pages', p.id) }]
      : []
  })
  await add('/visit-us/', {
    key: 'visit-us',
    panel: 'visit-us',
    panel_content_v2: { cards_pushs: findUs },
  })
  await add('/newsletter/', { key: 'newsletter', icon_link: true, secondary_link: true })
  for (const path of [
    '/store-locator/',
    '/event-finder/',
    '/contact-us/',
    '/la-maison/history/',
    '/terms-and-conditions/',
    '/privacy-policy/',
    '/cookie-policy/',
  ]) {
    await add(path, { secondary_link: true })
  }
  return items
}
