'use client'

import { type RefObject, useEffect, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import type { StringKey } from '@/i18n/strings'
import './captcha.css'

/**
 * The captcha of a public form (issue 12; server side in src/security/captcha): the ALTCHA web
 * component, loaded only when its form is used (a dynamic import, so it never enters the shared
 * bundle), solving its proof of work in the background in Web Workers.
 *
 * UX (docs/decisions.md): the form's submit button stays usable. The form asks the captcha for a
 * solution when it is sent (`solution()`): at once when the work is done, else the form waits in
 * its "sending" state until it is. Each solution is accepted once, so the captcha starts on a
 * new one as soon as one is taken (a form shown again after an error is ready in time).
 *
 * `start`: 'load' begins as soon as the form is shown (pages that are a form: sign-up, forgot
 * password); 'focus' when the visitor first focuses a field of the form (the footer newsletter
 * form is on every page: no work and no challenge for a page view that never uses it).
 */

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code'

/** What the page's form holds to get a solution. */
export interface CaptchaHandle {
  /** A solution for one submission (base64 payload for the `altcha` field), or null on failure. */
  solution(): Promise<string | null>
}

interface AltchaElement extends HTMLElement {
  verify: () => Promise<unknown>
  getState: () => WidgetState
}

/** The widget's texts, from the site's strings (the widget's own i18n store takes them). */
const WIDGET_TEXTS: Record<string, StringKey> = {
  label: 'captcha.widget.label',
  verifying: 'captcha.widget.verifying',
  verified: 'captcha.widget.verified',
  error: 'captcha.widget.error',
  expired: 'captcha.widget.expired',
  loading: 'captcha.widget.loading',
  reload: 'captcha.widget.reload',
  verify: 'captcha.widget.verify',
  verificationRequired: 'captcha.widget.required',
  waitAlert: 'captcha.widget.wait',
}

/** The longest a submission waits for the work (the widget's own timeout is 90 s). */
const SOLUTION_WAIT_MS = 60_000

export function Captcha({
  handle,
  start = 'load',
}: {
  handle: RefObject<CaptchaHandle | null>
  start?: 'load' | 'focus'
}) {
  const { locale, strings } = useSiteContext()
  const host = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<WidgetState | null>(null)
  // Read when the widget loads: a new strings object must not restart the work.
  const texts = useRef(strings)
  texts.current = strings

  useEffect(() => {
    const container = host.current
    if (!container) return
    let widget: AltchaElement | null = null
    let loading: Promise<AltchaElement> | null = null
    let payload: string | null = null
    let state: WidgetState = 'unverified'
    let waiters: Array<(value: string | null) => void> = []
    let disposed = false

    const settle = (value: string | null) => {
      const pending = waiters
      waiters = []
      for (const resolve of pending) resolve(value)
    }

    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: WidgetState; payload?: string | null }>).detail
      state = detail.state
      setStatus(state)
      if (state === 'verified' && detail.payload) {
        payload = detail.payload
        settle(payload)
      } else if (state === 'error') {
        payload = null
        settle(null)
      } else {
        payload = null
      }
    }
    /** Starts on a new challenge (marked at once, so that a second call does not restart it). */
    const restart = (element: AltchaElement) => {
      state = 'verifying'
      payload = null
      element.verify().catch(() => undefined)
    }
    // An expired challenge (10 minutes on a page): start on a fresh one.
    const onExpired = () => {
      if (widget) restart(widget)
    }

    const load = (): Promise<AltchaElement> => {
      loading ??= (async () => {
        await import('altcha')
        const language = `site-${locale.toLowerCase()}`
        const i18n = globalThis.$altcha.i18n
        const own = Object.fromEntries(
          Object.entries(WIDGET_TEXTS).map(([name, key]) => [name, texts.current[key]]),
        )
        i18n.set(language, { ...i18n.get('en'), ...own })
        const element = document.createElement('altcha-widget') as AltchaElement
        element.setAttribute('challenge', `/api/captcha/challenge/?locale=${locale}`)
        element.setAttribute('language', language)
        element.setAttribute('name', 'altcha')
        element.setAttribute('auto', 'onload')
        element.setAttribute(
          'configuration',
          JSON.stringify({ hideFooter: true, hideLogo: true, disableAutoFocus: true }),
        )
        element.addEventListener('statechange', onState)
        element.addEventListener('expired', onExpired)
        // auto="onload": the widget starts on its own once connected.
        state = 'verifying'
        if (disposed) return element
        container.appendChild(element)
        widget = element
        return element
      })()
      return loading
    }

    const solution = async (): Promise<string | null> => {
      const element = await load()
      if (payload) {
        const taken = payload
        // Accepted once: start on the next one for a later submission.
        restart(element)
        return taken
      }
      const next = new Promise<string | null>((resolve) => {
        waiters.push(resolve)
        setTimeout(() => resolve(null), SOLUTION_WAIT_MS)
      })
      // Not working on one (failed, expired, unticked by the visitor): start again.
      if (state !== 'verifying') restart(element)
      const value = await next
      if (value && payload === value) restart(element)
      return value
    }
    handle.current = { solution }

    let form: HTMLFormElement | null = null
    const begin = () => {
      if (!disposed) load().catch(() => undefined)
    }
    // A press on the submit button focuses it before it is released. The widget, drawn above the
    // button, would then push it from under the pointer and the click (press and release on the
    // same element) would be lost: the form not sent. So while a pointer is down the widget
    // waits for its release (the click has happened by the next task).
    let pressing = false
    const onPointerDown = () => {
      pressing = true
    }
    const onPointerUp = () => {
      pressing = false
    }
    const onFocus = () => {
      // Pressing is only read here, at the form's first focus: stop following the pointer.
      form?.removeEventListener('focusin', onFocus)
      form?.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('pointerup', onPointerUp, true)
      if (!pressing) return begin()
      const released = () => {
        window.removeEventListener('pointerup', released, true)
        window.removeEventListener('pointercancel', released, true)
        setTimeout(begin, 0)
      }
      window.addEventListener('pointerup', released, true)
      window.addEventListener('pointercancel', released, true)
    }
    if (start === 'load') {
      begin()
    } else {
      form = container.closest('form')
      form?.addEventListener('pointerdown', onPointerDown)
      window.addEventListener('pointerup', onPointerUp, true)
      form?.addEventListener('focusin', onFocus)
    }

    return () => {
      disposed = true
      form?.removeEventListener('focusin', onFocus)
      form?.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('pointerup', onPointerUp, true)
      widget?.removeEventListener('statechange', onState)
      widget?.removeEventListener('expired', onExpired)
      widget?.remove()
      settle(null)
      handle.current = null
    }
  }, [handle, locale, start])

  const announce =
    status === 'verifying'
      ? strings['captcha.widget.verifying']
      : status === 'verified'
        ? strings['captcha.widget.verified']
        : status === 'error'
          ? strings['captcha.widget.error']
          : ''
  return (
    <div className={`captcha captcha--${start}`} data-captcha-state={status ?? 'idle'}>
      <div ref={host} />
      {/* The widget's label changes silently: screen readers hear the state here. */}
      <p className="captcha__status" role="status">
        {announce}
      </p>
    </div>
  )
}
