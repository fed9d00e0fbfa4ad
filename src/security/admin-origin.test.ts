import { describe, expect, it } from 'vitest'
import { adminRequestPolicy } from './admin-origin'

describe('the CMS accepts an editor’s cookie from the public origin only (issue 11 item 10)', () => {
  it.each([
    // [NODE_ENV is production, SITE_URL, csrf/cors origin, Secure payload-token]
    [true, 'https://www.maison-solaine.com', 'https://www.maison-solaine.com', true],
    [true, 'https://www.maison-solaine.com/brand', 'https://www.maison-solaine.com', true],
    [true, 'https://cms.example.com:8443', 'https://cms.example.com:8443', true],
    [true, 'http://127.0.0.1:3100', 'http://127.0.0.1:3100', false],
    [false, 'https://www.maison-solaine.com', 'https://www.maison-solaine.com', false],
    [false, 'http://localhost:3000', 'http://localhost:3000', false],
  ])('production=%s, SITE_URL %s → %s, Secure %s', (production, siteUrl, origin, secure) => {
    expect(adminRequestPolicy({ production, siteUrl })).toEqual({
      csrf: [origin],
      cors: [origin],
      secureCookie: secure,
    })
  })
})
