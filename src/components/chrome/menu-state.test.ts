import { describe, expect, it } from 'vitest'
import { initialMenuState, type MenuEvent, menuReducer } from './menu-state'

const run = (...events: MenuEvent[]) => events.reduce(menuReducer, initialMenuState())

describe('menu state (SPEC §2.4, §4)', () => {
  it('starts shown, closed, unlocked and not collapsed', () => {
    expect(initialMenuState()).toEqual({
      visible: true,
      open: false,
      locked: false,
      collapsed: false,
      dark: false,
    })
  })

  it.each([
    [0, false],
    [100, false],
    [101, true],
    [2000, true],
  ])('scroll at %i px → collapsed %s (threshold 100 px)', (y, collapsed) => {
    expect(run({ type: 'scroll', y }).collapsed).toBe(collapsed)
  })

  it('expands again at or below 100 px', () => {
    expect(run({ type: 'scroll', y: 500 }, { type: 'scroll', y: 100 }).collapsed).toBe(false)
  })

  it('ignores scroll while locked, and follows it again once unlocked', () => {
    const locked = run({ type: 'lock' }, { type: 'scroll', y: 500 })
    expect(locked.collapsed).toBe(false)
    expect(menuReducer(locked, { type: 'unlock' }).collapsed).toBe(false)
    expect(run({ type: 'lock' }, { type: 'unlock' }, { type: 'scroll', y: 500 }).collapsed).toBe(
      true,
    )
  })

  it('opening the mobile panel locks the menu; closing unlocks it', () => {
    const open = run({ type: 'open' })
    expect(open).toMatchObject({ open: true, locked: true })
    expect(menuReducer(open, { type: 'scroll', y: 900 }).collapsed).toBe(false)
    expect(menuReducer(open, { type: 'close' })).toMatchObject({ open: false, locked: false })
    expect(run({ type: 'toggle' }, { type: 'toggle' }).open).toBe(false)
  })

  it('returns the same object when nothing changes (no re-render)', () => {
    const state = initialMenuState()
    expect(menuReducer(state, { type: 'scroll', y: 10 })).toBe(state)
    expect(menuReducer(state, { type: 'close' })).toBe(state)
  })
})
