'use client'

import { useEffect, useState } from 'react'
import { LockIcon } from '@/components/cards/LockIcon'
import { useSiteContext } from '@/components/SiteContext'
import type { PodcastEpisode } from '@/content/podcasts'
import { playerTime } from '@/rules/media-source'
import { PlayableAudio } from './PlayableMedia'
import './podcast-player.css'
import { labelled, labelSeparator } from '@/i18n/punctuation'

interface Progress {
  current: number
  duration: number
}

/**
 * Our own podcast player for uploaded files (issue 15 "Playlists and podcasts"): the browser's
 * audio controls for the chosen episode, and the episode list with each one's length and how
 * much of it has been listened to in this visit. Members-only episodes are listed, locked.
 */
export function PodcastPlayer({ episodes }: { episodes: PodcastEpisode[] }) {
  const { strings, locale } = useSiteContext()
  const playable = episodes.filter((e) => e.src)
  const [currentId, setCurrentId] = useState<number | null>(playable[0]?.id ?? null)
  const [progress, setProgress] = useState<Record<number, Progress>>({})
  const [autoPlay, setAutoPlay] = useState(false)
  const current = playable.find((e) => e.id === currentId) ?? null
  // Each file's own length (its metadata only, a few KB), in place of the editors' figure.
  const [lengths, setLengths] = useState<Record<number, number>>({})
  const sources = playable.map((e) => `${e.id} ${e.src}`).join('\n')
  useEffect(() => {
    const probes = sources
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id, ...rest] = line.split(' ')
        const probe = new Audio()
        probe.preload = 'metadata'
        probe.addEventListener('loadedmetadata', () => {
          if (Number.isFinite(probe.duration) && probe.duration > 0) {
            setLengths((all) => ({ ...all, [Number(id)]: probe.duration }))
          }
        })
        probe.src = rest.join(' ')
        return probe
      })
    return () => {
      for (const probe of probes) probe.removeAttribute('src')
    }
  }, [sources])

  const record = (id: number, element: HTMLAudioElement) => {
    const duration = Number.isFinite(element.duration) ? element.duration : 0
    setProgress((all) => ({
      ...all,
      [id]: { current: Math.max(element.currentTime, all[id]?.current ?? 0), duration },
    }))
  }

  // Editors' titles carry the episode number ("Episode 1: …"): the list keeps their order.
  const label = (episode: PodcastEpisode) => episode.title

  return (
    <div className="podcast-player">
      {current?.src ? (
        <div className="podcast-player__now">
          <p className="podcast-player__title">
            <span className="podcast-player__eyebrow">{strings['media.playing']}</span>{' '}
            {label(current)}
          </p>
          <PlayableAudio
            key={current.id}
            className="podcast-player__audio"
            src={current.src}
            controls
            preload="metadata"
            autoPlay={autoPlay}
            aria-label={label(current)}
            onLoadedMetadata={(event) => record(current.id, event.currentTarget)}
            onTimeUpdate={(event) => record(current.id, event.currentTarget)}
          />
        </div>
      ) : null}
      <h3 className="podcast-player__list-title">{strings['media.episodes']}</h3>
      <ol className="podcast-player__list">
        {episodes.map((episode) => {
          const seen = progress[episode.id]
          const duration = seen?.duration || lengths[episode.id] || episode.seconds || 0
          const listened = seen ? Math.min(seen.current, duration) : 0
          const isCurrent = episode.id === current?.id
          return (
            <li
              key={episode.id}
              className={`podcast-player__item${isCurrent ? ' podcast-player__item--current' : ''}`}
            >
              {episode.src ? (
                <button
                  type="button"
                  className="podcast-player__choose"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    setAutoPlay(true)
                    setCurrentId(episode.id)
                  }}
                >
                  <span className="podcast-player__play" aria-hidden="true">
                    ▶
                  </span>
                  <span>
                    <span className="podcast-player__sr">
                      {strings['media.play']}
                      {labelSeparator(locale)}
                    </span>
                    {label(episode)}
                  </span>
                </button>
              ) : (
                <span className="podcast-player__choose podcast-player__choose--locked">
                  <span className="podcast-player__play" aria-hidden="true">
                    <LockIcon />
                  </span>
                  <span>
                    {label(episode)} ({strings['media.membersOnly']})
                  </span>
                </span>
              )}
              <span className="podcast-player__facts">
                <span>{labelled(locale, strings['media.duration'], playerTime(duration))}</span>
                {episode.src ? (
                  <label className="podcast-player__progress">
                    <span>{labelled(locale, strings['media.progress'], playerTime(listened))}</span>
                    <progress max={duration || 1} value={listened} />
                  </label>
                ) : null}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
