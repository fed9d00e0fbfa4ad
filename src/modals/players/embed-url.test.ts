import { describe, expect, it } from 'vitest'
import { embedProvider, embedUrl } from './embed-url'

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'

describe('embedUrl (SPEC §2.8 embed_player: YouTube or Vimeo page → embeddable player)', () => {
  it.each([
    [
      'a YouTube watch page',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      `${YT}?rel=0&autoplay=1`,
    ],
    [
      'a YouTube page with more parameters',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&list=PL1',
      `${YT}?rel=0&autoplay=1`,
    ],
    [
      'a mobile YouTube page',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      `${YT}?rel=0&autoplay=1`,
    ],
    ['a youtu.be short link', 'https://youtu.be/dQw4w9WgXcQ', `${YT}?rel=0&autoplay=1`],
    [
      'a short link with a start time',
      'https://youtu.be/dQw4w9WgXcQ?t=90',
      `${YT}?rel=0&autoplay=1&start=90`,
    ],
    [
      'a start time in minutes',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      `${YT}?rel=0&autoplay=1&start=90`,
    ],
    ['a YouTube embed URL', 'https://www.youtube.com/embed/dQw4w9WgXcQ', `${YT}?rel=0&autoplay=1`],
    ['a YouTube short', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', `${YT}?rel=0&autoplay=1`],
    ['spaces around the URL', '  https://youtu.be/dQw4w9WgXcQ ', `${YT}?rel=0&autoplay=1`],
    [
      'a Vimeo page',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    ],
    [
      'an unlisted Vimeo page',
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1',
    ],
    [
      'a Vimeo channel page',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    ],
    [
      'a Vimeo player URL',
      'https://player.vimeo.com/video/76979871?h=abc123',
      'https://player.vimeo.com/video/76979871?h=abc123&autoplay=1',
    ],
  ])('%s', (_name, input, expected) => {
    expect(embedUrl(input)).toBe(expected)
  })

  it('leaves autoplay out when asked', () => {
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: false })).toBe(`${YT}?rel=0`)
    expect(embedUrl('https://vimeo.com/76979871', { autoplay: false })).toBe(
      'https://player.vimeo.com/video/76979871',
    )
  })

  it.each([
    ['another site', 'https://www.dailymotion.com/video/x7tgad0'],
    ['a YouTube channel', 'https://www.youtube.com/@maison'],
    ['a YouTube watch page without a video', 'https://www.youtube.com/watch?list=PL1'],
    ['a malformed YouTube id', 'https://www.youtube.com/watch?v=short'],
    ['a Vimeo page without a number', 'https://vimeo.com/maison'],
    ['a look-alike host', 'https://youtube.com.evil.io/watch?v=dQw4w9WgXcQ'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL', 'dQw4w9WgXcQ'],
    ['empty', ''],
  ])('%s → null', (_name, input) => {
    expect(embedUrl(input)).toBeNull()
  })
})

describe('embedProvider (named on the click-to-load placeholder)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube'],
    ['https://vimeo.com/76979871', 'Vimeo'],
  ])('%s → %s', (page, provider) => {
    expect(embedProvider(embedUrl(page) ?? '')).toBe(provider)
  })
})
