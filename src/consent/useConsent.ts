'use client'

import { useSyncExternalStore } from 'react'
import { type ConsentCategory, hasConsent, subscribeConsent } from './client'

/**
 * Whether the visitor allows this category, re-rendering when the choice changes. The server and
 * the first client render say false (nothing optional before hydration), so the HTML never
 * depends on the visitor.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent(category),
    () => false,
  )
}
