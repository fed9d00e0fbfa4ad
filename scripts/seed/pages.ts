import type { CollectionSlug, Payload } from 'payload'
import {
  DEFAULT_LOCALE,
  getLocale,
  type Language,
  LOCALE_CODES,
  type LocaleCode,
} from '../../src/i18n/locales'
import type { Page } from '../../src/payload-types'
import type { TemplateName } from '../../src/templates/names'
import {
  PAGES_COPY,
  type PageCopy,
  type PageImageKey,
  type PageKey,
  type PagesCopy,
} from './data/pages'
import { VISIT_KEYS } from './data/visits'
import { type SeededFormKey, seededFormIds, wordsOf } from './forms'
import { seedImage } from './images'
import { richText } from './lexical'
import { PAGE_IMAGES } from './pages-images'
import { sliceTexts } from './texts'
import { type SeedReport, seedContext, upsertLocalized } from './upsert'

/**
 * Demo pages: one page for every template of SPEC §2.2 that has a place in a site map (all but
 * not-found and preview; home and the house pages come from run-seed.ts), in all 18 locales,
 * together using every page block layout. Slugs are the same in every locale except where the
 * en-ww ↔ en-us table says otherwise (only the house: /the-house/craftsmanship/).
 */

type PageBlock = NonNullable<Page['layout']>[number]
type PageSettings = NonNullable<Page['settings']>

/** Documents of the other domains that blocks point at, by their en-ww slugs. */
const REFERENCES = {
  articles: ['the-art-of-blending', 'a-year-in-the-vineyard', 'inside-the-paradise-cellar'],
  cocktails: ['sidecar', 'julep', 'float'],
  sessions: ['the-art-of-tasting', 'from-vine-to-glass'],
  videos: ['the-making-of-xo', 'harvest-2026'],
  products: ['cordon-bleu', 'v-s-o-p', 'blue-swift', 'xo'],
} as const satisfies Partial<Record<CollectionSlug, readonly string[]>>

type RefCollection = keyof typeof REFERENCES
type Refs = Record<RefCollection, number[]>

/** Relationship blocks: the layout and the field holding the references. */
const RELATION_FIELDS = {
  related_articles_slice: 'articles',
  related_cocktails_slice: 'cocktails',
  related_sessions_slice: 'sessions',
  videos_gallery_slice: 'videos',
  product_slider_slice: 'products',
} as const satisfies Partial<Record<PageBlock['blockType'], RefCollection>>

interface Ctx {
  locale: LocaleCode
  lang: Language
  t: PagesCopy
  page: PageCopy
  img: Record<PageImageKey, number>
  refs: Refs
  /** The house's slug in this locale (`the-house` in en-us). */
  house: string
  /** The seeded forms' ids (scripts/seed/forms.ts). */
  forms: Record<SeededFormKey, number>
}

interface PageDef {
  key: PageKey
  /** The en-ww path: how the seed finds the page again. */
  path: string
  slug: string
  template: TemplateName
  /** Another demo page, or the lead's house page. */
  parent?: PageKey | 'house'
  settings?: (ctx: Ctx) => Partial<PageSettings>
  /**
   * The page's own menu links (settings.menu_override), each to a demo page by reference: its
   * address follows that page's slug in each locale. Written once every page exists (a page may
   * list itself).
   */
  menu?: (ctx: Ctx) => { title: string; page: PageKey | 'house' }[]
  noIndex?: boolean
  shareImage?: PageImageKey
  layout: (ctx: Ctx) => PageBlock[]
}

// Block builders: small, so each page reads as its list of blocks.
const heading = (c: Ctx): PageBlock => ({
  blockType: 'title_headline_slice',
  title: c.page.headline,
})
const intro = (c: Ctx): PageBlock => ({
  blockType: 'richtext_slice',
  content: richText(c.page.intro),
})
const cta = (label: string, url: string, position: 'center' | 'left' | 'right'): PageBlock => ({
  blockType: 'squared_cta',
  label,
  url,
  position,
})
const booking = '/cordon-bleu-your-journey-book-visit/'

