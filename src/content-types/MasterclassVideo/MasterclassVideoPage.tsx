import Link from 'next/link'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { itemPath } from '@/components/cards/card-model'
import { imageSources } from '@/components/media/image-sources'
import type { EpisodeView } from '@/content/details'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { EpisodePlayerLazy } from '@/masterclass/EpisodePlayerLazy'
import { formatDuration } from '@/rules/format'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'
import { ExclusiveTeaser } from '../shared/ExclusiveTeaser'

/**
 * A masterclass episode (SPEC §2.1 episodes): the video, its end-of-episode questions as a
 * readable list (answering them comes with the members' progress), and the way through the
 * session. An episode of an exclusive session shows its teaser; a member of the session's level
 * gets its video from the members API there, in the same player, which keeps their progress.
 */
export async function MasterclassVideoPage({
  locale,
  data,
}: {
  locale: LocaleCode
  data: EpisodeView
}) {
  const kit = await contentKit(locale)
  const { episode, session, siblings, exclusive } = data
  const index = siblings.findIndex((s) => s.slug === episode.slug)
  const previous = index > 0 ? siblings[index - 1] : undefined
  const next = index >= 0 ? siblings[index + 1] : undefined
  const sessionPath = session ? itemPath(locale, 'sessions', session.slug) : null
  const questions = episode.quiz ?? []
  return (
    <article className="template template--episode">
      <DetailHero
        title={episode.title}
        eyebrow={
          <>
            {session?.title ? `${session.title} · ` : ''}
            {kit.tn('episode.number', episode.number ?? 1)}
          </>
        }
        image={episode.cover}
        meta={<span>{formatDuration(episode.video_length, kit.units)}</span>}
      >
        {episode.description ? <p className="lede">{episode.description}</p> : null}
        <BookmarkButton collection="episodes" id={episode.id} />
      </DetailHero>
      {exclusive || !episode.video_url ? (
        <ExclusiveTeaser
          kit={kit}
          path={itemPath(locale, 'episodes', episode.slug) ?? `/${locale}/`}
          minLevel={session?.min_level}
          source={exclusive ? { collection: 'episodes', id: episode.id } : undefined}
        />
      ) : (
        <section className="detail-body" aria-label={kit.t('detail.watch')}>
          <EpisodePlayerLazy
            episodeId={episode.id}
            src={episode.video_url}
            poster={imageSources(episode.cover)?.src}
            title={episode.title}
            path={itemPath(locale, 'episodes', episode.slug) ?? `/${locale}/`}
          />
        </section>
      )}
      {questions.length > 0 ? (
        <section className="detail-section" aria-labelledby="episode-quiz">
          <h2 id="episode-quiz" className="block__title">
            {kit.t('episode.quiz')}
          </h2>
          <ol className="ordered-list">
            {questions.map((q, i) => (
              <li key={q.id ?? i}>
                <span className="ordered-list__number">{kit.tn('quiz.question', i + 1)}</span>
                <h3>{q.question}</h3>
                <ul className="answer-list">
                  {q.answers.map((a, j) => (
                    <li key={a.id ?? j}>{a.text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <nav className="pager-links" aria-label={kit.t('session.episodes')}>
        {previous ? (
          <Link href={itemPath(locale, 'episodes', previous.slug) ?? ''} rel="prev">
            ← {labelled(locale, kit.t('episode.previous'), previous.title)}
          </Link>
        ) : null}
        {sessionPath ? <Link href={sessionPath}>{kit.t('episode.backToSession')}</Link> : null}
        {next ? (
          <Link href={itemPath(locale, 'episodes', next.slug) ?? ''} rel="next">
            {labelled(locale, kit.t('episode.next'), next.title)} →
          </Link>
        ) : null}
      </nav>
    </article>
  )
}
