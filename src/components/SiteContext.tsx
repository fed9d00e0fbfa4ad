'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import type { ClientStrings } from '@/i18n/client-strings'
import { fillMessage } from '@/i18n/fill-message'
import type { StringKey } from '@/i18n/strings'

interface SiteContextValue {
  locale: string
  /**
   * The texts given to this part of the page (src/i18n/client-strings.ts): the layout's site
   * group plus those of the features above (ClientStrings). Typed complete for readers; a key
   * no provider gave is reported in development and tests (guardMissing).
   */
  strings: Record<StringKey, string>
}

const SiteContext = createContext<SiteContextValue | null>(null)

const KEY_SHAPE = /^[a-zA-Z][\w-]*(?:\.[\w-]+)+$/

/**
 * Outside production, reading a catalogue-shaped key nobody provided fails loudly (throws in
 * tests, logs in development) instead of rendering nothing: its component's group in
 * src/i18n/client-strings.ts, or the ClientStrings around it, misses it.
 */
function guardMissing(strings: ClientStrings): Record<StringKey, string> {
  if (process.env.NODE_ENV === 'production') return strings as Record<StringKey, string>
  return new Proxy(strings as Record<StringKey, string>, {
    get(target, property, receiver) {
      if (typeof property === 'string' && !(property in target) && KEY_SHAPE.test(property)) {
        const message = `Interface string "${property}" was not given to this client component: add it to its group in src/i18n/client-strings.ts (or wrap it in <ClientStrings>).`
        if (process.env.NODE_ENV === 'test') throw new Error(message)
        console.error(message)
      }
      return Reflect.get(target, property, receiver)
    },
  })
}

/** The locale and the site group's interface texts, for client components (locale layout). */
export function SiteProvider({
  value,
  children,
}: {
  value: { locale: string; strings: ClientStrings }
  children: ReactNode
}) {
  const { locale, strings } = value
  // Same content, same object across server renders (see FeatureStringsProvider).
  const signature = JSON.stringify(strings)
  const guarded = useMemo(
    () => ({ locale, strings: guardMissing(JSON.parse(signature) as ClientStrings) }),
    [locale, signature],
  )
  return <SiteContext.Provider value={guarded}>{children}</SiteContext.Provider>
}

/** A feature's own texts over the site's, for the client components below (ClientStrings). */
export function FeatureStringsProvider({
  strings,
  children,
}: {
  strings: ClientStrings
  children: ReactNode
}) {
  const parent = useSiteContext()
  // Each server render (a search that updates the URL) sends an equal but new texts object; the
  // merged texts keep their identity while their content is the same, so that islands' callbacks
  // and effects that depend on them do not start over.
  const signature = JSON.stringify(strings)
  const value = useMemo(
    () => ({
      locale: parent.locale,
      strings: guardMissing({ ...parent.strings, ...(JSON.parse(signature) as ClientStrings) }),
    }),
    [parent, signature],
  )
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('useSiteContext needs a SiteProvider above it')
  return value
}

/** A text of this part of the page; `values` fill its plain `{name}` placeholders. */
export type ClientTranslate = (key: StringKey, values?: Record<string, string | number>) => string

/**
 * Client components' one way to their interface texts: `t(key)` (stable while the texts are),
 * and the locale. Plurals and selects take the ICU formatter where they are used
 * (format-message.ts), to keep it out of the shared bundle.
 */
export function useText(): { t: ClientTranslate; locale: string } {
  const { strings, locale } = useSiteContext()
  const t = useCallback<ClientTranslate>(
    (key, values) => {
      const text = strings[key] ?? key
      return values ? fillMessage(text, values) : text
    },
    [strings],
  )
  return { t, locale }
}
