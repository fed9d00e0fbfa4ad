'use client'

import type { WebformData } from '../modal-data'
import NewsletterFormModal from '../newsletter/NewsletterFormModal'
import type { ModalProps } from '../registry'

/**
 * The webform modal (SPEC §2.8): the form named by the link's or block's formKey. Its sign-ups
 * go to the same endpoint as the footer's, marked as coming from a web form.
 */
export default function WebformModal({ data, close }: ModalProps<WebformData>) {
  switch (data.formKey) {
    case 'newsletter':
      return <NewsletterFormModal close={close} />
  }
}
