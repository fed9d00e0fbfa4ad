'use client'

import { useSiteContext } from '@/components/SiteContext'
import { ConsentGate } from '@/consent/ConsentGate'
import type { EmbedPlayerData } from '../modal-data'
import type { ModalProps } from '../types'
import { embedProvider, embedUrl } from './embed-url'
import './players.css'

/**
 * embed_player (SPEC §2.8): a YouTube or Vimeo video in the provider's player, once the visitor
 * allows media (a click-to-load placeholder naming the provider until then).
 */
export default function EmbedPlayerModal({ data }: ModalProps<EmbedPlayerData>) {
  const { strings } = useSiteContext()
  const src = embedUrl(data.url)
  if (!src) {
    return (
      <p className="modal__status" role="alert">
        {strings['modal.video.unavailable']}
      </p>
    )
  }
  return (
    <div className="player">
      <ConsentGate category="media" provider={embedProvider(src)} className="player__placeholder">
        <iframe
          className="player__frame"
          src={src}
          title={data.title?.trim() || strings['modal.video.title']}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </div>
  )
}
