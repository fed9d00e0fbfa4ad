import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_AUDIO, DEMO_VIDEOS, demoAudio, demoVideo } from './demo-media'

const root = path.resolve(__dirname, '../..')
const file = (src: string) => path.join(root, 'public', src)

describe('demo media (issue 15: real files the site serves)', () => {
  it.each(Object.values(DEMO_VIDEOS))('%s is an MP4 of at most 300 KB', (src) => {
    const bytes = readFileSync(file(src))
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024)
  })

  it.each(Object.values(DEMO_AUDIO))('%s is an MP3 of at most 200 KB', (src) => {
    const bytes = readFileSync(file(src))
    const id3 = bytes.subarray(0, 3).toString('latin1') === 'ID3'
    const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0
    expect(id3 || frameSync).toBe(true)
    expect(statSync(file(src)).size).toBeLessThanOrEqual(200 * 1024)
  })

  it('gives the same file for the same slug, so a second seed changes nothing', () => {
    expect(demoVideo('the-making-of-xo')).toBe(demoVideo('the-making-of-xo'))
    expect(demoAudio('chalk-soil-and-patience')).toBe(demoAudio('chalk-soil-and-patience'))
    expect(Object.values(DEMO_VIDEOS)).toContain(demoVideo('anything'))
    expect(Object.values(DEMO_AUDIO)).toContain(demoAudio('anything'))
  })

  it('no seed file points at the old example media host', () => {
    const dir = __dirname
    for (const name of readdirSync(dir).filter(
      (n) => n.endsWith('.ts') && !n.endsWith('.test.ts'),
    )) {
      expect(readFileSync(path.join(dir, name), 'utf8'), name).not.toContain('media.example.com')
    }
  })
})
