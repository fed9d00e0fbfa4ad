'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { ModalProps } from '../types'
import { searchHref } from './search-url'
import './search-modal.css'

/**
 * The search modal (SPEC §2.7, §2.8): Enter submits to the search page with `?q=`; an empty
 * query keeps the focus in the input instead.
 */
export default function SearchModal({ close, settings }: ModalProps<Record<string, never>>) {
  const { locale, strings } = useSiteContext()
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const [query, setQuery] = useState('')

  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const href = searchHref(locale, settings.searchPageUrl, query)
    if (!href) {
      inputRef.current?.focus()
      return
    }
    if (href.startsWith('/')) router.push(href)
    else window.location.assign(href)
    close()
  }

  return (
    <search className="search-modal">
      <form onSubmit={submit}>
        <label className="search-modal__label" htmlFor={inputId}>
          {strings['modal.search.label']}
        </label>
        <div className="search-modal__field">
          <input
            ref={inputRef}
            id={inputId}
            className="search-modal__input"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button className="search-modal__submit" type="submit">
            <span className="modal__sr">{strings['modal.search.submit']}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <circle
                cx="10.5"
                cy="10.5"
                r="6.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      </form>
    </search>
  )
}
