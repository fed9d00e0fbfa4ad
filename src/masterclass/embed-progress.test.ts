import { describe, expect, it } from 'vitest'
import {
  applySample,
  type EmbedKind,
  type EmbedSample,
  embedKind,
  NO_PLAYBACK,
  parseEmbedMessage,
  subscribeMessages,
  withPlayerApi,
} from './embed-progress'

const YT = 'https://www.youtube-nocookie.com'
const VIMEO = 'https://player.vimeo.com'

describe('parseEmbedMessage: what a provider player posted to the page', () => {
  it.each<[string, EmbedKind, string, unknown, EmbedSample | null]>([
    [
      'YouTube infoDelivery with time, length and state',
      'youtube',
      YT,
      '{"event":"infoDelivery","info":{"currentTime":12.5,"duration":60,"playerState":1},"id":"e1","channel":"widget"}',
      { ready: true, position: 12.5, duration: 60, state: 'playing' },
    ],
    [
      'YouTube infoDelivery with the time only (a delta)',
      'youtube',
      YT,
      '{"event":"infoDelivery","info":{"currentTime":30}}',
      { ready: true, position: 30 },
    ],
    [
      'YouTube initialDelivery, video cued (state 5 is no playback change)',
      'youtube',
      YT,
      '{"event":"initialDelivery","info":{"currentTime":0,"duration":61.2,"playerState":5}}',
      { ready: true, position: 0, duration: 61.2 },
    ],
    [
      'YouTube paused',
      'youtube',
      YT,
      '{"event":"infoDelivery","info":{"playerState":2}}',
      { ready: true, state: 'paused' },
    ],
    [
      'YouTube onStateChange ended',
      'youtube',
      YT,
      '{"event":"onStateChange","info":0}',
      {
        ready: true,
        state: 'ended',
      },
    ],
    ['YouTube onReady', 'youtube', YT, '{"event":"onReady","info":null}', { ready: true }],
    [
      'YouTube with a NaN-like length and a negative time: both left out',
      'youtube',
      YT,
      { event: 'infoDelivery', info: { currentTime: -3, duration: Number.NaN, playerState: 1 } },
      { ready: true, state: 'playing' },
    ],
    [
      'YouTube with a zero length, a string time: left out',
      'youtube',
      YT,
      '{"event":"infoDelivery","info":{"currentTime":"12","duration":0}}',
      { ready: true },
    ],
    [
      'YouTube from youtube.com (not the host we frame)',
      'youtube',
      'https://www.youtube.com',
      '{"event":"infoDelivery","info":{"currentTime":12}}',
      null,
    ],
    [
      'YouTube message claiming to come from Vimeo',
      'youtube',
      VIMEO,
      '{"event":"infoDelivery","info":{"currentTime":12}}',
      null,
    ],
    ['YouTube text that is not JSON', 'youtube', YT, '{"event":"infoDelivery",', null],
    ['YouTube JSON that is not an object', 'youtube', YT, '[1,2]', null],
    ['YouTube null', 'youtube', YT, 'null', null],
    ['YouTube infoDelivery without info', 'youtube', YT, '{"event":"infoDelivery"}', null],
    ['YouTube event we do not use', 'youtube', YT, '{"event":"apiInfoDelivery","info":{}}', null],
    [
      'Vimeo timeupdate (object data, as player.js receives it)',
      'vimeo',
      VIMEO,
      { event: 'timeupdate', data: { seconds: 3.034, percent: 0.049, duration: 61.857 } },
      { ready: true, state: 'playing', position: 3.034, duration: 61.857 },
    ],
    [
      'Vimeo timeupdate as JSON text',
      'vimeo',
      VIMEO,
      '{"event":"timeupdate","data":{"seconds":10,"percent":0.5,"duration":20}}',
      { ready: true, state: 'playing', position: 10, duration: 20 },
    ],
    [
      'Vimeo ended',
      'vimeo',
      VIMEO,
      { event: 'ended', data: { seconds: 20, percent: 1, duration: 20 } },
      { ready: true, state: 'ended', position: 20, duration: 20 },
    ],
    [
      'Vimeo pause',
      'vimeo',
      VIMEO,
      { event: 'pause', data: { seconds: 8, percent: 0.4, duration: 20 } },
      { ready: true, state: 'paused', position: 8, duration: 20 },
    ],
    ['Vimeo ready', 'vimeo', VIMEO, { event: 'ready', player_id: 'x' }, { ready: true }],
    [
      'Vimeo timeupdate with a NaN length (a live stream)',
      'vimeo',
      VIMEO,
      { event: 'timeupdate', data: { seconds: 4, duration: Number.NaN } },
      { ready: true, state: 'playing', position: 4 },
    ],
    [
      'Vimeo timeupdate without data',
      'vimeo',
      VIMEO,
      { event: 'timeupdate' },
      { ready: true, state: 'playing' },
    ],
    [
      'Vimeo from another origin',
      'vimeo',
      'https://vimeo.com',
      { event: 'ended', data: { seconds: 20, duration: 20 } },
      null,
    ],
    [
      'Vimeo from a look-alike host',
      'vimeo',
      'https://player.vimeo.com.evil.test',
      { event: 'ended', data: { seconds: 20, duration: 20 } },
      null,
    ],
    ['Vimeo malformed JSON', 'vimeo', VIMEO, '{event: ended}', null],
    ['Vimeo event we do not use', 'vimeo', VIMEO, { event: 'volumechange', data: {} }, null],
    ['Vimeo inherited key as event', 'vimeo', VIMEO, { event: 'toString' }, null],
    ['Vimeo method answer', 'vimeo', VIMEO, { method: 'getDuration', value: 20 }, null],
    ['a number', 'vimeo', VIMEO, 42, null],
  ])('%s', (_name, kind, origin, data, expected) => {
    expect(parseEmbedMessage(kind, origin, data)).toEqual(expected)
  })
})

