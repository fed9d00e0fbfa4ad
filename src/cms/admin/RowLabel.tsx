'use client'
import { useRowLabel } from '@payloadcms/ui'
import { type RowLabelProps, rowLabelText } from './row-label'

/** An array row's label in the admin: the row's own content (see row-label.ts). */
export function RowLabel(props: RowLabelProps) {
  const { data, rowNumber } = useRowLabel<unknown>()
  return <span>{rowLabelText(data, props, rowNumber)}</span>
}
