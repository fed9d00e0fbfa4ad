import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Media } from '@/payload-types'
import './detail.css'

interface Props {
  title: string
  eyebrow?: ReactNode
  image?: Media | number | null
  /** Facts under the title (date, time, level…). */
  meta?: ReactNode
  children?: ReactNode
  /**
   * SPEC §2.5: articles, cocktails and sessions have a hero card that animates in on load. Pure
   * CSS, so it needs no script and is still for visitors who ask for reduced motion.
   */
  animated?: boolean
}

/** The top of a detail page: its cover and a card with the title and key facts. */
export function DetailHero({ title, eyebrow, image, meta, children, animated = false }: Props) {
  return (
    <header className={`detail-hero${animated ? ' detail-hero--animated' : ''}`}>
      <div className="detail-hero__media">
        <ResponsiveImage media={image} sizes="100vw" priority />
      </div>
      <div className="detail-hero__card">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-header__title">{title}</h1>
        {meta ? <div className="detail-hero__meta">{meta}</div> : null}
        {children}
      </div>
    </header>
  )
}
