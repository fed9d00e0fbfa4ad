import { describe, expect, it } from 'vitest'
import { COCKTAIL_BLOC_SLUGS } from '@/cms/collections/recipes/blocs'
import { actionsIndex, blocComponent } from './registry'

describe('cocktail bloc registry (SPEC §2.6)', () => {
  it.each(COCKTAIL_BLOC_SLUGS)('has a component for %s', (slug) => {
    expect(blocComponent(slug)).toBeTypeOf('function')
  })

  it.each(['bloc_unknown', 'richtext_slice', '', 'constructor', '__proto__'])(
    'skips the unknown layout %j',
    (slug) => {
      expect(blocComponent(slug)).toBeNull()
    },
  )
})

describe('where a V2 cocktail puts its bookmark button', () => {
  it.each([
    ['after the hero when the hero comes first', ['bloc_hero', 'bloc_recipe'], 0],
    ['after the first hero of two', ['bloc_recipe', 'bloc_hero', 'bloc_hero'], 1],
    ['before every bloc when there is no hero', ['bloc_recipe', 'bloc_video'], -1],
    ['before every bloc of an empty layout', [], -1],
  ])('%s', (_, types, expected) => {
    expect(actionsIndex(types.map((blockType) => ({ blockType })))).toBe(expected)
  })
})
