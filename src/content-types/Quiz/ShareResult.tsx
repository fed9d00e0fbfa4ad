'use client'

import { useEffect, useId, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'

/**
 * The shared result's address, to copy or open. The full URL is known only in the browser (the
 * site's host), so it is filled in after hydration; the path works before.
 */
export function ShareResult({ path }: { path: string }) {
  const { strings } = useSiteContext()
  const [url, setUrl] = useState(path)
  const [copied, setCopied] = useState(false)
  const id = useId()
  useEffect(() => setUrl(new URL(path, window.location.origin).toString()), [path])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      // No clipboard (permissions, old browser): the field stays there to copy by hand.
      document.getElementById(id)?.focus()
    }
  }
  return (
    <div className="quiz-share">
      <h3 className="quiz-outcome__subtitle">{strings['quiz.share']}</h3>
      <label className="quiz-share__label" htmlFor={id}>
        {strings['quiz.shareLink']}
      </label>
      <div className="quiz-share__row">
        <input
          id={id}
          className="quiz-share__url"
          type="url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={copy}>
          {strings['quiz.copy']}
        </button>
      </div>
      <p role="status" className="quiz-share__status">
        {copied ? strings['quiz.copied'] : null}
      </p>
    </div>
  )
}
