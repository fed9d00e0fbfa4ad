import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Translate } from '@/i18n/strings'
import type { Media } from '@/payload-types'
import { formatDuration } from '@/rules/format'

interface Props {
  title: string
  description?: string | null
  cover?: number | Media | null
  /** Preparation time in minutes; not shown when null. */
  minutes?: number | null
  t: Translate
  children?: ReactNode
}

/** The hero card of a recipe page (SPEC §2.6): it animates in on load (recipe.css). */
export function RecipeHero({ title, description, cover, minutes, t, children }: Props) {
  const time =
    typeof minutes === 'number' && minutes > 0
      ? formatDuration(minutes * 60, {
          h: t('recipe.unitH'),
          min: t('recipe.unitMin'),
          sec: t('recipe.unitSec'),
        })
      : null
  return (
    <header className="recipe-hero">
      <div className="recipe-hero__cover">
        <ResponsiveImage media={cover} sizes="(min-width: 769px) 55vw, 100vw" priority />
      </div>
      <div className="recipe-hero__card">
        <h1 className="recipe-hero__title">{title}</h1>
        {description ? <p className="recipe-hero__description">{description}</p> : null}
        {time ? (
          <p className="recipe-hero__time">
            <span className="recipe-hero__time-label">{t('recipe.prepTime')}</span>{' '}
            <span className="recipe-hero__time-value">{time}</span>
          </p>
        ) : null}
        {children}
      </div>
    </header>
  )
}
