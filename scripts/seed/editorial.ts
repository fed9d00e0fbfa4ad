import type { CollectionSlug, Payload } from 'payload'
import { getLocale, type Language, type LocaleCode } from '../../src/i18n/locales'
import { ARTICLES } from './data/articles'
import { PLAYLISTS, PODCASTS, playlistUrl, podcastUrl } from './data/audio'
import { EDITORIAL_IMAGES, type EditorialImage } from './data/editorial-images'
import { NEWS, VIDEOS, videoUrl } from './data/news'
import { SHOWS, SHOWS_ARCHIVE } from './data/shows'
import { CATEGORIES, TAGS, type TermSeed } from './data/taxonomy'
import { showPlaceTexts } from './editorial-shows'
import { seedImage } from './images'
import { richText } from './lexical'
import { type SeedReport, seedContext, upsertLocalized } from './upsert'

/**
 * The least each locale holds once the seed has run (every seeded item is available in all 18
 * locales): the integration tests and the lead's checks compare against it.
 */
export const expectedEditorialCounts = {
  tags: 6,
  categories: 3,
  articles: 7,
  news: 4,
  videos: 4,
  shows: 8,
  playlists: 3,
  podcasts: 3,
}

const language = (locale: LocaleCode): Language => getLocale(locale).language
const bySlug = (slug: string) => ({ slug: { equals: slug } })
/** Day-only dates at noon UTC, so no time zone shows them on the day before. */
const day = (date: string) => `${date}T12:00:00.000Z`

/** Slug → id of what was just seeded; a missing slug is a mistake in the seed data. */
class Ids {
  private readonly map = new Map<string, number>()
  constructor(private readonly what: string) {}
  set(slug: string, id: number) {
    this.map.set(slug, id)
  }
  get(slug: string): number {
    const id = this.map.get(slug)
    if (id === undefined) throw new Error(`seed: unknown ${this.what} "${slug}"`)
    return id
  }
  all(slugs: readonly string[]): number[] {
    return slugs.map((slug) => this.get(slug))
  }
}

/**
 * Demo editorial content in all 18 locales: tags, categories, articles (two members-only), news,
 * videos (one members-only), shows (seven past, one upcoming), playlists and podcasts (one
 * members-only). Runs after the catalog and before recipes, which point at these articles.
 */
