import type { BlocHero } from '@/payload-types'
import { RecipeHero } from '../recipe/RecipeHero'
import type { BlocProps } from './types'

export function BlocHeroView({ bloc, t }: BlocProps<BlocHero>) {
  return (
    <RecipeHero
      title={bloc.title}
      description={bloc.description}
      cover={bloc.image}
      minutes={bloc.time}
      t={t}
    />
  )
}
