'use client'

import { createContext, type ReactNode, useContext } from 'react'
import type { StringKey } from '@/i18n/strings'

interface SiteContextValue {
  locale: string
  strings: Record<StringKey, string>
}

const SiteContext = createContext<SiteContextValue | null>(null)

/** The locale and its interface texts, for client components (set once by the locale layout). */
export function SiteProvider({
  value,
  children,
}: {
  value: SiteContextValue
  children: ReactNode
}) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSiteContext needs a SiteProvider above it')
  return value
}
