import { describe, expect, it } from 'vitest'
import { redirectTargetLookup } from './redirect-target'

describe('redirectTargetLookup: what a rule’s target names, before any lookup', () => {
  it.each([
    // Site paths the content answers: a page (nested too) or a content type's document.
    ['/fr-fr/la-maison/', { kind: 'page', locale: 'fr-fr', path: '/la-maison/' }],
    ['/fr-fr/la-maison/histoire', { kind: 'page', locale: 'fr-fr', path: '/la-maison/histoire/' }],
    ['/en-us/', { kind: 'page', locale: 'en-us', path: '/' }],
    ['/en-ww/cocktails/', { kind: 'page', locale: 'en-ww', path: '/cocktails/' }],
    [
      '/en-ww/cocktails/sidecar/?utm=1#steps',
      { kind: 'detail', locale: 'en-ww', type: 'cocktails', slug: 'sidecar' },
    ],
    [' /zh-tw/tag/heritage/ ', { kind: 'detail', locale: 'zh-tw', type: 'tag', slug: 'heritage' }],
    // Nothing can answer there: a missing locale, a segment no slug can have.
    ['/la-maison/', { kind: 'invalid' }],
    ['/xx-yy/la-maison/', { kind: 'invalid' }],
    ['/en-ww/bad%zz/', { kind: 'invalid' }],
    ['/en-ww/a b/', { kind: 'invalid' }],
    // Not checked: other sites, the content-type rules' pattern, the application's own routes.
    ['https://old.maison-solaine.example/fr/', { kind: 'unchecked', reason: 'external' }],
    ['HTTP://example.com', { kind: 'unchecked', reason: 'external' }],
    ['/{locale}/cocktails/', { kind: 'unchecked', reason: 'pattern' }],
    ['/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/account/sign-in/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/visit-booking/cancel/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-us/cart/confirmation/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/comparator/results/?p=xo', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/video-card/share/abc123/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/noblesse/shared-card/abc123/', { kind: 'unchecked', reason: 'app-route' }],
    ['/en-ww/quiz/cognac-knowledge/result/expert/', { kind: 'unchecked', reason: 'app-route' }],
    [
      '/fr-fr/quizzjourneys/quizz-journeys/result/heritage/',
      { kind: 'unchecked', reason: 'app-route' },
    ],
    // Only quizzes have results: below another type it is a page path that nothing serves.
    [
      '/en-ww/cocktails/sidecar/result/x/',
      { kind: 'page', locale: 'en-ww', path: '/cocktails/sidecar/result/x/' },
    ],
  ])('%s', (to, expected) => {
    expect(redirectTargetLookup(to)).toEqual(expected)
  })

  it('a comparator page is content, only its results are the application’s', () => {
    expect(redirectTargetLookup('/en-ww/comparator/')).toEqual({
      kind: 'page',
      locale: 'en-ww',
      path: '/comparator/',
    })
  })
})
