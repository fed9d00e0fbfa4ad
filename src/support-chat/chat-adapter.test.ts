import { describe, expect, it } from 'vitest'
import { LOCALE_CODES } from '@/i18n/locales'
import { chatAdapterFor, snippetFromEnv } from './chat-adapter'

const SNIPPET = {
  SUPPORT_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
  SUPPORT_CHAT_KEY: 'abc-123',
}

describe('which adapter answers the support chat', () => {
  it('en-us gets our own form by default, every other locale nothing', () => {
    for (const locale of LOCALE_CODES) {
      const adapter = chatAdapterFor(locale, {})
      expect(adapter?.setup() ?? null, locale).toEqual(
        locale === 'en-us' ? { adapter: 'form' } : null,
      )
    }
  })

  it('a configured snippet replaces the form in en-us only, waiting for the media consent', () => {
    expect(chatAdapterFor('en-us', SNIPPET)?.setup()).toEqual({
      adapter: 'snippet',
      snippet: { scriptUrl: 'https://chat.example/widget.js', key: 'abc-123' },
      consent: 'media',
    })
    expect(chatAdapterFor('fr-fr', SNIPPET)).toBeNull()
  })

  it.each([
    ['no key', { ...SNIPPET, SUPPORT_CHAT_KEY: '' }],
    ['no script', { ...SNIPPET, SUPPORT_CHAT_SCRIPT_URL: undefined }],
    ['a script over http', { ...SNIPPET, SUPPORT_CHAT_SCRIPT_URL: 'http://chat.example/w.js' }],
    ['a script that is no URL', { ...SNIPPET, SUPPORT_CHAT_SCRIPT_URL: 'widget.js' }],
    ['a key that could break out of an attribute', { ...SNIPPET, SUPPORT_CHAT_KEY: 'a"b' }],
  ])('%s: no snippet, the form answers', (_, env) => {
    expect(snippetFromEnv(env)).toBeNull()
    expect(chatAdapterFor('en-us', env)?.name).toBe('form')
  })
})
