'use client'

import { useRef, useState } from 'react'
import { MediaError } from '@/components/media/MediaError'
import { useSiteContext } from '@/components/SiteContext'
import { labelled } from '@/i18n/punctuation'

interface Props {
  src: string
  /** Cover image URL shown until the visitor presses play. */
  poster?: string | null
  /** Accessible name of the video. */
  title: string
  className?: string
}

/**
 * A video that does not load or play until clicked, and goes back to its cover when it ends
 * (SPEC §2.6). Its box is 1.25 wide per unit of height below 769 px, 16:9 above (recipe.css).
 */
export function ClickToPlayVideo({ src, poster, title, className }: Props) {
  const { strings, locale } = useSiteContext()
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)

  const play = () => {
    const element = video.current
    if (!element) return
    setPlaying(true)
    setFailed(false)
    element.play().catch(() => {
      setPlaying(false)
      setFailed(true)
    })
  }

  const stop = () => {
    const element = video.current
    if (element) {
      element.pause()
      element.currentTime = 0
    }
    setPlaying(false)
  }

  return (
    <div className={['recipe-video', className].filter(Boolean).join(' ')}>
      {/* biome-ignore lint/a11y/useMediaCaption: the CMS has no caption field yet; these are wordless preparation videos. */}
      <video
        ref={video}
        className="recipe-video__media"
        src={src}
        poster={poster ?? undefined}
        preload="none"
        playsInline
        controls={playing}
        aria-label={title}
        onEnded={stop}
        onError={() => {
          setPlaying(false)
          setFailed(true)
        }}
        onPause={(event) => {
          // Ended is handled by stop(); a pause from the controls keeps the frame.
          if (event.currentTarget.ended) stop()
        }}
      />
      {playing ? null : (
        <button type="button" className="recipe-video__play" onClick={play}>
          <span className="recipe-video__play-icon" aria-hidden="true" />
          <span className="recipe-sr-only">
            {labelled(locale, strings['recipe.playVideo'], title)}
          </span>
        </button>
      )}
      {failed ? <MediaError kind="video" src={src} className="recipe-video__error" /> : null}
    </div>
  )
}
