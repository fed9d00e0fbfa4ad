'use client'

import { useCallback, useEffect, useState } from 'react'
import { itemPath } from '@/components/cards/card-model'
import { useSiteContext } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import { formatDate } from '@/rules/format'

type Answer =
  | {
      status: 'genuine'
      batch: string
      serial: number
      bottledOn: string | null
      firstScanAt: string
      scanCount: number
      product: {
        title: string
        slug: string | null
        image: { url: string; alt: string; width: number | null; height: number | null } | null
      } | null
    }
  | { status: 'unknown' }

type State =
  | { status: 'noCode' }
  | { status: 'checking' }
  | { status: 'error' }
  | { status: 'done'; answer: Answer }

/**
 * Checks the code of the tag's URL (`?c=`) once the page is shown: a genuine bottle shows its
 * cognac, batch, number, bottling and first-scan dates and how often it was scanned; an unknown
 * or altered code shows a warning. The result is announced (a polite status, or an alert).
 */
export function BottleCheck() {
  const { locale, strings } = useSiteContext()
  const t = useCallback(
    (key: StringKey, values?: Record<string, string | number>) =>
      values ? formatMessage(strings[key] ?? key, values, locale) : (strings[key] ?? key),
    [strings, locale],
  )
  const [state, setState] = useState<State>({ status: 'checking' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again.
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('c')?.trim()
    if (!code) {
      setState({ status: 'noCode' })
      return
    }
    const controller = new AbortController()
    setState({ status: 'checking' })
    fetch('/api/bottles/verify/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: code.slice(0, 200), locale }),
      signal: controller.signal,
    })
      .then(async (response) => {
        // A code that is not even shaped like one is a 400: the bottle is unknown all the same.
        if (response.status === 400)
          return setState({ status: 'done', answer: { status: 'unknown' } })
        if (!response.ok) throw new Error(String(response.status))
        setState({ status: 'done', answer: (await response.json()) as Answer })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' })
      })
    return () => controller.abort()
  }, [locale, attempt])

  if (state.status === 'noCode') return <p className="bottle-check__intro">{t('bottle.noCode')}</p>
  if (state.status === 'checking') {
    return (
      <p className="bottle-check__status" role="status">
        {t('bottle.checking')}
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="bottle-check bottle-check--error" role="alert">
        <p>{t('bottle.error')}</p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('bottle.retry')}
        </button>
      </div>
    )
  }
  const { answer } = state
  if (answer.status === 'unknown') {
    return (
      <div className="bottle-check bottle-check--unknown" role="alert">
        <h2 className="bottle-check__title">{t('bottle.unknownTitle')}</h2>
        <p>{t('bottle.unknown')}</p>
      </div>
    )
  }
  const date = (iso: string) => formatDate(iso, locale)
  const first = answer.scanCount <= 1
  const productHref = answer.product ? itemPath(locale, 'products', answer.product.slug) : null
  return (
    <div className="bottle-check bottle-check--genuine" role="status">
      {answer.product?.image ? (
        // biome-ignore lint/performance/noImgElement: the bottle's packshot, sized by its box.
        <img
          className="bottle-check__image"
          src={answer.product.image.url}
          alt=""
          width={answer.product.image.width ?? undefined}
          height={answer.product.image.height ?? undefined}
        />
      ) : null}
      <div className="bottle-check__body">
        <h2 className="bottle-check__title">{t('bottle.genuine')}</h2>
        {answer.product ? <p className="bottle-check__product">{answer.product.title}</p> : null}
        <dl className="bottle-check__facts">
          <div>
            <dt>{t('bottle.batch')}</dt>
            <dd>{answer.batch}</dd>
          </div>
          <div>
            <dt>{t('bottle.serial')}</dt>
            <dd>{answer.serial}</dd>
          </div>
          {answer.bottledOn ? (
            <div>
              <dt>{t('bottle.bottledOn')}</dt>
              <dd>{date(answer.bottledOn)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('bottle.firstScan')}</dt>
            <dd>{date(answer.firstScanAt)}</dd>
          </div>
        </dl>
        <p className="bottle-check__scans">{t('bottle.scans', { n: answer.scanCount })}</p>
        <p>
          {first
            ? t('bottle.firstTime')
            : t('bottle.scannedBefore', { date: date(answer.firstScanAt) })}
        </p>
        {answer.product && productHref ? (
          <p>
            <a className="button" href={productHref}>
              {t('bottle.discover', { product: answer.product.title })}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
