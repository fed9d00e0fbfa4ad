import { describe, expect, it } from 'vitest'
import { planSlugRedirects } from './slug-redirect-plan'

const OLD = '/fr-fr/cocktails/sidecar/'
const NEW = '/fr-fr/cocktails/le-sidecar/'

describe('planSlugRedirects: a published document moves from OLD to NEW', () => {
  it.each([
    ['no rule yet: one rule OLD → NEW is added', [], { remove: [], retarget: [], create: true }],
    [
      'a rule A → OLD now points at NEW (no chain A → OLD → NEW)',
      [{ id: 1, from: '/fr-fr/cocktails/side-car/', to: OLD }],
      { remove: [], retarget: [{ id: 1, to: NEW }], create: true },
    ],
    [
      'an earlier rule OLD → elsewhere is pointed at NEW instead of adding a second rule',
      [{ id: 2, from: OLD, to: '/fr-fr/' }],
      { remove: [], retarget: [{ id: 2, to: NEW }], create: false },
    ],
    [
      'a rule OLD → NEW already there: nothing to do',
      [{ id: 3, from: OLD, to: NEW }],
      { remove: [], retarget: [], create: false },
    ],
    [
      'moving back: the rule NEW → OLD would hide the page, so it goes, and OLD → NEW is added',
      [{ id: 4, from: NEW, to: OLD }],
      { remove: [4], retarget: [], create: true },
    ],
  ])('%s', (_, existing, expected) => {
    expect(planSlugRedirects(OLD, NEW, existing)).toEqual(expected)
  })

  it('an unchanged address plans nothing', () => {
    expect(planSlugRedirects(OLD, OLD, [{ id: 1, from: '/x/', to: OLD }])).toEqual({
      remove: [],
      retarget: [],
      create: false,
    })
  })
})
