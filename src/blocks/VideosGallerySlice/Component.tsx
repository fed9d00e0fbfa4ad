import Link from 'next/link'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { Video, VideosGallerySlice as VideosGallerySliceData } from '@/payload-types'
import { localizedPath } from '@/routing/paths'
import { formatDuration } from '@/rules/format'
import type { BlockProps } from '../types'
import './videos-gallery.css'
import { siteTranslator } from '@/content/site-translator'

function isVideo(value: number | Video | null | undefined): value is Video {
  return (
    typeof value === 'object' && value !== null && Boolean(value.slug) && value.available !== false
  )
}

/**
 * The editor's pick of videos as a grid of cards (image ratio 0.737, SPEC §9), each linking to
 * its video page. Members-only videos carry a lock; the video page itself decides what a visitor
 * may watch. Videos not available in this locale (not populated) are left out.
 */
export async function VideosGallerySlice({ block, locale }: BlockProps<VideosGallerySliceData>) {
  const videos = (block.videos ?? []).filter(isVideo)
  if (videos.length === 0) return null
  const t = await siteTranslator(locale)
  const [before = '', after = ''] = t('videos.watch').split('{title}')
  const watch = { before, after }
  return (
    <section className="block block--videos-gallery" data-layout="videos_gallery_slice">
      {block.title ? <h2 className="block__title">{block.title}</h2> : null}
      <ul className="videos-gallery__list">
        {videos.map((video) => {
          const time =
            !video.hide_time && video.video_length ? formatDuration(video.video_length) : null
          return (
            <li key={video.id} className="videos-gallery__item">
              <Link
                className="videos-gallery__card"
                href={localizedPath(locale, `/videos/${video.slug}/`)}
              >
                <span className="videos-gallery__image">
                  <ResponsiveImage
                    media={video.thumbnail ?? video.cover}
                    sizes="(min-width: 769px) 25vw, 50vw"
                  />
                  <span className="videos-gallery__play" aria-hidden="true" />
                  {video.exclusive ? (
                    <span className="videos-gallery__lock">{t('videos.exclusive')}</span>
                  ) : null}
                </span>
                {/* The name is the visible title with "Watch:" for screen readers around it, so
                    the accessible name contains the visible text (WCAG 2.5.3). */}
                <span className="videos-gallery__title">
                  <span className="chrome-sr-only">{watch.before}</span>
                  {video.title}
                  <span className="chrome-sr-only">{watch.after}</span>
                </span>
                {time ? <span className="videos-gallery__time">{time}</span> : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
