'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { showControls, wrapIndex } from '@/rules/slider'
import type { ImageSliderData } from '../modal-data'
import './image-slider.css'

/**
 * Images full screen, starting at the given one (image_slider, product_gallery): the index
 * wraps from last to first and back, arrow keys and dragging move it, and the arrows and the
 * "n / total" counter show only with at least 2 images. With `zoom`, a toggle shows the current
 * image at its natural size, scrollable (its styles come with the caller).
 */
export function ImageCarousel({
  data,
  label,
  className,
  zoom = false,
}: {
  data: ImageSliderData
  label: string
  className?: string
  zoom?: boolean
}) {
  const { strings } = useSiteContext()
  const { items } = data
  const count = items.length
  const start = wrapIndex(data.index, count)
  const [reducedMotion] = useState(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  )
  const [zoomed, setZoomed] = useState(false)
  const [viewportRef, embla] = useEmblaCarousel({
    startIndex: start,
    watchDrag: count > 1,
    duration: reducedMotion ? 0 : 25,
  })
  const [selected, setSelected] = useState(start)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  const go = useCallback(
    (step: number) => {
      if (!embla) return
      embla.scrollTo(wrapIndex(embla.selectedScrollSnap() + step, count), reducedMotion)
    },
    [embla, count, reducedMotion],
  )

  useEffect(() => {
    if (count < 2) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') go(1)
      else if (event.key === 'ArrowLeft') go(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [go, count])

  const position = (i: number) =>
    fillMessage(strings['modal.slider.slide'], { current: i + 1, total: count })
  const current = items[selected]

  return (
    <section
      className={className ? `image-slider ${className}` : 'image-slider'}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="image-slider__stage">
        <div className="image-slider__viewport" ref={viewportRef}>
          <div className="image-slider__track">
            {items.map((item, i) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be listed twice; its place is its identity.
                key={i}
                className="image-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={position(i)}
                aria-hidden={i !== selected || zoomed}
              >
                {/* biome-ignore lint/performance/noImgElement: editors' full-size image, shown as it is. */}
                <img
                  className="image-slider__image"
                  src={item.url}
                  alt={item.alt ?? ''}
                  loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
              </div>
            ))}
          </div>
        </div>
        {zoomed && current ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the zoomed image scrolls with the keyboard too.
          <div className="product-gallery__zoom" tabIndex={0}>
            {/* biome-ignore lint/performance/noImgElement: the image at its natural size. */}
            <img src={current.url} alt={current.alt ?? ''} draggable={false} />
          </div>
        ) : null}
      </div>
      {showControls(count) || zoom ? (
        <div className="image-slider__controls">
          {showControls(count) ? (
            <button type="button" className="image-slider__arrow" onClick={() => go(-1)}>
              <span className="modal__sr">{strings['modal.slider.previous']}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
          {showControls(count) ? (
            <p className="image-slider__counter" aria-live="polite" aria-atomic="true">
              <span className="modal__sr">{position(selected)}</span>
              <span aria-hidden="true">
                {selected + 1} / {count}
              </span>
            </p>
          ) : null}
          {showControls(count) ? (
            <button type="button" className="image-slider__arrow" onClick={() => go(1)}>
              <span className="modal__sr">{strings['modal.slider.next']}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
          {zoom ? (
            <button
              type="button"
              className="image-slider__arrow"
              aria-pressed={zoomed}
              onClick={() => setZoomed((z) => !z)}
            >
              <span className="modal__sr">
                {zoomed ? strings['product.zoomOut'] : strings['product.zoomIn']}
              </span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <circle
                  cx="10.5"
                  cy="10.5"
                  r="6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
                <path d="M15 15l5 5M8 10.5h5" fill="none" stroke="currentColor" strokeWidth="2" />
                {zoomed ? null : (
                  <path d="M10.5 8v5" fill="none" stroke="currentColor" strokeWidth="2" />
                )}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
