import { BlockButton } from '@/blocks/BlockButton'
import { imageSources } from '@/components/media/image-sources'
import { labelled } from '@/i18n/punctuation'
import type { BlocVideo } from '@/payload-types'
import { ClickToPlayVideoLazy as ClickToPlayVideo } from '../recipe/RecipeIslandsLazy'
import type { BlocProps } from './types'

/**
 * V2 video: plays in place only when clicked; with an external_url, the cover links to the video
 * on the outside platform instead.
 */
export function BlocVideoView({ bloc, locale, t }: BlocProps<BlocVideo>) {
  const title = bloc.video.title || bloc.title || t('recipe.video')
  const poster = imageSources(bloc.cover)?.src
  return (
    <section className="recipe-video-section">
      {bloc.title ? <h2 className="recipe__heading">{bloc.title}</h2> : null}
      {bloc.external_url ? (
        <a
          className="recipe-video recipe-video--external"
          href={bloc.external_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {poster ? (
            // biome-ignore lint/performance/noImgElement: Payload derives the sizes; no optimizer.
            <img className="recipe-video__media" src={poster} alt="" loading="lazy" />
          ) : null}
          <span className="recipe-video__play-icon" aria-hidden="true" />
          <span className="recipe-sr-only">{labelled(locale, t('recipe.watchVideo'), title)}</span>
        </a>
      ) : (
        <ClickToPlayVideo src={bloc.video.url} poster={poster} title={title} />
      )}
      {bloc.video.description ? (
        <p className="recipe-video-section__description">{bloc.video.description}</p>
      ) : null}
      <BlockButton label={t('recipe.seeMore')} url={bloc.link} locale={locale} color="cream" />
    </section>
  )
}
