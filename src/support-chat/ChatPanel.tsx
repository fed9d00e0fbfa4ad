'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { focusableIn } from '@/components/dialog/focus'
import { useSiteContext } from '@/components/SiteContext'
import { ConsentGate } from '@/consent/ConsentGate'
import { fillMessage } from '@/i18n/fill-message'
import type { StringKey } from '@/i18n/strings'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import type { ChatSetup, ChatSnippet } from './chat-adapter'
import { CHAT_LIMITS, type ChatField, checkChatMessage } from './chat-rules'

interface Props {
  id: string
  setup: ChatSetup
  open: boolean
  onClose: () => void
}

/**
 * The support chat's panel (SupportChat.tsx opens it): the adapter's content under a title and
 * a close button. Kept mounted while closed (hidden), so a half-written message survives.
 */
export default function ChatPanel({ id, setup, open, onClose }: Props) {
  const { strings } = useSiteContext()
  const panel = useRef<HTMLElement>(null)
  const titleId = useId()

  // Focus moves into the panel when it opens (its first field, else the close button).
  useEffect(() => {
    if (!open || !panel.current) return
    const items = focusableIn(panel.current)
    ;(items[1] ?? items[0])?.focus()
  }, [open])

  return (
    <section
      ref={panel}
      id={id}
      className="support-chat__panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
    >
      <div className="support-chat__head">
        <h2 id={titleId}>{strings['chat.title']}</h2>
        <button type="button" className="support-chat__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{strings['chat.close']}</span>
        </button>
      </div>
      {setup.adapter === 'form' ? (
        <ChatForm />
      ) : (
        <ConsentGate category={setup.consent} provider={strings['chat.provider']}>
          <SnippetLoader snippet={setup.snippet} />
        </ConsentGate>
      )}
    </section>
  )
}

type Fields = Record<ChatField, string>
const EMPTY: Fields = { name: '', email: '', message: '' }

/** Our own chat form: name, email, message and the captcha; stored and mailed to the team. */
function ChatForm() {
  const { strings, locale } = useSiteContext()
  const [values, setValues] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<ChatField, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<Pick<Fields, 'name' | 'email'> | null>(null)
  const captcha = useRef<CaptchaHandle>(null)
  const base = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    const checked = checkChatMessage(values)
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(checked.fields).map(([f, key]) => [f, strings[key as StringKey]]),
        ),
      )
      return
    }
    setErrors({})
    setSending(true)
    try {
      const altcha = (await captcha.current?.solution()) ?? null
      const response = await fetch('/api/support-chat/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          locale,
          ...checked.message,
          page: window.location.pathname,
          altcha,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        fields?: Partial<Record<ChatField, string>>
      }
      if (!response.ok) {
        setErrors(body.fields ?? {})
        setError(body.message ?? strings['chat.error.failed'])
        return
      }
      setSent({ name: checked.message.name, email: checked.message.email })
      setValues(EMPTY)
    } catch {
      setError(strings['chat.error.failed'])
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div className="support-chat__sent">
        <p role="status">{fillMessage(strings['chat.sent'], sent)}</p>
        <button type="button" className="button" onClick={() => setSent(null)}>
          {strings['chat.another']}
        </button>
      </div>
    )
  }

  const field = (name: ChatField, label: string, input: (props: object) => React.ReactNode) => {
    const fieldId = `${base}-${name}`
    const errorId = `${fieldId}-error`
    return (
      <div className="support-chat__field">
        <label htmlFor={fieldId}>{label}</label>
        {input({
          id: fieldId,
          name,
          value: values[name],
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errors[name] ? errorId : undefined,
          onChange: (event: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [name]: event.target.value }))
            // A field's message goes once it is edited; the next send checks again.
            setErrors((e) => ({ ...e, [name]: undefined }))
          },
        })}
        {errors[name] ? (
          <p id={errorId} className="support-chat__error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form className="support-chat__form" noValidate onSubmit={submit}>
      <p className="support-chat__intro">{strings['chat.intro']}</p>
      {field('name', strings['chat.name'], (p) => (
        <input {...p} type="text" autoComplete="name" maxLength={CHAT_LIMITS.name} />
      ))}
      {field('email', strings['chat.email'], (p) => (
        <input {...p} type="email" autoComplete="email" maxLength={CHAT_LIMITS.email} />
      ))}
      {field('message', strings['chat.message'], (p) => (
        <textarea {...p} rows={4} maxLength={CHAT_LIMITS.message} />
      ))}
      <Captcha handle={captcha} start="focus" />
      <p className="support-chat__error" role="alert">
        {error ?? ''}
      </p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? strings['chat.sending'] : strings['chat.send']}
      </button>
    </form>
  )
}

declare global {
  interface Window {
    /** What a third-party chat snippet defines once loaded (its API is the provider's). */
    SupportChatSnippet?: { open?: (options: { key: string; container: HTMLElement }) => void }
  }
}

/**
 * A third-party chat snippet (chat-adapter.ts snippetChatAdapter): rendered only inside the
 * consent gate, so its script is requested once the visitor allows its category, then asked
 * to open in the panel.
 */
function SnippetLoader({ snippet }: { snippet: ChatSnippet }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const open = () =>
      container.current &&
      window.SupportChatSnippet?.open?.({ key: snippet.key, container: container.current })
    const existing = document.querySelector<HTMLScriptElement>('script[data-chat-snippet]')
    if (existing) {
      open()
      return
    }
    const script = document.createElement('script')
    script.src = snippet.scriptUrl
    script.async = true
    script.dataset.chatSnippet = snippet.key
    script.addEventListener('load', open)
    document.head.append(script)
  }, [snippet])
  return <div ref={container} className="support-chat__snippet" />
}
