import { describe, expect, it } from 'vitest'
import type { MemberLevel } from '@/rules/member-levels'
import { type ExclusiveViewer, exclusiveView, publicView, requiredLevel } from './exclusive'

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

describe('what each viewer sees of a members-only item (issue 15)', () => {
  const visitor: ExclusiveViewer = { signedIn: false }
  const member = (level: MemberLevel): ExclusiveViewer => ({ signedIn: true, level })
  const item = (min_level: string | null, exclusive = true) => ({ exclusive, min_level })

  it.each([
    // An item open to everyone: the content, whoever looks.
    ['open item, visitor', item('level2', false), visitor, { show: 'content' }],
    ['open item, level0 member', item(null, false), member('level0'), { show: 'content' }],
    // A visitor: the sign-in invitation and the level needed, never the content.
    ['level2 item, visitor', item('level2'), visitor, { show: 'signIn', required: 'level2' }],
    ['level0 item, visitor', item('level0'), visitor, { show: 'signIn', required: 'level0' }],
    ['item without a level, visitor', item(null), visitor, { show: 'signIn', required: 'level1' }],
    // A member below the level: the level needed and their own, never "sign in".
    [
      'level2 item, level1 member',
      item('level2'),
      member('level1'),
      { show: 'levelTooLow', required: 'level2', current: 'level1' },
    ],
    [
      'item without a level, unverified level0 member',
      item(null),
      member('level0'),
      { show: 'levelTooLow', required: 'level1', current: 'level0' },
    ],
    [
      'level5 item, level4 member',
      item('level5'),
      member('level4'),
      { show: 'levelTooLow', required: 'level5', current: 'level4' },
    ],
    // A member at or above the level: the content.
    ['level2 item, level2 member', item('level2'), member('level2'), { show: 'content' }],
    ['level2 item, level5 member', item('level2'), member('level5'), { show: 'content' }],
    ['level0 item, level0 member', item('level0'), member('level0'), { show: 'content' }],
    ['unknown level, level1 member', item('gold'), member('level1'), { show: 'content' }],
  ] as const)('%s', (_, doc, viewer, expected) => {
    expect(exclusiveView(doc, viewer)).toEqual(expected)
  })

  it('never shows a signed-in member the sign-in invitation', () => {
    for (const level of ['level0', 'level1', 'level2', 'level3', 'level4', 'level5'] as const) {
      for (const min of ['level0', 'level1', 'level2', 'level3', 'level4', 'level5', null]) {
        expect(exclusiveView(item(min), member(level)).show).not.toBe('signIn')
      }
    }
  })

  it.each([
    ['level3', 'level3'],
    [null, 'level1'],
    [undefined, 'level1'],
    ['LEVEL 2', 'level1'],
  ])('reads the level an item needs from %j as %s', (min, expected) => {
    expect(requiredLevel(min)).toBe(expected)
  })
})
