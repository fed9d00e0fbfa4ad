/**
 * The embed player's URL (SPEC §2.8 embed_player): a YouTube or Vimeo page URL as editors paste
 * it → the URL of that provider's embeddable player. Pure: no React, no I/O.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d+$/
const VIMEO_HASH = /^[0-9a-f]+$/i

export interface EmbedOptions {
  /** The player starts at once: it is opened by a click on a video. Default true. */
  autoplay?: boolean
}

/**
 * The embed URL for a YouTube or Vimeo video, or null for anything else (another site, a
 * playlist, a channel, a non-https page) so the modal can say it cannot play it.
 * YouTube goes through youtube-nocookie.com, which sets no cookies until the video plays.
 */
export function embedUrl(pageUrl: string, options: EmbedOptions = {}): string | null {
  let url: URL
  try {
    url = new URL(pageUrl.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '')
  const autoplay = options.autoplay ?? true
  const segments = url.pathname.split('/').filter(Boolean)

  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id = youtubeId(host, url, segments)
    if (!id) return null
    const params = new URLSearchParams({ rel: '0' })
    if (autoplay) params.set('autoplay', '1')
    const start = youtubeStart(url)
    if (start > 0) params.set('start', String(start))
    return `https://www.youtube-nocookie.com/embed/${id}?${params}`
  }

  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const found = vimeoId(host, url, segments)
    if (!found) return null
    const params = new URLSearchParams()
    if (found.hash) params.set('h', found.hash)
    if (autoplay) params.set('autoplay', '1')
    const query = params.toString()
    return `https://player.vimeo.com/video/${found.id}${query ? `?${query}` : ''}`
  }
  return null
}

function youtubeId(host: string, url: URL, segments: string[]): string | null {
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (segments[0] === 'watch') id = url.searchParams.get('v')
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1]
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** `t`/`start` as seconds: `90`, `90s` or `1m30s`. */
function youtubeStart(url: URL): number {
  const raw = url.searchParams.get('t') ?? url.searchParams.get('start')
  if (!raw) return 0
  if (/^\d+s?$/.test(raw)) return Number.parseInt(raw, 10)
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw)
  if (!match) return 0
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

function vimeoId(
  host: string,
  url: URL,
  segments: string[],
): { id: string; hash: string | null } | null {
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video' || !VIMEO_ID.test(segments[1] ?? '')) return null
    return { id: segments[1]!, hash: url.searchParams.get('h') }
  }
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const index = segments.findIndex((s) => VIMEO_ID.test(s))
  if (index === -1) return null
  const next = segments[index + 1]
  return { id: segments[index]!, hash: next && VIMEO_HASH.test(next) ? next : null }
}

/** The company behind an embed URL made by embedUrl, named on the click-to-load placeholder. */
export function embedProvider(src: string): 'YouTube' | 'Vimeo' {
  return new URL(src).hostname === 'player.vimeo.com' ? 'Vimeo' : 'YouTube'
}