export const PAGE_DEFS: readonly PageDef[] = [
  {
    key: 'newsletter',
    path: '/newsletter/',
    slug: 'newsletter',
    template: 'newsletter',
    settings: () => ({ menuIsDark: true }),
    layout: (c) => [
      heading(c),
      intro(c),
      {
        blockType: 'button_web_form_slice',
        form: c.forms.newsletter,
        action: 'open_form',
        locale: c.lang,
        button_title: c.t.newsletterButton,
        button_color: 'red',
        button_align: 'center',
      },
    ],
  },
  {
    // Reached from the confirmation email of someone who already passed the age gate.
    key: 'newsletterThanks',
    path: '/newsletter/thank-you/',
    slug: 'thank-you',
    parent: 'newsletter',
    template: 'universal',
    settings: () => ({ bypass_age_gate: true, menuIsDark: true }),
    noIndex: true,
    layout: (c) => [heading(c), intro(c), cta(c.t.thanksCta, '/cocktails/', 'center')],
  },
  {
    key: 'videoCard',
    path: '/video-card/',
    slug: 'video-card',
    template: 'video-card-landing',
    layout: (c) => [heading(c), intro(c), cta(c.t.videoCardCta, '/video-card/create/', 'left')],
  },
  {
    // A focused three-step flow: no main menu to wander off into.
    key: 'videoCardCreate',
    path: '/video-card/create/',
    slug: 'create',
    parent: 'videoCard',
    template: 'video-card-generator',
    settings: () => ({ disable_menu: true }),
    layout: (c) => [heading(c), intro(c)],
  },
  {
    // A personal card opened from a shared link: not for search engines.
    key: 'videoCardShare',
    path: '/video-card/share/',
    slug: 'share',
    parent: 'videoCard',
    template: 'video-card-sharing',
    noIndex: true,
    layout: (c) => [
      heading(c),
      intro(c),
      cta(c.t.videoCardShareCta, '/video-card/create/', 'center'),
    ],
  },
  {
    key: 'masterclass',
    path: '/masterclass/',
    slug: 'masterclass',
    template: 'masterclass-hub',
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'related_sessions_slice', title: c.t.sessionsTitle, sessions: c.refs.sessions },
    ],
  },
  {
    key: 'shows',
    path: '/shows/',
    slug: 'shows',
    template: 'shows',
    layout: (c) => [
      heading(c),
      intro(c),
      {
        blockType: 'line_up_slice',
        title: c.t.lineUp.title,
        artists: [
          { title: 'Trio Charente', length: 45, place: c.t.lineUp.places[0] },
          { title: 'Lou Barrault', length: 30, place: c.t.lineUp.places[1] },
          // The spec's default length (5 minutes) for a short opening act.
          { title: 'Les Gabariers', length: 5, place: c.t.lineUp.places[2] },
        ],
      },
    ],
  },
  {
    key: 'contact',
    path: '/contact-us/',
    slug: 'contact-us',
    template: 'contact',
    layout: (c) => [
      heading(c),
      {
        blockType: 'text_image',
        type: 'normal',
        reverse: true,
        centre: false,
        background: 'cream',
        subtitle: c.t.contact.subtitle,
        title: c.t.contact.title,
        description: richText(c.t.contact.description),
        image: c.img.contactPortrait,
        buttons: [
          {
            button_link: {
              title: c.t.contact.emailButton,
              url: 'mailto:hello@maison-solaine.test',
            },
            button_color: 'blue',
            forward_querystring: false,
          },
        ],
      },
      intro(c),
      // The contact form in the page (issue 12); the mailto button above stays as a second way.
      { blockType: 'web_form_slice', form: c.forms.contact },
    ],
  },
  {
    key: 'craftsmanship',
    path: '/la-maison/craftsmanship/',
    slug: 'craftsmanship',
    parent: 'house',
    template: 'maison',
    shareImage: 'craftStill',
    layout: (c) => [
      heading(c),
      intro(c),
      {
        blockType: 'text_image_slice',
        type: 'big',
        reverse: false,
        centre: false,
        background: 'none',
        subtitle: c.t.craft.subtitle,
        title: c.t.craft.title,
        description: richText(c.t.craft.description),
        image: c.img.craftPortrait,
        buttons: [
          {
            button_link: { title: c.t.timelineCta, url: '/timeline/' },
            button_color: 'cream',
            forward_querystring: false,
          },
        ],
      },
      { blockType: 'image_slice', image: c.img.craftStill, legend: c.t.craft.imageLegend },
      {
        blockType: 'quote_slice',
        quote: c.t.craft.quote,
        label: c.t.craft.quoteLabel,
        author: c.t.craft.quoteAuthor,
      },
      {
        blockType: 'gallery_slice',
        title: c.t.craft.galleryTitle,
        images: (
          ['galleryVineyard', 'galleryCellar', 'galleryGlass', 'galleryCooper'] as const
        ).map((key, i) => ({ image: c.img[key], legend: c.t.craft.galleryLegends[i] })),
      },
    ],
  },
  {
    key: 'timeline',
    path: '/timeline/',
    slug: 'timeline',
    template: 'timeline',
    layout: (c) => [heading(c), intro(c), cta(c.t.timelineCta, `/${c.house}/history/`, 'center')],
  },
  {
    key: 'booking',
    path: booking,
    slug: 'cordon-bleu-your-journey-book-visit',
    template: 'booking',
    layout: (c) => [
      heading(c),
      intro(c),
      // Then the template's own booking flow (our registration, not an external iframe).
      {
        blockType: 'title_headline_slice',
        title: c.t.booking.title,
        headline: c.t.booking.description,
      },
    ],
  },
  {
    key: 'visitUs',
    path: '/visit-us/',
    slug: 'visit-us',
    template: 'visit-us',
    settings: () => ({ templateV2: true }),
    shareImage: 'visitHeader',
    // The header is listed second on purpose: the page still renders it first (SPEC §2.5).
    layout: (c) => [
      intro(c),
      {
        blockType: 'visit_us_header',
        background: c.img.visitHeader,
        title: c.t.visit.title,
        subtitle: c.t.visit.subtitle,
        buttons: [
          {
            button_link: { title: c.t.visit.bookButton, url: booking },
            button_color: 'red',
            forward_querystring: true,
          },
          // Anchor navigation (SPEC §2.5): down to the experiences block named below.
          {
            button_link: { title: c.t.visit.itemsTitle, url: '#experiences' },
            button_color: 'cream',
            forward_querystring: false,
          },
        ],
        description: c.t.visit.description,
        details: c.t.visit.details.map((detail) => ({ detail })),
        quote: {
          quote: c.t.visit.quote,
          label: c.t.visit.quoteLabel,
          author: c.t.visit.quoteAuthor,
        },
      },
      {
        blockType: 'items_section_slice',
        // The block's name is its anchor: the header's second button links to #experiences.
        blockName: 'experiences',
        title: c.t.visit.itemsTitle,
        items: (['visitTasting', 'visitCellarTour', 'visitVineyardWalk'] as const).map(
          (key, i) => ({
            image: c.img[key],
            title: c.t.visit.items[i] ?? '',
            button: {
              button_link: {
                title: c.t.visit.itemButton,
                url: `${booking}?visit=${VISIT_KEYS[i]}`,
              },
              button_color: 'cream' as const,
            },
          }),
        ),
      },
      {
        blockType: 'text_image_section_slice',
        title: c.t.visit.sectionTitle,
        slices: [
          {
            type: 'double',
            reverse: false,
            centre: false,
            background: 'cream',
            subtitle: c.t.visit.slices[0].subtitle,
            title: c.t.visit.slices[0].title,
            description: richText(c.t.visit.slices[0].description),
            image: c.img.visitCellarTour,
            image_secondary: c.img.galleryCellar,
          },
          {
            type: 'square',
            reverse: true,
            centre: true,
            background: 'none',
            subtitle: c.t.visit.slices[1].subtitle,
            title: c.t.visit.slices[1].title,
            description: richText(c.t.visit.slices[1].description),
            image: c.img.visitVineyardWalk,
          },
        ],
      },
      cta(c.t.visit.cta, '/visit-us/indigo-cordon-bleu/', 'center'),
    ],
  },
  {
    key: 'indigo',
    path: '/visit-us/indigo-cordon-bleu/',
    slug: 'indigo-cordon-bleu',
    parent: 'visitUs',
    template: 'universal',
    layout: (c) => [
      intro(c),
      // A slider of one image: a plain clickable image, no controls (SPEC §9: controls need 2).
      {
        blockType: 'image_slider_slice',
        images: [{ image: c.img.visitTasting, legend: c.t.indigo.caption }],
      },
      {
        blockType: 'advanced_text_image_slice',
        eyebrow: c.t.indigo.eyebrow,
        title: c.t.indigo.title,
        content: richText(c.t.indigo.content),
        image: c.img.indigoBottle,
        caption: c.t.indigo.caption,
        image_position: 'left',
        image_width: 'two_thirds',
        theme: 'dark',
        buttons: [
          {
            button_link: { title: c.t.indigo.button, url: booking },
            button_color: 'blue',
            forward_querystring: true,
          },
        ],
      },
    ],
  },
  {
    key: 'cocktails',
    path: '/cocktails/',
    slug: 'cocktails',
    template: 'cocktails-list',
    layout: (c) => [
      heading(c),
      intro(c),
      {
        blockType: 'related_cocktails_slice',
        title: c.t.cocktailsTitle,
        cocktails: c.refs.cocktails,
      },
    ],
  },
  {
    key: 'foodRecipes',
    path: '/food-recipes/',
    slug: 'food-recipes',
    template: 'food-recipes-list',
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'how_to_slice', title: c.t.howTo.title, steps: [...c.t.howTo.steps] },
    ],
  },
  {
    key: 'articles',
    path: '/articles/',
    slug: 'articles',
    template: 'articles-list',
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'related_articles_slice', title: c.t.articlesTitle, articles: c.refs.articles },
    ],
  },
  {
    key: 'videos',
    path: '/videos/',
    slug: 'videos',
    template: 'videos-list',
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'videos_gallery_slice', title: c.t.videosTitle, videos: c.refs.videos },
    ],
  },
  {
    key: 'qualification',
    path: '/qualification/',
    slug: 'qualification',
    template: 'qualification',
    layout: (c) => [
      heading(c),
      intro(c),
      // The trade qualification form in the page (issue 12)…
      { blockType: 'web_form_slice', form: c.forms['trade-qualification'] },
      {
        // …and the shorter trade enquiry in the webform modal.
        blockType: 'button_web_form_slice',
        form: c.forms['trade-enquiry'],
        action: 'open_cdbform',
        locale: c.lang,
        button_title: wordsOf(c.locale).enquiryTitle,
        button_color: 'cream',
        button_align: 'center',
      },
    ],
  },
  simplePage('playlists', '/playlists/', 'playlists', 'playlists'),
  {
    key: 'collection',
    path: '/collection/',
    slug: 'collection',
    template: 'collection',
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'product_slider_slice', title: c.t.productsTitle, products: c.refs.products },
      cta(c.t.comparatorCta, '/comparator/', 'right'),
    ],
  },
  simplePage('nftCollection', '/nft-collection/', 'nft-collection', 'nft-collection'),
  {
    key: 'comparator',
    path: '/comparator/',
    slug: 'comparator',
    template: 'comparator',
    layout: (c) => [heading(c), intro(c)],
  },
  {
    key: 'comparatorResults',
    path: '/comparator/results/',
    slug: 'results',
    parent: 'comparator',
    template: 'comparator-results',
    layout: (c) => [heading(c), intro(c), cta(c.t.connectedCta, '/collection/', 'center')],
  },
  simplePage('tags', '/tags/', 'tags', 'tags', { menuIsDark: true }),
  simplePage('search', '/search/', 'search', 'search', { menuIsDark: true }),
  simplePage('terms', '/terms-and-conditions/', 'terms-and-conditions', 'legals', {
    menuIsDark: true,
  }),
  simplePage('privacy', '/privacy-policy/', 'privacy-policy', 'legals', { menuIsDark: true }),
  simplePage('cookies', '/cookie-policy/', 'cookie-policy', 'legals', { menuIsDark: true }),
  simplePage('nutrition', '/nutritional-information/', 'nutritional-information', 'legals', {
    menuIsDark: true,
  }),
  // The store locator is one page for every market: its x-default alternate is the worldwide one.
  simplePage('storeLocator', '/store-locator/', 'store-locator', 'store-locator', {
    x_default: '/en-ww/store-locator/',
  }),
  {
    key: 'eventFinder',
    path: '/event-finder/',
    slug: 'event-finder',
    template: 'event-finder',
    // The template lists the events; no registration iframe (the demo's events have no
    // external registration address).
    layout: (c) => [heading(c), intro(c)],
  },
  {
    // Opened from the tag on a bottle's neck, on a phone: a light page without footer or
    // language selector (the tag already knows the market).
    key: 'connectedBottle',
    path: '/connected-bottle/',
    slug: 'connected-bottle',
    template: 'connected-bottle-landing',
    settings: () => ({ remove_footer: true, disable_language_dropdown: true }),
    layout: (c) => [
      heading(c),
      intro(c),
      { blockType: 'image_slice', image: c.img.carouselBottle },
      cta(c.t.connectedCta, '/collection/', 'center'),
    ],
  },
  {
    key: 'carousel',
    path: '/carousel/',
    slug: 'carousel',
    template: 'carousel',
    layout: (c) => [
      heading(c),
      {
        blockType: 'image_slider_slice',
        title: c.t.carouselTitle,
        images: (['carouselBottle', 'carouselCocktail', 'carouselHarvest'] as const).map(
          (key, i) => ({ image: c.img[key], legend: c.t.carouselLegends[i] }),
        ),
      },
      intro(c),
    ],
  },
  {
    // The gifting service has its own age gate artwork and its own short menu.
    key: 'noblige',
    path: '/noblesse/',
    slug: 'noblesse',
    template: 'noblige',
    settings: (c) => ({ custom_age_gate: true, age_gate_background: c.img.nobligeAgeGate }),
    menu: (c) => [
      { title: c.t.nobligeMenu[0], page: 'noblige' },
      { title: c.t.nobligeMenu[1], page: 'cocktails' },
      { title: c.t.nobligeMenu[2], page: 'house' },
    ],
    layout: (c) => [
      heading(c),
      intro(c),
      // A special link form (SPEC §2.9): opens the card form in a modal.
      cta(c.t.nobligeCta, `#form:noblige-card?action=open_form&locale=${c.lang}`, 'left'),
    ],
  },
  {
    // A personal card opened from a shared link: not for search engines.
    key: 'nobligeSharedCard',
    path: '/noblesse/shared-card/',
    slug: 'shared-card',
    parent: 'noblige',
    template: 'noblige-shared-card',
    noIndex: true,
    layout: (c) => [heading(c), intro(c), cta(c.t.sharedCardCta, '/noblesse/', 'center')],
  },
  {
    key: 'news',
    path: '/news/',
    slug: 'news',
    template: 'news',
    layout: (c) => [
      heading(c),
      {
        blockType: 'related_articles_slice',
        title: c.t.newsTitle,
        articles: [...c.refs.articles].reverse(),
      },
      intro(c),
    ],
  },
  simplePage('quizzJourneys', '/quizz-journeys/', 'quizz-journeys', 'quizz-journeys'),
]

