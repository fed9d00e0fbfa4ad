import { describe, expect, it } from 'vitest'
import {
  fileUrlWithoutSlash,
  isNotModified,
  mediaContentType,
  mediaEtag,
  mediaFileName,
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
