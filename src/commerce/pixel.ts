/**
 * The purchase conversion of click-to-buy (SPEC §7 "A purchase conversion is reported to a
 * pixel"): sent only with marketing consent (CONSENT_PURPOSES.pixel), never queued for later.
 * The pixel's tag (loaded by the tag manager, itself behind consent) reads `window.pixelLayer`;
 * a page that has the tag's function `window.conversionPixel` gets the call directly.
 */
import { hasConsent } from '@/consent/client'
import { CONSENT_PURPOSES } from '@/consent/consent-rules'

export interface Conversion {
  event: 'purchase_intent'
  product: string
  retailer: string
  value: number
  currency: string
  market: string
}

declare global {
  interface Window {
    pixelLayer?: Conversion[]
    conversionPixel?: (conversion: Conversion) => void
  }
}

/** Reports a conversion; answers whether it was sent (false without marketing consent). */
export function reportConversion(conversion: Conversion): boolean {
  if (typeof window === 'undefined' || !hasConsent(CONSENT_PURPOSES.pixel)) return false
  window.pixelLayer ??= []
  window.pixelLayer.push(conversion)
  window.conversionPixel?.(conversion)
  return true
}
