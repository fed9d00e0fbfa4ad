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

/**
 * More interface texts for the islands inside: a page feature's texts, which the layout leaves
 * out of every page's payload (see StringsScope, the server side that picks them).
 */
export function SiteStrings({
  strings,
  children,
}: {
  strings: Partial<Record<StringKey, string>>
  children: ReactNode
}) {
  const parent = useSiteContext()
  return (
    <SiteContext.Provider
      value={{ locale: parent.locale, strings: { ...parent.strings, ...strings } }}
    >
      {children}
    </SiteContext.Provider>
  )
}
