'use client'

import { useSiteContext } from '@/components/SiteContext'
import { openConsentSettings } from './client'

/** The footer's "Cookie settings": opens the settings dialog (a button: it navigates nowhere). */
export function CookieSettingsLink({ className }: { className?: string }) {
  const { strings } = useSiteContext()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => void openConsentSettings()}
    >
      {strings['consent.footerLink']}
    </button>
  )
}
