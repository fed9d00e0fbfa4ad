'use client'

import { useSiteContext } from '@/components/SiteContext'
import { labelled } from '@/i18n/punctuation'
import type { CocktailModalData } from '../modal-data'
import { openModal } from '../open-modal'

/**
 * The cocktails list's quick view (docs/decisions.md "The cocktail modal"): opens the cocktail
 * modal with the card's route data; the card's title still leads to the full page.
 */
export function CocktailQuickView({ routeData }: { routeData: CocktailModalData['routeData'] }) {
  const { strings, locale } = useSiteContext()
  return (
    <button
      type="button"
      className="card__quick-view"
      aria-label={labelled(locale, strings['cocktail.quickView'], routeData.data.title)}
      onClick={() => openModal({ type: 'cocktail', props: { routeData, blueSwiftBg: true } })}
    >
      {strings['cocktail.quickView']}
    </button>
  )
}
