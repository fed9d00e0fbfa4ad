'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { ChatSetup } from './chat-adapter'
import './support-chat.css'

/** The panel's code (form, captcha, consent gate) loads on the first click, not with the page. */
const ChatPanel = dynamic(() => import('./ChatPanel'), { ssr: false })

/**
 * The floating "Chat with us" button of en-us pages (issue 14, SPEC §6) and the small panel it
 * opens: not modal (the page stays usable), focus moves into the panel on opening and back to
 * the button on closing, Escape closes it. What the panel holds is the adapter's (chat-adapter.ts):
 * our own form, or a third-party snippet behind the consent it needs.
 */
export function SupportChat({ setup }: { setup: ChatSetup }) {
  const { strings } = useSiteContext()
  const [open, setOpen] = useState(false)
  const [ever, setEver] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  return (
    <div className="support-chat" data-support-chat={setup.adapter}>
      {ever ? <ChatPanel id={panelId} setup={setup} open={open} onClose={close} /> : null}
      <button
        ref={button}
        type="button"
        className="support-chat__launcher"
        aria-expanded={open}
        aria-controls={ever ? panelId : undefined}
        onClick={() => {
          setEver(true)
          setOpen((was) => !was)
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"
          />
        </svg>
        <span>{strings['chat.open']}</span>
      </button>
    </div>
  )
}
