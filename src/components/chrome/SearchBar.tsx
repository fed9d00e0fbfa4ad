'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useRef } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { searchHref } from './chrome-model'
import { SearchIcon } from './icons'

/**
 * SPEC §2.7 search bar: Enter or the icon goes to the search page with `?q=`; with an empty input
 * the input is focused instead. Without JavaScript the form itself does the same GET.
 */
export function SearchBar({
  searchPageUrl,
  action,
  onNavigate,
}: {
  searchPageUrl: string | null | undefined
  action: string
  onNavigate?: () => void
}) {
  const { locale, strings } = useSiteContext()
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const href = searchHref(locale, searchPageUrl, input.current?.value ?? '')
    if (!href) {
      input.current?.focus()
      return
    }
    onNavigate?.()
    router.push(href)
  }

  return (
    <search>
      <form className="chrome-search" action={action} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="chrome-sr-only">
          {strings['chrome.search.label']}
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          className="chrome-search__input"
          placeholder={strings['chrome.search.label']}
          autoComplete="off"
        />
        <button
          type="submit"
          className="chrome-search__submit"
          aria-label={strings['chrome.search.submit']}
        >
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}
