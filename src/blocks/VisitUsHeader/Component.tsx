import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { VisitUsHeader as VisitUsHeaderData } from '@/payload-types'
import { BlockButtons } from '../BlockButton'
import { QuoteFigure } from '../QuoteSlice/Component'
import type { BlockProps } from '../types'

/**
 * The visit page's header (SPEC §3 "Visit header"), rendered first by RenderBlocks. The page
 * title is the template's h1, so this title is an h2. The background is above the fold: eager.
 */
export function VisitUsHeader({ block, locale }: BlockProps<VisitUsHeaderData>) {
  const details = (block.details ?? []).filter((d) => d.detail?.trim())
  return (
    <section className="block block--visit-header">
      <div className="block--visit-header-hero">
        <ResponsiveImage
          media={block.background}
          sizes="100vw"
          priority
          className="block--visit-header-background"
        />
        <div className="block--visit-header-heading">
          <h2 className="block--visit-header-title">{block.title}</h2>
          {block.subtitle ? <p className="block--visit-header-subtitle">{block.subtitle}</p> : null}
          <BlockButtons buttons={block.buttons} locale={locale} />
        </div>
      </div>
      {block.description || details.length > 0 || block.quote?.quote ? (
        <div className="block--visit-header-body">
          {block.description ? (
            <p className="block--visit-header-description">{block.description}</p>
          ) : null}
          {details.length > 0 ? (
            <ul className="block--visit-header-details">
              {details.map((d, i) => (
                <li key={d.id ?? i}>{d.detail}</li>
              ))}
            </ul>
          ) : null}
          {block.quote ? (
            <QuoteFigure quote={block.quote} className="block--visit-header-quote" />
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
