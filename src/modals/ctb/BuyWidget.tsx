'use client'

import { useEffect, useRef } from 'react'
import { reportConversion } from '@/commerce/pixel'
import type { WidgetConfig } from '@/commerce/widget-config'
import { useSiteContext } from '@/components/SiteContext'
import { ConsentGate } from '@/consent/ConsentGate'

declare global {
  interface Window {
    /** What the purchase-locator script defines once loaded (SPEC §7; details not shown). */
    PurchaseLocator?: {
      init(options: WidgetConfig['init'] & { onPurchase?: (detail: PurchaseDetail) => void }): void
    }
  }
}

interface PurchaseDetail {
  retailer?: string
  price?: number
  currency?: string
}

/** Loads the widget's script once per page; resolves when it ran. */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-buy-widget="${src}"]`)
  if (existing?.dataset.loaded === 'true') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => reject(new Error('buy widget')))
    if (!existing) {
      script.src = src
      script.async = true
      script.dataset.buyWidget = src
      document.head.append(script)
    }
  })
}

/** The widget itself: its script, initialised with SPEC §7's options, and its purchase button. */
function Widget({ config }: { config: WidgetConfig }) {
  const { strings } = useSiteContext()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    loadScript(config.scriptUrl)
      .then(() =>
        window.PurchaseLocator?.init({
          ...config.init,
          onPurchase: (detail) =>
            reportConversion({
              event: 'purchase_intent',
              product: config.button.variantId,
              retailer: detail.retailer ?? '',
              value: detail.price ?? 0,
              currency: detail.currency ?? '',
              market: config.button.country,
            }),
        }),
      )
      .catch(() => undefined)
  }, [config])
  return (
    <div className="ctb__widget">
      <button
        type="button"
        className="button ctb__widget-buy"
        data-variant-id={config.button.variantId}
        data-country={config.button.country}
      >
        {strings['ctb.buy']}
      </button>
    </div>
  )
}

/**
 * The external where-to-buy widget (src/commerce/widget-config.ts): its script loads only once
 * the visitor allows marketing (CONSENT_PURPOSES.buyWidget); until then the consent gate offers
 * to load it.
 */
export function BuyWidget({ config }: { config: WidgetConfig }) {
  const { strings } = useSiteContext()
  return (
    <ConsentGate category="marketing" provider={strings['ctb.widgetProvider']}>
      <Widget config={config} />
    </ConsentGate>
  )
}
