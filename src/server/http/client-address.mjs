// Plain JavaScript (JSDoc-typed) because server.mjs runs it under plain Node before Next loads.
import { BlockList, isIP } from 'node:net'

/**
 * The address without an IPv4-mapped IPv6 prefix (`::ffff:203.0.113.7` → `203.0.113.7`), a zone
 * or the brackets and port some proxies add (`[2001:db8::1]:443`, `203.0.113.7:5000`).
 * @param {string} raw
 * @returns {string | null} null when it is not an IP address
 */
export function normalizeAddress(raw) {
  let value = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed?.[1]) value = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value))
    value = value.slice(0, value.lastIndexOf(':'))
  value = value.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)
  if (mapped?.[1]) value = mapped[1]
  return isIP(value) ? value.toLowerCase() : null
}

/**
 * TRUSTED_PROXIES: a comma-separated list of IP addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32, 127.0.0.1`). Entries that are neither are returned as `invalid`.
 * @param {string | undefined} value
 * @returns {{ list: BlockList, count: number, invalid: string[] }}
 */
export function parseTrustedProxies(value) {
  const list = new BlockList()
  const invalid = []
  let count = 0
  for (const entry of (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefix, ...extra] = entry.split('/')
    const ip = normalizeAddress(address)
    const type = ip && isIP(ip) === 6 ? 'ipv6' : 'ipv4'
    const bits = prefix === undefined ? null : Number(prefix)
    const max = type === 'ipv6' ? 128 : 32
    if (
      !ip ||
      extra.length ||
      (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= max))
    ) {
      invalid.push(entry)
      continue
    }
    if (bits === null) list.addAddress(ip, type)
    else list.addSubnet(ip, bits, type)
    count++
  }
  return { list, count, invalid }
}

/**
 * @param {BlockList} list
 * @param {string} ip a normalized address
 */
function isTrusted(list, ip) {
  return list.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy. Then
 * X-Forwarded-For is read from the right (each proxy appends the address it received from) and
 * the first address that is not a trusted proxy is the client; entries left of it were written
 * by the client and are never believed. A malformed entry stops the walk at the last hop known.
 * @param {{ socket: string | undefined, forwardedFor: string | string[] | undefined, trusted: BlockList }} input
 * @returns {string}
 */
export function clientAddress({ socket, forwardedFor, trusted }) {
  const peer = normalizeAddress(socket ?? '')
  if (!peer) return 'unknown'
  if (!isTrusted(trusted, peer)) return peer
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .reverse()
  let client = peer
  for (const hop of hops) {
    const ip = normalizeAddress(hop)
    if (!ip) break
    client = ip
    if (!isTrusted(trusted, ip)) break
  }
  return client
}
