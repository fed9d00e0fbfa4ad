import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BLOCKS } from '@/blocks/registry'
import { CONTENT_TYPES } from '@/content-types/registry'
import { TEMPLATES } from '@/templates/registry'
import { clientStringReach, type Reach } from './client-string-reach'
import {
  CLIENT_STRING_GROUPS,
  type ClientStringGroup,
  groupKeys,
  matchesPattern,
} from './client-strings'
import { isStringKey, STRING_KEYS } from './strings'

const SRC = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8')
const SITE_ROUTES = 'app/(site)/[locale]'

/** The groups the locale layout gives (cart and chat on en-us only). */
const LAYOUT_GROUPS: ClientStringGroup[] = ['site', 'cart', 'chat']

/** Components wrapped in <ClientStrings> inside a server module, with the groups given there. */
const INLINE_WRAPS = [
  {
    component: 'commerce/cart/FulfilmentBlock.tsx',
    wrapper: 'content-types/Product/ProductPage.tsx',
    groups: ['fulfilment'],
  },
] as const satisfies ReadonlyArray<{
  component: string
  wrapper: string
  groups: readonly ClientStringGroup[]
}>

/** Every page route of the site besides the catch-all, with the groups its page gives. */
const ROUTES: Record<string, { wrapper?: string; groups: readonly ClientStringGroup[] }> = {
  '[[...path]]/page.tsx': { groups: [] },
  'account/[page]/page.tsx': { groups: ['account'] },
  'cart/confirmation/page.tsx': { groups: [] },
  'comparator/results/page.tsx': { groups: [] },
  'event-registration/cancel/page.tsx': { groups: [] },
  'noblesse/shared-card/[token]/page.tsx': { groups: [] },
  'video-card/share/[token]/page.tsx': { groups: [] },
  'visit-booking/cancel/page.tsx': { groups: [] },
  'quiz/[slug]/result/[key]/page.tsx': {
    wrapper: 'content-types/Quiz/QuizResultPage.tsx',
    groups: ['quiz'],
  },
  'quizzcognacprofile/[slug]/result/[key]/page.tsx': {
    wrapper: 'content-types/Quiz/QuizResultPage.tsx',
    groups: ['quiz'],
  },
  'quizzjourneys/[slug]/result/[key]/page.tsx': {
    wrapper: 'content-types/Quiz/QuizResultPage.tsx',
    groups: ['quiz'],
  },
}

/** The layout's en-us cart host and chat button (one lazy module with the product's block). */
const LAYOUT_ISLANDS = ['commerce/cart/CartHost.tsx', 'support-chat/SupportChat.tsx']

/** Modules whose client strings another row provides: a walk stops there. */
const PROVIDED_ELSEWHERE = [
  ...LAYOUT_ISLANDS,
  'blocks/registry.tsx',
  'templates/registry.ts',
  'content-types/registry.ts',
  'components/page-frame/PageFrame.tsx',
  ...INLINE_WRAPS.map((w) => w.component),
]

function reachOf(entries: readonly string[]): Reach {
  const stops = PROVIDED_ELSEWHERE.filter((s) => !entries.includes(s))
  return clientStringReach(entries, isStringKey, stops)
}

/** The keys a reach reads that the groups (over the layout's site group) do not give. */
function missing(reach: Reach, groups: readonly ClientStringGroup[]): string[] {
  const given = new Set<string>(
    ['site', ...groups].flatMap((g) => groupKeys(g as ClientStringGroup)),
  )
  const keys = [...reach.keys].filter((k) => !given.has(k))
  const underPrefixes = [...reach.prefixes].flatMap((p) =>
    STRING_KEYS.filter((k) => k.startsWith(p) && !given.has(k)),
  )
  return [...new Set([...keys, ...underPrefixes])].sort()
}

/** Module path (relative to src/) of each component a registry module imports from './…'. */
function importedFiles(registry: string): Map<string, string> {
  const files = new Map<string, string>()
  const dir = path.dirname(registry)
  for (const [, names = '', from = ''] of read(registry).matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g,
  )) {
    const base = path.join(dir, from)
    const file = ['.tsx', '.ts']
      .map((e) => base + e)
      .find((f) => {
        try {
          read(f)
          return true
        } catch {
          return false
        }
      })
    for (const name of names.split(',')) if (file) files.set(name.trim(), file)
  }
  return files
}

const componentName = (c: unknown) => (c as { name: string }).name

