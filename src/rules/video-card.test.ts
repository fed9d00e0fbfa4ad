import { describe, expect, it } from 'vitest'
import {
  CARD_FILMS,
  cardCityError,
  cardExpiresAt,
  cardFilm,
  cardNameError,
  cardTtlDays,
  cardUploadError,
  isCardExpired,
} from './video-card'

const MB = 1024 * 1024

describe('card name (SPEC §5 Name: letters and some punctuation, 2+ characters)', () => {
  it.each([
    ['Camille', null],
    ['Jean-Luc', null],
    ['  Zoë  ', null],
    ['Дмитрий', null],
    ['Nguyễn Thị Ánh', null],
    ['王', null], // a one-character Han name is a whole name
    ['陳小明', null],
    ['O’Brien', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['A', 'validation.name'],
    ['R2D2', 'validation.name'],
    ['Anna <3', 'validation.name'],
    ['x'.repeat(41), 'validation.name'],
  ] as const)('%j → %s', (name, error) => {
    expect(cardNameError(name)).toBe(error)
  })
})

describe('card city (SPEC §5 Word text: letters, single spaces or hyphens)', () => {
  it.each([
    ['Cognac', null],
    ['Saint-Émilion', null],
    ['New York', null],
    ['Hà Nội', null],
    ['Москва', null],
    ['台北', null],
    ['', 'validation.required'],
    ['New  York', 'validation.wordText'],
    ['St. Louis', 'validation.wordText'],
    ['Paris 75', 'validation.wordText'],
    ['a'.repeat(61), 'validation.wordText'],
  ] as const)('%j → %s', (city, error) => {
    expect(cardCityError(city)).toBe(error)
  })
})

describe('the base film chosen by name and city ({card}/v1/videos name, city)', () => {
  it.each([
    ['Camille', 'Cognac', 'cellar'],
    ['Anyone', 'JARNAC', 'cellar'],
    ['Anyone', ' Segonzac ', 'vineyard'],
  ] as const)('the house’s cities have their film: %s in %s → %s', (name, city, film) => {
    expect(cardFilm(name, city)).toBe(film)
  })

  it('is the same for the same pair, whatever the case, accents and spaces', () => {
    expect(cardFilm('Zoë', 'Saint-Étienne')).toBe(cardFilm('  zoe ', 'saint-etienne'))
  })

  it('uses every film across names', () => {
    const names = ['Anna', 'Boris', 'Chloé', 'Dmitri', 'Élise', 'Fan', 'Gao', 'Hoa', 'Ivan', 'Jan']
    const films = new Set(names.map((n) => cardFilm(n, 'Paris')))
    expect([...films].sort()).toEqual([...CARD_FILMS].sort())
  })
})

describe('uploads (≤ 20 MB, films ≤ 30 s)', () => {
  it.each([
    [{ type: 'image/png', bytes: 200_000 }, null],
    [{ type: 'video/webm;codecs=vp9', bytes: 5 * MB, seconds: 6 }, null],
    [{ type: 'video/mp4', bytes: 20 * MB, seconds: 30 }, null],
    [{ type: 'video/webm', bytes: 20 * MB + 1, seconds: 6 }, 'size'],
    [{ type: 'video/webm', bytes: MB, seconds: 30.5 }, 'duration'],
    [{ type: 'video/webm', bytes: MB }, 'duration'],
    [{ type: 'image/png', bytes: 0 }, 'empty'],
    [{ type: 'image/svg+xml', bytes: 100 }, 'type'],
    [{ type: 'text/html', bytes: 100 }, 'type'],
  ] as const)('%j → %s', (upload, error) => {
    expect(cardUploadError(upload)).toBe(error)
  })
})

describe('expiry (VIDEO_CARD_TTL_DAYS, default 30)', () => {
  it.each([
    [undefined, 30],
    ['', 30],
    ['7', 7],
    ['365', 365],
    ['0', 30],
    ['366', 30],
    ['2.5', 30],
    ['soon', 30],
  ] as const)('%j → %i days', (env, days) => {
    expect(cardTtlDays(env)).toBe(days)
  })

  it('expires exactly ttl days after creation', () => {
    const created = new Date('2026-01-01T10:00:00Z')
    const expires = cardExpiresAt(created, 30)
    expect(expires.toISOString()).toBe('2026-01-31T10:00:00.000Z')
    expect(isCardExpired(expires, new Date('2026-01-31T09:59:59Z'))).toBe(false)
    expect(isCardExpired(expires.toISOString(), new Date('2026-01-31T10:00:00Z'))).toBe(true)
  })
})
