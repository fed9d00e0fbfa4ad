import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedRedirects } from '../../scripts/seed/redirects'
import { loadRedirectDocs } from '../../src/content/redirects-query'
import { resolveLanguageSwitch } from '../../src/rules/language-switch'
import { REDIRECT_TABLE } from '../../src/rules/redirect-table'
import { findHttpRedirect, movedUrlRedirects, redirectRules } from '../../src/seo/redirect-rules'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

const rulesNow = async () => redirectRules(await loadRedirectDocs(h.payload))

describe('redirects collection → redirect lookup (SPEC §2.10)', () => {
  it('seeds the moved URLs of the en-ww ↔ en-us table once, and they are found', async () => {
    const report = { created: 0, updated: 0, locales: 18 }
    await seedRedirects(h.payload, report)
    const first = report.created
    await seedRedirects(h.payload, report)
    expect(report.created).toBe(first)

    const rules = await rulesNow()
    expect(Object.keys(rules.http)).toHaveLength(movedUrlRedirects(REDIRECT_TABLE).length)
    expect(findHttpRedirect(rules, '/en-us/la-maison/')).toEqual({
      to: '/en-us/the-house/',
      status: '301',
    })
    expect(findHttpRedirect(rules, '/en-us/collection/xo')).toEqual({
      to: '/en-us/',
      status: '301',
    })
  })

  it("an editor's new rule is normalized on save and served; a deleted one is gone", async () => {
    const doc = await h.payload.create({
      collection: 'redirects',
      data: { kind: 'http', from: '/fr-fr/ancienne-page', to: '/fr-fr/la-maison', status: '302' },
    })
    expect(doc.from).toBe('/fr-fr/ancienne-page/')
    expect(findHttpRedirect(await rulesNow(), '/fr-fr/ancienne-page/')).toEqual({
      to: '/fr-fr/la-maison/',
      status: '302',
    })
    await h.payload.delete({ collection: 'redirects', id: doc.id })
    expect(findHttpRedirect(await rulesNow(), '/fr-fr/ancienne-page/')).toBeNull()
  })

  it('refuses a from path without a locale and a target that is not a path or http(s) URL', async () => {
    await expect(
      h.payload.create({
        collection: 'redirects',
        data: { kind: 'http', from: '/old/', to: '/en-ww/' },
      }),
    ).rejects.toThrow(/from/i)
    await expect(
      h.payload.create({
        collection: 'redirects',
        data: { kind: 'http', from: '/en-ww/old/', to: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/to/i)
  })

  it('post-type and old-site rules drive the language switch when there is no translation', async () => {
    await h.payload.create({
      collection: 'redirects',
      data: { kind: 'old_site', from: '/fr-fr/une-page/', to: 'https://old.example.com/fr/page/' },
    })
    const rules = await rulesNow()
    const switchTo = (target: string, type: string | null, currentPath: string) =>
      resolveLanguageSwitch({
        target,
        current: { isHome: false, type, translations: [] },
        postTypeRules: rules.postTypeRules,
        sitemapPlan: rules.sitemapPlan,
        currentPath,
      })
    // Seeded rule: an untranslated cocktail leads to the cocktails list of the chosen locale.
    expect(switchTo('fr-fr', 'cocktails', '/en-ww/cocktails/x/')).toEqual({
      href: '/fr-fr/cocktails/',
      reason: 'post-type-rule',
    })
    expect(switchTo('fr-fr', null, '/en-ww/une-page/')).toEqual({
      href: 'https://old.example.com/fr/page/?avp=0',
      reason: 'sitemap',
    })
  })
})
