'use client'

import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { accountHref } from '@/routing/account-paths'
import type { QuizzConfirmationData } from '../modal-data'
import type { ModalProps } from '../types'

/**
 * quizz_confirmation (SPEC §2.8, issue 15): opened by the quiz runner once a member's result is
 * saved; it names the result and leads to the member's activities.
 */
export default function QuizzConfirmationModal({ data, close }: ModalProps<QuizzConfirmationData>) {
  const { strings, locale } = useSiteContext()
  return (
    <div className="modal-popin">
      <p>{fillMessage(strings['quiz.confirmText'], { title: data.title })}</p>
      <div className="modal-popin__actions">
        <a className="modal-popin__primary" href={accountHref(locale, 'activities')}>
          {strings['quiz.confirmActivities']}
        </a>
        <button type="button" className="modal-popin__secondary" onClick={close}>
          {strings['modal.close']}
        </button>
      </div>
    </div>
  )
}
