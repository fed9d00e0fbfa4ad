'use client'

import { useEffect } from 'react'
import { AGE_GATE_PASSED_EVENT, ageGateWaiting } from '@/components/age-gate/age-gate-pass'
import { useSiteContext } from '@/components/SiteContext'
import { configureConsent, currentConsent, openConsentBanner, refreshConsent } from './client'
import { CONSENT_STORAGE_KEY } from './consent-rules'

/** Runs `fn` once the page has painted and the browser is idle (or after `timeout` ms at most). */
function afterFirstPaint(fn: () => void, timeout = 1500): () => void {
  let idle = 0
  const frame = requestAnimationFrame(() => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(fn, { timeout })
        : window.setTimeout(fn, 1)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    window.clearTimeout(idle)
  }
}

/**
 * Placed once in the locale layout. Applies the stored choice to the data layer at once and, on
 * a visit without a current choice, shows the banner after the first paint and after the age
 * gate (never on top of it). The banner's library is fetched only then. The element it renders
 * is where the library draws its banner and settings dialog.
 */
export function ConsentHost() {
  const { locale, strings } = useSiteContext()

  useEffect(() => {
    const texts = Object.fromEntries(
      Object.entries(strings).filter(([key]) => key.startsWith('consent.')),
    )
    configureConsent({ locale, language: document.documentElement.lang || 'en', texts })
    const state = currentConsent()

    // A choice made in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) refreshConsent()
    }
    window.addEventListener('storage', onStorage)
    if (state.decided) return () => window.removeEventListener('storage', onStorage)

    const show = () => {
      if (!currentConsent().decided) void openConsentBanner()
    }
    const cancel = afterFirstPaint(() => {
      if (ageGateWaiting(document))
        window.addEventListener(AGE_GATE_PASSED_EVENT, show, { once: true })
      else show()
    })
    return () => {
      cancel()
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(AGE_GATE_PASSED_EVENT, show)
    }
  }, [locale, strings])

  return <div id="consent-root" />
}
