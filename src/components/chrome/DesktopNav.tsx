'use client'

import Link from 'next/link'
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import type { MainLink } from './chrome-model'
import { ChevronIcon } from './icons'
import { PanelCards } from './PanelCards'
import { usePanelContents } from './panel-contents'

/**
 * The desktop bar's main links (SPEC §2.7, §4 "Desktop panel"): hovering a link opens its panel,
 * leaving it or clicking a link in it closes it. Keyboard users open it by focusing the link or
 * with Enter/Space on its toggle, and close it with Escape. A panel's links and cards are
 * rendered only while it is open, from /api/header-panels/, fetched when the pointer or focus
 * first enters the menu: in every page's HTML and props they cost ~30 KB (issue 16 item 3).
 */
export function DesktopNav({ links }: { links: MainLink[] }) {
  const { strings } = useSiteContext()
  const [openId, setOpenId] = useState<string | null>(null)
  const [approached, setApproached] = useState(false)
  const contents = usePanelContents(approached || openId !== null)
  const navRef = useRef<HTMLElement>(null)
  // Escape hands focus back to the main link; that focus must not reopen the panel.
  const returningFocus = useRef(false)

  // A route change (link click, back button) never leaves a panel open.
  useEffect(() => {
    const close = () => setOpenId(null)
    window.addEventListener('popstate', close)
    return () => window.removeEventListener('popstate', close)
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId === null) return
    const item = navRef.current?.querySelector<HTMLElement>(`[data-item="${openId}"] > a`)
    setOpenId(null)
    returningFocus.current = true
    item?.focus()
    returningFocus.current = false
  }

  const onBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenId((current) => (current === id ? null : current))
    }
  }

  return (
    <nav
      ref={navRef}
      className="chrome-nav"
      aria-label={strings['nav.main']}
      data-chrome="menu"
      onKeyDown={onKeyDown}
      onPointerEnter={() => setApproached(true)}
      onFocusCapture={() => setApproached(true)}
    >
      <ul className="chrome-nav__list">
        {links.map((link) => {
          const open = openId === link.id
          const panel = link.panel
          const content = contents?.[link.id]
          const panelId = `chrome-panel-${link.id}`
          return (
            <li
              key={link.id}
              data-item={link.id}
              className="chrome-nav__item"
              onMouseEnter={panel ? () => setOpenId(link.id) : undefined}
              onMouseLeave={panel ? () => setOpenId(null) : undefined}
              onBlur={panel ? onBlur(link.id) : undefined}
            >
              <Link
                href={link.href}
                className="chrome-nav__link"
                onFocus={() => {
                  if (panel && !returningFocus.current) setOpenId(link.id)
                }}
                onClick={() => setOpenId(null)}
              >
                {link.label}
              </Link>
              {panel ? (
                <>
                  <button
                    type="button"
                    className="chrome-nav__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={fillMessage(strings['chrome.panel.toggle'], { title: link.label })}
                    onClick={() => setOpenId(open ? null : link.id)}
                  >
                    <ChevronIcon width={16} height={16} />
                  </button>
                  <div
                    id={panelId}
                    className={`chrome-panel chrome-panel--${panel.type}`}
                    data-panel={panel.type}
                    hidden={!open}
                  >
                    {open ? (
                      <div className="chrome-panel__inner" aria-busy={content ? undefined : true}>
                        <div className="chrome-panel__links">
                          {panel.type === 'cocktails' ? (
                            <p className="chrome-panel__heading">{strings['chrome.taste.title']}</p>
                          ) : null}
                          <ul>
                            {content?.links.map((sub) => (
                              <li key={`${sub.label}|${sub.href}`}>
                                <Link href={sub.href} onClick={() => setOpenId(null)}>
                                  {sub.label}
                                </Link>
                              </li>
                            ))}
                            <li className="chrome-panel__all">
                              <Link href={link.href} onClick={() => setOpenId(null)}>
                                {strings['chrome.panel.viewAll']}
                              </Link>
                            </li>
                          </ul>
                        </div>
                        <PanelCards
                          cards={content?.cards ?? []}
                          label={fillMessage(strings['chrome.panel.cards'], { title: link.label })}
                          onNavigate={() => setOpenId(null)}
                          className="chrome-panel__cards"
                        />
                      </div>
                    ) : null}
                  </div>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