/** A page with its headline and intro text only. */
function simplePage(
  key: PageKey,
  path: string,
  slug: string,
  template: TemplateName,
  settings?: Partial<PageSettings>,
): PageDef {
  return {
    key,
    path,
    slug,
    template,
    settings: settings ? () => settings : undefined,
    layout: (c) => [heading(c), intro(c)],
  }
}

/** Pages of the lead's seed (home, the house, its history) plus these. */
export const expectedPageCounts = { pages: 3 + PAGE_DEFS.length }

/** Every layout some demo page uses, read from the definitions with placeholder ids. */
export const SEEDED_BLOCK_LAYOUTS: ReadonlySet<string> = new Set(
  PAGE_DEFS.flatMap((def) => def.layout(placeholderCtx(def.key)).map((b) => b.blockType)),
)

function placeholderCtx(key: PageKey): Ctx {
  const t = PAGES_COPY.en
  const img = Object.fromEntries(Object.keys(PAGE_IMAGES).map((k) => [k, 0])) as Record<
    PageImageKey,
    number
  >
  const refs = Object.fromEntries(Object.keys(REFERENCES).map((k) => [k, []])) as unknown as Refs
  return {
    locale: DEFAULT_LOCALE,
    lang: 'en',
    t,
    page: t.pages[key],
    img,
    refs,
    house: 'la-maison',
    forms: {
      newsletter: 0,
      contact: 0,
      'trade-qualification': 0,
      'trade-enquiry': 0,
      'noblige-card': 0,
      event: 0,
    },
  }
}

