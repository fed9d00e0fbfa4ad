import Link from 'next/link'
import { type Card, PANEL_CARD_SIZES } from './chrome-model'

/** The cards of a header panel; each is one link with its picture and title (SPEC §2.9). */
export function PanelCards({
  cards,
  label,
  onNavigate,
  className,
}: {
  cards: Card[]
  label: string
  onNavigate?: () => void
  className?: string
}) {
  if (cards.length === 0) return null
  return (
    <ul className={['chrome-cards', className].filter(Boolean).join(' ')} aria-label={label}>
      {cards.map((card) => (
        <li key={`${card.href}|${card.title}`} className="chrome-card">
          <Link href={card.href} onClick={onNavigate} className="chrome-card__link">
            {card.image ? (
              // biome-ignore lint/performance/noImgElement: Payload derives the sizes; no image optimizer needed.
              <img
                className="chrome-card__image"
                src={card.image.src}
                srcSet={card.image.srcSet || undefined}
                sizes={card.image.srcSet ? PANEL_CARD_SIZES : undefined}
                width={card.image.width}
                height={card.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                style={card.image.position ? { objectPosition: card.image.position } : undefined}
              />
            ) : (
              <span className="chrome-card__image chrome-card__image--empty" />
            )}
            <span className="chrome-card__title">{card.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
