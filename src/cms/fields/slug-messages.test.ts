import { describe, expect, it } from 'vitest'
import { slugMessage } from './slug-messages'

describe('slugMessage', () => {
  it('names the document that holds the address, with its title and id', () => {
    expect(
      slugMessage('en', 'pageTaken', {
        locale: 'fr-fr',
        url: '/fr-fr/la-maison/',
        id: 7,
        title: 'La Maison',
      }),
    ).toBe(
      '/fr-fr/la-maison/ is already taken in fr-fr by the page “La Maison” (id 7). Choose another slug or parent.',
    )
    expect(slugMessage('en', 'taken', { locale: 'en-ww', url: '/en-ww/cocktails/x/', id: 3 })).toBe(
      '/en-ww/cocktails/x/ is already taken in en-ww by id 3. Choose another slug.',
    )
  })

  it('speaks the French and Spanish admin languages', () => {
    expect(slugMessage('fr', 'taken', { locale: 'fr-fr', url: '/fr-fr/cocktails/x/', id: 3 })).toBe(
      '/fr-fr/cocktails/x/ est déjà prise en fr-fr par id 3. Choisissez un autre slug.',
    )
    expect(slugMessage('es', 'format', {})).toBe('Use minúsculas, cifras y guiones simples.')
  })

  it('falls back to English for an admin language without a catalogue', () => {
    expect(slugMessage('vi', 'format', {})).toBe(slugMessage('en', 'format', {}))
    expect(slugMessage(undefined, 'format', {})).toBe(slugMessage('en', 'format', {}))
  })
})
