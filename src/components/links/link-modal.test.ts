import { describe, expect, it } from 'vitest'
import { classifyLink } from '@/rules/links'
import { modalForLink, parseSiteHosts } from './link-modal'

const context = { siteHosts: ['www.maison-solaine.com'], currentLocale: 'fr-fr' }

describe('modalForLink (SPEC §2.9 special link forms → the modal they open)', () => {
  it.each([
    [
      'the event-registration modal',
      '#modal:eventtia?url=https%3A%2F%2Fevents.example.com%2Fe%2F42',
      { type: 'eventtia', props: { url: 'https://events.example.com/e/42' } },
    ],
    [
      'a form with its action and locale',
      '#form:visit-booking?action=open_cdbform&locale=fr',
      {
        type: 'webform',
        props: { formKey: 'visit-booking', action: 'open_cdbform', locale: 'fr' },
      },
    ],
    [
      'a form with the defaults (open_form, en)',
      '#form:newsletter',
      { type: 'webform', props: { formKey: 'newsletter', action: 'open_form', locale: 'en' } },
    ],
    [
      'click-to-buy with its product',
      '#ctb:4711?product=Solaine%20XO',
      { type: 'ctb_modal', props: { groupingId: '4711', productName: 'Solaine XO' } },
    ],
    [
      'click-to-buy without a product',
      '#ctb:4711',
      { type: 'ctb_modal', props: { groupingId: '4711', productName: null } },
    ],
  ])('%s', (_name, href, expected) => {
    expect(modalForLink(classifyLink(href, context))).toEqual(expected)
  })

  it.each([
    ['/la-maison/'],
    ['https://www.instagram.com/solaine'],
    ['#top'],
    ['mailto:a@b.c'],
    ['#form:'],
    ['javascript:alert(1)'],
  ])('%s opens no modal', (href) => {
    expect(modalForLink(classifyLink(href, context))).toBeNull()
  })
})

describe('parseSiteHosts', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['www.maison-solaine.com', ['www.maison-solaine.com']],
    [
      ' WWW.Maison-Solaine.com , maison-solaine.com,,localhost:3000 ',
      ['www.maison-solaine.com', 'maison-solaine.com', 'localhost:3000'],
    ],
  ])('%j → %j', (value, expected) => {
    expect(parseSiteHosts(value)).toEqual(expected)
  })
})
