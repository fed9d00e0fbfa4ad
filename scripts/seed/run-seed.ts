import type { Payload } from 'payload'
import {
  DEFAULT_LOCALE,
  getLocale,
  type Language,
  LOCALE_CODES,
  type LocaleCode,
} from '../../src/i18n/locales'
import { seedBottles } from './bottles'
import { seedCatalog } from './catalog'
import { seedCollectibles } from './collectibles'
import { LEGAL_BANNER_TEXTS, MINIMUM_AGE, SITE_TEXTS } from './data/site'
import { seedEditorial } from './editorial'
import { seedExperiences } from './experiences'
import { seedForms } from './forms'
import { seedBanner, seedImage } from './images'
import { richText } from './lexical'
import { buildMenu } from './menu'
import { seedPages } from './pages'
import { seedRecipes } from './recipes'
import { seedRedirects } from './redirects'
import { seedReviews } from './reviews'
import { sliceTexts } from './texts'
import { type SeedReport, seedContext, upsertLocalized } from './upsert'
import { pauseVersionWrites } from './versions'
import { seedVisits } from './visits'

export type { SeedReport } from './upsert'

/** The demo editor, an administrator; the password is for the local demo only (README). */
export const DEMO_EDITOR = { email: 'editor@maison-solaine.test', password: 'Solaine-demo-2026!' }

/**
 * One demo user per other role, to try what each may do (README, docs/editors.md "Roles");
 * local demo only, like the demo editor.
 */
export const DEMO_ROLE_USERS = [
  {
    email: 'content@maison-solaine.test',
    password: 'Solaine-editor-2026!',
    name: 'Demo content editor',
    roles: ['editor'],
  },
  {
    email: 'market@maison-solaine.test',
    password: 'Solaine-market-2026!',
    name: 'Demo market editor (France, Canada French)',
    roles: ['market_editor'],
    market_locales: ['fr-fr', 'fr-ca'],
  },
  {
    email: 'support@maison-solaine.test',
    password: 'Solaine-support-2026!',
    name: 'Demo member support',
    roles: ['member_support'],
  },
] as const

/**
 * Idempotent: it fills what is missing in each locale and never overwrites what is there, so a
 * second run changes nothing and an editor's work survives a re-seed. Domains run in the order
 * of their references (cocktails point at products and articles, pages at everything).
 */
export async function seed(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, locales: LOCALE_CODES.length }

  const editors = await payload.count({ collection: 'users', overrideAccess: true })
  if (editors.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { ...DEMO_EDITOR, name: 'Demo editor', roles: ['administrator'] },
      context: seedContext,
    })
    report.created++
  }
  const domains: Array<[string, (payload: Payload, report: SeedReport) => Promise<unknown>]> = [
    ['users', seedRoleUsers],
    ['house', seedHouse],
    ['catalog', seedCatalog],
    ['reviews', seedReviews],
    ['editorial', seedEditorial],
    ['recipes', seedRecipes],
    ['experiences', seedExperiences],
    ['forms', seedForms],
    ['pages', seedPages],
    ['visits', seedVisits],
    ['globals', seedGlobals],
    ['redirects', seedRedirects],
    ['bottles', seedBottles],
    ['collectibles', seedCollectibles],
  ]
  report.phases = []
  const phases = report.phases
  const resumeVersionWrites = pauseVersionWrites(payload)
  try {
    for (const [name, run] of domains) {
      const begun = performance.now()
      await run(payload, report)
      phases.push({ name, seconds: (performance.now() - begun) / 1000 })
    }
  } finally {
    const begun = performance.now()
    await resumeVersionWrites()
    phases.push({ name: 'versions', seconds: (performance.now() - begun) / 1000 })
  }
  return report
}

/** The demo users of the other roles, each made once (an administrator may change them later). */
async function seedRoleUsers(payload: Payload, report: SeedReport) {
  for (const user of DEMO_ROLE_USERS) {
    const found = await payload.count({
      collection: 'users',
      where: { email: { equals: user.email } },
      overrideAccess: true,
    })
    if (found.totalDocs > 0) continue
    await payload.create({
      collection: 'users',
      data: {
        ...user,
        roles: [...user.roles],
        market_locales: 'market_locales' in user ? [...user.market_locales] : [],
      },
      context: seedContext,
    })
    report.created++
  }
}

/** The home page and the house pages (nested, with en-us slugs of their own). */
async function seedHouse(payload: Payload, report: SeedReport) {
  const home = await upsertLocalized(payload, report, {
    collection: 'pages',
    find: { path: { equals: '/' } },
    data: (locale) => {
      const t = sliceTexts(locale)
      return {
        title: t.homeTitle,
        slug: 'home',
        template: 'home',
        available: true,
        layout: [
          {
            blockType: 'title_headline_slice',
            title: t.homeBlockTitle,
            headline: t.homeBlockHeadline,
          },
          { blockType: 'richtext_slice', content: richText(t.homeRichText) },
        ],
      }
    },
  })
  const house = await upsertLocalized(payload, report, {
    collection: 'pages',
    find: { path: { equals: '/la-maison/' } },
    data: (locale) => {
      const t = sliceTexts(locale)
      return {
        title: t.houseTitle,
        slug: t.houseSlug,
        template: 'universal',
        available: true,
        layout: [{ blockType: 'richtext_slice', content: richText(t.houseText) }],
      }
    },
  })
  await upsertLocalized(payload, report, {
    collection: 'pages',
    find: { path: { equals: '/la-maison/history/' } },
    data: (locale) => {
      const t = sliceTexts(locale)
      return {
        title: t.historyTitle,
        slug: 'history',
        template: 'universal',
        parent: house,
        available: true,
        layout: [{ blockType: 'richtext_slice', content: richText(t.historyText) }],
      }
    },
  })
  return { home, house }
}

