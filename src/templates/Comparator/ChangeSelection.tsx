'use client'

import type { MouseEvent } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { openModal } from '@/modals/open-modal'
import type { GridBottle } from './SelectionGrid'

interface Props {
  bottles: GridBottle[]
  selected: string[]
  /** The results page's path. */
  action: string
  /** The comparator page: where the link leads without JavaScript. */
  href: string
}

/**
 * "Change selection" on the results page: a link to the comparator page, which in the browser
 * opens the product_selection_grid modal over the results instead, with the current cognacs
 * ticked.
 */
export function ChangeSelection({ bottles, selected, action, href }: Props) {
  const { strings } = useSiteContext()
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    openModal({ type: 'product_selection_grid', props: { bottles, selected, action } })
  }
  return (
    <a className="button button--ghost comparator__change" href={href} onClick={open}>
      {strings['comparator.change']}
    </a>
  )
}
