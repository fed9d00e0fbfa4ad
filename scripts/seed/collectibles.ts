import type { Payload } from 'payload'
import { getLocale, type Language } from '../../src/i18n/locales'
import { DEMO_COLLECTIBLES } from './data/collectibles'
import { seedImage } from './images'
import { type SeedReport, upsertLocalized } from './upsert'

/** Writes the NFT collection's demo collectibles (data/collectibles.ts) and their artwork. */
export async function seedCollectibles(payload: Payload, report: SeedReport) {
  for (const item of DEMO_COLLECTIBLES) {
    const image = await seedImage(payload, {
      key: `collectible-${item.edition}`,
      motif: 'bottle',
      hue: item.hue,
      width: 1200,
      height: 1200,
      alt: Object.fromEntries(
        Object.entries(item.texts).map(([language, t]) => [language, t.name]),
      ) as Record<Language, string>,
    })
    await upsertLocalized(payload, report, {
      collection: 'collectibles',
      find: { edition_number: { equals: item.edition } },
      data: (locale) => {
        const texts = item.texts[getLocale(locale).language]
        return {
          title: texts.name,
          available: true,
          description: texts.description,
          image,
          edition_number: item.edition,
          edition_size: item.size,
          owner_link: item.owner,
        }
      },
    })
  }
}
