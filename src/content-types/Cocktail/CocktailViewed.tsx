'use client'

import { useEffect } from 'react'
import { track } from '@/tracking/track'

/** SPEC §7: the cocktail-viewed event, with the title, once per page load. */
export function CocktailViewed({ title }: { title: string }) {
  useEffect(() => {
    track({ event: 'cocktail_viewed', title })
  }, [title])
  return null
}
