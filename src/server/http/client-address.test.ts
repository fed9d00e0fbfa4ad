import { describe, expect, it } from 'vitest'
import { clientAddress, normalizeAddress, parseTrustedProxies } from './client-address.mjs'

const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.10, 2001:db8:ffff::/48').list
const none = parseTrustedProxies('').list

describe('the real client address (issue 11, item 4)', () => {
  it.each([
    // No trusted proxy configured: the socket decides, X-Forwarded-For is ignored.
    ['203.0.113.7', '198.51.100.1', none, '203.0.113.7'],
    ['::ffff:203.0.113.7', '1.2.3.4, 5.6.7.8', none, '203.0.113.7'],
    // A client that is not a trusted proxy cannot choose its address.
    ['203.0.113.7', '10.0.0.1', trusted, '203.0.113.7'],
    // One trusted proxy: its last entry is the client.
    ['10.1.2.3', '198.51.100.9', trusted, '198.51.100.9'],
    // Forged entries left of what the proxy appended are not believed.
    ['10.1.2.3', '6.6.6.6, 198.51.100.9', trusted, '198.51.100.9'],
    // Two trusted proxies in a row.
    ['10.1.2.3', '6.6.6.6, 198.51.100.9, 192.0.2.10', trusted, '198.51.100.9'],
    // A trusted proxy without the header: the proxy itself.
    ['10.1.2.3', undefined, trusted, '10.1.2.3'],
    ['10.1.2.3', '', trusted, '10.1.2.3'],
    // Only trusted hops: the leftmost one.
    ['10.1.2.3', '10.9.9.9', trusted, '10.9.9.9'],
    // A malformed hop stops the walk at the last known one.
    ['10.1.2.3', '198.51.100.9, not-an-ip', trusted, '10.1.2.3'],
    ['10.1.2.3', '1.2.3.4, garbage, 10.4.4.4', trusted, '10.4.4.4'],
    // Ports and brackets some proxies add; IPv6 ranges.
    ['10.1.2.3', '198.51.100.9:4711', trusted, '198.51.100.9'],
    ['2001:db8:ffff::1', '[2001:db8:1::5]:443', trusted, '2001:db8:1::5'],
    ['2001:db8:ffff::1', '2001:DB8:2::7', trusted, '2001:db8:2::7'],
    // Header repeated (Node joins or lists them): read as one list.
    ['10.1.2.3', ['6.6.6.6', '198.51.100.9'], trusted, '198.51.100.9'],
    [undefined, '1.2.3.4', trusted, 'unknown'],
  ])('socket %s, X-Forwarded-For %o → %s', (socket, forwardedFor, list, expected) => {
    expect(clientAddress({ socket, forwardedFor, trusted: list })).toBe(expected)
  })

  it.each([
    ['10.0.0.0/8, 127.0.0.1', 2, []],
    ['::1, fd00::/8', 2, []],
    [
      '10.0.0.0/33, example.com, 1.2.3.4/x, 1.2.3.4',
      1,
      ['10.0.0.0/33', 'example.com', '1.2.3.4/x'],
    ],
    ['', 0, []],
    [undefined, 0, []],
  ])('TRUSTED_PROXIES=%s → %i entries, invalid %o', (value, count, invalid) => {
    const parsed = parseTrustedProxies(value)
    expect(parsed.count).toBe(count)
    expect(parsed.invalid).toEqual(invalid)
  })

  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['999.1.1.1', null],
    ['', null],
  ])('normalizes %s to %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected)
  })
})
