import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { itemPath } from '@/components/cards/card-model'
import { imageSources } from '@/components/media/image-sources'
import { PlayableVideoLazy as PlayableVideo } from '@/components/media/PlayableMediaLazy'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import type { Video } from '@/payload-types'
import { formatDate, formatDuration } from '@/rules/format'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'
import { MembersOnly } from '../shared/MembersOnly'
import { TagLinks } from '../shared/TagLinks'

/** The video page (SPEC §2.1): the player, which waits for a click, and the video's facts. */
export async function VideoPage({ locale, data: video }: { locale: LocaleCode; data: Video }) {
  const kit = await contentKit(locale)
  const time =
    !video.hide_time && video.video_length ? formatDuration(video.video_length, kit.units) : ''
  const poster = imageSources(video.cover)?.src
  return (
    <article className="template template--video">
      <DetailHero
        title={video.title}
        image={video.cover}
        meta={
          <>
            <time dateTime={video.date}>{formatDate(video.date, locale)}</time>
            {time ? <span>{labelled(locale, kit.t('card.videoLength'), time)}</span> : null}
            {video.exclusive ? <span>{kit.t('card.exclusive')}</span> : null}
          </>
        }
      >
        {video.excerpt ? <p className="lede">{video.excerpt}</p> : null}
        <TagLinks kit={kit} tags={video.tags} />
        <BookmarkButton collection="videos" id={video.id} />
      </DetailHero>
      {video.exclusive || !video.video_url ? (
        <MembersOnly
          kit={kit}
          path={itemPath(locale, 'videos', video.slug) ?? `/${locale}/`}
          minLevel={video.min_level}
          collection="videos"
          id={video.id}
        />
      ) : (
        <section className="detail-body" aria-label={kit.t('detail.watch')}>
          <PlayableVideo
            className="video-frame"
            src={video.video_url}
            poster={poster}
            aria-label={video.title}
            controls
            playsInline
            preload="metadata"
          />
        </section>
      )}
    </article>
  )
}
