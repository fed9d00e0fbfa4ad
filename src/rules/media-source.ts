/**
 * Where a video or audio file may come from (issue 15 "Every video and audio plays"): an absolute
 * http(s) URL (a file on another host, or a YouTube/Vimeo page for the embed player), or a path
 * on the site itself such as `/demo-media/pour.mp4` (the demo files the site serves from
 * `public/`). A site path keeps working when the site moves host, so the seed uses them.
 * Pure: no React, no I/O.
 */

const SITE_PATH = /^\/(?!\/)[^\s\\]*$/

export function isMediaSource(value: string): boolean {
  if (value !== value.trim() || value === '') return false
  if (SITE_PATH.test(value)) return true
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

export const MEDIA_SOURCE_HINT =
  'Enter an http:// or https:// URL, or a path on this site such as /demo-media/pour.mp4.'

/** Payload field validator for a media file URL; empty passes (required-ness is `required`'s). */
export function validateMediaSource(value: unknown): true | string {
  if (value == null || value === '') return true
  return (typeof value === 'string' && isMediaSource(value)) || MEDIA_SOURCE_HINT
}

/** The file's name as a person would read it in a link ("pour.mp4"), or the source itself. */
export function mediaFileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src
  const last = path.split('/').filter(Boolean).pop()
  try {
    return last ? decodeURIComponent(last) : src
  } catch {
    return last ?? src
  }
}

/** `m:ss` (or `h:mm:ss`) for a player's time display; 0 for anything not a finite positive. */
export function playerTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const ss = String(s).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}
