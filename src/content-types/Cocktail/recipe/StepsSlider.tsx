'use client'

import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { stepNumber } from '@/rules/format'
import { clampIndex, showControls } from '@/rules/slider'
import { ClickToPlayVideo } from './ClickToPlayVideo'

export interface StepSlide {
  id?: string | null
  title: string
  description?: string | null
  large_text?: string | null
  /** Image URL and text alternative, already resolved on the server. */
  image?: { src: string; alt: string; width?: number; height?: number } | null
  video_url?: string | null
}

/** A horizontal swipe shorter than this (px) is a tap, not a step change. */
const SWIPE_THRESHOLD = 50

/**
 * The preparation steps as a slider (SPEC §2.6): numbered "01", "02"…, previous/next controls
 * and a stepper, clamped between the first and the last step (no wrap). Hidden steps are inert
 * so keyboard and screen-reader users only meet the current one.
 */
export function StepsSlider({ steps, title }: { steps: StepSlide[]; title?: string | null }) {
  const { strings } = useSiteContext()
  const [current, setCurrent] = useState(0)
  const headingId = useId()
  const swipeStart = useRef<number | null>(null)
  const count = steps.length
  if (count === 0) return null
  const go = (index: number) => setCurrent(clampIndex(index, count))
  const controls = showControls(count)
  const fill = (text: string, n: number) => fillMessage(text, { n, total: count })

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null) return
    const delta = event.clientX - start
    if (Math.abs(delta) >= SWIPE_THRESHOLD) go(current + (delta < 0 ? 1 : -1))
  }

  // Arrow keys move between steps while focus is on the slider's controls.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    go(current + (event.key === 'ArrowRight' ? 1 : -1))
  }

  return (
    <section className="recipe-steps" aria-labelledby={headingId} aria-roledescription="carousel">
      <h2 id={headingId} className="recipe__heading">
        {title || strings['recipe.instructions']}
      </h2>
      <div
        className="recipe-steps__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null
        }}
      >
        <ol className="recipe-steps__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {steps.map((step, index) => {
            const active = index === current
            return (
              <li
                key={step.id ?? index}
                className="recipe-step"
                aria-roledescription="slide"
                aria-label={fill(strings['recipe.stepOf'], index + 1)}
                aria-hidden={!active}
                inert={!active}
              >
                <div className="recipe-step__media">
                  {step.video_url ? (
                    <ClickToPlayVideo
                      src={step.video_url}
                      poster={step.image?.src}
                      title={step.title}
                    />
                  ) : step.image ? (
                    // biome-ignore lint/performance/noImgElement: Payload derives the sizes; no optimizer.
                    <img
                      src={step.image.src}
                      alt={step.image.alt}
                      width={step.image.width}
                      height={step.image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </div>
                <div className="recipe-step__text">
                  <span className="recipe-step__number" aria-hidden="true">
                    {stepNumber(index)}
                  </span>
                  <h3 className="recipe-step__title">{step.title}</h3>
                  {step.large_text ? <p className="recipe-step__large">{step.large_text}</p> : null}
                  {step.description ? (
                    <p className="recipe-step__description">{step.description}</p>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      </div>
      {controls ? (
        <div className="recipe-steps__controls">
          <button
            type="button"
            onKeyDown={onKeyDown}
            className="recipe-steps__arrow"
            aria-label={strings['recipe.previousStep']}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <ol className="recipe-steps__stepper" aria-label={strings['recipe.steps']}>
            {steps.map((step, index) => (
              <li key={step.id ?? index}>
                <button
                  type="button"
                  onKeyDown={onKeyDown}
                  className="recipe-steps__dot"
                  aria-label={fill(strings['recipe.goToStep'], index + 1)}
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            onKeyDown={onKeyDown}
            className="recipe-steps__arrow"
            aria-label={strings['recipe.nextStep']}
            disabled={current === count - 1}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
      <p className="recipe-sr-only" aria-live="polite">
        {fill(strings['recipe.stepOf'], current + 1)}
      </p>
    </section>
  )
}
