import type { Payload } from 'payload'
import { getLocale } from '../../src/i18n/locales'
import { PAGES_COPY } from './data/pages'
import { VISIT_DESCRIPTIONS, VISIT_KEYS, type VisitKey } from './data/visits'
import { type SeedReport, seedContext, upsertLocalized } from './upsert'

/**
 * Demo visits of the house (issue 13): the three experiences the Visit us page lists, in every
 * locale (their names are the page's own), with slots over the next three weeks relative to the
 * seed date: Tuesday to Saturday, 10 am to 6 pm Cognac time, in English and French, twelve guests
 * (as the Visit us and Booking pages say). A few are partly or fully booked, so the page shows
 * every state. Slots are made once: a second run adds none.
 */

const PLAN: Record<
  VisitKey,
  { minutes: number; price: number; times: readonly (readonly [number, number])[]; image: string }
> = {
  tasting: {
    minutes: 60,
    price: 25,
    times: [
      [11, 0],
      [16, 30],
    ],
    image: 'pages-visit-tasting.jpg',
  },
  'cellar-tour': {
    minutes: 90,
    price: 35,
    times: [
      [10, 0],
      [14, 30],
    ],
    image: 'pages-visit-cellar-tour.jpg',
  },
  'vineyard-walk': {
    minutes: 120,
    price: 45,
    times: [[15, 0]],
    image: 'pages-visit-vineyard-walk.jpg',
  },
}

const CAPACITY = 12
const DAYS_AHEAD = 21

/** The UTC instant of a wall-clock time in Cognac (Europe/Paris) on a given calendar day. */
export function cognacTime(year: number, month: number, day: number, hour: number, minute: number) {
  const guess = Date.UTC(year, month - 1, day, hour, minute)
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess))
  const h = Number(parts.find((p) => p.type === 'hour')?.value)
  const m = Number(parts.find((p) => p.type === 'minute')?.value)
  const offsetMinutes = h * 60 + m - (hour * 60 + minute)
  return new Date(guess - offsetMinutes * 60_000)
}

async function mediaId(payload: Payload, filename: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  return (docs[0]?.id as number | undefined) ?? null
}

export async function seedVisits(payload: Payload, report: SeedReport, now = new Date()) {
  const { docs: pages } = await payload.find({
    collection: 'pages',
    where: { path: { equals: '/visit-us/' } },
    limit: 1,
    depth: 0,
  })
  const page = (pages[0]?.id as number | undefined) ?? null
  for (const [index, key] of VISIT_KEYS.entries()) {
    const plan = PLAN[key]
    const image = await mediaId(payload, plan.image)
    const visit = await upsertLocalized(payload, report, {
      collection: 'visits',
      find: { key: { equals: key } },
      data: (locale) => {
        const lang = getLocale(locale).language
        return {
          key,
          title: PAGES_COPY[lang].visit.items[index],
          description: VISIT_DESCRIPTIONS[lang][key],
          available: true,
          duration_minutes: plan.minutes,
          languages: ['en', 'fr'],
          image,
          page,
        }
      },
    })
    const existing = await payload.count({
      collection: 'visit-slots',
      where: { visit: { equals: visit } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    let n = 0
    for (let d = 1; d <= DAYS_AHEAD; d++) {
      const day = new Date(now.getTime() + d * 86_400_000)
      const weekday = day.getUTCDay()
      // Tuesday (2) to Saturday (6).
      if (weekday < 2 || weekday > 6) continue
      for (const [hour, minute] of plan.times) {
        const start = cognacTime(
          day.getUTCFullYear(),
          day.getUTCMonth() + 1,
          day.getUTCDate(),
          hour,
          minute,
        )
        const slot = await payload.create({
          collection: 'visit-slots',
          data: {
            visit,
            start: start.toISOString(),
            language: n % 2 === 0 ? 'en' : 'fr',
            capacity: CAPACITY,
            price: plan.price,
            currency: 'EUR',
            booked: 0,
          },
          overrideAccess: true,
          context: seedContext,
        })
        report.created++
        // Demo states: the first slot full, some nearly so (booked directly: no guest behind).
        const booked = n === 0 ? CAPACITY : n % 5 === 1 ? CAPACITY - 1 : n % 3 === 0 ? 6 : 0
        if (booked > 0) {
          await payload.db.updateOne({ collection: 'visit-slots', id: slot.id, data: { booked } })
        }
        n++
      }
    }
  }
}
