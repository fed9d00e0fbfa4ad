/**
 * Which interface strings the client code reachable from a server module reads, found
 * statically (test-only: src/i18n/client-strings.test.ts). From an entry module it follows
 * imports (static, re-exports, dynamic `import()`); a module marked 'use client' and everything
 * it imports is client code, whose quoted catalogue keys and `prefix.${…}` template keys are
 * collected. Server modules are crossed but not collected: they translate on the server.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SRC = path.resolve(import.meta.dirname, '..')
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts']

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  if (/\.tsx?$/.test(base) && existsSync(base)) return base
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext
  return null
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
const KEY_LITERAL = /['"]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"]/g
const KEY_TEMPLATE = /`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g

export interface Reach {
  /** Catalogue keys read by the client modules reached. */
  keys: Set<string>
  /** Key prefixes read through templates (`cart.method.${m}`): every key under them. */
  prefixes: Set<string>
  /** The client modules reached, relative to src/. */
  clientFiles: Set<string>
}

/**
 * The client strings reachable from `entries` (paths relative to src/); modules in `stopAt`
 * are not entered (their strings are provided by their own wrapper).
 */
export function clientStringReach(
  entries: readonly string[],
  isKey: (key: string) => boolean,
  stopAt: readonly string[] = [],
): Reach {
  const reach: Reach = { keys: new Set(), prefixes: new Set(), clientFiles: new Set() }
  const stop = new Set(stopAt.map((p) => path.join(SRC, p)))
  const seen = new Map<string, boolean>()
  const visit = (file: string, client: boolean) => {
    // Tests, and the catalogue itself (its definitions are not reads).
    if (stop.has(file) || /\.(test|spec|strings)\.tsx?$|i18n\/strings\.ts$/.test(file)) return
    const source = readFileSync(file, 'utf8')
    const isClient = client || /^\s*['"]use client['"]/.test(source)
    // A module already walked as client code, or as server code when still server: done.
    if (seen.has(file) && (seen.get(file) || !isClient)) return
    seen.set(file, isClient)
    if (isClient) {
      reach.clientFiles.add(path.relative(SRC, file))
      for (const [, key = ''] of source.matchAll(KEY_LITERAL)) if (isKey(key)) reach.keys.add(key)
      for (const [, prefix = ''] of source.matchAll(KEY_TEMPLATE)) reach.prefixes.add(prefix)
    }
    for (const m of source.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? '')
      if (target) visit(target, isClient)
    }
  }
  for (const entry of entries) visit(path.join(SRC, entry), false)
  return reach
}
