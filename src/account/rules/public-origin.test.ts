import { describe, expect, it } from 'vitest'
import { publicOrigin } from './public-origin'

describe('publicOrigin: links in member mail and the accepted Origin come from SITE_URL only', () => {
  it.each([
    // SITE_URL, NODE_ENV, expected
    [
      'https://www.solaine.example',
      'production',
      { base: 'https://www.solaine.example', origin: 'https://www.solaine.example' },
    ],
    [
      'https://www.solaine.example/',
      'production',
      { base: 'https://www.solaine.example', origin: 'https://www.solaine.example' },
    ],
    [
      'https://solaine.example/site/',
      'production',
      { base: 'https://solaine.example/site', origin: 'https://solaine.example' },
    ],
    [
      'http://127.0.0.1:3100',
      'production',
      { base: 'http://127.0.0.1:3100', origin: 'http://127.0.0.1:3100' },
    ],
    [
      ' https://WWW.Solaine.example ',
      'production',
      { base: 'https://www.solaine.example', origin: 'https://www.solaine.example' },
    ],
    // Production never guesses: missing or unusable means no member mail.
    [undefined, 'production', null],
    ['', 'production', null],
    ['   ', 'production', null],
    ['not a url', 'production', null],
    ['ftp://solaine.example', 'production', null],
    ['javascript:alert(1)', 'production', null],
    ['https://user:pass@solaine.example', 'production', null],
    ['https://solaine.example/?next=evil', 'production', null],
    // Development and tests: the development server's address.
    [undefined, 'development', { base: 'http://localhost:3000', origin: 'http://localhost:3000' }],
    [undefined, 'test', { base: 'http://localhost:3000', origin: 'http://localhost:3000' }],
    ['not a url', 'development', null],
  ])('SITE_URL=%j NODE_ENV=%s → %j', (SITE_URL, NODE_ENV, expected) => {
    expect(publicOrigin({ SITE_URL, NODE_ENV })).toEqual(expected)
  })
})
