'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { storedLevel } from '@/account/client/storage'
import { ContentCard } from '@/components/cards/ContentCard'
import { cardLabels, durationUnits } from '@/components/cards/card-labels'
import { buildCardModel, type CardSource } from '@/components/cards/card-model'
import { useSiteContext } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import type { MemberLevel } from '@/rules/member-levels'
import { cleanQuery, isSearchable } from '@/rules/search-query'
import { SearchForm } from './SearchForm'

type State =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: CardSource[] }
  | { status: 'error'; query: string }

/**
 * The search page's form and results (SPEC "Site search", §2.7 `?q=`). The page is static; the
 * query lives in the URL, so results can be shared, reloaded and reached from the search modal.
 */
export function SiteSearch() {
  const { locale, strings } = useSiteContext()
  const t = useCallback((key: StringKey) => strings[key] ?? key, [strings])
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const query = cleanQuery(params.get('q'))
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
    const url = `/api/search/?${new URLSearchParams({ locale, q: query })}`
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { results: CardSource[] }
        setState({ status: 'done', query, results: body.results })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', query })
      })
    return () => controller.abort()
  }, [locale, query, attempt])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = cleanQuery(input)
    if (!isSearchable(next)) {
      inputRef.current?.focus()
      return
    }
    const search = new URLSearchParams(params.toString())
    search.set('q', next)
    router.replace(`${pathname}?${search.toString()}`, { scroll: false })
    if (next === query) setAttempt((n) => n + 1)
  }

  const units = durationUnits(t)
  const fill = (key: StringKey, q: string, n = 0) => formatMessage(t(key), { q, n }, locale)

  let message: string
  if (state.status === 'loading') message = t('search.loading')
  else if (state.status === 'error') message = t('search.error')
  else if (state.status === 'done') {
    const n = state.results.length
    message = n === 0 ? fill('search.none', state.query) : fill('search.results', state.query, n)
  } else message = t('search.prompt')

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
      {state.status === 'done' && state.results.length > 0 ? (
        <ul className="card-grid" aria-label={t('search.resultsLabel')}>
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
    </section>
  )
}
