'use client'

import dynamic from 'next/dynamic'

/** The quick-view button as a chunk of its own, loaded only by the cocktails list. */
export const CocktailQuickViewLazy = dynamic(() =>
  import('./CocktailQuickView').then((m) => m.CocktailQuickView),
)
