'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { CocktailModalData } from '../modal-data'
import type { ModalProps } from '../types'
import './cocktail-modal.css'

/**
 * cocktail (SPEC §3 "routeData, blueSwiftBg", §4): a cocktail's quick view from its route data,
 * with the way to its full page; blueSwiftBg draws it on the house's blue. Closing it gives the
 * page back the overflow it had before it opened (components/dialog/scroll-lock.ts), so a page
 * that had hidden its body overflow finds it hidden again (SPEC §4 "re-hides body overflow").
 */
export default function CocktailModal({ data, close, setTitle }: ModalProps<CocktailModalData>) {
  const { strings } = useSiteContext()
  const { path, data: cocktail } = data.routeData
  // The dialog is named after the cocktail (its heading), not "Cocktail".
  useEffect(() => {
    setTitle?.(cocktail.title)
    return () => setTitle?.(null)
  }, [setTitle, cocktail.title])
  return (
    <div className={data.blueSwiftBg ? 'cocktail-modal cocktail-modal--blue' : 'cocktail-modal'}>
      {cocktail.image ? (
        // biome-ignore lint/performance/noImgElement: a card's already-sized image, shown as is.
        <img
          className="cocktail-modal__image"
          src={cocktail.image}
          alt={cocktail.imageAlt ?? ''}
          width={640}
          height={480}
        />
      ) : null}
      {cocktail.time ? <p className="cocktail-modal__time">{cocktail.time}</p> : null}
      {cocktail.description ? <p>{cocktail.description}</p> : null}
      <p>
        <Link className="button" href={path} onClick={close}>
          {strings['cocktail.fullRecipe']}
        </Link>
      </p>
    </div>
  )
}
