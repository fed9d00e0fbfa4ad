import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Media } from '@/payload-types'
import './cards.css'

interface Props {
  title: string
  subtitle?: string | null
  background?: Media | number | null
  link?: { href: string; title: string } | null
  headingLevel?: 2 | 3
}

/** Text card (SPEC §3): a title and subtitle on an optional background, with a link. */
export function TextCard({ title, subtitle, background, link, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`text-card${background ? ' text-card--image' : ''}`}>
      {background ? (
        <div className="text-card__background">
          <ResponsiveImage media={background} sizes="(min-width: 769px) 22rem, 100vw" />
        </div>
      ) : null}
      <div className="text-card__body">
        <Heading className="text-card__title">{title}</Heading>
        {subtitle ? <p className="text-card__subtitle">{subtitle}</p> : null}
        {link ? (
          <Link className="text-card__link" href={link.href}>
            {link.title}
          </Link>
        ) : null}
      </div>
    </article>
  )
}
