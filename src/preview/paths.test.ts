import { describe, expect, it } from 'vitest'
import {
  documentPreviewPath,
  exitPreviewHref,
  exitTarget,
  isPreviewablePath,
  previewPathSchema,
  previewUrl,
} from './paths'

describe('preview paths: same-site pages of a locale only (open-redirect safe)', () => {
  it.each([
    '/fr-fr/',
    '/fr-fr',
    '/en-ww/cocktails/sidecar/',
    '/zh-tw/collection/xo/',
    '/ru-ru/about/the-house/',
    '/fr-fr/%C3%A9t%C3%A9/',
  ])('accepts %s', (path) => {
    expect(isPreviewablePath(path)).toBe(true)
    expect(previewPathSchema.safeParse(path).success).toBe(true)
  })

  it.each([
    '',
    'fr-fr/',
    '//evil.example/',
    '///evil.example/',
    'https://evil.example/fr-fr/',
    'javascript:alert(1)',
    '/\\evil.example/',
    '/fr-fr/\\evil',
    '/fr-fr//evil.example/',
    '/fr-fr/../admin/',
    '/fr-fr/%2e%2e/admin/',
    '/fr-fr/%2E%2E/admin/',
    '/fr-fr/./x/',
    '/admin/',
    '/api/preview',
    '/xx-yy/',
    '/fr-frx/',
    '/fr-fr/?next=//evil',
    '/fr-fr/#x',
    '/fr-fr/a b/',
    '/fr-fr/\ta/',
    '/fr-fr/\nLocation: x',
    `/fr-fr/${'a'.repeat(600)}/`,
  ])('refuses %j', (path) => {
    expect(isPreviewablePath(path)).toBe(false)
    expect(previewPathSchema.safeParse(path).success).toBe(false)
  })

  it('refuses what is not a string', () => {
    expect(previewPathSchema.safeParse(null).success).toBe(false)
    expect(previewPathSchema.safeParse(['/fr-fr/']).success).toBe(false)
  })
})

describe('a document’s public path in the admin’s locale', () => {
  it('a page: its saved path below the locale', () => {
    expect(documentPreviewPath('pages', { id: 3, path: '/the-house/' }, 'fr-fr')).toBe(
      '/fr-fr/the-house/',
    )
    expect(documentPreviewPath('pages', { id: 1, path: '/' }, 'zh-tw')).toBe('/zh-tw/')
  })

  it('a content type: its segment and slug (the same address a menu link has)', () => {
    expect(documentPreviewPath('cocktails', { id: 7, slug: 'sidecar' }, 'fr-fr')).toBe(
      '/fr-fr/cocktails/sidecar/',
    )
    expect(documentPreviewPath('products', { id: 2, slug: 'xo' }, 'ru-ru')).toBe(
      '/ru-ru/collection/xo/',
    )
    expect(documentPreviewPath('events', { id: 2, slug: 'salon' }, 'en-ww')).toBe(
      '/en-ww/event-finder/salon/',
    )
  })

  it('none for a document without an address yet, a collection without pages, a bad locale', () => {
    expect(documentPreviewPath('cocktails', { id: 7 }, 'fr-fr')).toBeNull()
    expect(documentPreviewPath('pages', { id: 7, path: null }, 'fr-fr')).toBeNull()
    expect(documentPreviewPath('media', { id: 7, slug: 'x' }, 'fr-fr')).toBeNull()
    expect(documentPreviewPath('users', { id: 7 }, 'fr-fr')).toBeNull()
    expect(documentPreviewPath('cocktails', { id: 7, slug: 'x' }, 'all')).toBeNull()
    expect(documentPreviewPath('pages', { id: 7, path: '//evil.example/' }, 'fr-fr')).toBeNull()
  })

  it('the preview route’s absolute address carries the path as a query parameter', () => {
    expect(previewUrl('https://www.example.com', '/fr-fr/cocktails/sidecar/')).toBe(
      'https://www.example.com/api/preview/?path=%2Ffr-fr%2Fcocktails%2Fsidecar%2F',
    )
  })
})

describe('leaving the preview', () => {
  const origins = ['https://www.example.com']
  it('returns to the named path, else the page the link was on, else the fallback', () => {
    expect(exitTarget('/fr-fr/a/', null, origins, '/en-ww/')).toBe('/fr-fr/a/')
    expect(
      exitTarget(null, 'https://www.example.com/ru-ru/collection/xo/', origins, '/en-ww/'),
    ).toBe('/ru-ru/collection/xo/')
    expect(exitTarget('//evil.example/', null, origins, '/en-ww/')).toBe('/en-ww/')
    expect(exitTarget(null, 'https://evil.example/fr-fr/', origins, '/en-ww/')).toBe('/en-ww/')
    expect(exitTarget(null, 'https://www.example.com/admin/', origins, '/en-ww/')).toBe('/en-ww/')
    expect(exitTarget(null, 'not a url', origins, '/en-ww/')).toBe('/en-ww/')
  })

  it('the bar’s link names its path only when it is a page', () => {
    expect(exitPreviewHref('/fr-fr/a/')).toBe('/api/preview/exit/?path=%2Ffr-fr%2Fa%2F')
    expect(exitPreviewHref('//evil')).toBe('/api/preview/exit/')
    expect(exitPreviewHref()).toBe('/api/preview/exit/')
  })
})