/** Demo pages content in all 18 locales. Idempotent, like every seed domain. */
export async function seedPages(payload: Payload, report: SeedReport): Promise<void> {
  const img = await seedPageImages(payload)
  const refs = await findReferences(payload)
  const forms = await seededFormIds(payload)
  const house = await pageIdByPath(payload, '/la-maison/')
  if (house === null) throw new Error('seed: the house page (/la-maison/) must be seeded first')

  const ids = new Map<PageKey | 'house', number>([['house', house]])
  const targets: { id: number; def: PageDef; ctxFor: (locale: LocaleCode) => Ctx }[] = []
  for (const def of PAGE_DEFS) {
    const parent = def.parent ? ids.get(def.parent) : undefined
    if (def.parent && parent === undefined) {
      throw new Error(`seed: page ${def.key} is listed before its parent ${def.parent}`)
    }
    const ctxFor = (locale: LocaleCode): Ctx => {
      const lang = getLocale(locale).language
      const t = PAGES_COPY[lang]
      return {
        locale,
        lang,
        t,
        page: t.pages[def.key],
        img,
        refs,
        house: houseSlug(locale),
        forms,
      }
    }
    const id = await upsertLocalized(payload, report, {
      collection: 'pages',
      find: { path: { equals: def.path } },
      data: (locale) => {
        const c = ctxFor(locale)
        return {
          title: c.page.title,
          slug: def.slug,
          template: def.template,
          ...(parent === undefined ? {} : { parent }),
          available: true,
          settings: def.settings?.(c) ?? {},
          seo: {
            title: `${c.page.title} | Maison Solaine`,
            description: c.page.headline,
            no_index: def.noIndex ?? false,
            ...(def.shareImage ? { share_image: img[def.shareImage] } : {}),
          },
          layout: def.layout(c),
        }
      },
    })
    ids.set(def.key, id)
    targets.push({ id, def, ctxFor })
  }
  await linkMissingReferences(payload, report, targets)
  await writeMenuOverrides(payload, report, targets, ids)
}

