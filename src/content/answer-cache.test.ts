import { describe, expect, it } from 'vitest'
import { AnswerCache } from './answer-cache'

describe('search answer cache (issue 11, item 9)', () => {
  it('keeps at most `max` answers, dropping the least recently used', () => {
    const cache = new AnswerCache<number>(2, 60_000)
    cache.set('en-ww|a', 1)
    cache.set('en-ww|b', 2)
    expect(cache.get('en-ww|a')).toBe(1)
    cache.set('en-ww|c', 3)
    expect(cache.get('en-ww|b')).toBeUndefined()
    expect(cache.get('en-ww|a')).toBe(1)
    expect(cache.get('en-ww|c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('forgets an answer once it is older than the TTL, and everything on clear', () => {
    let now = 0
    const cache = new AnswerCache<string>(10, 1000, () => now)
    cache.set('k', 'v')
    now = 999
    expect(cache.get('k')).toBe('v')
    now = 1000
    expect(cache.get('k')).toBeUndefined()
    cache.set('k', 'v2')
    cache.clear()
    expect(cache.get('k')).toBeUndefined()
  })
})
