'use client'

import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { countriesFor } from '@/account/countries-for'
import { useSiteContext } from '@/components/SiteContext'
import type { PublicWebForm } from '@/rules/web-form'
import { WebForm } from '@/web-forms/WebForm'
import { NEWSLETTER_FORM_KEY, type WebformData } from '../modal-data'
import { CLOSE_AFTER_SUCCESS_MS } from '../newsletter/close-after-success'
import type { ModalProps } from '../types'

type Load = { state: 'loading' } | { state: 'ready'; form: PublicWebForm } | { state: 'failed' }

/**
 * The webform modal (SPEC §2.8, §4): the form named by the link's or block's formKey. The
 * newsletter key shows the newsletter sign-up (its own endpoint, as the footer's); any other key
 * is a form built by editors (issue 12), fetched in the page's language, 'Loading...' meanwhile
 * (or the block's loadingText). Its success view replaces the form, and the modal closes itself
 * 15 s after a successful submit.
 */
export default function WebformModal({ data, close, setTitle }: ModalProps<WebformData>) {
  if (data.formKey === NEWSLETTER_FORM_KEY) return <Newsletter close={close} />
  return <EditorForm data={data} close={close} setTitle={setTitle} />
}

const NewsletterFormModal = lazy(() => import('../newsletter/NewsletterFormModal'))

/** The newsletter sign-up, 'Newsletter form is loading...' until its chunk arrives. */
function Newsletter({ close }: { close: () => void }) {
  const { strings } = useSiteContext()
  return (
    <Suspense
      fallback={
        <p className="modal__status" role="status">
          {strings['webForm.newsletterLoading']}
        </p>
      }
    >
      <NewsletterFormModal close={close} />
    </Suspense>
  )
}

function EditorForm({
  data,
  close,
  setTitle,
}: Pick<ModalProps<WebformData>, 'data' | 'close' | 'setTitle'>) {
  const { locale, strings } = useSiteContext()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [done, setDone] = useState(false)
  const countries = useMemo(() => countriesFor(locale), [locale])

  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ form: data.formKey, locale })
    fetch(`/api/web-forms/?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json()) as { form?: PublicWebForm }
        if (!response.ok || !body.form) throw new Error(`web form ${response.status}`)
        setLoad({ state: 'ready', form: body.form })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' })
      })
    return () => controller.abort()
  }, [data.formKey, locale])

  // The dialog is named by the form (never "Newsletter" for another form), 'Loading...' until then.
  const title = load.state === 'ready' ? load.form.title : strings['webForm.loading']
  useEffect(() => {
    setTitle?.(title)
  }, [title, setTitle])

  // SPEC §4 and §9: the webform modal closes itself 15 s after a successful submit.
  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [done, close])

  if (load.state === 'loading') {
    return (
      <p className="modal__status" role="status">
        {data.loadingText?.trim() || strings['webForm.loading']}
      </p>
    )
  }
  if (load.state === 'failed') {
    return (
      <p className="modal__status" role="alert">
        {strings['webForm.loadFailed']}
      </p>
    )
  }
  if (load.form.kind === 'newsletter') return <Newsletter close={close} />
  return (
    <WebForm
      form={load.form}
      countries={countries}
      placement="modal"
      extra={data.formParams?.bottle_id ? { bottle_id: data.formParams.bottle_id } : undefined}
      onSuccess={() => setDone(true)}
    />
  )
}