describe('applySample: playback built up from samples', () => {
  it('keeps what a sample leaves out, follows the state', () => {
    const steps: Array<[EmbedSample, Partial<typeof NO_PLAYBACK>]> = [
      [
        { ready: true, duration: 60, position: 0 },
        { ready: true, duration: 60, playing: false },
      ],
      [
        { ready: true, state: 'playing' },
        { playing: true, duration: 60 },
      ],
      [
        { ready: true, position: 30 },
        { position: 30, playing: true, duration: 60 },
      ],
      [
        { ready: true, state: 'paused', position: 31 },
        { position: 31, playing: false },
      ],
      [
        { ready: true, state: 'ended' },
        { ended: true, playing: false, position: 31 },
      ],
      [
        { ready: true, state: 'playing', position: 0 },
        { ended: false, playing: true, position: 0 },
      ],
    ]
    let playback = NO_PLAYBACK
    for (const [sample, expected] of steps) {
      playback = applySample(playback, sample)
      expect(playback).toMatchObject(expected)
    }
  })
})

describe('embedKind and withPlayerApi', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'youtube'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', null],
    ['https://media.example.com/video.mp4', null],
    ['not a url', null],
  ])('%s → %s', (src, kind) => {
    expect(embedKind(src)).toBe(kind)
  })

  it('switches YouTube’s API on and names our origin', () => {
    expect(
      withPlayerApi(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
        'youtube',
        'https://www.maison-solaine.test',
      ),
    ).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&enablejsapi=1&origin=https%3A%2F%2Fwww.maison-solaine.test',
    )
  })

  it('switches Vimeo’s API on, keeping the unlisted hash', () => {
    expect(withPlayerApi('https://player.vimeo.com/video/1?h=ab', 'vimeo', 'https://x.test')).toBe(
      'https://player.vimeo.com/video/1?h=ab&api=1',
    )
  })

  it('asks YouTube to listen, Vimeo for its playback events', () => {
    expect(subscribeMessages('youtube', 'episode-7')).toEqual([
      '{"event":"listening","id":"episode-7","channel":"widget"}',
    ])
    expect(subscribeMessages('vimeo', 'episode-7')).toEqual(
      ['timeupdate', 'play', 'pause', 'ended'].map((value) => ({
        method: 'addEventListener',
        value,
      })),
    )
  })
})
