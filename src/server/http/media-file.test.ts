import { describe, expect, it } from 'vitest'
import {
  fileUrlWithoutSlash,
  isNotModified,
  isVersioned,
  mediaContentType,
  mediaEtag,
  mediaFileName,
  mediaVersion,
  versionedUrl,
} from './media-file'

describe('media file names', () => {
  it.each([
    ['bottle-360.jpg', 'bottle-360.jpg'],
    ['catalog cover (1).png', 'catalog cover (1).png'],
    ['café-xo.webp', 'café-xo.webp'],
    ['../.env', null],
    ['..', null],
    ['.env', null],
    ['a/b.jpg', null],
    ['a\\b.jpg', null],
    ['bottle.jpg\u0000.png', null],
    ['', null],
    ['x'.repeat(256), null],
  ])('%j → %j', (segment, expected) => {
    expect(mediaFileName(segment)).toBe(expected)
  })
})

describe('media content types', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.svg', 'image/svg+xml'],
    ['a.html', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s is sent as %s', (name, type) => {
    expect(mediaContentType(name)).toBe(type)
  })
})

describe('media revalidation', () => {
  const etag = mediaEtag(2048, 1_764_150_000_123.7)
  it('names the size and the modification time', () => {
    expect(etag).toBe(`"800-${(1_764_150_000_123).toString(16)}"`)
    expect(mediaEtag(2049, 1_764_150_000_123)).not.toBe(etag)
    expect(mediaEtag(2048, 1_764_150_000_999)).not.toBe(etag)
  })
  it.each([
    [null, false],
    ['', false],
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['"other"', false],
    ['*', true],
  ])('If-None-Match %j → not modified %s', (header, expected) => {
    expect(isNotModified(header, etag)).toBe(expected)
  })
})

describe('media file addresses carry no trailing slash (a 308 per image otherwise)', () => {
  it.each([
    ['/api/media/file/xo.jpg/', '/api/media/file/xo.jpg'],
    ['/api/media/file/xo-360x540.webp/?2026', '/api/media/file/xo-360x540.webp?2026'],
    [
      'https://cdn.example.com/api/media/file/xo.png/',
      'https://cdn.example.com/api/media/file/xo.png',
    ],
    ['/api/media/file/xo.jpg', '/api/media/file/xo.jpg'],
    ['/en-ww/collection/xo/', '/en-ww/collection/xo/'],
    [null, null],
    [undefined, undefined],
  ])('%s → %s', (url, expected) => {
    expect(fileUrlWithoutSlash(url)).toBe(expected)
  })
})

describe('versioned media addresses (issue 16 item 5: a year of caching, never stale)', () => {
  const at = '2026-11-27T01:00:00.000Z'

  it('gives a file a new version when its bytes, its name or its document change', () => {
    const version = mediaVersion('xo.jpg', 1200, at)
    expect(version).toMatch(/^[0-9a-f]{8}$/)
    expect(mediaVersion('xo.jpg', 1200, at)).toBe(version)
    expect(mediaVersion('xo.jpg', 1201, at)).not.toBe(version)
    expect(mediaVersion('xo-1.jpg', 1200, at)).not.toBe(version)
    expect(mediaVersion('xo.jpg', 1200, '2026-11-27T01:00:01.000Z')).not.toBe(version)
  })

  it.each([
    ['/api/media/file/xo.jpg', '/api/media/file/xo.jpg?v=01234567'],
    ['/api/media/file/xo.jpg?v=ffffffff', '/api/media/file/xo.jpg?v=01234567'],
    ['https://cdn.example.com/media/xo.png', 'https://cdn.example.com/media/xo.png?v=01234567'],
    [null, null],
    ['', ''],
  ])('%s → %s', (url, expected) => {
    expect(versionedUrl(url, '01234567')).toBe(expected)
  })

  it.each([
    ['v=01234567', true],
    ['', false],
    ['v=', false],
    ['v=0123', false],
    ['v=0123ABCD', false],
    ['v=01234567c', false],
  ])('?%s is versioned: %s', (search, expected) => {
    expect(isVersioned(new URLSearchParams(search))).toBe(expected)
  })
})
