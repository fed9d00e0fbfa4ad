import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type PlaceRow, placeLabel, placeOfZip, suggestPlaces } from './places'

const rows: PlaceRow[] = [
  ['CA', 'San Francisco', 37.77, -122.42, '94102,94103,94110'],
  ['CA', 'San Diego', 32.72, -117.16, '92101'],
  ['TX', 'Austin', 30.27, -97.74, '78701,78702'],
  ['MN', 'Austin', 43.67, -92.97, '55912'],
  ['UT', 'Salt Lake City', 40.76, -111.89, '84101'],
]

describe('suggestPlaces (address typeahead over the bundled dataset)', () => {
  it.each([
    ['78', []], // fewer than 3 digits
    ['787', ['Austin, TX 78701', 'Austin, TX 78702']],
    ['94110', ['San Francisco, CA 94110']],
    ['123456', []],
    ['s', []],
    ['san', ['San Diego, CA 92101', 'San Francisco, CA 94102']],
    ['San Fran', ['San Francisco, CA 94102']],
    ['austin', ['Austin, MN 55912', 'Austin, TX 78701']],
    ['Austin, TX', ['Austin, TX 78701']],
    ['Austin, TX 78702', ['Austin, TX 78702']],
    ['SALT lake', ['Salt Lake City, UT 84101']],
    ['Paris', []],
  ])('%j → %j', (query, labels) => {
    expect(suggestPlaces(rows, query).map(placeLabel)).toEqual(labels)
  })

  it('answers at most 8', () => {
    const many: PlaceRow[] = Array.from({ length: 20 }, (_, i) => [
      'NY',
      `Town ${i}`,
      40,
      -74,
      `1${String(i).padStart(4, '0')}`,
    ])
    expect(suggestPlaces(many, '100')).toHaveLength(8)
  })
})

describe('placeOfZip', () => {
  it.each([
    ['78702', 'Austin, TX 78702'],
    ['99999', null],
    ['787', null],
  ])('%s → %s', (zip, label) => {
    const place = placeOfZip(rows, zip)
    expect(place ? placeLabel(place) : null).toBe(label)
  })
})

describe('the bundled dataset (scripts/build-us-places.mjs)', () => {
  const data = JSON.parse(
    readFileSync(new URL('../data/us-places.json', import.meta.url), 'utf8'),
  ) as PlaceRow[]
  it('holds the 50 states and DC, and well-known ZIP codes', () => {
    expect(new Set(data.map((r) => r[0])).size).toBe(51)
    expect(placeOfZip(data, '10001')).toMatchObject({ city: 'New York', state: 'NY' })
    expect(placeOfZip(data, '90210')).toMatchObject({ state: 'CA' })
    expect(placeOfZip(data, '00601')).toBeNull() // Puerto Rico: not served
  })
})
