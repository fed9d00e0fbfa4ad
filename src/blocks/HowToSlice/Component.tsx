import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { HowToSlice as HowToSliceData } from '@/payload-types'
import type { BlockProps } from '../types'

/** Numbered steps, each with a title, an optional description and an optional image. */
export function HowToSlice({ block }: BlockProps<HowToSliceData>) {
  const steps = block.steps ?? []
  if (!block.title && steps.length === 0) return null
  return (
    <section className="block block--how-to">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      {steps.length > 0 ? (
        <ol className="block--how-to-steps">
          {steps.map((step, i) => (
            <li key={step.id ?? i} className="block--how-to-step">
              <div className="block--how-to-text">
                <h3 className="block--how-to-title">{step.title}</h3>
                {step.description ? (
                  <p className="block--how-to-description">{step.description}</p>
                ) : null}
              </div>
              {step.image ? (
                <div className="block--how-to-image">
                  <ResponsiveImage media={step.image} sizes="(min-width: 769px) 20rem, 100vw" />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
