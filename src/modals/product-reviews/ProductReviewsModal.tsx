'use client'

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { storedMemberId } from '@/account/client/storage'
import { useText } from '@/components/SiteContext'
import type { ProductReviewsPage, ReviewView } from '@/content/reviews'
import { formatMessage, type MessageValues } from '@/i18n/format-message'
import { DEFAULT_LOCALE, getLocale, isLocale } from '@/i18n/locales'
import type { StringKey } from '@/i18n/strings'
import { ReviewStars } from '@/reviews/ReviewStars'
import { accountHref } from '@/routing/account-paths'
import { MAX_RATING, type ReviewFieldErrors, reviewErrors } from '@/rules/reviews'
import { Captcha, type CaptchaHandle } from '@/security/captcha/Captcha'
import type { ProductReviewsData } from '../modal-data'
import type { ModalProps } from '../types'
import '@/reviews/reviews.css'

type List =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; summary: ProductReviewsPage; reviews: ReviewView[]; more: boolean }

const FIELD_KEYS: Record<string, StringKey> = {
  rating: 'reviews.error.rating',
  textRequired: 'reviews.error.textRequired',
  textTooLong: 'reviews.error.textTooLong',
  titleTooLong: 'reviews.error.titleTooLong',
}
const STARS = Array.from({ length: MAX_RATING }, (_, i) => MAX_RATING - i)

/**
 * product_reviews (SPEC §2.8; §3 "reviews: productId"; issue 14): the product's approved reviews
 * (average, count, newest first, more on demand) and, for a signed-in member, a form: a star
 * rating as native radio inputs (arrow keys move between them), an optional title and the text.
 * A visitor is invited to sign in and brought back here. A sent review closes the modal (SPEC §7,
 * "a reviews SDK that closes the modal on submission") and the opener says it awaits moderation.
 */
