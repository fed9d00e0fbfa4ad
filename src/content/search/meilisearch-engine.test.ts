import { describe, expect, it } from 'vitest'
import type { SearchDocument } from './documents'
import { markedTerms, meiliSearchEngine } from './meilisearch-engine'

/**
 * The Meilisearch adapter against a stand-in of the four endpoints it calls (no Meilisearch
 * server on the test machines): what it sends, and how it reads the answers.
 */
function fakeMeili() {
  const calls: Array<{ method: string; path: string; auth: string | null; body: unknown }> = []
  const indexes = new Map<string, Array<Record<string, unknown>>>()
  const tasks = new Map<number, string>()
  let nextTask = 1
  const task = (status = 'succeeded') => {
    const taskUid = nextTask++
    tasks.set(taskUid, status)
    return Response.json({ taskUid })
  }
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const auth = new Headers(init?.headers).get('authorization')
    calls.push({ method, path: url.pathname + url.search, auth, body })
    const [, kind, name, action] = url.pathname.split('/')
    if (kind === 'tasks') return Response.json({ status: tasks.get(Number(name)) })
    if (action === 'settings') return task()
    if (action === 'documents' && method === 'DELETE') {
      indexes.set(String(name), [])
      return task()
    }
    if (action === 'documents') {
      indexes.set(String(name), body as Array<Record<string, unknown>>)
      return task(body.some((row: { mid: string }) => /:/.test(row.mid)) ? 'failed' : 'succeeded')
    }
    if (action === 'search') {
      const words = String(body.q).toLowerCase().split(/\s+/)
      const hits = (indexes.get(String(name)) ?? [])
        .filter((row) =>
          words.every((w) => `${row.title} ${row.summary} ${row.body}`.toLowerCase().includes(w)),
        )
        .map((row) => ({
          key: row.key,
          _formatted: {
            title: String(row.title).replace(
              new RegExp(`(${words.join('|')})`, 'gi'),
              `${body.highlightPreTag}$1${body.highlightPostTag}`,
            ),
            summary: row.summary,
          },
        }))
      return Response.json({ hits })
    }
    return new Response('not found', { status: 404 })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const documents: SearchDocument[] = [
  { id: 'cocktails:1', order: 1, title: 'Sidecar', summary: 'A classic', body: 'Cognac, lemon' },
  { id: 'products:2', order: 0, title: 'Solaine XO', summary: 'Rich', body: 'Sidecar base' },
]

describe('meiliSearchEngine', () => {
  it('replaces a locale’s index: settings ranking title > summary > body, then the documents', async () => {
    const meili = fakeMeili()
    const engine = meiliSearchEngine({
      url: 'http://meili.test:7700/',
      apiKey: 'k',
      fetch: meili.fetch,
    })
    await engine.index('fr-fr', { documents, cards: new Map() })
    const writes = meili.calls.filter((c) => c.method !== 'GET')
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PATCH /indexes/solaine-fr-fr/settings',
      'DELETE /indexes/solaine-fr-fr/documents',
      'POST /indexes/solaine-fr-fr/documents?primaryKey=mid',
    ])
    expect(writes[0]?.body).toMatchObject({ searchableAttributes: ['title', 'summary', 'body'] })
    expect(writes[2]?.body).toEqual([
      expect.objectContaining({ mid: 'cocktails-1', key: 'cocktails:1', title: 'Sidecar' }),
      expect.objectContaining({ mid: 'products-2', key: 'products:2' }),
    ])
    expect(meili.calls.every((c) => c.auth === 'Bearer k')).toBe(true)
  })

  it('asks for every word and reads the hits in Meilisearch’s order, with the words it marked', async () => {
    const meili = fakeMeili()
    const engine = meiliSearchEngine({ url: 'http://meili.test:7700', fetch: meili.fetch })
    await engine.index('en-ww', { documents, cards: new Map() })
    const hits = await engine.search('en-ww', 'sidecar')
    expect(hits).toEqual([
      { id: 'cocktails:1', matched: ['sidecar'] },
      { id: 'products:2', matched: [] },
    ])
    const search = meili.calls.find((c) => c.path.endsWith('/search'))
    expect(search?.body).toMatchObject({ q: 'sidecar', matchingStrategy: 'all' })
    expect(search?.auth).toBeNull()
  })

  it('fails loudly when Meilisearch refuses, so the search API answers its error state', async () => {
    const engine = meiliSearchEngine({
      url: 'http://meili.test',
      fetch: (async () => new Response('down', { status: 503 })) as typeof fetch,
    })
    await expect(engine.search('en-ww', 'xo')).rejects.toThrow(/503/)
  })
})

describe('markedTerms', () => {
  it.each([
    ['\u0002Café\u0003 \u0002Corsé\u0003', ['cafe', 'corse']],
    ['經典\u0002側車\u0003', ['側車']],
    ['nothing marked', []],
  ])('%j → %j', (formatted, terms) => {
    expect(markedTerms(formatted)).toEqual(terms)
  })
})
