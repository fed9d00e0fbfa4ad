import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Media } from '@/payload-types'

export interface RelatedCard {
  id: number | string
  title: string
  href: string
  image?: number | Media | null
}

/**
 * "More cocktails" and "related articles" (SPEC §2.6): linked cards with image and title.
 * Kept local until the shared cards of src/components/cards/ land; then swap them in here.
 */
export function RelatedCards({ title, cards }: { title: string; cards: RelatedCard[] }) {
  if (cards.length === 0) return null
  return (
    <section className="recipe-related">
      <h2 className="recipe__heading">{title}</h2>
      <ul className="recipe-related__list">
        {cards.map((card) => (
          <li key={card.id} className="recipe-card">
            <Link href={card.href} className="recipe-card__link">
              <span className="recipe-card__image">
                <ResponsiveImage media={card.image} sizes="(min-width: 769px) 25vw, 80vw" />
              </span>
              <span className="recipe-card__title">{card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
