'use client'

import { useSiteContext } from '@/components/SiteContext'
import { fillMessage } from '@/i18n/fill-message'
import { POPIN_STORAGE_KEY } from '@/rules/newsletter-popin'
import type { BlueSwiftPopinData } from '../modal-data'
import { openModal } from '../open-modal'
import type { ModalProps } from '../types'

function rememberSkip() {
  try {
    localStorage.setItem(POPIN_STORAGE_KEY, String(Date.now()))
  } catch {
    // Storage refused (private mode): the popin may be offered again on a later visit.
  }
}

/**
 * The Blue Swift newsletter popin (SPEC §2.8, §4): it can be skipped ("not now", remembered for
 * 30 days), or it opens the Blue Swift newsletter form.
 */
export default function BlueSwiftPopinModal({ data, close }: ModalProps<BlueSwiftPopinData>) {
  const { strings } = useSiteContext()
  return (
    <div className="modal-popin">
      <p>{fillMessage(strings['modal.blueSwift.text'], { product: data.productName })}</p>
      <div className="modal-popin__actions">
        <button
          type="button"
          className="modal-popin__primary"
          onClick={() => {
            // The form replaces the popin; skipping is remembered either way, so it is not offered again.
            rememberSkip()
            openModal({ type: 'blue_swift_newsletter_form' })
          }}
        >
          {strings['modal.blueSwift.subscribe']}
        </button>
        <button
          type="button"
          className="modal-popin__secondary"
          onClick={() => {
            rememberSkip()
            close()
          }}
        >
          {strings['modal.blueSwift.skip']}
        </button>
      </div>
    </div>
  )
}
