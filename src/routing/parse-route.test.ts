import { describe, expect, it } from 'vitest'
import { parseRoute } from './parse-route'

describe('parseRoute: the URL scheme below the locale', () => {
  it.each([
    [[], { kind: 'page', path: '/' }],
    [['la-maison'], { kind: 'page', path: '/la-maison/' }],
    [['la-maison', 'history'], { kind: 'page', path: '/la-maison/history/' }],
    [['the-house'], { kind: 'page', path: '/the-house/' }],
    [['collection', 'xo'], { kind: 'detail', type: 'collection', slug: 'xo' }],
    [['cocktails', 'swift-julep'], { kind: 'detail', type: 'cocktails', slug: 'swift-julep' }],
    [
      ['quizzjourneys', 'quizz-journeys'],
      { kind: 'detail', type: 'quizzjourneys', slug: 'quizz-journeys' },
    ],
    [['tag', 'summer'], { kind: 'detail', type: 'tag', slug: 'summer' }],
    [
      ['event-finder', 'tasting-xo-paris'],
      { kind: 'detail', type: 'event-finder', slug: 'tasting-xo-paris' },
    ],
    [['event-finder'], { kind: 'page', path: '/event-finder/' }],
    // A content-type segment alone is a page (the collection or cocktails list page).
    [['collection'], { kind: 'page', path: '/collection/' }],
    [['cocktails'], { kind: 'page', path: '/cocktails/' }],
  ])('%j → %j', (segments, expected) => {
    expect(parseRoute(segments)).toEqual(expected)
  })

  it.each([[['..']], [['a b']], [['%E0%A4%A']], [['<script>']], [['x', '']]])(
    'refuses %j',
    (segments) => {
      expect(parseRoute(segments)).toBeNull()
    },
  )
})
