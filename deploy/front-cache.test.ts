import { describe, expect, it } from 'vitest'
import { renderFrontCacheConfig } from './front-cache.mjs'

const base = { appPort: 3000, listenPort: 8080, prefix: '/tmp/fc' }

describe('renderFrontCacheConfig', () => {
  it('fills every placeholder and proxies to the app', () => {
    const config = renderFrontCacheConfig(base)
    expect(config).not.toMatch(/\{\{\w+\}\}/)
    expect(config).toContain('server 127.0.0.1:3000;')
    expect(config).toContain('listen 127.0.0.1:8080;')
  })

  it('balances several app instances (deploy/local-cluster.sh)', () => {
    const config = renderFrontCacheConfig({ ...base, appPort: [3401, 3402] })
    const upstream = config.slice(config.indexOf('upstream app {'))
    expect(upstream).toMatch(/server 127\.0\.0\.1:3401;\s+server 127\.0\.0\.1:3402;/)
    expect(() => renderFrontCacheConfig({ ...base, appPort: [] })).toThrow(/no app port/)
  })

  it('writes nothing outside the prefix (runs without root)', () => {
    const config = renderFrontCacheConfig(base)
    const paths = [
      ...config.matchAll(/^\s*(?:pid|error_log|\w+_temp_path|proxy_cache_path)\s+(\S+)/gm),
    ].map((m) => m[1])
    expect(paths.length).toBeGreaterThanOrEqual(8)
    for (const p of paths) expect(p?.startsWith('/tmp/fc/')).toBe(true)
    expect(config).toMatch(/access_log off;/)
    expect(renderFrontCacheConfig({ ...base, accessLog: true })).toContain(
      'access_log /tmp/fc/access.log;',
    )
  })

  it('bypasses the member and editor sessions, Authorization and unsafe methods', () => {
    const config = renderFrontCacheConfig(base)
    expect(config).toContain('ms_member|payload-token')
    expect(config).toMatch(
      /proxy_cache_bypass \$personal_cookie \$has_authorization \$unsafe_method;/,
    )
  })

  it('adds the plain-file server only when asked', () => {
    expect(renderFrontCacheConfig(base)).not.toContain('root ')
    const withStatic = renderFrontCacheConfig({ ...base, staticRoot: '/tmp/s', staticPort: 8081 })
    expect(withStatic).toContain('listen 127.0.0.1:8081;')
    expect(withStatic).toContain('root /tmp/s;')
  })

  it('refuses a relative prefix and a bad port', () => {
    expect(() => renderFrontCacheConfig({ ...base, prefix: 'data/fc' })).toThrow(/absolute/)
    expect(() => renderFrontCacheConfig({ ...base, appPort: 70_000 })).toThrow(/port/)
  })
})
