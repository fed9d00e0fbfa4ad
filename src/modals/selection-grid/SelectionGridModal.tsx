'use client'

import { SelectionGrid } from '@/templates/Comparator/SelectionGrid'
import '@/templates/Comparator/comparator.css'
import type { SelectionGridData } from '../modal-data'
import type { ModalProps } from '../types'

/**
 * product_selection_grid (SPEC §2.8, §3 "selection grid: bottles, selectBottle"): the
 * comparator's grid in a panel, to change the cognacs compared. Compare opens the results page
 * (and tells `selectBottle`, when the opener gave one) and closes the modal.
 */
export default function SelectionGridModal({ data, close }: ModalProps<SelectionGridData>) {
  return (
    <SelectionGrid
      bottles={data.bottles}
      selected={data.selected}
      action={data.action}
      onChoose={(slugs) => {
        data.selectBottle?.(slugs)
        close()
      }}
    />
  )
}
