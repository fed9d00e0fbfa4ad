import type { BlocHistory } from '@/payload-types'
import { HistoryBlock } from '../HistoryBlock'
import type { BlocProps } from './types'

export function BlocHistoryView({ bloc }: BlocProps<BlocHistory>) {
  return <HistoryBlock label={bloc.label} title={bloc.title} content={bloc.description} />
}
