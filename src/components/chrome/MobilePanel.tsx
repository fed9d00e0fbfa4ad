'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import type { MainLink, NavLink } from './chrome-model'
import { ChevronIcon } from './icons'
import { PanelCards } from './PanelCards'
import { usePanelContents } from './panel-contents'
import { SearchBar } from './SearchBar'

interface Props {
  id: string
  open: boolean
  links: MainLink[]
  secondary: NavLink[]
  searchPageUrl: string | null | undefined
  searchAction: string
  onNavigate: () => void
}

/**
 * The mobile menu (SPEC §2.7 "Mobile header"): a full-height panel with the search bar, one
 * accordion entry per main link (its sub-links and a slider of its cards) and the secondary
 * links. The header opens and closes it; it closes itself when a link is followed. An entry's
 * sub-links and cards are drawn while the entry is expanded.
 */
export function MobilePanel({
  id,
  open,
  links,
  secondary,
  searchPageUrl,
  searchAction,
  onNavigate,
}: Props) {
  const { strings } = useSiteContext()
  const [expanded, setExpanded] = useState<string | null>(null)
  // Its contents are drawn from the first opening on (then kept, with what was typed in the
  // search field): before that they would only add ~18 KB to every page's HTML (issue 16 item 3).
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  const contents = usePanelContents(opened)

  // Not aria-modal: its close button is the burger in the header bar, which must stay reachable.
  return (
    <div
      id={id}
      className="chrome-mobile"
      role="dialog"
      aria-label={strings['chrome.menu.title']}
      hidden={!open}
    >
      {opened ? (
        <>
          <SearchBar searchPageUrl={searchPageUrl} action={searchAction} onNavigate={onNavigate} />
          <nav aria-label={strings['nav.main']} data-chrome="menu">
            <ul className="chrome-mobile__list">
              {links.map((link) => {
                const panel = link.panel
                const content = contents?.[link.id]
                const isOpen = expanded === link.id
                const regionId = `${id}-${link.id}`
                if (!panel) {
                  return (
                    <li key={link.id} className="chrome-mobile__entry">
                      <Link href={link.href} className="chrome-mobile__link" onClick={onNavigate}>
                        {link.label}
                      </Link>
                    </li>
                  )
                }
                return (
                  <li key={link.id} className="chrome-mobile__entry">
                    <button
                      type="button"
                      className="chrome-mobile__toggle"
                      aria-expanded={isOpen}
                      aria-controls={regionId}
                      onClick={() => setExpanded(isOpen ? null : link.id)}
                    >
                      <span>{link.label}</span>
                      <ChevronIcon width={18} height={18} />
                    </button>
                    <div id={regionId} className="chrome-mobile__region" hidden={!isOpen}>
                      {isOpen ? (
                        <>
                          <ul
                            className="chrome-mobile__sublinks"
                            aria-busy={content ? undefined : true}
                          >
                            {content?.links.map((sub) => (
                              <li key={`${sub.label}|${sub.href}`}>
                                <Link href={sub.href} onClick={onNavigate}>
                                  {sub.label}
                                </Link>
                              </li>
                            ))}
                            <li>
                              <Link
                                href={link.href}
                                onClick={onNavigate}
                                className="chrome-mobile__all"
                              >
                                {strings['chrome.panel.viewAll']}
                              </Link>
                            </li>
                          </ul>
                          <PanelCards
                            cards={content?.cards ?? []}
                            label={fillMessage(strings['chrome.panel.cards'], {
                              title: link.label,
                            })}
                            onNavigate={onNavigate}
                            className="chrome-mobile__slider"
                          />
                        </>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ul>
          </nav>
          {secondary.length > 0 ? (
            <nav aria-label={strings['chrome.menu.secondary']}>
              <ul className="chrome-mobile__secondary">
                {secondary.map((link) => (
                  <li key={`${link.label}|${link.href}`}>
                    <Link href={link.href} onClick={onNavigate}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
