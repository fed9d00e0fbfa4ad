'use client'

import dynamic from 'next/dynamic'

/**
 * The recipe's islands (servings counter, steps slider, click-to-play video), each a chunk of its
 * own, loaded only by the cocktail and food recipe pages that render them (docs/architecture.md,
 * "Client code per page").
 */
export const IngredientsCounterLazy = dynamic(() =>
  import('./IngredientsCounter').then((m) => m.IngredientsCounter),
)
export const StepsSliderLazy = dynamic(() => import('./StepsSlider').then((m) => m.StepsSlider))
export const ClickToPlayVideoLazy = dynamic(() =>
  import('./ClickToPlayVideo').then((m) => m.ClickToPlayVideo),
)
