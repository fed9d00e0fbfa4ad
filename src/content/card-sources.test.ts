import { describe, expect, it } from 'vitest'
import type { Article, Cocktail, Playlist, Show, Tag } from '@/payload-types'
import { CARD_SPECS, type CardCollection, cardSelect, cardSourceOf } from './card-sources'

const stamps = { updatedAt: '2026-01-01', createdAt: '2026-01-01' }
const tag = (title: string, available: boolean): Tag =>
  ({ id: title.length, title, slug: title.toLowerCase(), available, ...stamps }) as Tag

describe('cardSourceOf: what a card takes from each collection (SPEC §3 card fields)', () => {
  it('an exclusive article keeps its lock, level, reading time and only the tags of the locale', () => {
    const article = {
      id: 7,
      title: 'Cellar notes',
      slug: 'cellar-masters-notes',
      date: '2026-03-01',
      cover: 11,
      thumbnail: 12,
      excerpt: 'Notes',
      reading_time: 240,
      hide_time: false,
      exclusive: true,
      min_level: 'level2',
      tags: [tag('Heritage', true), tag('Hidden', false)],
      ...stamps,
    } as Article
    expect(cardSourceOf({ collection: 'articles', doc: article })).toEqual({
      id: 7,
      kind: 'articles',
      title: 'Cellar notes',
      slug: 'cellar-masters-notes',
      date: '2026-03-01',
      excerpt: 'Notes',
      tags: [{ title: 'Heritage', slug: 'heritage' }],
      image: 12, // the thumbnail before the cover
      seconds: 240,
      hideTime: false,
      exclusive: true,
      minLevel: 'level2',
    })
  })

  it.each([
    [
      'a show says where it plays',
      { venue: 'Olympia', city: 'Paris', excerpt: 'x' },
      'Olympia, Paris',
    ],
    [
      'a show with no venue keeps its excerpt',
      { venue: null, city: null, excerpt: 'Live' },
      'Live',
    ],
  ])('%s', (_, fields, excerpt) => {
    const show = { id: 1, title: 'Show', date: '2026-05-01', cover: 3, ...fields, ...stamps }
    expect(cardSourceOf({ collection: 'shows', doc: show as Show }).excerpt).toBe(excerpt)
  })

  it('a playlist lasts as long as its tracks together and links out', () => {
    const playlist = {
      id: 2,
      title: 'Evening',
      cover: 4,
      external_url: 'https://music.example/evening',
      tracks: [
        { title: 'A', artist: 'X', duration_seconds: 200 },
        { title: 'B', artist: 'Y', duration_seconds: null },
        { title: 'C', artist: 'Z', duration_seconds: 100 },
      ],
      ...stamps,
    } as Playlist
    const card = cardSourceOf({ collection: 'playlists', doc: playlist })
    expect(card.seconds).toBe(300)
    expect(card.externalUrl).toBe('https://music.example/evening')
  })

  it('a cocktail’s preparation minutes become seconds', () => {
    const cocktail = { id: 3, title: 'Julep', preparation_time: 5, cover: 9, ...stamps }
    expect(cardSourceOf({ collection: 'cocktails', doc: cocktail as Cocktail }).seconds).toBe(300)
  })
})

describe('cardSelect: the fields a card query reads', () => {
  const collections = Object.keys(CARD_SPECS) as CardCollection[]

  it.each(collections)('%s reads title and slug, and never a body', (collection) => {
    const select = cardSelect(collection)
    expect(select).toMatchObject({ title: true, slug: true })
    expect(select).not.toHaveProperty('body')
    expect(select).not.toHaveProperty('video_url')
    expect(select).not.toHaveProperty('audio_url')
  })

  it('members-only collections read the lock and the level it needs', () => {
    for (const collection of ['articles', 'videos', 'podcasts', 'sessions'] as const) {
      expect(cardSelect(collection)).toMatchObject({ exclusive: true, min_level: true })
    }
  })

  it.each(collections)('%s reads the summary field that site search matches', (collection) => {
    const { summary } = CARD_SPECS[collection]
    expect(cardSelect(collection)).toHaveProperty(summary, true)
    expect(summary).not.toBe('body')
  })
})