export default function ProductReviewsModal({ data, close }: ModalProps<ProductReviewsData>) {
  const { t, locale } = useText()
  const language = getLocale(isLocale(locale) ? locale : DEFAULT_LOCALE).language
  const htmlLang = getLocale(isLocale(locale) ? locale : DEFAULT_LOCALE).htmlLang
  const msg = (key: StringKey, values: MessageValues) => formatMessage(t(key), values, language)
  const ids = useId()
  const captcha = useRef<CaptchaHandle>(null)
  const [list, setList] = useState<List>({ status: 'loading' })
  const [member, setMember] = useState(false)
  const [rating, setRating] = useState(0)
  const [title, setTitle] = useState('')
  const [text, setText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<ReviewFieldErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [here, setHere] = useState('')

  const load = useCallback(
    async (page: number) => {
      try {
        const query = new URLSearchParams({
          product: String(data.productId),
          locale,
          page: String(page),
        })
        const response = await fetch(`/api/reviews/?${query}`, { cache: 'no-store' })
        if (!response.ok) throw new Error(String(response.status))
        const summary = (await response.json()) as ProductReviewsPage
        setList((previous) => ({
          status: 'ready',
          summary,
          reviews: [
            ...(previous.status === 'ready' && page > 1 ? previous.reviews : []),
            ...summary.reviews,
          ],
          more: summary.page < summary.pages,
        }))
      } catch {
        setList((previous) => (previous.status === 'ready' ? previous : { status: 'error' }))
      }
    },
    [data.productId, locale],
  )

  useEffect(() => {
    setMember(storedMemberId() !== null)
    setHere(`${window.location.pathname}${window.location.search}`)
    void load(1)
  }, [load])

  const local = submitted ? reviewErrors({ rating, title, text }) : {}
  const errors: ReviewFieldErrors = { ...local, ...server }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setServer({})
    if (Object.keys(reviewErrors({ rating, title, text })).length > 0) {
      setError(t('reviews.error.invalid'))
      return
    }
    setBusy(true)
    setError(null)
    const altcha = (await captcha.current?.solution()) ?? null
    let status = 0
    let answer: Record<string, unknown> = {}
    try {
      const response = await fetch('/api/members/reviews/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ product: data.productId, rating, title, text, locale, altcha }),
      })
      status = response.status
      answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
    } catch {
      status = 0
    }
    setBusy(false)
    if (status === 201) {
      data.onSubmitted?.()
      close()
      return
    }
    if (status === 401) {
      setMember(false)
      return
    }
    if (status === 400 && answer.fieldCodes) {
      const codes = answer.fieldCodes as Record<string, string>
      setServer(
        Object.fromEntries(
          Object.entries(codes)
            .filter(([, code]) => Object.hasOwn(FIELD_KEYS, code))
            .map(([field, code]) => [field, FIELD_KEYS[code]]),
        ) as ReviewFieldErrors,
      )
      setError(t('reviews.error.invalid'))
      return
    }
    if (answer.error === 'unknownProduct') return setError(t('reviews.error.unknownProduct'))
    setError(answer.error === 'captcha' ? t('captcha.error.refused') : t('reviews.error.generic'))
  }

  const dates = new Intl.DateTimeFormat(htmlLang, { dateStyle: 'long' })
  const described = (field: keyof ReviewFieldErrors, hint?: string) =>
    [errors[field] ? `${ids}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') ||
    undefined

  return (
    <div className="reviews-modal">
      {data.productName ? <p className="reviews-modal__product">{data.productName}</p> : null}

      <section aria-labelledby={`${ids}-list`} className="reviews-modal__list">
        <h3 id={`${ids}-list`} className="reviews-sr">
          {t('reviews.title')}
        </h3>
        {list.status === 'loading' ? <p role="status">{t('reviews.loading')}</p> : null}
        {list.status === 'error' ? <p role="alert">{t('reviews.loadError')}</p> : null}
        {list.status === 'ready' ? (
          <>
            {list.summary.average != null ? (
              <p className="reviews-modal__summary">
                <ReviewStars value={list.summary.average} />
                <span>
                  {msg('reviews.summary', {
                    average: new Intl.NumberFormat(htmlLang, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }).format(list.summary.average),
                    n: list.summary.count,
                  })}
                </span>
              </p>
            ) : (
              <p className="reviews-modal__summary">{t('reviews.empty')}</p>
            )}
            {list.reviews.length > 0 ? (
              <ul className="reviews-modal__reviews">
                {list.reviews.map((review) => (
                  <li key={review.id} className="review">
                    <p className="review__rating">
                      <ReviewStars value={review.rating} />
                      <span className="reviews-sr">
                        {msg('reviews.rated', { n: review.rating })}
                      </span>
                    </p>
                    {review.title ? <h4 className="review__title">{review.title}</h4> : null}
                    <p className="review__text">{review.text}</p>
                    <p className="review__meta">
                      {msg('reviews.by', { name: review.author })} ·{' '}
                      <time dateTime={review.date}>{dates.format(new Date(review.date))}</time>
                    </p>
                  </li>
                ))}
              </ul>
            ) : null}
            {list.more ? (
              <button
                type="button"
                className="button reviews-modal__more"
                onClick={() => void load(list.summary.page + 1)}
              >
                {t('reviews.more')}
              </button>
            ) : null}
          </>
        ) : null}
      </section>

      {member ? (
        <form
          className="reviews-form"
          method="post"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${ids}-form`}
        >
          <h3 id={`${ids}-form`} className="reviews-form__title">
            {t('reviews.write')}
          </h3>
          {error ? (
            <p className="reviews-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <fieldset
            className="reviews-form__rating"
            aria-invalid={errors.rating ? true : undefined}
            aria-describedby={described('rating')}
          >
            <legend>{t('reviews.field.rating')}</legend>
            <div className="reviews-form__stars">
              {STARS.map((n) => (
                <span key={n} className="reviews-form__star">
                  <input
                    id={`${ids}-star-${n}`}
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                  />
                  <label htmlFor={`${ids}-star-${n}`} title={msg('reviews.stars', { n })}>
                    <span aria-hidden="true">★</span>
                    <span className="reviews-sr">{msg('reviews.stars', { n })}</span>
                  </label>
                </span>
              ))}
            </div>
            {errors.rating ? (
              <p id={`${ids}-rating-error`} className="reviews-form__field-error">
                {t(errors.rating)}
              </p>
            ) : null}
          </fieldset>
          <div className="reviews-form__field">
            <label htmlFor={`${ids}-title`}>{t('reviews.field.title')}</label>
            <input
              id={`${ids}-title`}
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={described('title')}
            />
            {errors.title ? (
              <p id={`${ids}-title-error`} className="reviews-form__field-error">
                {t(errors.title)}
              </p>
            ) : null}
          </div>
          <div className="reviews-form__field">
            <label htmlFor={`${ids}-text`}>{t('reviews.field.text')}</label>
            <textarea
              id={`${ids}-text`}
              name="text"
              rows={6}
              value={text}
              required
              onChange={(e) => setText(e.target.value)}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={described('text', `${ids}-text-hint`)}
            />
            <p id={`${ids}-text-hint`} className="reviews-form__hint">
              {t('reviews.textHint')}
            </p>
            {errors.text ? (
              <p id={`${ids}-text-error`} className="reviews-form__field-error">
                {t(errors.text)}
              </p>
            ) : null}
          </div>
          <Captcha handle={captcha} start="focus" />
          <button
            className="button reviews-form__submit"
            type="submit"
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('reviews.sending') : t('reviews.submit')}
          </button>
        </form>
      ) : (
        <p className="reviews-modal__sign-in">
          {t('reviews.signIn')}{' '}
          <a className="button" href={accountHref(locale, 'sign-in', here || undefined)}>
            {t('reviews.signInLink')}
          </a>
        </p>
      )}
    </div>
  )
}
