import type { CardSource } from '@/content/card-sources'
import type { ContentKit } from '@/server/content-kit'
import { ContentCard } from './ContentCard'
import './cards.css'

interface Props {
  kit: ContentKit
  items: readonly CardSource[]
  /** The list's accessible name when it has no visible heading right before it. */
  label?: string
  headingLevel?: 2 | 3
}

/** A grid of content cards: one column on phones, three from 769 px (SPEC §9 breakpoint). */
export function CardList({ kit, items, label, headingLevel = 3 }: Props) {
  if (items.length === 0) return null
  return (
    <ul className="card-grid" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.slug ?? item.title}`}>
          <ContentCard
            card={kit.card(item)}
            labels={kit.cardLabels(item.kind)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  )
}
