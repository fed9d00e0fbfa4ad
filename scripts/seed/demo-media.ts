/**
 * Demo films and podcast audio (issue 15): small real files in public/demo-media/, made once by
 * scripts/media/make-demo-media.sh and committed, so every seeded player has something to play
 * in every locale. Site paths, not absolute URLs: they keep working whatever host serves the
 * site. The same key always gets the same file, so a second seed changes nothing.
 */

export const DEMO_VIDEOS = {
  pour: '/demo-media/pour.mp4',
  cellar: '/demo-media/cellar.mp4',
  vineyard: '/demo-media/vineyard.mp4',
} as const

export const DEMO_AUDIO = {
  chalk: '/demo-media/chalk-and-patience.mp3',
  cellar: '/demo-media/cellar-conversation.mp3',
  evening: '/demo-media/evening-glass.mp3',
} as const

function pick<T>(list: readonly T[], key: string): T {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return list[hash % list.length] as T
}

/** A demo film for a slug (stable: the same slug, the same file). */
export const demoVideo = (key: string) => pick(Object.values(DEMO_VIDEOS), key)

/** A demo podcast recording for a slug (stable). */
export const demoAudio = (key: string) => pick(Object.values(DEMO_AUDIO), key)
