import { describe, expect, it, vi } from 'vitest'

// The header's reads, without Next's data cache or a database.
const latestPosts = vi.fn()
vi.mock('./documents', () => ({ latestPosts: (...args: unknown[]) => latestPosts(...args) }))
vi.mock('./cached-read', () => ({ cachedRead: async () => ({ items: [{ id: 'menu' }] }) }))

const { getHeaderData } = await import('./chrome')

describe('getHeaderData', () => {
  it('leaves a panel empty when its read fails for an ordinary reason', async () => {
    latestPosts.mockImplementation(async (collection: string) => {
      if (collection === 'news') throw new Error('no such column')
      return [{ id: collection }]
    })
    const data = await getHeaderData('en-ww')
    expect(data.latest.news).toEqual([])
    expect(data.latest.cocktails).toEqual([{ id: 'cocktails' }])
  })

  it('fails when the database is unreachable, so a cached page is not replaced by one with empty panels', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    latestPosts.mockRejectedValue(down)
    await expect(getHeaderData('fr-fr')).rejects.toBe(down)
  })
})
