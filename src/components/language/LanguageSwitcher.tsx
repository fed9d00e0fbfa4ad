'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { getLocale, isLocale, LOCALES, localeHomePath } from '@/i18n/locales'
import {
  getLanguageTargets,
  getServerLanguageTargets,
  subscribeLanguageTargets,
} from './alternates-store'
import './language.css'

/**
 * The language selector (SPEC §2.10): the 18 locales under their own-language labels. Each leads
 * to this document's translation, else to the post-type rule's page, else to the old site's page
 * (avp=0), else to the locale's home; the page computes these targets on the server. Before the
 * page's targets are known (first paint, not-found pages) each entry leads to its locale's home.
 */
export function LanguageSwitcher() {
  const { locale, strings } = useSiteContext()
  const targets = useSyncExternalStore(
    subscribeLanguageTargets,
    getLanguageTargets,
    getServerLanguageTargets,
  )
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDetailsElement>(null)

  // A native disclosure (works before hydration); Escape or a click elsewhere closes it.
  useEffect(() => {
    if (!open) return
    const root = rootRef.current
    const close = () => {
      if (root) root.open = false
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      close()
      root?.querySelector('summary')?.focus()
    }
    const onPointer = (e: PointerEvent) => {
      if (!root?.contains(e.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  if (targets?.hidden) return null
  const currentLabel = isLocale(locale) ? getLocale(locale).label : locale

  return (
    <details
      className="language-switcher"
      ref={rootRef}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="language-switcher__button">
        <span className="language-switcher__label">{strings['language.label']}</span>{' '}
        <span className="language-switcher__current">{currentLabel}</span>
      </summary>
      <nav className="language-switcher__panel" aria-label={strings['nav.languages']}>
        <ul className="language-switcher__list">
          {LOCALES.map((l) => {
            const href = targets?.hrefs[l.code] ?? localeHomePath(l.code)
            const external = /^https?:\/\//i.test(href)
            return (
              <li key={l.code}>
                <a
                  href={href}
                  hrefLang={l.htmlLang}
                  lang={l.htmlLang}
                  data-locale={l.code}
                  aria-current={l.code === locale ? 'true' : undefined}
                  rel={external ? 'noopener' : undefined}
                >
                  {l.label}
                  {external ? (
                    <span className="visually-hidden"> ({strings['language.oldSite']})</span>
                  ) : null}
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
    </details>
  )
}
