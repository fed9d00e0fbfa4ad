import { describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import type { ResolvedRoute } from '@/routing/resolve-route'
import { accountPageFrameInfo, pageFrameInfo } from './page-frame'

const page = (template: Page['template'], settings: Page['settings'] = {}): ResolvedRoute => ({
  kind: 'template',
  locale: 'en-ww',
  template,
  title: 'A page',
  page: { id: 1, title: 'A page', template, settings } as Page,
})

const detail = (type: 'cocktails' | 'collection', data: object): ResolvedRoute =>
  ({
    kind: 'content',
    locale: 'en-us',
    type,
    entry: {} as never,
    data,
    title: 'A detail',
  }) as ResolvedRoute

describe('pageFrameInfo', () => {
  it('a template page: type is the template, name the title', () => {
    expect(pageFrameInfo(page('home'))).toMatchObject({
      type: 'home',
      name: 'A page',
      theme: 'light',
      menuDark: false,
      bypassAgeGate: false,
      customAgeGate: false,
      ageGateBackground: null,
    })
  })

  it('reads the page settings flags', () => {
    const info = pageFrameInfo(
      page('newsletter', { bypass_age_gate: true, menuIsDark: true, templateV2: false }),
    )
    expect(info).toMatchObject({ theme: 'dark', menuDark: true, bypassAgeGate: true })
  })

  it('templateV2 turns the dark menu off', () => {
    expect(pageFrameInfo(page('universal', { menuIsDark: true, templateV2: true })).menuDark).toBe(
      false,
    )
  })

  it('a custom age gate brings the page background; without the flag it is ignored', () => {
    expect(
      pageFrameInfo(page('noblige', { custom_age_gate: true, age_gate_background: 7 })),
    ).toMatchObject({ customAgeGate: true, ageGateBackground: 7 })
    expect(pageFrameInfo(page('noblige', { age_gate_background: 7 })).ageGateBackground).toBeNull()
  })

  it('a detail page: type is the content type; cocktails are dark', () => {
    expect(pageFrameInfo(detail('cocktails', { templateV2: true }))).toMatchObject({
      type: 'cocktails',
      name: 'A detail',
      theme: 'dark',
      templateV2: true,
      menuDark: false,
    })
    expect(pageFrameInfo(detail('collection', {})).theme).toBe('light')
  })
})

describe('accountPageFrameInfo', () => {
  it('account pages are dark and keep the gate', () => {
    expect(accountPageFrameInfo('sign-in', 'Sign in')).toMatchObject({
      type: 'account-sign-in',
      name: 'Sign in',
      theme: 'dark',
      bypassAgeGate: false,
    })
  })
})
