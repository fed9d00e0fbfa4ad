import { buildCustomRoute } from 'next/dist/lib/build-custom-route'
import { describe, expect, it } from 'vitest'
import { config as proxyConfig } from '@/proxy'
import {
  apiContentSecurityPolicy,
  commonSecurityHeaders,
  createNonce,
  type Deployment,
  DRAFT_MODE_COOKIE,
  deploymentFromEnv,
  type HeaderRule,
  HSTS_VALUE,
  headerRules,
  isHttpsOrigin,
  mapStyleOrigin,
  NONCE_PAGE_SOURCES,
  pageContentSecurityPolicy,
  STATIC_PAGE_SOURCE,
} from './headers'

const PROD_HTTPS: Deployment = { production: true, siteUrl: 'https://www.maison-solaine.com' }
const PROD_HTTP: Deployment = { production: true, siteUrl: 'http://localhost:3000' }
const DEV_HTTPS: Deployment = { production: false, siteUrl: 'https://www.maison-solaine.com' }

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources] as [string, string[]]
    }),
  )
}

/** Matches a path the way Next.js matches a `headers()` source. */
function matches(source: string, path: string): boolean {
  const { regex } = buildCustomRoute('header', { source, headers: [] })
  return new RegExp(regex).test(path)
}

describe('HSTS: production over https only (issue 11 item 7)', () => {
  it.each([
    ['production, https public origin', PROD_HTTPS, true],
    ['production, http public origin', PROD_HTTP, false],
    ['development, https public origin', DEV_HTTPS, false],
    ['production, unusable origin', { production: true, siteUrl: 'not a url' }, false],
  ])('%s → HSTS %s', (_, deployment, expected) => {
    const hsts = commonSecurityHeaders(deployment).find(
      (h) => h.key === 'Strict-Transport-Security',
    )
    expect(hsts?.value).toBe(expected ? HSTS_VALUE : undefined)
  })

  it.each([
    ['https://example.com', true],
    ['http://example.com', false],
    ['', false],
  ])('isHttpsOrigin(%j) = %s', (url, expected) => {
    expect(isHttpsOrigin(url)).toBe(expected)
  })
})

describe('headers on every answer', () => {
  it('nosniff, a referrer policy, a permissions policy and no framing', () => {
    const headers = Object.fromEntries(
      commonSecurityHeaders(PROD_HTTP).map((h) => [h.key, h.value]),
    )
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('microphone=()')
  })
})

describe('page Content-Security-Policy', () => {
  it('static pages: scripts from this origin and inline (no nonce possible), no eval', () => {
    const csp = directives(pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }))
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  it('a configured map style (MAP_STYLE_URL) may be fetched from its https origin only', () => {
    const withMap = deploymentFromEnv({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.com',
      MAP_STYLE_URL: 'https://tiles.example.net/styles/brand/style.json?key=k',
    })
    const csp = directives(pageContentSecurityPolicy(withMap, { kind: 'static' }))
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.net'])
    expect(mapStyleOrigin('http://tiles.example.net/style.json')).toBeNull()
    expect(mapStyleOrigin('not a url')).toBeNull()
    expect(mapStyleOrigin(undefined)).toBeNull()
  })

  it('per-request pages: only scripts carrying the nonce, and what they load; no inline', () => {
    const csp = directives(pageContentSecurityPolicy(PROD_HTTPS, { kind: 'nonce', nonce: 'abc=' }))
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc='", "'strict-dynamic'"])
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it.each([
    ['production', PROD_HTTPS, false],
    ['development (React rebuilds server error stacks with eval)', DEV_HTTPS, true],
  ])('%s: unsafe-eval %s', (_, deployment, expected) => {
    for (const scripts of [{ kind: 'static' } as const, { kind: 'nonce', nonce: 'n' } as const]) {
      const csp = directives(pageContentSecurityPolicy(deployment, scripts))
      expect(csp.get('script-src')?.includes("'unsafe-eval'")).toBe(expected)
    }
  })

  it.each([
    [PROD_HTTPS, true],
    [PROD_HTTP, false],
    [DEV_HTTPS, false],
  ])(
    'upgrade-insecure-requests only for an https origin in production (%j → %s)',
    (d, expected) => {
      expect(
        directives(pageContentSecurityPolicy(d, { kind: 'static' })).has(
          'upgrade-insecure-requests',
        ),
      ).toBe(expected)
    },
  )

  it('only the admin may frame this origin (its live preview of the site’s pages)', () => {
    const admin = directives(
      pageContentSecurityPolicy(PROD_HTTPS, { kind: 'nonce', nonce: 'n' }, 'none', true),
    )
    expect(admin.get('frame-src')?.[0]).toBe("'self'")
    expect(admin.get('frame-ancestors')).toEqual(["'none'"])
    for (const policy of [
      pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }),
      pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }, 'self'),
      pageContentSecurityPolicy(PROD_HTTPS, { kind: 'nonce', nonce: 'n' }),
    ]) {
      expect(directives(policy).get('frame-src')).not.toContain("'self'")
    }
  })

  it('frames the video players and editor-entered booking frames over https only', () => {
    const csp = directives(pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }))
    expect(csp.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https:',
    ])
  })
})

