import type { LocaleCode } from '@/i18n/locales'
import { searchTerms } from '@/rules/search-text'
import type { SearchDocument } from './documents'
import type { EngineHit, SearchEngine } from './minisearch-engine'

export interface MeiliOptions {
  /** e.g. http://127.0.0.1:7700 */
  url: string
  /** A key allowed to manage documents, settings and tasks of the prefixed indexes. */
  apiKey?: string
  /** Index names are `{prefix}{locale}`; several sites can share one server. */
  prefix?: string
  /** How long to wait for Meilisearch to apply an indexing task. */
  taskTimeoutMs?: number
  fetch?: typeof fetch
}

/** Marks around matched words in Meilisearch's `_formatted` fields: never in our content. */
const PRE = '\u0002'
const POST = '\u0003'

/**
 * Meilisearch as the search engine, for a catalogue or a traffic that outgrows one process's
 * memory (issue 12): set MEILISEARCH_URL (and MEILISEARCH_API_KEY). Its REST API, called with
 * fetch (four calls; a client library would add a dependency for no gain). Meilisearch forgives
 * like the embedded engine (one typo from 5 letters, two from 9, accents, prefixes, CJK
 * segmentation) and ranks by searchableAttributes' order: title, then summary, then body.
 */
export function meiliSearchEngine(options: MeiliOptions): SearchEngine {
  const base = options.url.replace(/\/+$/, '')
  const prefix = options.prefix ?? 'solaine-'
  const call = options.fetch ?? fetch
  const timeout = options.taskTimeoutMs ?? 30_000
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) {
      throw new Error(`Meilisearch ${method} ${path}: ${response.status} ${await response.text()}`)
    }
    return (await response.json()) as T
  }

  async function settle(task: { taskUid: number }): Promise<void> {
    const deadline = Date.now() + timeout
    for (;;) {
      const state = await request<{ status: string; error?: { message?: string } }>(
        'GET',
        `/tasks/${task.taskUid}`,
      )
      if (state.status === 'succeeded') return
      if (state.status === 'failed' || state.status === 'canceled') {
        throw new Error(`Meilisearch task ${task.taskUid} ${state.status}: ${state.error?.message}`)
      }
      if (Date.now() > deadline) throw new Error(`Meilisearch task ${task.taskUid} timed out`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  const uid = (locale: LocaleCode) => `${prefix}${locale}`
  // Meilisearch ids allow letters, digits, - and _ only: `cocktails:12` becomes `cocktails-12`.
  const meiliId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '-')

  return {
    name: 'meilisearch',
    async index(locale, { documents }) {
      const index = uid(locale)
      await settle(
        await request('PATCH', `/indexes/${index}/settings`, {
          searchableAttributes: ['title', 'summary', 'body'],
          displayedAttributes: ['key', 'order', 'title', 'summary'],
          sortableAttributes: ['order'],
        }),
      )
      await settle(await request('DELETE', `/indexes/${index}/documents`))
      if (documents.length === 0) return
      const rows = documents.map((doc: SearchDocument) => ({ ...doc, mid: doc.id, key: doc.id }))
      for (const row of rows) row.mid = meiliId(row.id)
      await settle(await request('POST', `/indexes/${index}/documents?primaryKey=mid`, rows))
    },
    async search(locale, query) {
      const answer = await request<{
        hits: Array<{ key: string; _formatted?: { title?: string; summary?: string } }>
      }>('POST', `/indexes/${uid(locale)}/search`, {
        q: query,
        limit: 1000,
        // Every word must be found, as with the embedded engine.
        matchingStrategy: 'all',
        attributesToRetrieve: ['key'],
        attributesToHighlight: ['title', 'summary'],
        highlightPreTag: PRE,
        highlightPostTag: POST,
      })
      return answer.hits.map(
        (hit): EngineHit => ({
          id: hit.key,
          matched: markedTerms(`${hit._formatted?.title ?? ''} ${hit._formatted?.summary ?? ''}`),
        }),
      )
    },
  }
}

/** The index terms of the words Meilisearch marked, so the results list marks the same. */
export function markedTerms(formatted: string): string[] {
  const terms = new Set<string>()
  const marked = new RegExp(`${PRE}([^${POST}]*)${POST}`, 'g')
  for (const [, words = ''] of formatted.matchAll(marked)) {
    for (const term of searchTerms(words)) terms.add(term)
  }
  return [...terms]
}
