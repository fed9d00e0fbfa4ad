import { describe, expect, it } from 'vitest'
import { alignmentOf, buttonColorOf, resolveBlockLink } from './block-link'

describe('resolveBlockLink', () => {
  it.each([
    ['/visit-us/', 'en-ww', { kind: 'internal', href: '/en-ww/visit-us/' }],
    ['/visit-us', 'fr-fr', { kind: 'internal', href: '/fr-fr/visit-us/' }],
    ['/', 'zh-tw', { kind: 'internal', href: '/zh-tw/' }],
    ['/fr-fr/la-maison/', 'en-ww', { kind: 'internal', href: '/fr-fr/la-maison/' }],
    ['/cocktails/?a=1#x', 'en-ww', { kind: 'internal', href: '/en-ww/cocktails/?a=1#x' }],
    ['https://example.com/a', 'en-ww', { kind: 'external', href: 'https://example.com/a' }],
    ['//evil.example/x', 'en-ww', { kind: 'external', href: 'https://evil.example/x' }],
    ['mailto:hello@example.com', 'en-ww', { kind: 'plain', href: 'mailto:hello@example.com' }],
    ['tel:+33123456789', 'en-ww', { kind: 'plain', href: 'tel:+33123456789' }],
    [
      '#modal:eventtia?url=https%3A%2F%2Fevents.example%2Fe%2F',
      'en-ww',
      {
        kind: 'modal',
        modal: { type: 'eventtia', props: { url: 'https://events.example/e/' } },
        fallbackHref: 'https://events.example/e/',
      },
    ],
    [
      '#form:noblige-card?action=open_form&locale=fr',
      'fr-fr',
      {
        kind: 'modal',
        modal: {
          type: 'webform',
          props: { formKey: 'noblige-card', action: 'open_form', locale: 'fr' },
        },
      },
    ],
    [
      '#ctb:grp-1?product=X',
      'en-ww',
      {
        kind: 'modal',
        modal: { type: 'ctb_modal', props: { groupingId: 'grp-1', productName: 'X' } },
      },
    ],
    ['#experiences', 'en-ww', { kind: 'plain', href: '#experiences' }],
  ] as const)('%s on %s', (url, locale, expected) => {
    expect(resolveBlockLink(url, locale)).toEqual(expected)
  })

  it('keeps an absolute link to one of the site hosts in the app (SPEC §2.9)', () => {
    const hosts = ['www.maison-solaine.com']
    expect(
      resolveBlockLink('https://www.maison-solaine.com/fr-fr/la-maison/', 'en-ww', hosts),
    ).toEqual({ kind: 'internal', href: '/fr-fr/la-maison/' })
    expect(resolveBlockLink('https://maison-solaine.example/a', 'en-ww', hosts)).toEqual({
      kind: 'external',
      href: 'https://maison-solaine.example/a',
    })
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    '#modal:unknown',
    '#form:',
  ])('renders nothing for %j', (url) => {
    expect(resolveBlockLink(url, 'en-ww')).toBeNull()
  })
})

describe('alignmentOf', () => {
  it.each([
    ['left', 'left'],
    ['right', 'right'],
    ['center', 'center'],
    [null, 'center'],
    [undefined, 'center'],
    ['middle', 'center'],
  ] as const)('%s → %s', (value, expected) => {
    expect(alignmentOf(value)).toBe(expected)
  })
})

describe('buttonColorOf', () => {
  it.each([
    ['blue', 'blue'],
    ['red', 'red'],
    ['cream', 'cream'],
    [null, 'blue'],
    ['green', 'blue'],
  ] as const)('%s → %s', (value, expected) => {
    expect(buttonColorOf(value)).toBe(expected)
  })
})
