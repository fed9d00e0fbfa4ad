import { describe, expect, it } from 'vitest'
import { splitShows } from './shows'

describe('upcoming and past shows', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const shows = [
    { slug: 'a', date: '2025-10-18T17:30:00.000Z' },
    { slug: 'b', date: '2026-12-12T18:30:00.000Z' },
    { slug: 'c', date: '2026-06-13T16:30:00.000Z' },
    { slug: 'd', date: '2027-01-09T18:00:00.000Z' },
    { slug: 'started', date: '2026-11-22T11:59:00.000Z' },
    { slug: 'bad', date: 'not a date' },
  ]

  it('lists upcoming shows soonest first and past shows latest first', () => {
    const { upcoming, past } = splitShows(shows, now)
    expect(upcoming.map((s) => s.slug)).toEqual(['b', 'd'])
    expect(past.map((s) => s.slug)).toEqual(['started', 'c', 'a'])
  })
})
