'use client'

import { useSiteContext } from '@/components/SiteContext'
import './playable.css'

export type MediaKind = 'video' | 'audio'

/**
 * What a visitor sees when a video or audio file cannot be played (issue 15): a translated
 * sentence and a link to the file, so it can still be opened or downloaded.
 */
export function MediaError({
  kind,
  src,
  className,
}: {
  kind: MediaKind
  src: string
  className?: string
}) {
  const { strings } = useSiteContext()
  return (
    <p className={['media-error', className].filter(Boolean).join(' ')} role="alert">
      {strings[kind === 'video' ? 'media.videoError' : 'media.audioError']}{' '}
      <a href={src} target="_blank" rel="noopener">
        {strings['media.openFile']}
      </a>
    </p>
  )
}
