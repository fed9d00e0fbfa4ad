'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { ClientImage } from '@/components/media/image-sources'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useSiteContext } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { COMPARE_MAX, COMPARE_MIN, selectionQuery } from '@/rules/comparator'

/** A bottle of the selection grid (SPEC §3 modal data "selection grid: bottles"). */
export interface GridBottle {
  slug: string
  title: string
  image?: ClientImage | null
}

export interface SelectionGridProps {
  bottles: GridBottle[]
  /** Slugs ticked when the grid opens (the current comparison). */
  selected?: string[]
  /** The results page's path: the form's GET target. */
  action: string
  /** Called with the chosen slugs before the results page opens (the modal closes itself). */
  onChoose?: (slugs: string[]) => void
}

/**
 * The product selection grid (SPEC §2.2 Comparator, §2.8 product_selection_grid): the locale's
 * bottles as cards, each a real checkbox named `p` in a GET form, so that without JavaScript the
 * form still opens the results page (`?p=a&p=b`). With JavaScript a fourth choice is refused,
 * the count is announced ("2 of 3 selected"), and Compare opens `?p=a,b` in the app.
 */
export function SelectionGrid({
  bottles,
  selected: initial = [],
  action,
  onChoose,
}: SelectionGridProps) {
  const { locale, strings } = useSiteContext()
  const router = useRouter()
  const id = useId()
  const known = new Set(bottles.map((b) => b.slug))
  const [selected, setSelected] = useState<string[]>(() =>
    initial.filter((s) => known.has(s)).slice(0, COMPARE_MAX),
  )
  // Limits apply once the script runs: server-rendered boxes stay free, the results page copes.
  const [hydrated, setHydrated] = useState(false)
  const [tooFew, setTooFew] = useState(false)
  useEffect(() => setHydrated(true), [])

  const full = selected.length >= COMPARE_MAX

  function toggle(slug: string, on: boolean) {
    setTooFew(false)
    setSelected((current) => {
      if (!on) return current.filter((s) => s !== slug)
      if (current.includes(slug) || current.length >= COMPARE_MAX) return current
      // Kept in the grid's order, so the columns follow the collection.
      return bottles.map((b) => b.slug).filter((s) => s === slug || current.includes(s))
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (selected.length < COMPARE_MIN) {
      setTooFew(true)
      return
    }
    onChoose?.(selected)
    router.push(`${action}?${selectionQuery(selected)}`)
  }

  const count = formatMessage(strings['comparator.selected'], { n: selected.length }, locale)
  let hint: string | null = null
  if (tooFew) hint = strings['comparator.needMore']
  else if (hydrated && full) hint = strings['comparator.maxReached']

  return (
    <form className="selection-grid" method="get" action={action} onSubmit={submit}>
      <fieldset className="selection-grid__fieldset" aria-describedby={`${id}-status`}>
        <legend className="selection-grid__legend">{strings['comparator.gridLegend']}</legend>
        <ul className="selection-grid__list">
          {bottles.map((bottle) => {
            const checked = selected.includes(bottle.slug)
            const inputId = `${id}-${bottle.slug}`
            return (
              <li key={bottle.slug} className="selection-grid__item">
                <input
                  id={inputId}
                  className="selection-grid__input"
                  type="checkbox"
                  name="p"
                  value={bottle.slug}
                  checked={checked}
                  disabled={hydrated && full && !checked}
                  onChange={(e) => toggle(bottle.slug, e.target.checked)}
                />
                <label className="selection-grid__card" htmlFor={inputId}>
                  <span className="selection-grid__bottle" aria-hidden="true">
                    {bottle.image ? (
                      <ResponsiveImage
                        sources={{ ...bottle.image, alt: '' }}
                        sizes="(min-width: 769px) 180px, 40vw"
                      />
                    ) : null}
                  </span>
                  <span className="selection-grid__name">{bottle.title}</span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <div className="selection-grid__footer">
        <p id={`${id}-status`} className="selection-grid__status" role="status">
          <span className="selection-grid__count">{count}</span>
          {hint ? <span className="selection-grid__hint"> {hint}</span> : null}
        </p>
        <button
          className="button selection-grid__submit"
          type="submit"
          aria-disabled={hydrated && selected.length < COMPARE_MIN ? true : undefined}
        >
          {strings['comparator.compare']}
        </button>
      </div>
    </form>
  )
}
