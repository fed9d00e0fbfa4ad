'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { type MouseEvent, type ReactNode, useEffect, useReducer, useRef } from 'react'
import { MemberBadge } from '@/account/MemberBadge'
import { useSiteContext } from '@/components/SiteContext'
import { openModal } from '@/modals/open-modal'
import { HEADER_SCROLL_THROTTLE_MS } from '@/rules/header-scroll'
import { toggleCart } from './cart-toggle'
import type { MainLink, NavLink } from './chrome-model'
import { DesktopNav } from './DesktopNav'
import { BurgerIcon, CartIcon, CloseIcon, MailIcon, SearchIcon } from './icons'
import { MobilePanel } from './MobilePanel'
import { initialMenuState, menuReducer } from './menu-state'

export interface HeaderBarProps {
  homeHref: string
  siteName: string
  links: MainLink[]
  secondary: NavLink[]
  newsletter: NavLink | null
  searchPageUrl: string | null | undefined
  searchHref: string
  cart: boolean
  /** The cart's badge and drawer (src/commerce/cart), given only where the locale has a cart. */
  cartHost?: ReactNode
}

const MOBILE_PANEL_ID = 'chrome-mobile-menu'

/**
 * The site header (SPEC §2.7, §4 "Menu"): a bar that collapses once the page is scrolled past
 * 100 px (checked at most every 100 ms, not while the menu is locked), the desktop links with
 * their panels, the icons, and the burger with the mobile panel. Its state starts afresh on each
 * page load (SPEC §2.4).
 */
export function HeaderBar({
  homeHref,
  siteName,
  links,
  secondary,
  newsletter,
  searchPageUrl,
  searchHref,
  cart,
  cartHost,
}: HeaderBarProps) {
  const { strings } = useSiteContext()
  const [state, dispatch] = useReducer(menuReducer, undefined, initialMenuState)
  const burger = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null
    const check = () => dispatch({ type: 'scroll', y: window.scrollY })
    const onScroll = () => {
      if (timer !== null) return
      timer = setTimeout(() => {
        timer = null
        check()
      }, HEADER_SCROLL_THROTTLE_MS)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (timer !== null) clearTimeout(timer)
    }
  }, [])

  // SPEC §4: the mobile panel closes when the URL changes.
  useEffect(() => {
    if (pathname) dispatch({ type: 'close' })
  }, [pathname])

  // Opening the mobile panel freezes the page's scroll; Escape closes it.
  useEffect(() => {
    if (!state.open) return
    const body = document.body
    const previous = body.style.overflow
    body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch({ type: 'close' })
        burger.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      body.style.overflow = previous
      document.removeEventListener('keydown', onKey)
    }
  }, [state.open])

  const onSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    // With JavaScript the search opens in its modal; without, the link leads to the search page.
    event.preventDefault()
    openModal({ type: 'search' })
  }

  return (
    <header
      className="chrome-header"
      data-chrome="header"
      data-collapsed={state.collapsed ? 'true' : 'false'}
      data-open={state.open ? 'true' : 'false'}
    >
      <div className="chrome-header__bar">
        <button
          ref={burger}
          type="button"
          className="chrome-header__burger"
          data-chrome="menu"
          aria-expanded={state.open}
          aria-controls={MOBILE_PANEL_ID}
          aria-label={state.open ? strings['chrome.menu.close'] : strings['chrome.menu.open']}
          onClick={() => dispatch({ type: 'toggle' })}
        >
          {state.open ? <CloseIcon /> : <BurgerIcon />}
        </button>
        <Link className="chrome-header__logo" href={homeHref} aria-label={strings['nav.home']}>
          {siteName}
        </Link>
        <DesktopNav links={links} />
        <ul className="chrome-header__icons">
          {cart ? (
            <li className="chrome-header__cart">
              <button
                type="button"
                className="chrome-icon"
                aria-label={strings['chrome.cart.toggle']}
                onClick={toggleCart}
              >
                <CartIcon />
              </button>
              {cartHost}
            </li>
          ) : null}
          {newsletter ? (
            <li className="chrome-header__newsletter">
              <Link className="chrome-icon" href={newsletter.href} aria-label={newsletter.label}>
                <MailIcon />
              </Link>
            </li>
          ) : null}
          <li className="chrome-header__search">
            <a
              className="chrome-icon"
              href={searchHref}
              aria-label={strings['chrome.search.open']}
              onClick={onSearch}
            >
              <SearchIcon />
            </a>
          </li>
          <li className="chrome-header__member">
            <MemberBadge />
          </li>
        </ul>
      </div>
      <MobilePanel
        id={MOBILE_PANEL_ID}
        open={state.open}
        links={links}
        secondary={secondary}
        searchPageUrl={searchPageUrl}
        searchAction={searchHref}
        onNavigate={() => dispatch({ type: 'close' })}
      />
    </header>
  )
}
