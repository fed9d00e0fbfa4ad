/**
 * How far a viewer got in a YouTube or Vimeo episode, read from the messages the provider's
 * player posts to our page, so an embedded episode reports progress like the native player
 * (docs/decisions.md "Embedded masterclass episodes report progress"). No provider script is
 * loaded: both players speak a documented postMessage protocol once their API is switched on
 * in the iframe URL (YouTube `enablejsapi=1` + `origin`, Vimeo `api=1`). Pure: no DOM, no I/O.
 */

export type EmbedKind = 'youtube' | 'vimeo'

/** The only origins whose messages are read: the hosts embedUrl frames. */
export const EMBED_ORIGINS: Record<EmbedKind, string> = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
}

/** The provider of an embed URL made by embedUrl (modals/players/embed-url.ts), or null. */
export function embedKind(embedSrc: string): EmbedKind | null {
  let origin: string
  try {
    origin = new URL(embedSrc).origin
  } catch {
    return null
  }
  if (origin === EMBED_ORIGINS.youtube) return 'youtube'
  if (origin === EMBED_ORIGINS.vimeo) return 'vimeo'
  return null
}

/**
 * The embed URL with the provider's message API switched on. YouTube posts its messages to the
 * `origin` given here (our page), so it must be the page's own origin.
 */
export function withPlayerApi(embedSrc: string, kind: EmbedKind, pageOrigin: string): string {
  const url = new URL(embedSrc)
  if (kind === 'youtube') {
    url.searchParams.set('enablejsapi', '1')
    url.searchParams.set('origin', pageOrigin)
  } else {
    url.searchParams.set('api', '1')
  }
  return url.toString()
}

/** What a player said: any subset (YouTube sends only what changed since its last message). */
export interface EmbedSample {
  /** The player is up: (re)subscribe (Vimeo's `ready`) and stop asking (YouTube's answers). */
  ready: boolean
  /** Playback position in seconds. */
  position?: number
  /** The video's length in seconds. */
  duration?: number
  state?: 'playing' | 'paused' | 'ended'
}

/**
 * The messages that ask the player to tell us about playback, posted to its contentWindow with
 * the provider's origin as target. YouTube: `listening` (it then sends `infoDelivery` with
 * currentTime, duration and playerState, and `onStateChange`); its messages are JSON text.
 * Vimeo: one `addEventListener` per event, as objects (as Vimeo's own player.js posts them).
 */
export function subscribeMessages(kind: EmbedKind, id: string): Array<string | object> {
  if (kind === 'youtube') return [JSON.stringify({ event: 'listening', id, channel: 'widget' })]
  return ['timeupdate', 'play', 'pause', 'ended'].map((value) => ({
    method: 'addEventListener',
    value,
  }))
}

const seconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined

const length = (value: unknown): number | undefined => {
  const n = seconds(value)
  return n !== undefined && n > 0 ? n : undefined
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null

/** YouTube's player states (IFrame API PlayerState): -1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued. */
function youtubeState(value: unknown): EmbedSample['state'] {
  if (value === 0) return 'ended'
  if (value === 1) return 'playing'
  if (value === 2) return 'paused'
  return undefined
}

function youtubeSample(data: Record<string, unknown>): EmbedSample | null {
  const event = data.event
  if (event === 'onReady') return { ready: true }
  if (event === 'onStateChange') {
    const state = youtubeState(data.info)
    return state ? { ready: true, state } : { ready: true }
  }
  if (event !== 'infoDelivery' && event !== 'initialDelivery') return null
  const info = record(data.info)
  if (!info) return null
  const sample: EmbedSample = { ready: true }
  const position = seconds(info.currentTime)
  const duration = length(info.duration)
  const state = youtubeState(info.playerState)
  if (position !== undefined) sample.position = position
  if (duration !== undefined) sample.duration = duration
  if (state) sample.state = state
  return sample
}

const VIMEO_STATES: Record<string, EmbedSample['state']> = {
  timeupdate: 'playing',
  play: 'playing',
  pause: 'paused',
  ended: 'ended',
}

function vimeoSample(data: Record<string, unknown>): EmbedSample | null {
  const event = data.event
  if (event === 'ready') return { ready: true }
  if (typeof event !== 'string' || !Object.hasOwn(VIMEO_STATES, event)) return null
  const sample: EmbedSample = { ready: true, state: VIMEO_STATES[event] }
  const values = record(data.data)
  const position = seconds(values?.seconds)
  const duration = length(values?.duration)
  if (position !== undefined) sample.position = position
  if (duration !== undefined) sample.duration = duration
  return sample
}

/**
 * A message event's origin and data → what the player said, or null for anything else: another
 * origin (any other frame or extension can post to our window), text that is not JSON, an event
 * we do not use. The caller also checks that the message came from the episode's own iframe.
 */
export function parseEmbedMessage(
  kind: EmbedKind,
  origin: string,
  data: unknown,
): EmbedSample | null {
  if (origin !== EMBED_ORIGINS[kind]) return null
  let parsed: unknown = data
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data)
    } catch {
      return null
    }
  }
  const message = record(parsed)
  if (!message) return null
  return kind === 'youtube' ? youtubeSample(message) : vimeoSample(message)
}

/** Playback as the page knows it, built up from the player's samples. */
export interface EmbedPlayback {
  ready: boolean
  position: number
  /** 0 until the player said how long the video is. */
  duration: number
  playing: boolean
  ended: boolean
}

export const NO_PLAYBACK: EmbedPlayback = {
  ready: false,
  position: 0,
  duration: 0,
  playing: false,
  ended: false,
}

/** The playback after a sample: what it leaves out stays as it was. */
export function applySample(playback: EmbedPlayback, sample: EmbedSample): EmbedPlayback {
  const next: EmbedPlayback = {
    ready: playback.ready || sample.ready,
    position: sample.position ?? playback.position,
    duration: sample.duration ?? playback.duration,
    playing: playback.playing,
    ended: playback.ended,
  }
  if (sample.state) {
    next.playing = sample.state === 'playing'
    next.ended = sample.state === 'ended'
  }
  return next
}
