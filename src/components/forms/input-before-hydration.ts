'use client'

import { type RefObject, useEffect } from 'react'

/**
 * What a visitor typed, picked or ticked before the page's scripts ran (a slow phone) is taken
 * into the form's state once they run. React keeps such input through hydration, but the form's
 * next re-render would write the state's value back over it: the visitor's typing would vanish.
 * A boolean `current` reads a checkbox's `checked`, a string the field's `value`. Runs once,
 * right after hydration.
 */
export function useInputBeforeHydration<T extends string | boolean>(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  current: T,
  adopt: (value: T) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const node = ref.current
    if (!node) return
    const found = (
      typeof current === 'boolean' ? (node as HTMLInputElement).checked : node.value
    ) as T
    if (found !== current) adopt(found)
  }, [])
}
