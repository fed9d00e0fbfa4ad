'use client'

import { type RefObject, useEffect } from 'react'

type Field = HTMLInputElement | HTMLSelectElement

/**
 * What a visitor typed or picked before the page's scripts ran (a slow phone) is taken into the
 * form's state once they run. React keeps such input through hydration, but the form's next
 * re-render would write the state's empty value back over it: the visitor's typing would vanish.
 * Runs once, right after hydration.
 */
export function useInputBeforeHydration(
  ref: RefObject<Field | null>,
  current: string,
  adopt: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const node = ref.current
    if (node && node.value !== current) adopt(node.value)
  }, [])
}

/** The same for a checkbox ticked before the scripts ran. */
export function useCheckedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  current: boolean,
  adopt: (checked: boolean) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const node = ref.current
    if (node && node.checked !== current) adopt(node.checked)
  }, [])
}
