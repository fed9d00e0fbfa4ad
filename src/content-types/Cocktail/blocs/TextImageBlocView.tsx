import { BlockButton } from '@/blocks/BlockButton'
import { buttonColorOf } from '@/blocks/block-link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { CocktailTextImageBloc } from '@/payload-types'
import type { BlocProps } from './types'

/** A text beside an image, inside a V2 cocktail (type sets the image size; reverse swaps sides). */
export function TextImageBlocView({ bloc, locale }: BlocProps<CocktailTextImageBloc>) {
  const classes = [
    'recipe-text-image',
    `recipe-text-image--${bloc.type}`,
    bloc.reverse ? 'recipe-text-image--reverse' : '',
    bloc.centered ? 'recipe-text-image--centered' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <section className={classes}>
      <div className="recipe-text-image__image">
        <ResponsiveImage media={bloc.image} sizes="(min-width: 769px) 50vw, 100vw" />
      </div>
      <div className="recipe-text-image__text">
        {bloc.subtitle ? <p className="recipe-text-image__subtitle">{bloc.subtitle}</p> : null}
        {bloc.title ? <h2 className="recipe__heading">{bloc.title}</h2> : null}
        {bloc.description ? <p>{bloc.description}</p> : null}
        {bloc.quote ? (
          <blockquote className="recipe-text-image__quote">
            <p>{bloc.quote}</p>
          </blockquote>
        ) : null}
        {(bloc.buttons ?? []).map((button, index) => (
          <BlockButton
            key={button.id ?? index}
            label={button.label}
            url={button.link}
            locale={locale}
            color={buttonColorOf(button.button_color)}
          />
        ))}
      </div>
    </section>
  )
}
