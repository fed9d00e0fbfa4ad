'use client'

import useEmblaCarousel from 'embla-carousel-react'
import {
  Children,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useState,
} from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { showControls, wrapIndex } from '@/rules/slider'
import './slider.css'

interface Props {
  /** The accessible name of the carousel (e.g. the block's title). */
  label: string
  /** One child per slide. */
  children: ReactNode
  /** `full`: one slide per view; `card`: several cards side by side on wide screens. */
  size?: 'full' | 'card'
  className?: string
}

/**
 * The site's one slider (SPEC §4, §9), on Embla: drag or swipe with snapping, arrow keys when the
 * carousel has focus, previous/next buttons that wrap from the last slide to the first and back
 * (wrapIndex), and controls only with at least 2 items. Screen readers hear a labelled carousel
 * region, each slide as "x of y", and the position after each move.
 */
export function Slider({ label, children, size = 'full', className }: Props) {
  const { strings } = useSiteContext()
  const slides = Children.toArray(children)
  const count = slides.length
  const enabled = showControls(count)
  const [viewportRef, api] = useEmblaCarousel({
    active: enabled,
    align: 'start',
    containScroll: 'trimSnaps',
    // Snapping drag; Embla's duration unit is not ms: 30 is close to the spec's 0.6 s settle.
    dragFree: false,
    duration: 30,
  })
  const [index, setIndex] = useState(0)
  const [snapCount, setSnapCount] = useState(count)
  const viewportId = useId()

  useEffect(() => {
    if (!api) return
    const sync = () => {
      setIndex(api.selectedScrollSnap())
      setSnapCount(api.scrollSnapList().length)
    }
    sync()
    api.on('select', sync)
    api.on('reInit', sync)
    return () => {
      api.off('select', sync)
      api.off('reInit', sync)
    }
  }, [api])

  const go = useCallback(
    (to: number) => {
      if (!api) return
      // With reduced motion the slide changes without the animated glide.
      const jump = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      api.scrollTo(wrapIndex(to, api.scrollSnapList().length), jump)
    },
    [api],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      go(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      go(index + 1)
    }
  }

  if (count === 0) return null
  // Everything may fit in one view (a few cards on a wide screen): nothing to move then.
  const withControls = enabled && snapCount >= 2
  const position = fillMessage(strings['slider.position'], { x: index + 1, y: snapCount })

  return (
    <section
      className={['slider', `slider--${size}`, className].filter(Boolean).join(' ')}
      aria-roledescription={strings['slider.carousel']}
      aria-label={label}
      // Focusable so that the arrow keys work without reaching for a button first.
      tabIndex={withControls ? 0 : undefined}
      onKeyDown={withControls ? onKeyDown : undefined}
      data-index={index}
      // Set once Embla has taken the viewport: drag and keys work from then on.
      data-ready={api ? 'true' : undefined}
    >
      <div className="slider__viewport" ref={viewportRef} id={viewportId}>
        <div className="slider__track">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a labelled group, not a form fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; Children.toArray keys the content.
              key={i}
              className="slider__slide"
              role="group"
              aria-roledescription={strings['slider.slide']}
              aria-label={fillMessage(strings['slider.position'], { x: i + 1, y: count })}
              data-selected={i === index ? 'true' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {withControls ? (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__button slider__button--prev"
            aria-controls={viewportId}
            aria-label={strings['slider.previous']}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <p className="slider__status" aria-live="polite" aria-atomic="true">
            {position}
          </p>
          <button
            type="button"
            className="slider__button slider__button--next"
            aria-controls={viewportId}
            aria-label={strings['slider.next']}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      ) : null}
    </section>
  )
}
