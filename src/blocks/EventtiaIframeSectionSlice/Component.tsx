import { ConsentGateLazy as ConsentGate } from '@/consent/ConsentGateLazy'
import type { EventtiaIframeSectionSlice as EventtiaIframeSectionSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

/** The iframe URL when it is https (the schema's rule, checked again here), else null. */
function httpsUrl(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The event-registration page embedded in the page: full width, 700 px high (SPEC §9). Eventtia is
 * a third party: its iframe loads once the visitor allows media (click-to-load until then).
 */
export function EventtiaIframeSectionSlice({ block }: BlockProps<EventtiaIframeSectionSliceData>) {
  const src = httpsUrl(block.iframe_url)
  if (!src) return null
  const title = block.title?.trim() || 'Event registration'
  return (
    <section className="block block--eventtia">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      {block.description ? <p className="block__headline">{block.description}</p> : null}
      <ConsentGate category="media" provider="Eventtia" className="block--eventtia-placeholder">
        <iframe
          className="block--eventtia-frame"
          src={src}
          title={title}
          height={700}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </ConsentGate>
    </section>
  )
}
