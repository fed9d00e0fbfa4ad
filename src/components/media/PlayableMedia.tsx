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
import { MediaError } from './MediaError'

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