/**
 * The pages' own menu links (PageDef.menu), written in each locale whose list is still empty
 * (an editor's list is never touched; a second run writes nothing). Each entry links to its page
 * by reference, so the address follows the page's slug in the locale.
 */
async function writeMenuOverrides(
  payload: Payload,
  report: SeedReport,
  targets: { id: number; def: PageDef; ctxFor: (locale: LocaleCode) => Ctx }[],
  ids: ReadonlyMap<PageKey | 'house', number>,
) {
  for (const { id, def, ctxFor } of targets) {
    if (!def.menu) continue
    const { docs } = await payload.find({
      collection: 'pages',
      locale: 'all',
      depth: 0,
      where: { id: { equals: id } },
      select: { settings: true },
    })
    const stored = (docs[0]?.settings as { menu_override?: unknown } | undefined)?.menu_override as
      | Partial<Record<LocaleCode, unknown[] | null>>
      | undefined
    for (const locale of LOCALE_CODES) {
      if ((stored?.[locale]?.length ?? 0) > 0) continue
      const c = ctxFor(locale)
      const menu_override = def.menu(c).flatMap(({ title, page }) => {
        const value = ids.get(page)
        return value === undefined
          ? []
          : [
              {
                title,
                link: { type: 'internal' as const, doc: { relationTo: 'pages' as const, value } },
              },
            ]
      })
      await payload.update({
        collection: 'pages',
        id,
        locale,
        context: seedContext,
        data: { settings: { ...def.settings?.(c), menu_override } },
        depth: 0,
      })
      report.updated++
    }
  }
}