const alts = (pick: (t: (typeof SITE_TEXTS)[Language]) => string) =>
  Object.fromEntries(Object.entries(SITE_TEXTS).map(([l, t]) => [l, pick(t)])) as Record<
    Language,
    string
  >

async function seedGlobals(payload: Payload, report: SeedReport) {
  const crest = await seedImage(payload, {
    key: 'site-crest',
    motif: 'abstract',
    hue: 42,
    width: 600,
    height: 600,
    alt: alts((t) => t.crestAlt),
  })
  const ageGateBackground = await seedImage(payload, {
    key: 'site-age-gate',
    motif: 'cellar',
    hue: 30,
    alt: alts((t) => t.ageGateAlt),
  })
  const banners: Partial<Record<LocaleCode, { disclaimer?: number; warning?: number }>> = {
    'zh-tw': {
      disclaimer: await seedBanner(payload, {
        key: 'site-banner-zh-tw',
        text: SITE_TEXTS.zh.bannerAlt,
        dark: true,
        alt: alts(() => SITE_TEXTS.zh.bannerAlt),
      }),
    },
    'en-za': {
      disclaimer: await seedBanner(payload, {
        key: 'site-banner-en-za',
        text: LEGAL_BANNER_TEXTS['en-za'],
        dark: false,
        withLogo: true,
        alt: alts(() => LEGAL_BANNER_TEXTS['en-za']),
      }),
    },
    'pl-pl': {
      warning: await seedBanner(payload, {
        key: 'site-warning-pl-pl',
        text: LEGAL_BANNER_TEXTS['pl-pl'],
        dark: false,
        alt: alts(() => LEGAL_BANNER_TEXTS['pl-pl']),
      }),
    },
  }
  for (const locale of LOCALE_CODES) {
    const t = sliceTexts(locale)
    const s = SITE_TEXTS[getLocale(locale).language]
    const options = await payload.findGlobal({
      slug: 'site-options',
      locale,
      fallbackLocale: false,
      depth: 0,
    })
    if (!options.footer_text) {
      await payload.updateGlobal({
        slug: 'site-options',
        locale,
        context: seedContext,
        data: {
          _status: 'published',
          site_name: 'Maison Solaine',
          footer_text: t.footerText,
          disclaimer_text: t.disclaimer,
          search_page_url: '/search/',
          recycling_text: s.recycling,
          disclaimer_banner_image: banners[locale]?.disclaimer ?? null,
          warning_banner_image: banners[locale]?.warning ?? null,
          footer_newsletter: {
            title: s.newsletterTitle,
            label: s.newsletterLabel,
            checkbox_text: s.newsletterCheckbox,
            cta_label: s.newsletterCta,
            success_title: s.newsletterSuccessTitle,
            success_label: s.newsletterSuccessLabel,
          },
          age_gate: {
            title: s.ageGateTitle,
            text: s.ageGateText,
            refusal_text: s.ageGateRefusal,
            minimum_age: MINIMUM_AGE[locale] ?? 18,
            // Other locales use en-ww's background, crest and links (src/content/site-options.ts).
            ...(locale === DEFAULT_LOCALE ? { background: ageGateBackground } : {}),
          },
          ...(locale === DEFAULT_LOCALE ? { social_links: SOCIAL_LINKS, crest_image: crest } : {}),
        },
      })
      report.updated++
    } else if (locale === DEFAULT_LOCALE) {
      // A database seeded before these became per locale may have lost them: give them back.
      const missing = {
        ...(options.crest_image ? {} : { crest_image: crest }),
        ...(options.social_links?.length ? {} : { social_links: SOCIAL_LINKS }),
        ...(options.age_gate?.background
          ? {}
          : { age_gate: { ...options.age_gate, background: ageGateBackground } }),
      }
      if (Object.keys(missing).length > 0) {
        await payload.updateGlobal({
          slug: 'site-options',
          locale,
          context: seedContext,
          data: { ...missing, _status: 'published' },
        })
        report.updated++
      }
    }
    const menu = await payload.findGlobal({ slug: 'main-menu', locale, fallbackLocale: false })
    if (!menu.items?.length) {
      await payload.updateGlobal({
        slug: 'main-menu',
        locale,
        context: seedContext,
        data: { items: await buildMenu(payload, locale), _status: 'published' },
      })
      report.updated++
    }
  }
}

const SOCIAL_LINKS = [
  { title: 'Instagram', url: 'https://www.instagram.com/', social_icon: 'instagram' as const },
  { title: 'YouTube', url: 'https://www.youtube.com/', social_icon: 'youtube' as const },
  { title: 'LinkedIn', url: 'https://www.linkedin.com/', social_icon: 'linkedin' as const },
]
