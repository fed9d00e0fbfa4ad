import type { ComponentType, ReactNode } from 'react'
import type { Cocktail } from '@/payload-types'
import { BlocHeroView } from './BlocHeroView'
import { BlocHistoryView } from './BlocHistoryView'
import { BlocInstructionView } from './BlocInstructionView'
import { BlocRecipeView } from './BlocRecipeView'
import { BlocRelatedCocktailView } from './BlocRelatedCocktailView'
import { BlocVideoView } from './BlocVideoView'
import { TextImageBlocView } from './TextImageBlocView'
import type { BlocProps } from './types'

export type CocktailBloc = NonNullable<Cocktail['blocs']>[number]
type BlocOf<K extends CocktailBloc['blockType']> = Extract<CocktailBloc, { blockType: K }>

/** V2 layout name → component (SPEC §2.6). */
const BLOCS: { [K in CocktailBloc['blockType']]: ComponentType<BlocProps<BlocOf<K>>> } = {
  bloc_hero: BlocHeroView,
  bloc_recipe: BlocRecipeView,
  bloc_instruction: BlocInstructionView,
  bloc_video: BlocVideoView,
  bloc_history: BlocHistoryView,
  bloc_related_cocktail: BlocRelatedCocktailView,
  text_image: TextImageBlocView,
}

/** The component of a layout, or null for an unknown one (old or foreign data is skipped). */
export function blocComponent(blockType: string): ComponentType<BlocProps<CocktailBloc>> | null {
  // Own keys only: a layout named like an Object.prototype member is unknown too.
  if (!Object.hasOwn(BLOCS, blockType)) return null
  return (BLOCS as Record<string, ComponentType<BlocProps<CocktailBloc>>>)[blockType] ?? null
}

/**
 * Where the page's own actions (the bookmark button) go among the blocs: right after the first
 * hero, or before every bloc when there is no hero. -1: before the first bloc. Pure.
 */
export function actionsIndex(blocs: ReadonlyArray<{ blockType: string }>): number {
  return blocs.findIndex((b) => b.blockType === 'bloc_hero')
}

/**
 * The cocktail's blocs in the editor's order; unknown layouts render nothing. `afterHero` (the
 * page's actions) comes right after the first hero bloc, or first when there is none.
 */
export function RenderCocktailBlocs({
  afterHero,
  ...props
}: Omit<BlocProps<unknown>, 'bloc'> & { afterHero?: ReactNode }) {
  const blocs = props.cocktail.blocs ?? []
  const at = actionsIndex(blocs)
  return (
    <>
      {at < 0 ? afterHero : null}
      {blocs.map((bloc, index) => {
        const Component = blocComponent(bloc.blockType)
        return Component ? (
          <div key={bloc.id ?? index} className="cocktail-bloc" data-bloc={bloc.blockType}>
            <Component bloc={bloc} {...props} />
            {index === at ? afterHero : null}
          </div>
        ) : index === at ? (
          afterHero
        ) : null
      })}
    </>
  )
}