/**
 * A first seed run before the catalog, editorial or experiences content existed left the
 * relationship blocks empty; once those documents exist, fill the still-empty lists (and only
 * those: a list an editor filled is never touched). One read per locale; no change, no write.
 */
async function linkMissingReferences(
  payload: Payload,
  report: SeedReport,
  targets: { id: number; def: PageDef; ctxFor: (locale: LocaleCode) => Ctx }[],
) {
  const relationLayouts = new Set<string>(Object.keys(RELATION_FIELDS))
  const withRelations = targets.filter(({ def, ctxFor }) =>
    def.layout(ctxFor(DEFAULT_LOCALE)).some((b) => relationLayouts.has(b.blockType)),
  )
  if (withRelations.length === 0) return
  for (const locale of LOCALE_CODES) {
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      pagination: false,
      where: { id: { in: withRelations.map((t) => t.id) } },
    })
    for (const doc of docs) {
      const target = withRelations.find((t) => t.id === doc.id)
      if (!target) continue
      const wanted = target.def.layout(target.ctxFor(locale))
      let changed = false
      const layout = (doc.layout ?? []).map((block) => {
        const field = RELATION_FIELDS[block.blockType as keyof typeof RELATION_FIELDS]
        if (!field) return block
        const current = (block as unknown as Record<string, unknown>)[field]
        if (Array.isArray(current) && current.length > 0) return block
        const seeded = wanted.find((b) => b.blockType === block.blockType) as
          | Record<string, unknown>
          | undefined
        const ids = seeded?.[field]
        if (!Array.isArray(ids) || ids.length === 0) return block
        changed = true
        return { ...block, [field]: ids }
      })
      if (!changed) continue
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale,
        context: seedContext,
        data: { layout },
        depth: 0,
      })
      report.updated++
    }
  }
}

