'use client'

import { PlayableVideo } from '@/components/media/PlayableMedia'
import { useSiteContext } from '@/components/SiteContext'
import type { NativePlayerData } from '../modal-data'
import type { ModalProps } from '../types'
import './players.css'

/**
 * native_player (SPEC §2.8): an uploaded video with the browser's controls. It plays once and
 * stops at its end (SPEC §2.6), back on its first frame ready to play again.
 */
export default function NativePlayerModal({ data }: ModalProps<NativePlayerData>) {
  const { strings } = useSiteContext()
  return (
    <div className="player">
      <PlayableVideo
        className="player__video"
        src={data.src}
        poster={data.poster ?? undefined}
        aria-label={data.title?.trim() || strings['modal.video.title']}
        controls
        autoPlay
        playsInline
        preload="metadata"
        onEnded={(event) => {
          event.currentTarget.pause()
          event.currentTarget.currentTime = 0
        }}
      />
    </div>
  )
}
