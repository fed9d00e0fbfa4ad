import { describe, expect, it } from 'vitest'
import { isMediaSource, mediaFileName, playerTime, validateMediaSource } from './media-source'

describe('isMediaSource (issue 15: demo media are files the site serves)', () => {
  it.each([
    ['/demo-media/pour.mp4', true],
    ['/api/media/file/cellar.mp3', true],
    ['https://cdn.example.org/videos/julep.mp4', true],
    ['http://127.0.0.1:3000/demo-media/pour.mp4', true],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['//evil.example/x.mp4', false],
    ['demo-media/pour.mp4', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example/x.mp4', false],
    ['/demo media/pour.mp4', false],
    [' /demo-media/pour.mp4', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isMediaSource(value)).toBe(expected)
  })

  it('validates as a Payload field: empty passes, a bad value gets the hint', () => {
    expect(validateMediaSource('')).toBe(true)
    expect(validateMediaSource(null)).toBe(true)
    expect(validateMediaSource('/demo-media/a.mp3')).toBe(true)
    expect(validateMediaSource('nope')).toMatch(/path on this site/)
    expect(validateMediaSource(42)).toMatch(/http/)
  })
})

describe('mediaFileName', () => {
  it.each([
    ['/demo-media/pour.mp4', 'pour.mp4'],
    ['https://cdn.example.org/a/b/c%20d.mp3?x=1#t=3', 'c d.mp3'],
    ['https://cdn.example.org/', 'cdn.example.org'],
  ])('%s → %s', (src, name) => {
    expect(mediaFileName(src)).toBe(name)
  })
})

describe('playerTime', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [65, '1:05'],
    [1860, '31:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-4, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(playerTime(seconds)).toBe(text)
  })
})
