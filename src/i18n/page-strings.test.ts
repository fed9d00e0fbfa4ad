import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { layoutStrings, PAGE_FEATURE_PREFIXES, pickStrings } from './page-strings'
import { stringsFor } from './strings'

/**
 * The layout gives every page's client components all texts but the page features' own; the
 * features' islands get theirs through StringsScope. A client component outside the islands
 * below that read a page feature's key would show its key instead of its text.
 */
const SCOPED_ISLANDS = [
  'templates/StoreLocator/StoreLocator.tsx',
  'templates/EventFinder/EventFinder.tsx',
  'templates/Booking/VisitBooking.tsx',
  'templates/ConnectedBottle/BottleCheck.tsx',
  'events/EventRegistration.tsx',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : []
  })
}

describe('page feature texts', () => {
  const all = stringsFor('en-ww', [])

  it('are left out of the layout texts, and only they', () => {
    const kept = layoutStrings(all)
    for (const key of Object.keys(all)) {
      const feature = PAGE_FEATURE_PREFIXES.some((p) => key.startsWith(`${p}.`))
      expect(key in kept, key).toBe(!feature)
    }
    // The layout keeps most of the catalogue; a feature's texts are a small part of it.
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(all).length - 5000)
  })

  it('are picked by prefix for a scope', () => {
    const picked = pickStrings(all, ['bottle'])
    expect(Object.keys(picked).length).toBeGreaterThan(0)
    expect(Object.keys(picked).every((key) => key.startsWith('bottle.'))).toBe(true)
  })

  it('are read on the client only by the islands their pages scope', () => {
    const pattern = new RegExp(`['\`"](${PAGE_FEATURE_PREFIXES.join('|')})\\.[a-zA-Z]`)
    const readers = sourceFiles('src')
      .filter((file) => readFileSync(file, 'utf8').startsWith("'use client'"))
      .filter((file) => pattern.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice('src/'.length))
    expect(readers.sort()).toEqual([...SCOPED_ISLANDS].sort())
  })
})
