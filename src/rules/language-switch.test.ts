import { describe, expect, it } from 'vitest'
import {
  type LanguageSwitchInput,
  type PostTypeRule,
  resolveLanguageSwitch,
  targetPath,
  withSitemapQuery,
} from './language-switch'

const sidecar: LanguageSwitchInput = {
  target: 'fr-fr',
  current: {
    isHome: false,
    type: 'cocktails',
    translations: [
      { locale: 'en-ww', path: '/en-ww/cocktails/sidecar/' },
      { locale: 'en-us', path: '/en-us/cocktails/sidecar/' },
    ],
  },
  postTypeRules: [],
  sitemapPlan: {},
  currentPath: '/en-ww/cocktails/sidecar/',
}

function input(patch: Partial<LanguageSwitchInput>): LanguageSwitchInput {
  return { ...sidecar, ...patch }
}

const rules: PostTypeRule[] = [
  { type: 'articles', toPath: '/{locale}/articles/' },
  { type: 'cocktails', fromLocale: 'en-us', toPath: '/{locale}/from-us/' },
  { type: 'cocktails', toLocale: 'zh-tw', toPath: '/zh-tw/cocktails' },
  { type: 'cocktails', toPath: '/{locale}/cocktails/' },
  { type: 'cocktails', toPath: '/{locale}/never-reached/' },
]

const plan = {
  '/fr-fr/cocktails/sidecar/': 'https://old.maison-solaine.com/fr/cocktails/sidecar?utm=x#recipe',
  '/en-ca/cocktails/sidecar': 'https://old.maison-solaine.com/ca/sidecar',
  '/fr-ca/cocktails/sidecar/': 'https://old.maison-solaine.com/ca-fr/sidecar?avp=1',
  '/zh-hk/cocktails/sidecar/': '/legacy/zh/sidecar',
  '/en-sg/cocktails/sidecar/': 'javascript:alert(1)',
  '/en-my/cocktails/sidecar/': '',
}

describe('resolveLanguageSwitch (SPEC §2.10)', () => {
  it.each([
    [
      '"If a translation URL exists for the chosen locale, go to it"',
      input({ target: 'en-us' }),
      { href: '/en-us/cocktails/sidecar/', reason: 'translation' },
    ],
    [
      '"A home page goes to that locale\'s home path"',
      input({ current: { isHome: true, type: null, translations: [] }, currentPath: '/en-ww/' }),
      { href: '/fr-fr/', reason: 'home' },
    ],
    [
      'a home page goes home even when it has a translation',
      input({
        target: 'en-us',
        current: {
          isHome: true,
          type: null,
          translations: [{ locale: 'en-us', path: '/en-us/collection/xo/' }],
        },
      }),
      { href: '/en-us/', reason: 'home' },
    ],
    [
      '"Otherwise apply the post-type redirect rules": first matching rule',
      input({ postTypeRules: rules }),
      { href: '/fr-fr/cocktails/', reason: 'post-type-rule' },
    ],
    [
      'a rule with fromLocale applies only from that locale',
      input({
        postTypeRules: rules,
        currentPath: '/en-us/cocktails/sidecar/',
        current: { ...sidecar.current, translations: [] },
      }),
      { href: '/fr-fr/from-us/', reason: 'post-type-rule' },
    ],
    [
      'a rule with toLocale applies only to that locale (and gets its trailing slash)',
      input({ target: 'zh-tw', postTypeRules: rules }),
      { href: '/zh-tw/cocktails/', reason: 'post-type-rule' },
    ],
    [
      'the translation wins over the rules',
      input({ target: 'en-us', postTypeRules: rules }),
      { href: '/en-us/cocktails/sidecar/', reason: 'translation' },
    ],
    [
      'a rule wins over the sitemap plan',
      input({ postTypeRules: rules, sitemapPlan: plan }),
      { href: '/fr-fr/cocktails/', reason: 'post-type-rule' },
    ],
    [
      'no rule applies to a page without a type',
      input({ postTypeRules: rules, current: { ...sidecar.current, type: null } }),
      { href: '/fr-fr/', reason: 'home-fallback' },
    ],
    [
      '"Otherwise use a sitemap-based redirect plan ... with an avp=0 query" (other params kept)',
      input({ sitemapPlan: plan }),
      {
        href: 'https://old.maison-solaine.com/fr/cocktails/sidecar?utm=x&avp=0#recipe',
        reason: 'sitemap',
      },
    ],
    [
      'the sitemap plan, keyed without a trailing slash',
      input({ target: 'en-ca', sitemapPlan: plan }),
      { href: 'https://old.maison-solaine.com/ca/sidecar?avp=0', reason: 'sitemap' },
    ],
    [
      'the sitemap plan, replacing another avp value',
      input({ target: 'fr-ca', sitemapPlan: plan }),
      { href: 'https://old.maison-solaine.com/ca-fr/sidecar?avp=0', reason: 'sitemap' },
    ],
    [
      'the sitemap plan, with a root path',
      input({ target: 'zh-hk', sitemapPlan: plan }),
      { href: '/legacy/zh/sidecar?avp=0', reason: 'sitemap' },
    ],
    [
      'a javascript: plan entry is not followed',
      input({ target: 'en-sg', sitemapPlan: plan }),
      { href: '/en-sg/', reason: 'home-fallback' },
    ],
    [
      'an empty plan entry is not followed',
      input({ target: 'en-my', sitemapPlan: plan }),
      { href: '/en-my/', reason: 'home-fallback' },
    ],
    [
      'otherwise the target locale home',
      input({ target: 'en-za', sitemapPlan: plan, postTypeRules: rules.slice(0, 1) }),
      { href: '/en-za/', reason: 'home-fallback' },
    ],
    [
      'an unknown target goes to the en-ww home',
      input({ target: 'de-de', sitemapPlan: plan, postTypeRules: rules }),
      { href: '/en-ww/', reason: 'home-fallback' },
    ],
  ])('%s', (_, given, expected) => {
    expect(resolveLanguageSwitch(given)).toEqual(expected)
  })

  it('ignores an empty translation path', () => {
    const given = input({
      current: { ...sidecar.current, translations: [{ locale: 'fr-fr', path: '' }] },
    })
    expect(resolveLanguageSwitch(given)).toEqual({ href: '/fr-fr/', reason: 'home-fallback' })
  })
})

describe('targetPath', () => {
  it.each([
    ['/en-ww/cocktails/sidecar/', 'fr-fr', '/fr-fr/cocktails/sidecar/'],
    ['/en-ww/la-maison/history', 'en-us', '/en-us/la-maison/history/'],
    ['/en-ww/articles/?page=2#x', 'fr-fr', '/fr-fr/articles/'],
    ['/en-ww/', 'fr-fr', '/fr-fr/'],
    ['/cocktails/sidecar/', 'fr-fr', '/fr-fr/cocktails/sidecar/'],
  ])('%s to %s → %s', (path, target, expected) => {
    expect(targetPath(path, target)).toBe(expected)
  })
})

describe('withSitemapQuery: "with an avp=0 query"', () => {
  it.each([
    ['https://old.example.com/a', 'https://old.example.com/a?avp=0'],
    ['https://old.example.com/a?b=1&c=2', 'https://old.example.com/a?b=1&c=2&avp=0'],
    ['https://old.example.com/a?avp=1#h', 'https://old.example.com/a?avp=0#h'],
    ['/fr/a/', '/fr/a/?avp=0'],
    ['//evil.example.com/a', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://', null],
  ])('%s → %s', (href, expected) => {
    expect(withSitemapQuery(href)).toBe(expected)
  })
})
