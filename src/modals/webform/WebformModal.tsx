'use client'

import { newsletterTexts } from '@/components/chrome/chrome-model'
import { NewsletterForm } from '@/components/chrome/NewsletterForm'
import { useSiteContext } from '@/components/SiteContext'
import type { WebformData } from '../modal-data'
import type { ModalProps } from '../registry'

/**
 * The webform modal (SPEC §2.8): the form named by the link's or block's formKey. Its sign-ups
 * go to the same endpoint as the footer's, marked as coming from a web form.
 */
export default function WebformModal({ data }: ModalProps<WebformData>) {
  const { strings } = useSiteContext()
  switch (data.formKey) {
    case 'newsletter':
      return <NewsletterForm source="webform" titled={false} texts={newsletterTexts(strings)} />
  }
}
