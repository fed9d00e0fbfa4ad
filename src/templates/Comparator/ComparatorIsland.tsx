'use client'

import { ChangeSelection } from './ChangeSelection'
import { SelectionGrid, type SelectionGridProps } from './SelectionGrid'

export type ComparatorIslandProps =
  | ({ island: 'grid' } & SelectionGridProps)
  | ({ island: 'change' } & Parameters<typeof ChangeSelection>[0])

/** The comparator's client parts behind one lazy import (one loader in the shared bundle). */
export function ComparatorIsland(props: ComparatorIslandProps) {
  if (props.island === 'change') {
    const { island: _, ...rest } = props
    return <ChangeSelection {...rest} />
  }
  const { island: _, ...rest } = props
  return <SelectionGrid {...rest} />
}
