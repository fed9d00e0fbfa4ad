import { describe, expect, it } from 'vitest'
import { COCKTAIL_BLOC_SLUGS } from '@/cms/collections/recipes/blocs'
import { blocComponent } from './registry'

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
