import { describe, expect, it } from 'vitest'
import { publicView } from './exclusive'

describe('public view of members-only items (SPEC §2.9, §6)', () => {
  const body = { root: { children: [{ text: 'Secret notes of the cellar master' }] } }

  it('keeps an item open to everyone as it is', () => {
    const doc = { title: 'The art of blending', exclusive: false, body }
    expect(publicView('articles', doc)).toBe(doc)
  })

  it.each([
    [
      'articles',
      { title: 'Notes', exclusive: true, body, related_articles: [1] },
      ['body', 'related_articles'],
    ],
    [
      'videos',
      { title: 'Night', exclusive: true, video_url: 'https://v.example/1' },
      ['video_url'],
    ],
    [
      'podcasts',
      { title: 'Dawn', exclusive: true, audio_url: 'https://a.example/1' },
      ['audio_url'],
    ],
    [
      'sessions',
      { title: 'Vine', exclusive: true, episodes: [1, 2], first_episode_link: '/x/' },
      ['episodes', 'first_episode_link'],
    ],
  ] as const)(
    'leaves out what only members get from an exclusive %s',
    (collection, doc, hidden) => {
      const view = publicView(collection, doc) as Record<string, unknown>
      for (const field of hidden) expect(view).not.toHaveProperty(field)
      expect(view.title).toBe(doc.title)
      expect(view.exclusive).toBe(true)
      // The document read from the CMS is not changed.
      for (const field of hidden) expect(doc).toHaveProperty(field)
    },
  )
})
