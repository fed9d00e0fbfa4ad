/**
 * One value per Node process, whichever bundle asks. Next.js loads instrumentation.ts, each route
 * and Payload's API in bundles of their own, each with its own copy of a module: a cache kept in
 * a module variable would be one cache per bundle, and clearing it from the instrumentation's
 * copy (src/server/cluster/content-events.ts) would clear nobody's. Keyed on a registered symbol.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`maison-solaine.${name}`)
  const store = globalThis as unknown as Record<symbol, T | undefined>
  const existing = store[key]
  if (existing !== undefined) return existing
  const created = create()
  store[key] = created
  return created
}
