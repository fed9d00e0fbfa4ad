'use client'

import {
  type AudioHTMLAttributes,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  type VideoHTMLAttributes,
} from 'react'
import { useSiteContext } from '@/components/SiteContext'
import './playable.css'

type Kind = 'video' | 'audio'

/**
 * What a visitor sees when a video or audio file cannot be played (issue 15): a translated
 * sentence and a link to the file, so it can still be opened or downloaded.
 */
export function MediaError({
  kind,
  src,
  className,
}: {
  kind: Kind
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

/**
 * Whether a media element's source failed, also when it failed before React hydrated the page
 * (the element's `error` event is then long gone: its `error` property still tells).
 */
export function useMediaFailure<T extends HTMLMediaElement>(src: string) {
  const ref = useRef<T>(null)
  // The source that failed: a new source starts clean.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  useEffect(() => {
    const element = ref.current
    if (element?.error || element?.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      setFailedSrc(src)
    }
  }, [src])
  const onError = useCallback((_event: SyntheticEvent<T>) => setFailedSrc(src), [src])
  return { ref, failed: failedSrc === src, onError }
}

type VideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'onError'> & { src: string }
type AudioProps = Omit<AudioHTMLAttributes<HTMLAudioElement>, 'src' | 'onError'> & { src: string }

/** A video of the site's own files (or another host's) with the failure message beneath. */
export function PlayableVideo({ src, ...props }: VideoProps) {
  const { ref, failed, onError } = useMediaFailure<HTMLVideoElement>(src)
  return (
    <>
      <video ref={ref} src={src} onError={onError} {...props} />
      {failed ? <MediaError kind="video" src={src} /> : null}
    </>
  )
}

/** An audio player with the failure message beneath. */
export function PlayableAudio({ src, ...props }: AudioProps) {
  const { ref, failed, onError } = useMediaFailure<HTMLAudioElement>(src)
  return (
    <>
      <audio ref={ref} src={src} onError={onError} {...props} />
      {failed ? <MediaError kind="audio" src={src} /> : null}
    </>
  )
}
