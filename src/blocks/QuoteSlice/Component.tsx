import type { QuoteSlice as QuoteSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

interface QuoteData {
  quote?: string | null
  label?: string | null
  author?: string | null
}

/** A quote with its label and author (SPEC §3 "Quote"); also used inside the visit header. */
export function QuoteFigure({ quote, className }: { quote: QuoteData; className?: string }) {
  const text = quote.quote?.trim()
  if (!text) return null
  const label = quote.label?.trim()
  const author = quote.author?.trim()
  return (
    <figure className={['block--quote-figure', className].filter(Boolean).join(' ')}>
      <blockquote className="block--quote-text">
        <p>{text}</p>
      </blockquote>
      {label || author ? (
        <figcaption className="block--quote-caption">
          {label ? <span className="block--quote-label">{label}</span> : null}
          {author ? <cite className="block--quote-author">{author}</cite> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}

export function QuoteSlice({ block }: BlockProps<QuoteSliceData>) {
  return (
    <section className="block block--quote">
      <QuoteFigure quote={block} />
    </section>
  )
}
