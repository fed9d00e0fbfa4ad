'use client'

import dynamic from 'next/dynamic'
import { useSiteContext } from '@/components/SiteContext'
import type { WebFormProps } from './WebForm'

function Loading() {
  const { strings } = useSiteContext()
  return (
    <p className="web-form__loading" role="status">
      {strings['webForm.loading']}
    </p>
  )
}

/**
 * The web form renderer as a chunk of its own, loaded only on pages that show a form (the
 * Contact and Qualification pages' web_form_slice); 'Loading...' until it arrives.
 */
const WebFormChunk = dynamic(() => import('./WebForm').then((m) => m.WebForm), {
  loading: Loading,
})

export function WebFormLazy(props: WebFormProps) {
  return <WebFormChunk {...props} />
}
