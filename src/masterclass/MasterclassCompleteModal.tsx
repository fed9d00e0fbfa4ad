'use client'

import Link from 'next/link'
import { useText } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import type { MasterclassCompleteData } from '@/modals/modal-data'
import type { ModalProps } from '@/modals/types'
import './masterclass.css'

/**
 * masterclass_complete (issue 15): opened by the episode player when the member completes a
 * session's last episode; says which session and the member's level now.
 */
export default function MasterclassCompleteModal({
  data,
  close,
}: ModalProps<MasterclassCompleteData>) {
  const { t, locale } = useText()
  return (
    <div className="masterclass-complete">
      <p className="masterclass-complete__mark" aria-hidden="true">
        ✓
      </p>
      <p>{formatMessage(t('masterclass.complete.text'), { title: data.title }, locale)}</p>
      {data.level ? (
        <p>
          {formatMessage(
            t('masterclass.complete.level'),
            { level: t(`account.level.${data.level}` as StringKey) },
            locale,
          )}
        </p>
      ) : null}
      {data.link ? (
        <p>
          <Link className="button" href={data.link} onClick={close}>
            {t('masterclass.complete.session')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
