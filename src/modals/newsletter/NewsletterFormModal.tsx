'use client'

import { useEffect, useState } from 'react'
import { newsletterTexts } from '@/components/chrome/chrome-model'
import { NewsletterForm } from '@/components/chrome/NewsletterForm'
import { useSiteContext } from '@/components/SiteContext'
import type { ModalProps } from '../types'

import { CLOSE_AFTER_SUCCESS_MS } from './close-after-success'

export { CLOSE_AFTER_SUCCESS_MS }

/**
 * The newsletter form in a modal (the webform modal's newsletter form, newsletter_form and
 * blue_swift_newsletter_form): the footer's form and texts, without its own title (the dialog's
 * heading names it), marked as a web form; the success view replaces the form, then the modal
 * closes itself.
 */
export default function NewsletterFormModal({ close }: Pick<ModalProps<unknown>, 'close'>) {
  const { strings } = useSiteContext()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(close, CLOSE_AFTER_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [done, close])
  return (
    <NewsletterForm
      source="webform"
      titled={false}
      texts={newsletterTexts(strings)}
      onSuccess={() => setDone(true)}
    />
  )
}