describe('client components are given the interface strings they read (issue 16 item 3)', () => {
  it('every pattern of every group names catalogue keys', () => {
    for (const [group, patterns] of Object.entries(CLIENT_STRING_GROUPS)) {
      for (const pattern of patterns as readonly string[]) {
        expect(
          STRING_KEYS.some((k) => matchesPattern(k, pattern)),
          `${group}: ${pattern}`,
        ).toBe(true)
      }
    }
  })

  it('the layout, the page frame and the not-found page: by the layout groups', () => {
    const reach = reachOf([
      `${SITE_ROUTES}/layout.tsx`,
      'components/page-frame/PageFrame.tsx',
      `${SITE_ROUTES}/not-found.tsx`,
      ...LAYOUT_ISLANDS,
    ])
    expect(reach.keys.size).toBeGreaterThan(50)
    expect(missing(reach, LAYOUT_GROUPS)).toEqual([])
  })

  const templateFiles = importedFiles('templates/registry.ts')
  it.each(Object.entries(TEMPLATES))('template %s: by its groups', (name, entry) => {
    const file = templateFiles.get(componentName(entry.Component))
    expect(file, name).toBeDefined()
    expect(missing(reachOf([file as string]), entry.strings ?? [])).toEqual([])
  })

  const contentFiles = importedFiles('content-types/registry.ts')
  it.each(Object.entries(CONTENT_TYPES))('content type %s: by its groups', (name, entry) => {
    const file = contentFiles.get(componentName(entry.Component))
    expect(file, name).toBeDefined()
    expect(missing(reachOf([file as string]), entry.strings ?? [])).toEqual([])
  })

  const blockFiles = importedFiles('blocks/registry.tsx')
  it.each(Object.entries(BLOCKS))('block %s: by its groups', (type, entry) => {
    const file = blockFiles.get(componentName(entry.Component))
    expect(file, type).toBeDefined()
    expect(missing(reachOf([file as string]), entry.strings ?? [])).toEqual([])
  })

  it.each(INLINE_WRAPS)('$component: by the groups $wrapper gives it', (wrap) => {
    expect(read(wrap.wrapper)).toContain(
      `groups={${JSON.stringify(wrap.groups).replaceAll('"', "'")}}`,
    )
    expect(missing(reachOf([wrap.component]), wrap.groups)).toEqual([])
  })

  it.each(Object.entries(ROUTES))('route %s: by the groups its page gives', (route, given) => {
    const file = `${SITE_ROUTES}/${route}`
    if (given.groups.length > 0) {
      expect(read(given.wrapper ?? file)).toContain(
        `groups={${JSON.stringify(given.groups).replaceAll('"', "'")}}`,
      )
    }
    expect(missing(reachOf([file]), given.groups)).toEqual([])
  })

  it('the table lists every page route, and the walks reach every client reader of strings', () => {
    const pages = sourceFiles(SITE_ROUTES, 'page.tsx').map((f) => path.relative(SITE_ROUTES, f))
    expect(pages.sort()).toEqual(Object.keys(ROUTES).sort())
    const reached = new Set<string>()
    const entries = [
      `${SITE_ROUTES}/layout.tsx`,
      `${SITE_ROUTES}/not-found.tsx`,
      ...Object.keys(ROUTES).map((r) => `${SITE_ROUTES}/${r}`),
      ...PROVIDED_ELSEWHERE,
      ...[...templateFiles.values(), ...contentFiles.values(), ...blockFiles.values()],
    ]
    for (const entry of entries) for (const f of reachOf([entry]).clientFiles) reached.add(f)
    const readers = sourceFiles('.', '*.ts*').filter(
      (f) =>
        !/\.test\.tsx?$/.test(f) &&
        f !== 'components/SiteContext.tsx' &&
        read(f).includes('useSiteContext()'),
    )
    expect(readers.length).toBeGreaterThan(40)
    // A module no other module imports (unused) is not rendered anywhere.
    const sources = sourceFiles('.', '*.ts*').map(read)
    const imported = (f: string) => {
      const spec = `/${path.basename(f).replace(/\.tsx?$/, '')}'`
      return sources.some((source) => source.includes(spec))
    }
    expect(readers.filter((f) => !reached.has(f) && imported(f))).toEqual([])
  })
})

/** Files under src/`dir` whose name matches `name` (a glob), relative to src/. */
function sourceFiles(dir: string, name: string): string[] {
  const out = execFileSync('find', [path.join(SRC, dir), '-type', 'f', '-name', name])
  return out
    .toString()
    .trim()
    .split('\n')
    .map((f) => path.relative(SRC, f))
}