export async function seedEditorial(payload: Payload, report: SeedReport): Promise<void> {
  const image = await seedEditorialImages(payload)
  const tags = await seedTerms(payload, report, 'tags', TAGS)
  const categories = await seedTerms(payload, report, 'categories', CATEGORIES)

  const articles = new Ids('article')
  for (const article of ARTICLES) {
    const id = await upsertLocalized(payload, report, {
      collection: 'articles',
      find: bySlug(article.slug),
      data: (locale) => {
        const text = article.text[language(locale)]
        return {
          title: text.title,
          slug: article.slug,
          available: true,
          date: day(article.date),
          cover: image(article.cover),
          thumbnail: image(article.thumbnail),
          excerpt: text.excerpt,
          body: richText(text.body),
          reading_time: article.readingTime,
          hide_time: false,
          tags: tags.all(article.tags),
          category: categories.get(article.category),
          exclusive: article.exclusive !== undefined,
          ...(article.exclusive ? { min_level: article.exclusive } : {}),
        }
      },
    })
    articles.set(article.slug, id)
  }
  // Related articles point both ways, so they are set once every article exists; only where an
  // editor has not chosen any yet (the field is shared by all locales).
  for (const article of ARTICLES) {
    const id = articles.get(article.slug)
    const current = await payload.findByID({ collection: 'articles', id, depth: 0 })
    if (current.related_articles?.length) continue
    await payload.update({
      collection: 'articles',
      id,
      context: seedContext,
      data: { related_articles: articles.all(article.related) },
      depth: 0,
    })
    report.updated++
  }

  for (const item of NEWS) {
    await upsertLocalized(payload, report, {
      collection: 'news',
      find: bySlug(item.slug),
      data: (locale) => {
        const text = item.text[language(locale)]
        return {
          title: text.title,
          slug: item.slug,
          available: true,
          date: day(item.date),
          cover: image(item.cover),
          excerpt: text.excerpt,
          body: richText(text.body),
          tags: tags.all(item.tags),
        }
      },
    })
  }

  for (const video of VIDEOS) {
    await upsertLocalized(payload, report, {
      collection: 'videos',
      find: bySlug(video.slug),
      data: (locale) => {
        const text = video.text[language(locale)]
        return {
          title: text.title,
          slug: video.slug,
          available: true,
          date: day(video.date),
          cover: image(video.cover),
          excerpt: text.excerpt,
          video_url: videoUrl(video.slug),
          video_length: video.length,
          hide_time: false,
          tags: tags.all(video.tags),
          exclusive: video.exclusive !== undefined,
          ...(video.exclusive ? { min_level: video.exclusive } : {}),
        }
      },
    })
  }

  for (const show of [...SHOWS, ...SHOWS_ARCHIVE]) {
    await upsertLocalized(payload, report, {
      collection: 'shows',
      find: bySlug(show.slug),
      data: (locale) => {
        const lang = language(locale)
        const text = show.text[lang]
        return {
          title: text.title,
          slug: show.slug,
          available: true,
          date: show.date,
          end_date: show.endDate,
          cover: image(show.cover),
          excerpt: text.excerpt,
          body: richText(text.body),
          tags: tags.all(show.tags),
          ...showPlaceTexts(show, lang),
        }
      },
    })
  }

  for (const playlist of PLAYLISTS) {
    await upsertLocalized(payload, report, {
      collection: 'playlists',
      find: bySlug(playlist.slug),
      data: (locale) => {
        const text = playlist.text[language(locale)]
        return {
          title: text.title,
          slug: playlist.slug,
          available: true,
          cover: image(playlist.cover),
          description: text.description,
          tracks: playlist.tracks,
          external_url: playlistUrl(playlist.slug),
        }
      },
    })
  }

  for (const podcast of PODCASTS) {
    await upsertLocalized(payload, report, {
      collection: 'podcasts',
      find: bySlug(podcast.slug),
      data: (locale) => {
        const text = podcast.text[language(locale)]
        return {
          title: text.title,
          slug: podcast.slug,
          available: true,
          date: day(podcast.date),
          cover: image(podcast.cover),
          excerpt: text.excerpt,
          audio_url: podcastUrl(podcast.slug),
          duration_seconds: podcast.duration,
          episode_number: podcast.episode,
          tags: tags.all(podcast.tags),
          exclusive: podcast.exclusive !== undefined,
          ...(podcast.exclusive ? { min_level: podcast.exclusive } : {}),
        }
      },
    })
  }
}

/** Every editorial image, drawn once; returns a lookup from image name to media id. */
async function seedEditorialImages(payload: Payload) {
  const ids = new Map<EditorialImage, number>()
  for (const [name, spec] of Object.entries(EDITORIAL_IMAGES)) {
    ids.set(name as EditorialImage, await seedImage(payload, spec))
  }
  return (name: EditorialImage): number => {
    const id = ids.get(name)
    if (id === undefined) throw new Error(`seed: unknown editorial image "${name}"`)
    return id
  }
}

async function seedTerms(
  payload: Payload,
  report: SeedReport,
  collection: Extract<CollectionSlug, 'tags' | 'categories'>,
  terms: readonly TermSeed[],
): Promise<Ids> {
  const ids = new Ids(collection)
  for (const term of terms) {
    const id = await upsertLocalized(payload, report, {
      collection,
      find: bySlug(term.slug),
      data: (locale) => {
        const text = term.text[language(locale)]
        return { ...text, slug: term.slug, available: true }
      },
    })
    ids.set(term.slug, id)
  }
  return ids
}
