import type { Payload } from 'payload'
import { getLocale, type Language } from '../../src/i18n/locales'
import { PAGES_COPY } from './data/pages'
import { type SeedReport, seedContext, upsertLocalized } from './upsert'

/**
 * Demo visits of the house (issue 13): the three experiences the Visit us page lists, in every
 * locale (their names are the page's own), with slots over the next three weeks relative to the
 * seed date: Tuesday to Saturday, 10 am to 6 pm Cognac time, in English and French, twelve guests
 * (as the Visit us and Booking pages say). A few are partly or fully booked, so the page shows
 * every state. Slots are made once: a second run adds none.
 */

export const VISIT_KEYS = ['tasting', 'cellar-tour', 'vineyard-walk'] as const
type VisitKey = (typeof VISIT_KEYS)[number]

const DESCRIPTIONS: Record<Language, Record<VisitKey, string>> = {
  en: {
    tasting:
      'An hour in the tasting room: four eaux-de-vie of different ages, then Ruban Bleu, with a guide who explains what each year in the cask changes.',
    'cellar-tour':
      'From the stills to the paradise cellar, where the oldest eaux-de-vie rest in glass demijohns. Ends with a tasting of two cognacs.',
    'vineyard-walk':
      'Two hours through our vines on the chalky hills of the Grande Champagne, then a glass in the shade of the old press house.',
  },
  fr: {
    tasting:
      'Une heure dans la salle de dégustation : quatre eaux-de-vie d’âges différents, puis Ruban Bleu, avec un guide qui explique ce que chaque année en fût change.',
    'cellar-tour':
      'Des alambics au paradis, où les plus vieilles eaux-de-vie reposent en dames-jeannes. La visite se termine par la dégustation de deux cognacs.',
    'vineyard-walk':
      'Deux heures dans nos vignes, sur les coteaux crayeux de la Grande Champagne, puis un verre à l’ombre de l’ancien pressoir.',
  },
  es: {
    tasting:
      'Una hora en la sala de cata: cuatro aguardientes de distintas edades y después Ruban Bleu, con un guía que explica lo que cambia cada año en barrica.',
    'cellar-tour':
      'De los alambiques al paraíso, donde los aguardientes más antiguos reposan en damajuanas. Termina con la cata de dos coñacs.',
    'vineyard-walk':
      'Dos horas entre nuestras viñas, en las colinas calizas de la Grande Champagne, y después una copa a la sombra del antiguo lagar.',
  },
  pl: {
    tasting:
      'Godzina w sali degustacyjnej: cztery okowity w różnym wieku, a potem Ruban Bleu, z przewodnikiem, który wyjaśnia, co zmienia każdy rok w beczce.',
    'cellar-tour':
      'Od alembików do „raju”, gdzie najstarsze okowity leżakują w szklanych gąsiorach. Na koniec degustacja dwóch koniaków.',
    'vineyard-walk':
      'Dwie godziny wśród naszych winorośli na kredowych wzgórzach Grande Champagne, a potem kieliszek w cieniu starej tłoczni.',
  },
  zh: {
    tasting:
      '在品酒室度過一小時：先品嚐四款不同年份的生命之水，再品 Ruban Bleu，由導覽員講解橡木桶中每一年帶來的變化。',
    'cellar-tour':
      '從蒸餾器走到「天堂酒窖」，最古老的生命之水在玻璃酒罈中靜靜安放。參觀以兩款干邑的品飲作結。',
    'vineyard-walk': '在大香檳區白堊質山坡上的葡萄園中漫步兩小時，隨後在老壓榨房的樹蔭下小酌一杯。',
  },
  vi: {
    tasting:
      'Một giờ trong phòng thưởng thức: bốn loại rượu mạnh ở các độ tuổi khác nhau, rồi đến Ruban Bleu, cùng hướng dẫn viên giải thích mỗi năm trong thùng gỗ thay đổi điều gì.',
    'cellar-tour':
      'Từ nồi chưng cất đến “hầm thiên đường”, nơi những loại rượu lâu năm nhất nằm trong bình thủy tinh. Kết thúc bằng việc thưởng thức hai loại cognac.',
    'vineyard-walk':
      'Hai giờ dạo giữa những hàng nho trên đồi đá phấn vùng Grande Champagne, rồi một ly rượu dưới bóng mát của nhà ép nho cũ.',
  },
  ru: {
    tasting:
      'Час в дегустационном зале: четыре коньячных спирта разного возраста, затем Ruban Bleu, и гид рассказывает, что меняет каждый год в бочке.',
    'cellar-tour':
      'От перегонных кубов до «райского погреба», где старейшие спирты хранятся в стеклянных бутылях. В конце — дегустация двух коньяков.',
    'vineyard-walk':
      'Два часа среди наших виноградников на меловых холмах Гранд Шампань, затем бокал в тени старого давильного дома.',
  },
}

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
          description: DESCRIPTIONS[lang][key],
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
