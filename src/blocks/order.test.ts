import { describe, expect, it } from 'vitest'
import { orderBlocks } from './order'

describe('orderBlocks (SPEC §2.5)', () => {
  it('renders visit_us_header first and keeps the order of the rest', () => {
    const blocks = [
      { blockType: 'richtext_slice', id: 'a' },
      { blockType: 'quote_slice', id: 'b' },
      { blockType: 'visit_us_header', id: 'c' },
      { blockType: 'squared_cta', id: 'd' },
    ]
    expect(orderBlocks(blocks).map((b) => b.id)).toEqual(['c', 'a', 'b', 'd'])
  })

  it('leaves a list without visit_us_header as it is', () => {
    const blocks = [{ blockType: 'b' }, { blockType: 'a' }]
    expect(orderBlocks(blocks)).toEqual(blocks)
  })
})
