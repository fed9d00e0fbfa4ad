'use client'

import { useEffect } from 'react'
import { ageGateWaiting } from '@/components/age-gate/age-gate-pass'
import { currentConsent } from '@/consent/client'
import { openModal } from '@/modals/open-modal'
import { POPIN_DELAY_SECONDS, POPIN_STORAGE_KEY, shouldOfferPopin } from '@/rules/newsletter-popin'

function storedSkip(): string | null {
  try {
    return localStorage.getItem(POPIN_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * A dialog the visitor sees now. The consent banner stays in the page, hidden, once answered:
 * only a shown one counts.
 */
function anotherDialogShown(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog[open]')].some(
    (el) =>
      typeof el.checkVisibility === 'function'
        ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        : el.getClientRects().length > 0,
  )
}

/**
 * Offers the Blue Swift newsletter popin on a Blue Swift product page (src/rules/newsletter-popin):
 * after a moment on the page, once the age gate and the consent banner are out of the way and no
 * other dialog is open. Renders nothing itself.
 */
export default function BlueSwiftPopin({
  slug,
  productName,
}: {
  slug: string
  productName: string
}) {
  useEffect(() => {
    let timer = 0
    const check = () => {
      const offer = shouldOfferPopin({
        slug,
        skipped: storedSkip(),
        now: Date.now(),
        ageGateWaiting: ageGateWaiting(document),
        consentDecided: currentConsent().decided,
        dialogOpen: anotherDialogShown(),
      })
      if (offer) openModal({ type: 'blue_swift_newsletter_popin', props: { productName } })
      // Still waiting for the gate, the banner or another dialog: look again shortly.
      else if (!storedSkip()) timer = window.setTimeout(check, 1000)
    }
    timer = window.setTimeout(check, POPIN_DELAY_SECONDS * 1000)
    return () => window.clearTimeout(timer)
  }, [slug, productName])
  return null
}