describe('API Content-Security-Policy', () => {
  it('an API answer opened as a document runs nothing and loads nothing but its image', () => {
    const csp = directives(apiContentSecurityPolicy())
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('sandbox')).toBe(true)
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.has('script-src')).toBe(false)
  })
})

describe('which paths get which policy', () => {
  const rules = headerRules(PROD_HTTPS)
  /** Whether a rule applies to a request with or without the draft mode cookie. */
  const applies = (rule: HeaderRule, path: string, draft: boolean) =>
    matches(rule.source, path) &&
    (rule.has ?? []).every((c) => draft && c.key === DRAFT_MODE_COOKIE) &&
    (rule.missing ?? []).every((c) => !(draft && c.key === DRAFT_MODE_COOKIE))
  const cspRulesFor = (path: string, draft = false) =>
    rules.filter(
      (rule) =>
        applies(rule, path, draft) && rule.headers.some((h) => h.key === 'Content-Security-Policy'),
    )
  /** The headers a request gets, in rule order (a later rule's value replaces an earlier one). */
  const headersFor = (path: string, draft: boolean) => {
    const out = new Map<string, string>()
    for (const rule of rules) {
      if (!applies(rule, path, draft)) continue
      for (const h of rule.headers) out.set(h.key, h.value)
    }
    return out
  }
  const proxied = (path: string) => NONCE_PAGE_SOURCES.some((source) => matches(source, path))

  it.each([
    ['/en-ww/', 'static'],
    ['/zh-tw/cocktails/sidecar/', 'static'],
    ['/en-ww/accounting-notes/', 'static'],
    ['/sitemap.xml', 'static'],
    ['/api/search/', 'api'],
    ['/api/media/file/crest.svg', 'api'],
    ['/api/', 'api'],
    ['/admin', 'nonce'],
    ['/admin/', 'nonce'],
    ['/admin/collections/pages/1/', 'nonce'],
    ['/en-ww/account/sign-in/', 'nonce'],
    ['/ru-ru/account/profile/', 'nonce'],
  ])('%s → %s', (path, expected) => {
    const found = cspRulesFor(path)
    // Exactly one source of the policy per path: two policies would both be enforced.
    if (expected === 'nonce') {
      expect(found).toEqual([])
      expect(proxied(path)).toBe(true)
    } else {
      expect(found).toHaveLength(1)
      expect(proxied(path)).toBe(false)
      const value = found[0]?.headers[0]?.value
      expect(value).toBe(
        expected === 'api'
          ? apiContentSecurityPolicy()
          : pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }),
      )
    }
    // The common headers go everywhere.
    expect(rules.filter((r) => r.source === '/:path*' && matches(r.source, path))).toHaveLength(1)
  })

  it.each([
    '/en-ww/',
    '/zh-tw/cocktails/sidecar/',
    '/api/preview/',
    '/api/media/file/crest.svg',
    '/admin/collections/pages/1/',
    '/en-ww/account/sign-in/',
  ])('%s: nobody may frame it without the draft mode cookie', (path) => {
    const headers = headersFor(path, false)
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    const csp = headers.get('Content-Security-Policy')
    // The nonce pages get their policy from the proxy, with frame-ancestors 'none'.
    if (csp) expect(directives(csp).get('frame-ancestors')).toEqual(["'none'"])
    for (const draft of [false, true]) expect(cspRulesFor(path, draft).length).toBeLessThan(2)
  })

  it.each(['/en-ww/', '/fr-fr/cocktails/sidecar/'])(
    '%s in an editor’s preview (draft mode cookie): framed by this origin only',
    (path) => {
      const headers = headersFor(path, true)
      expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
      const csp = headers.get('Content-Security-Policy') ?? ''
      expect(directives(csp).get('frame-ancestors')).toEqual(["'self'"])
      expect(csp).toBe(pageContentSecurityPolicy(PROD_HTTPS, { kind: 'static' }, 'self'))
      expect(cspRulesFor(path, true)).toHaveLength(1)
    },
  )

  it.each([
    ['/api/preview/', apiContentSecurityPolicy()],
    ['/api/search/', apiContentSecurityPolicy()],
  ])('%s keeps no framing with the draft mode cookie', (path, policy) => {
    const headers = headersFor(path, true)
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Content-Security-Policy')).toBe(policy)
  })

  it.each(['/admin/collections/pages/1/', '/en-ww/account/sign-in/'])(
    '%s (policy from the proxy) is never made frameable by the draft mode cookie',
    (path) => {
      expect(headersFor(path, true).get('X-Frame-Options')).toBe('DENY')
      expect(cspRulesFor(path, true)).toEqual([])
      const csp = directives(pageContentSecurityPolicy(PROD_HTTPS, { kind: 'nonce', nonce: 'n' }))
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    },
  )

  it('the proxy runs exactly on the nonce pages (and on / for the locale redirect)', () => {
    expect(proxyConfig.matcher).toEqual(['/', ...NONCE_PAGE_SOURCES])
  })

  it('the static source is what the headers rule uses', () => {
    expect(rules.map((r) => r.source)).toContain(STATIC_PAGE_SOURCE)
  })
})

describe('createNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })
})
