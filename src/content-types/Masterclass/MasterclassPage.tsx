import Link from 'next/link'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { itemPath } from '@/components/cards/card-model'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { SessionView } from '@/content/details'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { EpisodeStatus, SessionSummary } from '@/masterclass/ProgressBadgesLazy'
import { formatDuration } from '@/rules/format'
import { contentKit } from '@/server/content-kit'
import { SessionQuizSection } from '../Quiz/SessionQuizSection'
import { DetailHero } from '../shared/DetailHero'
import { MembersOnly } from '../shared/MembersOnly'

/**
 * A masterclass session (SPEC §2.1 sessions, §3 Hero): the animated hero with its level, episode
 * count and length, then its episodes in order. A member's progress (completed ticks) comes with
 * the members' work; an exclusive session shows its teaser, without its episodes.
 */
export async function MasterclassPage({ locale, data }: { locale: LocaleCode; data: SessionView }) {
  const kit = await contentKit(locale)
  const { session, episodes } = data
  const duration = session.infos?.duration ? formatDuration(session.infos.duration, kit.units) : ''
  const firstEpisode = episodes[0]
  return (
    <article className="template template--masterclass">
      <DetailHero
        animated
        title={session.title}
        image={session.background_image}
        meta={
          <>
            <span>
              {labelled(locale, kit.t('session.level'), kit.t(`session.${session.infos.level}`))}
            </span>
            {session.episodes_count ? (
              <span>{kit.tn('session.episodeCount', session.episodes_count)}</span>
            ) : null}
            {duration ? <span>{labelled(locale, kit.t('session.duration'), duration)}</span> : null}
            {session.exclusive ? <span>{kit.t('card.exclusive')}</span> : null}
          </>
        }
      >
        <p className="lede">{session.card_description}</p>
        <p>
          {kit.t('session.instructor')} {session.infos.instructor}
          {session.infos.instructor_role ? `, ${session.infos.instructor_role}` : ''}
        </p>
        {/* A members-only session's page lists no episodes: its count is the derived one. */}
        <SessionSummary
          sessionId={session.id}
          total={session.exclusive ? (session.episodes_count ?? 0) : episodes.length}
        />
        {firstEpisode?.slug ? (
          <Link className="button" href={itemPath(locale, 'episodes', firstEpisode.slug) ?? ''}>
            {kit.t('session.start')}
          </Link>
        ) : null}
        <BookmarkButton collection="sessions" id={session.id} />
      </DetailHero>
      {session.exclusive ? (
        <MembersOnly
          kit={kit}
          path={itemPath(locale, 'sessions', session.slug) ?? `/${locale}/`}
          minLevel={session.min_level}
          collection="sessions"
          id={session.id}
        />
      ) : episodes.length > 0 ? (
        <section className="detail-section" aria-labelledby="session-episodes">
          <h2 id="session-episodes" className="block__title">
            {kit.t('session.episodes')}
          </h2>
          <ol className="ordered-list">
            {episodes.map((episode, i) => (
              <li key={episode.id}>
                <span className="ordered-list__number">
                  {kit.tn('episode.number', episode.number ?? i + 1)}
                </span>
                <h3>
                  {episode.slug ? (
                    <Link href={itemPath(locale, 'episodes', episode.slug) ?? ''}>
                      {episode.title}
                    </Link>
                  ) : (
                    episode.title
                  )}
                </h3>
                <ResponsiveImage media={episode.cover} sizes="(min-width: 769px) 68ch, 100vw" />
                <p className="card__meta">
                  {formatDuration(episode.video_length, kit.units)}{' '}
                  <EpisodeStatus episodeId={episode.id} />
                </p>
                {episode.description ? <p>{episode.description}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <SessionQuizSection
        kit={kit}
        session={session}
        episodes={episodes}
        path={itemPath(locale, 'sessions', session.slug) ?? `/${locale}/`}
      />
    </article>
  )
}
