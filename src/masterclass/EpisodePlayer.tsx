'use client'

import Link from 'next/link'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { memberApi } from '@/account/client/api'
import { rememberMember, storedMemberId } from '@/account/client/storage'
import {
  EPISODE_PLAYER,
  episodeCompleted,
  shouldReportProgress,
  watchedPercent,
} from '@/account/rules/level-progress'
import { PlayableVideo } from '@/components/media/PlayableMedia'
import { useSiteContext } from '@/components/SiteContext'
import { ConsentGate } from '@/consent/ConsentGate'
import { formatMessage } from '@/i18n/format-message'
import type { StringKey } from '@/i18n/strings'
import { openModal } from '@/modals/open-modal'
import { embedProvider, embedUrl } from '@/modals/players/embed-url'
import { accountHref } from '@/routing/account-paths'
import { loadProgress, progressChanged } from './progress-client'
import './masterclass.css'

const { width: PLAYER_WIDTH, height: PLAYER_HEIGHT, progressIntervalMs } = EPISODE_PLAYER

/** The native player's element (PlayableVideo keeps its own ref for its failure message). */
const videoIn = (frame: RefObject<HTMLDivElement | null>) =>
  frame.current?.querySelector('video') ?? null

interface Props {
  episodeId: number
  src: string
  title: string
  poster?: string
  /** The episode's own path: where a visitor comes back after signing in. */
  path: string
}

interface Report {
  ok: boolean
  percent: number
  completed: boolean
  sessionCompleted: { id: number; title: string; link: string | null } | null
  level: string
  points: number
}

/**
 * An episode's player (SPEC §9: 640x360 by default, progress every 1000 ms). For a signed-in
 * member the furthest point reached is sampled every second and reported when it passes a 10 %
 * step, on pause and at the end; an episode counts as completed at 90 % (docs/decisions.md).
 * Completing a session's last episode opens the masterclass_complete modal. A visitor is invited
 * to sign in to keep their progress. YouTube or Vimeo episodes play in the provider's player
 * once media are allowed; their progress is not reported (the provider's player tells us nothing
 * without its script).
 */
export function EpisodePlayer({ episodeId, src, title, poster, path }: Props) {
  const { strings, locale } = useSiteContext()
  const t = (key: StringKey) => strings[key] ?? key
  const frame = useRef<HTMLDivElement>(null)
  const [signedIn, setSignedIn] = useState<boolean | null>(null)
  const [percent, setPercent] = useState(0)
  const furthest = useRef(0)
  const reported = useRef(0)
  const sending = useRef(false)
  // A report asked for while one is on its way (the end, just after a tick): sent right after.
  const again = useRef(false)
  const embed = embedUrl(src, { autoplay: false })

  useEffect(() => {
    setSignedIn(storedMemberId() !== null)
    loadProgress().then((p) => {
      if (!p) return
      const known = p.episodes[episodeId] ?? 0
      reported.current = known
      setPercent(known)
    })
  }, [episodeId])

  const report = useCallback(
    async (force: boolean) => {
      const element = videoIn(frame)
      if (!element || !signedIn) return
      if (sending.current) {
        again.current ||= force
        return
      }
      const duration = element.duration
      if (!Number.isFinite(duration) || duration <= 0) return
      const reached = watchedPercent(furthest.current, duration)
      if (!shouldReportProgress(reached, reported.current, force)) return
      sending.current = true
      const answer = await memberApi<Report>('masterclass-progress/', 'POST', {
        episode: episodeId,
        position: furthest.current,
        duration,
        locale,
      })
      sending.current = false
      if (again.current) {
        again.current = false
        queueMicrotask(() => void report(true))
      }
      if (!answer.ok) {
        if (answer.status === 401) setSignedIn(false)
        return
      }
      progressChanged()
      reported.current = answer.data.percent
      setPercent(answer.data.percent)
      const done = answer.data.sessionCompleted
      if (done) {
        openModal({
          type: 'masterclass_complete',
          props: { title: done.title, link: done.link, level: answer.data.level },
        })
      }
      // The header's badge shows the level: keep it in step.
      memberApi<{ member: Parameters<typeof rememberMember>[0] }>('me/').then((me) => {
        if (me.ok && me.data.member) rememberMember(me.data.member)
      })
    },
    [episodeId, locale, signedIn],
  )

  // SPEC §9: the player's progress, every 1000 ms while it plays.
  useEffect(() => {
    if (!signedIn || embed) return
    const timer = window.setInterval(() => {
      const element = videoIn(frame)
      if (!element || element.paused) return
      furthest.current = Math.max(furthest.current, element.currentTime)
      void report(false)
    }, progressIntervalMs)
    return () => window.clearInterval(timer)
  }, [signedIn, embed, report])

  const settle = (atEnd: boolean) => {
    const element = videoIn(frame)
    if (!element) return
    furthest.current = Math.max(furthest.current, atEnd ? element.duration : element.currentTime)
    void report(true)
  }

  return (
    <div className="episode-player" ref={frame}>
      {embed ? (
        <div className="player episode-player__embed">
          <ConsentGate
            category="media"
            provider={embedProvider(embed)}
            className="player__placeholder"
          >
            <iframe
              className="player__frame"
              src={embed}
              title={title}
              width={PLAYER_WIDTH}
              height={PLAYER_HEIGHT}
              allow="encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </ConsentGate>
        </div>
      ) : (
        <PlayableVideo
          className="video-frame"
          src={src}
          poster={poster}
          aria-label={title}
          width={PLAYER_WIDTH}
          height={PLAYER_HEIGHT}
          controls
          playsInline
          preload="metadata"
          onPause={() => settle(false)}
          onEnded={() => settle(true)}
        />
      )}
      <div className="episode-player__status" aria-live="polite">
        {signedIn === false ? (
          <p className="masterclass-invite">
            {t('masterclass.signIn')}{' '}
            <Link href={accountHref(locale, 'sign-in', path)} prefetch={false}>
              {t('masterclass.signInLink')}
            </Link>
          </p>
        ) : signedIn && episodeCompleted(percent) ? (
          <p className="masterclass-tick" data-testid="episode-completed">
            <span aria-hidden="true">✓</span> {t('masterclass.episodeDone')}
          </p>
        ) : signedIn && percent > 0 ? (
          <p className="masterclass-percent">
            {formatMessage(t('masterclass.percent'), { n: percent }, locale)}
          </p>
        ) : null}
      </div>
    </div>
  )
}
