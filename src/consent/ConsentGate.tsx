'use client'

import type { ReactNode } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { acceptConsentCategory, type ConsentCategory, openConsentSettings } from './client'
import { useConsent } from './useConsent'
import './consent-gate.css'

interface Props {
  category: ConsentCategory
  /** The third party's name, shown until the visitor allows it (YouTube, Vimeo, Eventtia). */
  provider: string
  /** Sizes the placeholder like the content it stands for (e.g. 16:9, 700 px high). */
  className?: string
  children: ReactNode
}

/**
 * Click-to-load (issue 12): the children (an iframe, a player) mount only once the visitor allows
 * `category`; until then a placeholder names the provider and offers to load it, which records
 * the consent for the category, or to open the cookie settings. The server renders the
 * placeholder, so no third-party request leaves a static page.
 */
export function ConsentGate({ category, provider, className, children }: Props) {
  const { strings } = useSiteContext()
  const allowed = useConsent(category)
  if (allowed) return <>{children}</>
  const named = (key: 'consent.gate.text' | 'consent.gate.load') =>
    fillMessage(strings[key], { provider })
  return (
    <div className={`consent-gate${className ? ` ${className}` : ''}`} data-consent-gate={category}>
      <div className="consent-gate__body">
        <p className="consent-gate__provider">{provider}</p>
        <p className="consent-gate__text">{named('consent.gate.text')}</p>
        <div className="consent-gate__actions">
          <button
            type="button"
            className="consent-gate__load"
            onClick={() => void acceptConsentCategory(category)}
          >
            {named('consent.gate.load')}
          </button>
          <button
            type="button"
            className="consent-gate__settings"
            aria-haspopup="dialog"
            onClick={() => void openConsentSettings()}
          >
            {strings['consent.footerLink']}
          </button>
        </div>
      </div>
    </div>
  )
}
