import { describe, expect, it } from 'vitest'
import { consumerEntry, countryOfLocale } from './consumer-entry'

describe('consumer entry (SPEC §7 newsletter entry body)', () => {
  it('carries every field the spec lists, with the spec’s constant values', () => {
    const entry = consumerEntry({
      email: 'camille@example.fr',
      locale: 'fr-fr',
      consentText: 'J’accepte de recevoir les nouvelles de la Maison.',
      source: 'footer',
      optedIn: true,
      at: new Date('2026-11-25T10:00:00Z'),
    })
    expect(entry).toEqual({
      email: 'camille@example.fr',
      collectorCreatedDate: '2026-11-25T10:00:00.000Z',
      entryType: 'consumer',
      contactType: 'B2C',
      countryCode: 'FR',
      optIns: [
        {
          optInStatus: 1,
          legalConsent: 'J’accepte de recevoir les nouvelles de la Maison.',
          brand: 'Maison Solaine',
        },
      ],
      activities: [
        {
          activityId: 'newsletter-signup',
          activityName: 'Newsletter sign-up',
          activityType: 'Newsletter',
        },
      ],
      source: [{ prEntity: 'Maison Solaine', touchPointName: 'footer', touchPointType: 'Webform' }],
    })
  })

  it('optInStatus is 0 for a withdrawn opt-in', () => {
    const entry = consumerEntry({
      email: 'a@b.co',
      locale: 'en-uk',
      consentText: 'x',
      source: 'footer',
      optedIn: false,
      at: new Date(0),
    })
    expect(entry.optIns[0]?.optInStatus).toBe(0)
  })

  it('countryCode is the market of the locale, null for the international site', () => {
    const table: Array<[string, string | null]> = [
      ['en-ww', null],
      ['en-us', 'US'],
      ['en-uk', 'GB'],
      ['fr-ca', 'CA'],
      ['zh-hk', 'HK'],
      ['ru-ru', 'RU'],
      ['xx-yy', null],
    ]
    for (const [locale, country] of table) expect(countryOfLocale(locale), locale).toBe(country)
  })
})
