/**
 * The header menu's state machine (SPEC §4 "Menu", "Mobile panel"). Pure: the header component
 * feeds it events; each page load starts again from initialMenuState (SPEC §2.4).
 */
import { initialMenuState, type MenuState, shouldCollapse } from '@/rules/header-scroll'

export type MenuEvent =
  | { type: 'scroll'; y: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'lock' }
  | { type: 'unlock' }

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'scroll': {
      const collapsed = shouldCollapse(event.y, state.locked, state.collapsed)
      return collapsed === state.collapsed ? state : { ...state, collapsed }
    }
    // The open mobile panel freezes the page, so it also locks the collapse check.
    case 'open':
      return state.open ? state : { ...state, open: true, locked: true }
    case 'close':
      return state.open ? { ...state, open: false, locked: false } : state
    case 'toggle':
      return menuReducer(state, { type: state.open ? 'close' : 'open' })
    case 'lock':
      return state.locked ? state : { ...state, locked: true }
    case 'unlock':
      return state.locked ? { ...state, locked: false } : state
  }
}

export { initialMenuState }
