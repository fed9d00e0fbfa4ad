import { describe, expect, it } from 'vitest'
import {
  assignedLocales,
  CONTENT_ROLES,
  hasAnyRole,
  localeWriteRefusal,
  MEMBER_DATA_ROLES,
  rolesOf,
  SITE_ROLES,
  type SignedIn,
} from './roles'

const user = (roles: unknown, market_locales?: unknown): SignedIn => ({
  collection: 'users',
  roles,
  market_locales,
})

describe('rolesOf', () => {
  it.each([
    ['a member', { collection: 'members', roles: ['administrator'] }, []],
    ['nobody', null, []],
    ['a user without roles', user(undefined), []],
    ['unknown roles dropped', user(['administrator', 'root']), ['administrator']],
    ['a single stored value', user('editor'), ['editor']],
    ['several roles', user(['editor', 'member_support']), ['editor', 'member_support']],
  ] as const)('%s', (_, who, expected) => {
    expect(rolesOf(who as SignedIn)).toEqual(expected)
  })
})

describe('what each role may do', () => {
  it.each([
    // role, content, site-wide, member data
    ['administrator', true, true, true],
    ['editor', true, true, false],
    ['market_editor', true, false, false],
    ['member_support', false, false, true],
  ] as const)('%s', (role, content, site, memberData) => {
    const who = user([role])
    expect(hasAnyRole(who, CONTENT_ROLES)).toBe(content)
    expect(hasAnyRole(who, SITE_ROLES)).toBe(site)
    expect(hasAnyRole(who, MEMBER_DATA_ROLES)).toBe(memberData)
  })
})

describe('assignedLocales', () => {
  it('keeps only known locale codes', () => {
    expect(assignedLocales(user(['market_editor'], ['fr-fr', 'xx-yy', 3]))).toEqual(['fr-fr'])
    expect(assignedLocales(user(['market_editor']))).toEqual([])
  })
})

describe('localeWriteRefusal', () => {
  const market = user(['market_editor'], ['fr-fr', 'fr-ca'])
  it.each([
    ['market editor in an assigned locale', market, 'fr-fr', false],
    ['market editor in another locale', market, 'en-ww', true],
    ['market editor writing every locale at once', market, 'all', true],
    ['market editor without a locale', market, undefined, true],
    ['market editor with no locales yet', user(['market_editor'], []), 'fr-fr', true],
    ['market editor who is also an editor', user(['market_editor', 'editor'], []), 'en-ww', false],
    ['editor', user(['editor']), 'en-ww', false],
    ['administrator', user(['administrator']), 'ru-ru', false],
    // Not a content role: access refuses them before this rule is asked.
    ['member support', user(['member_support']), 'en-ww', false],
  ] as const)('%s', (_, who, locale, refused) => {
    expect(localeWriteRefusal(who, locale) !== null).toBe(refused)
  })

  it('names the locales the market editor may write', () => {
    expect(localeWriteRefusal(market, 'en-ww')).toContain('fr-fr, fr-ca')
    expect(localeWriteRefusal(market, 'en-ww')).toContain('en-ww')
  })
})
