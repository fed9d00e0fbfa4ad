import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestClient } from './client'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const request = (headers: Record<string, string>) => new Request('http://site.test/', { headers })

describe('the client of a request', () => {
  it('is the address server.mjs set under its per-process header name', () => {
    vi.stubEnv('CLIENT_ADDRESS_HEADER', 'x-ms-client-abc')
    vi.stubEnv('NODE_ENV', 'production')
    const forged = request({ 'x-ms-client-abc': '203.0.113.7', 'x-forwarded-for': '6.6.6.6' })
    expect(requestClient(forged)).toBe('203.0.113.7')
  })

  it('is one shared "unknown" under `next start` in production, with a log line', () => {
    vi.stubEnv('CLIENT_ADDRESS_HEADER', '')
    vi.stubEnv('NODE_ENV', 'production')
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(requestClient(request({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown')
    expect(requestClient(request({ 'x-forwarded-for': '7.7.7.7' }))).toBe('unknown')
    expect(log.mock.calls.length).toBeLessThanOrEqual(1)
  })

  it('is the nearest X-Forwarded-For entry under `next dev`', () => {
    vi.stubEnv('CLIENT_ADDRESS_HEADER', '')
    vi.stubEnv('NODE_ENV', 'development')
    expect(requestClient(request({ 'x-forwarded-for': '1.1.1.1, ::1' }))).toBe('::1')
    expect(requestClient(request({}))).toBe('local')
  })
})
