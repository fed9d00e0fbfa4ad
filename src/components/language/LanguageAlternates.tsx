'use client'

import { useEffect } from 'react'
import { type LanguageTargetsValue, setLanguageTargets } from './alternates-store'

/**
 * Rendered by the page with the targets computed on the server; publishes them to the footer's
 * LanguageSwitcher while the page is shown. Renders nothing itself.
 */
export function LanguageAlternates({ hrefs, hidden }: LanguageTargetsValue) {
  useEffect(() => {
    const value = { hrefs, hidden }
    setLanguageTargets(value)
    return () => setLanguageTargets(null)
  }, [hrefs, hidden])
  return null
}
