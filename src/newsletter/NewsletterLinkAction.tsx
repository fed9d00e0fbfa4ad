'use client'

import { useState } from 'react'

export interface NewsletterLinkTexts {
  text: string
  button: string
  done: string
  invalid: string
  home: string
}

/**
 * The page a newsletter email's link opens (confirm or unsubscribe): one sentence and one button
 * that sends the link's token. A button rather than acting on load, so that a mail scanner
 * opening the link does nothing on the visitor's behalf.
 */
export function NewsletterLinkAction({
  action,
  token,
  locale,
  homeHref,
  texts,
}: {
  action: 'confirm' | 'unsubscribe'
  token: string
  locale: string
  homeHref: string
  texts: NewsletterLinkTexts
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'invalid' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  async function send() {
    setState('sending')
    try {
      const response = await fetch(`/api/newsletter/${action}/?locale=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      if (response.ok) return setState('done')
      setMessage(body?.message ?? texts.invalid)
      setState(response.status === 400 ? 'invalid' : 'failed')
    } catch {
      setMessage(texts.invalid)
      setState('failed')
    }
  }

  if (state === 'done' || state === 'invalid') {
    return (
      <>
        <p role={state === 'done' ? 'status' : 'alert'}>
          {state === 'done' ? texts.done : message}
        </p>
        <p className="account-links">
          <a href={homeHref}>{texts.home}</a>
        </p>
      </>
    )
  }
  return (
    <div className="account-form">
      <p>{texts.text}</p>
      {state === 'failed' ? <p role="alert">{message}</p> : null}
      <button
        type="button"
        className="account-button"
        onClick={send}
        disabled={state === 'sending'}
        aria-busy={state === 'sending'}
      >
        {texts.button}
      </button>
    </div>
  )
}
