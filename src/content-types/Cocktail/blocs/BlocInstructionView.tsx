import type { BlocInstruction } from '@/payload-types'
import { StepsSliderLazy as StepsSlider } from '../recipe/RecipeIslandsLazy'
import { stepSlides } from '../recipe/step-slides'
import type { BlocProps } from './types'

export function BlocInstructionView({ bloc }: BlocProps<BlocInstruction>) {
  return <StepsSlider title={bloc.title} steps={stepSlides(bloc.steps)} />
}
