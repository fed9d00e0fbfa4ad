import { describe, expect, it } from 'vitest'
import { stringsFor, translator } from './strings'

describe('UI strings', () => {
  it('speaks the locale’s language', () => {
    expect(translator('fr-ca')('notFound.title')).toBe('Page introuvable')
    expect(translator('zh-tw')('notFound.title')).toBe('找不到頁面')
    expect(translator('en-us')('notFound.title')).toBe('Page not found')
  })

  it('lets the site options override a key per locale', () => {
    const t = translator('fr-fr', [{ key: 'notFound.title', value: 'Oups' }])
    expect(t('notFound.title')).toBe('Oups')
    expect(t('notFound.back')).toBe('Retour à l’accueil')
  })

  it('falls back to English for an unknown locale (SPEC §5: missing translations)', () => {
    expect(translator('xx-yy')('notFound.back')).toBe('Back to the home page')
  })

  it('resolves every key for every language', () => {
    for (const code of ['en-ww', 'fr-fr', 'es-mx', 'pl-pl', 'zh-hk', 'vi-vn', 'ru-ru']) {
      for (const value of Object.values(stringsFor(code))) expect(value).toMatch(/\S/)
    }
  })
})
