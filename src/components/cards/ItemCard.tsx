import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Media } from '@/payload-types'
import './cards.css'

interface Props {
  title: string
  image?: Media | number | null
  button?: { href: string; label: string; color?: 'blue' | 'red' | 'cream' } | null
  headingLevel?: 2 | 3
}

/** Item card (SPEC §3): an image at ratio 178:119, a title and a button. */
export function ItemCard({ title, image, button, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="item-card">
      <div className="item-card__image">
        <ResponsiveImage media={image} sizes="(min-width: 769px) 22rem, 100vw" />
      </div>
      <Heading className="item-card__title">{title}</Heading>
      {button ? (
        <Link
          className={`item-card__button item-card__button--${button.color ?? 'blue'}`}
          href={button.href}
        >
          {button.label}
        </Link>
      ) : null}
    </article>
  )
}
