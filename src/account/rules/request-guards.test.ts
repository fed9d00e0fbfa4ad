import { describe, expect, it } from 'vitest'
import { isSameOriginRequest } from './request-guards'

describe('CSRF: same-origin check for state-changing requests', () => {
  const site = 'https://www.solaine.example'
  it.each([
    // Origin, configured public origin (SITE_URL), Sec-Fetch-Site, accepted
    ['http://127.0.0.1:3108', 'http://127.0.0.1:3108', null, true],
    [site, site, 'same-origin', true],
    ['https://WWW.solaine.example:443', site, null, true],
    ['https://evil.example', site, 'cross-site', false],
    // A forged Host/X-Forwarded-Host no longer matters: only SITE_URL does.
    ['https://attacker.example', site, null, false],
    ['https://www.solaine.example.evil.example', site, null, false],
    ['http://www.solaine.example', site, null, false],
    // The browser's own verdict wins over a matching Origin.
    [site, site, 'cross-site', false],
    [site, site, 'same-site', false],
    ['null', site, null, false],
    ['null', site, 'same-origin', false],
    ['not a url', site, null, false],
    [null, site, 'same-origin', true],
    [null, site, 'same-site', false],
    [null, site, null, false],
    // No SITE_URL in production: only Sec-Fetch-Site, never the request's Host.
    ['https://attacker.example', null, null, false],
    ['https://attacker.example', null, 'cross-site', false],
    [site, null, 'same-origin', true],
    [null, null, null, false],
  ])(
    'origin %s, SITE_URL %s, sec-fetch-site %s → %s',
    (origin, expectedOrigin, secFetchSite, ok) => {
      expect(isSameOriginRequest({ origin, expectedOrigin, secFetchSite })).toBe(ok)
    },
  )
})