async function seedPageImages(payload: Payload): Promise<Record<PageImageKey, number>> {
  const ids = {} as Record<PageImageKey, number>
  for (const [key, spec] of Object.entries(PAGE_IMAGES) as [
    PageImageKey,
    (typeof PAGE_IMAGES)[PageImageKey],
  ][]) {
    const alt = Object.fromEntries(
      (Object.keys(PAGES_COPY) as Language[]).map((lang) => [lang, PAGES_COPY[lang].alts[key]]),
    ) as Record<Language, string>
    ids[key] = await seedImage(payload, { ...spec, alt })
  }
  return ids
}

/**
 * The ids of the referenced documents that exist, in REFERENCES order. A missing document (or
 * a collection not in this build yet) is left out, so the pages seed works on its own.
 */
async function findReferences(payload: Payload): Promise<Refs> {
  const refs = {} as Refs
  for (const [collection, slugs] of Object.entries(REFERENCES) as [
    RefCollection,
    readonly string[],
  ][]) {
    const found: number[] = []
    for (const slug of slugs) {
      const id = await optionalIdBySlug(payload, collection, slug)
      if (id !== null) found.push(id)
    }
    refs[collection] = found
  }
  return refs
}

async function optionalIdBySlug(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
): Promise<number | null> {
  if (!payload.collections[collection]) return null
  const found = await payload.find({
    collection,
    locale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
  })
  const id = found.docs[0]?.id
  return typeof id === 'number' ? id : null
}

async function pageIdByPath(payload: Payload, path: string): Promise<number | null> {
  const found = await payload.find({
    collection: 'pages',
    locale: DEFAULT_LOCALE,
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
  })
  return found.docs[0]?.id ?? null
}

function houseSlug(locale: LocaleCode): string {
  return sliceTexts(locale).houseSlug
}
