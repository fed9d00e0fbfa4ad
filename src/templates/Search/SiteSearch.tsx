'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { storedLevel } from '@/account/client/storage'
import { ContentCard } from '@/components/cards/ContentCard'
import { cardLabels, durationUnits } from '@/components/cards/card-labels'
import { buildCardModel } from '@/components/cards/card-model'
import { useText } from '@/components/SiteContext'
import type { CardSource } from '@/content/card-sources'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import type { MemberLevel } from '@/rules/member-levels'
import { cleanQuery, isSearchable, parsePage } from '@/rules/search-query'
import { SearchForm } from './SearchForm'
import { useMatchHighlights } from './use-match-highlights'

type Hit = CardSource & { matched?: string[] }
interface Answer {
  results: Hit[]
  total: number
  counts: Array<{ type: string; count: number }>
  type: string | null
  page: number
  pages: number
}

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | ({ status: 'done'; query: string } & Answer)
  | { status: 'error'; query: string }

/**
 * The search page's form and results (SPEC "Site search", §2.7 `?q=`). The page is static; the
 * query lives in the URL, so results can be shared, reloaded and reached from the search modal.
 */
export function SiteSearch() {
  const { t, locale } = useText()
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const query = cleanQuery(params.get('q'))
  const type = params.get('type') || null
  const page = parsePage(params.get('page'))
  const [input, setInput] = useState(query)
  const [state, setState] = useState<State>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const [viewerLevel, setViewerLevel] = useState<MemberLevel | null>(null)

  useEffect(() => setViewerLevel(storedLevel()), [])
  // A new query in the URL (the search modal, back and forward) fills the input again.
  useEffect(() => setInput(query), [query])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same search again.
  useEffect(() => {
    if (!isSearchable(query)) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading', query })
    const search = new URLSearchParams({ locale, q: query })
    if (type) search.set('type', type)
    if (page > 1) search.set('page', String(page))
    fetch(`/api/search/?${search}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as Answer
        setState({ status: 'done', query, ...body })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', query })
      })
    return () => controller.abort()
  }, [locale, query, type, page, attempt])

  const listRef = useRef<HTMLUListElement>(null)
  useMatchHighlights(listRef, state.status === 'done' ? state.results : null)

  /** The same search with another type filter or page, as a shareable URL. */
  function go(next: { type?: string | null; page?: number }) {
    const search = new URLSearchParams(params.toString())
    const nextType = next.type === undefined ? type : next.type
    if (nextType) search.set('type', nextType)
    else search.delete('type')
    const nextPage = next.page ?? 1
    if (nextPage > 1) search.set('page', String(nextPage))
    else search.delete('page')
    router.replace(`${pathname}?${search.toString()}`, { scroll: false })
    if (next.page !== undefined) listRef.current?.closest('section')?.scrollIntoView()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = cleanQuery(input)
    if (!isSearchable(next)) {
      inputRef.current?.focus()
      return
    }
    const search = new URLSearchParams(params.toString())
    search.set('q', next)
    // A new query starts again from every type's first page.
    search.delete('type')
    search.delete('page')
    router.replace(`${pathname}?${search.toString()}`, { scroll: false })
    if (next === query) setAttempt((n) => n + 1)
  }

  const units = durationUnits(t)
  const fill = (key: StringKey, values: Record<string, string | number>) =>
    formatMessage(t(key), values, locale)

  let message: string
  if (state.status === 'loading') message = t('search.loading')
  else if (state.status === 'error') message = t('search.error')
  else if (state.status === 'done') {
    const n = state.type
      ? (state.counts.find((c) => c.type === state.type)?.count ?? 0)
      : state.total
    message =
      n === 0
        ? fill('search.none', { q: state.query })
        : fill('search.results', { q: state.query, n })
  } else message = t('search.prompt')
  const typeLabel = (key: string) => t(`search.type.${key}` as StringKey)

  return (
    <section className="site-search" aria-busy={state.status === 'loading'}>
      <SearchForm
        inputId={inputId}
        inputRef={inputRef}
        value={input}
        onChange={setInput}
        onSubmit={submit}
        action={pathname}
        label={t('search.label')}
        submitLabel={t('search.submit')}
      />
      <p className="site-search__status" role="status">
        {message}
      </p>
      {state.status === 'error' ? (
        <button
          type="button"
          className="site-search__retry"
          onClick={() => setAttempt((n) => n + 1)}
        >
          {t('search.retry')}
        </button>
      ) : null}
      {state.status === 'done' && state.counts.length > 1 ? (
        <fieldset className="site-search__filters">
          <legend className="visually-hidden">{t('search.filters')}</legend>
          {[{ type: null, count: state.total }, ...state.counts].map((filter) => (
            <button
              key={filter.type ?? 'all'}
              type="button"
              className="site-search__filter"
              aria-pressed={filter.type === state.type}
              onClick={() => go({ type: filter.type, page: 1 })}
            >
              {typeLabel(filter.type ?? 'all')}{' '}
              <span className="site-search__count">{filter.count}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
      {state.status === 'done' && state.results.length > 0 ? (
        <ul className="card-grid" aria-label={t('search.resultsLabel')} ref={listRef}>
          {state.results.map((item) => (
            <li key={`${item.kind}:${item.id ?? item.slug}`}>
              <ContentCard
                card={buildCardModel(item, { locale, units, viewerLevel })}
                labels={cardLabels(t, item.kind)}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' && state.pages > 1 ? (
        <nav className="site-search__pages" aria-label={t('search.pages')}>
          <button
            type="button"
            className="site-search__page"
            disabled={state.page <= 1}
            onClick={() => go({ page: state.page - 1 })}
          >
            {t('search.previous')}
          </button>
          <span aria-current="page">
            {fill('search.pageOf', { page: state.page, pages: state.pages })}
          </span>
          <button
            type="button"
            className="site-search__page"
            disabled={state.page >= state.pages}
            onClick={() => go({ page: state.page + 1 })}
          >
            {t('search.next')}
          </button>
        </nav>
      ) : null}
    </section>
  )
}
