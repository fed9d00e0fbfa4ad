'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useSiteContext } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { labelled } from '@/i18n/punctuation'
import type { StringKey } from '@/i18n/strings'
import { cardCityError, cardFilm, cardNameError } from '@/rules/video-card'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import { canvasStill, drawCard, recordableType, recordCanvas } from '@/video-cards/compose'
import { CARD_VARIANTS, type CardVariantName, FILM_SOURCES } from '@/video-cards/variants'

/** The recorded film's length: long enough for the texts to rise and hold, far under 30 s. */
const FILM_MS = 4000

type Status =
  | { kind: 'editing' }
  | { kind: 'recording' }
  | { kind: 'sending' }
  | { kind: 'done'; url: string }
  | { kind: 'error'; message: string }

/**
 * The card generator (issue 15): the visitor types a name and a city (SPEC §5 Name and
 * Word-text rules); the preview is drawn live on a canvas over the film the pair chooses
 * (src/rules/video-card.ts); "Create" records a few seconds of the canvas as WebM (MediaRecorder),
 * or takes a PNG still where the browser cannot record, and uploads it with a captcha. Loaded
 * only on the generator pages (CardGeneratorLazy).
 */
export function CardGenerator({ variant }: { variant: CardVariantName }) {
  const { locale, strings } = useSiteContext()
  const t = useCallback(
    (key: StringKey, values?: Record<string, string | number>) =>
      values ? formatMessage(strings[key] ?? key, values, locale) : (strings[key] ?? key),
    [strings, locale],
  )
  const id = useId()
  const look = CARD_VARIANTS[variant]
  const [name, setName] = useState('')
  const [city, setCity] = useState('')
  const [touched, setTouched] = useState({ name: false, city: false })
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  const [canRecord, setCanRecord] = useState(true)
  const canvas = useRef<HTMLCanvasElement>(null)
  const film = useRef<HTMLVideoElement>(null)
  const captcha = useRef<CaptchaHandle | null>(null)
  const started = useRef(0)
  const texts = useRef({ brand: '', name: '', greeting: '' })

  const nameError = cardNameError(name)
  const cityError = cardCityError(city)
  const source = FILM_SOURCES[cardFilm(name, city)]

  texts.current = {
    brand: t('videoCard.brand'),
    name: name.trim() || t('videoCard.name'),
    greeting: t('videoCard.greeting', { city: city.trim() || t('videoCard.city') }),
  }

  useEffect(() => {
    if (canvas.current) setCanRecord(recordableType(canvas.current) !== null)
  }, [])

  // The preview: redrawn every frame while the page shows it.
  useEffect(() => {
    let frame = 0
    started.current = performance.now()
    const paint = () => {
      const ctx = canvas.current?.getContext('2d')
      if (ctx) drawCard(ctx, film.current, look, texts.current, performance.now() - started.current)
      frame = requestAnimationFrame(paint)
    }
    frame = requestAnimationFrame(paint)
    return () => cancelAnimationFrame(frame)
  }, [look])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new film (`source`) starts playing.
  useEffect(() => {
    film.current?.play().catch(() => undefined)
  }, [source])

  const busy = status.kind === 'recording' || status.kind === 'sending'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setTouched({ name: true, city: true })
    if (busy || nameError || cityError || !canvas.current) return
    try {
      const type = recordableType(canvas.current)
      let file: Blob = new Blob()
      let seconds = ''
      if (type) {
        setStatus({ kind: 'recording' })
        started.current = performance.now()
        file = await recordCanvas(canvas.current, type, FILM_MS)
        seconds = String(FILM_MS / 1000)
      }
      // A recorder that gave no data (a background tab, a busy encoder): the card is a still.
      if (!type || file.size === 0) {
        seconds = ''
        file = await canvasStill(canvas.current)
      }
      setStatus({ kind: 'sending' })
      const altcha = (await captcha.current?.solution()) ?? ''
      const form = new FormData()
      form.set('altcha', altcha)
      form.set('locale', locale)
      form.set('variant', variant)
      form.set('name', name.trim())
      form.set('city', city.trim())
      form.set('seconds', seconds)
      form.set('file', file, file.type === 'image/png' ? 'card.png' : 'card.webm')
      const response = await fetch('/api/video-cards/', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      })
      const answer = (await response.json().catch(() => ({}))) as {
        url?: string
        message?: string
      }
      if (response.ok && answer.url) setStatus({ kind: 'done', url: answer.url })
      else setStatus({ kind: 'error', message: answer.message ?? t('videoCard.error') })
    } catch {
      setStatus({ kind: 'error', message: t('videoCard.error') })
    }
  }

  const field = (
    key: 'name' | 'city',
    value: string,
    set: (v: string) => void,
    error: StringKey | null,
  ) => {
    const show = touched[key] && error
    return (
      <div className="card-generator__field">
        <label htmlFor={`${id}-${key}`}>
          {t(key === 'name' ? 'videoCard.name' : 'videoCard.city')}
        </label>
        <input
          id={`${id}-${key}`}
          name={key}
          type="text"
          value={value}
          maxLength={key === 'name' ? 40 : 60}
          autoComplete={key === 'name' ? 'given-name' : 'address-level2'}
          aria-invalid={show ? true : undefined}
          aria-describedby={show ? `${id}-${key}-error` : undefined}
          disabled={busy}
          onChange={(e) => {
            set(e.target.value)
            if (status.kind !== 'editing') setStatus({ kind: 'editing' })
          }}
          onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
        />
        {show ? (
          <p id={`${id}-${key}-error`} className="card-generator__error">
            {t(error)}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <div className={`card-generator card-generator--${variant}`}>
      <figure className="card-generator__preview">
        <canvas
          ref={canvas}
          width={540}
          height={960}
          role="img"
          aria-label={labelled(
            locale,
            t('videoCard.preview'),
            `${texts.current.name}, ${texts.current.greeting}`,
          )}
        />
        {/* The base film, drawn into the canvas; never shown by itself. */}
        <video
          ref={film}
          key={source}
          src={source}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          hidden
        />
      </figure>
      <form className="card-generator__form" onSubmit={submit} noValidate>
        {field('name', name, setName, nameError)}
        {field('city', city, setCity, cityError)}
        {canRecord ? null : <p className="card-generator__note">{t('videoCard.still')}</p>}
        <Captcha handle={captcha} start="load" />
        <button type="submit" className="card-generator__submit" disabled={busy}>
          {status.kind === 'recording'
            ? t('videoCard.recording')
            : status.kind === 'sending'
              ? t('videoCard.sending')
              : t('videoCard.create')}
        </button>
        <div role="status" aria-live="polite" className="card-generator__status">
          {status.kind === 'done' ? (
            <>
              <p>{t('videoCard.ready')}</p>
              <a className="card-generator__open" href={status.url}>
                {t('videoCard.open')}
              </a>
            </>
          ) : null}
        </div>
        {status.kind === 'error' ? (
          <p className="card-generator__error" role="alert">
            {status.message}
          </p>
        ) : null}
      </form>
    </div>
  )
}
