import Link from 'next/link'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { CardModel } from './card-model'
import { LockIcon } from './LockIcon'
import './cards.css'

export interface ContentCardLabels {
  exclusive: string
  /** "Reading time", "Video length"…: read out before the duration. */
  time: string
  tags: string
  signIn: string
  newTab: string
}

interface Props {
  card: CardModel
  labels: ContentCardLabels
  /** The heading level of the card title in its page's outline. */
  headingLevel?: 2 | 3
  /** Controls added by other features (a bookmark button), drawn below the card's text. */
  actions?: ReactNode
}

/**
 * Article, video, podcast, show, recipe and session card (SPEC §3 "Article or video card"): image,
 * title, date, time, tags and a lock on members-only items. The whole card is clickable through
 * its title link; the tag links stay reachable on their own.
 */
export function ContentCard({ card, labels, headingLevel = 3, actions }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const classes = ['card', `card--${card.kind}`, card.exclusive ? 'card--exclusive' : '']
  const title = card.href ? (
    <CardLink card={card} labels={labels}>
      {card.title}
    </CardLink>
  ) : (
    card.title
  )
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      <div className="card__media">
        <ResponsiveImage media={card.image} sizes="(min-width: 769px) 22rem, 100vw" />
        {card.exclusive ? (
          <span className="card__lock">
            <LockIcon />
            <span>{labels.exclusive}</span>
          </span>
        ) : null}
      </div>
      <div className="card__body">
        <Heading className="card__title">{title}</Heading>
        {card.date || card.duration ? (
          <p className="card__meta">
            {card.date ? <time dateTime={card.dateTime ?? undefined}>{card.date}</time> : null}
            {card.duration ? (
              <span>
                <span className="visually-hidden">{labels.time}: </span>
                {card.duration}
              </span>
            ) : null}
          </p>
        ) : null}
        {card.excerpt ? <p className="card__excerpt">{card.excerpt}</p> : null}
        {card.tags.length > 0 ? (
          <ul className="card__tags" aria-label={labels.tags}>
            {card.tags.map((tag) => (
              <li key={tag.href}>
                <Link href={tag.href}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="card__actions">{actions}</div> : null}
      </div>
    </article>
  )
}

function CardLink({
  card,
  labels,
  children,
}: {
  card: CardModel
  labels: ContentCardLabels
  children: ReactNode
}) {
  if (!card.href) return null
  if (card.external) {
    return (
      <a className="card__link" href={card.href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> {labels.newTab}</span>
      </a>
    )
  }
  return (
    // The sign-in page is not prefetched: it is not where most visitors go next.
    <Link className="card__link" href={card.href} prefetch={card.locked ? false : undefined}>
      {children}
      {card.locked ? <span className="visually-hidden"> ({labels.signIn})</span> : null}
    </Link>
  )
}
