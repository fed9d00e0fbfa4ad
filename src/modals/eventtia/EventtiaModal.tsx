'use client'

import { useEffect, useRef, useState } from 'react'
import { ConsentGate } from '@/consent/ConsentGate'
import type { EventtiaData } from '../modal-data'
import type { ModalProps } from '../types'
import { EVENTTIA_IFRAME_HEIGHT, EVENTTIA_RESIZE_POLL_MS, frameHeight } from './eventtia-frame'
import './eventtia.css'

/** The framed document's height, when the browser lets us read it (same origin only). */
function measure(frame: HTMLIFrameElement | null): number | null {
  try {
    return frame?.contentDocument?.documentElement.scrollHeight ?? null
  } catch {
    return null
  }
}

/**
 * The eventtia modal (SPEC §2.8; issue 13): the organiser's registration page in an iframe,
 * full width and 700 px high, resized to its content by a poll every 500 ms (SPEC §8, §9) where
 * the browser lets the page be measured. Eventtia is a third party: the frame loads once the
 * visitor allows media (click-to-load until then).
 */
export default function EventtiaModal({ data }: ModalProps<EventtiaData>) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(EVENTTIA_IFRAME_HEIGHT)

  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = frameHeight(measure(frame.current))
      setHeight((current) => (current === next ? current : next))
    }, EVENTTIA_RESIZE_POLL_MS)
    return () => window.clearInterval(timer)
  }, [])

  return (
    <div className="eventtia-modal">
      <ConsentGate category="media" provider="Eventtia" className="eventtia-modal__placeholder">
        <iframe
          ref={frame}
          className="eventtia-modal__frame"
          src={data.url}
          title={data.title ?? 'Eventtia'}
          height={height}
          style={{ height }}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </div>
  )
}
