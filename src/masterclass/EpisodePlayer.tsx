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
import { useText } from '@/components/SiteContext'
import { ConsentGate } from '@/consent/ConsentGate'
import { formatMessage } from '@/i18n/format-message'
import { openModal } from '@/modals/open-modal'
import { embedProvider, embedUrl } from '@/modals/players/embed-url'
import { accountHref } from '@/routing/account-paths'
import {
  applySample,
  EMBED_ORIGINS,
  embedKind,
  NO_PLAYBACK,
  parseEmbedMessage,
  subscribeMessages,
  withPlayerApi,
} from './embed-progress'
import { loadProgress, progressChanged } from './progress-client'
import './masterclass.css'

const { width: PLAYER_WIDTH, height: PLAYER_HEIGHT, progressIntervalMs } = EPISODE_PLAYER

/** The native player's element (PlayableVideo keeps its own ref for its failure message). */
const videoIn = (frame: RefObject<HTMLDivElement | null>) =>
  frame.current?.querySelector('video') ?? null

/** What either player says at a given moment, in seconds. */
interface Reading {
  position: number
  duration: number
  playing: boolean
}

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
 * once media are allowed; that player's postMessage API (embed-progress.ts, no provider script)
 * feeds the same sampling and reports.
 */
export function EpisodePlayer({ episodeId, src, title, poster, path }: Props) {
  const { t, locale } = useText()
  const frame = useRef<HTMLDivElement>(null)
  const [signedIn, setSignedIn] = useState<boolean | null>(null)
  const [percent, setPercent] = useState(0)
  const furthest = useRef(0)
  const reported = useRef(0)
  const sending = useRef(false)
  // A report asked for while one is on its way (the end, just after a tick): sent right after.
  const again = useRef(false)
  const embed = embedUrl(src, { autoplay: false })
  const kind = embed ? embedKind(embed) : null
  // YouTube posts its messages to the origin named in the iframe URL: known in the browser only.
  const [pageOrigin, setPageOrigin] = useState<string | null>(null)
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const playback = useRef(NO_PLAYBACK)

  useEffect(() => setPageOrigin(window.location.origin), [])
  // A new player (consent given, another episode) starts from nothing it said before.
  const attachIframe = useCallback((element: HTMLIFrameElement | null) => {
    playback.current = NO_PLAYBACK
    setIframe(element)
  }, [])

  const reading = useCallback((): Reading | null => {
    if (kind) {
      const p = playback.current
      return p.ready ? { position: p.position, duration: p.duration, playing: p.playing } : null
    }
    const element = videoIn(frame)
    return element
      ? { position: element.currentTime, duration: element.duration, playing: !element.paused }
      : null
  }, [kind])

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
      const now = reading()
      if (!now || !signedIn) return
      if (sending.current) {
        again.current ||= force
        return
      }
      const duration = now.duration
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
    [episodeId, locale, signedIn, reading],
  )

  // SPEC §9: the player's progress, every 1000 ms while it plays.
  useEffect(() => {
    if (!signedIn) return
    const timer = window.setInterval(() => {
      const now = reading()
      if (!now?.playing) return
      furthest.current = Math.max(furthest.current, now.position)
      void report(false)
    }, progressIntervalMs)
    return () => window.clearInterval(timer)
  }, [signedIn, reading, report])

  const settle = useCallback(
    (atEnd: boolean) => {
      const now = reading()
      if (!now) return
      const reached = atEnd ? now.duration : now.position
      if (Number.isFinite(reached)) furthest.current = Math.max(furthest.current, reached)
      void report(true)
    },
    [reading, report],
  )

  // The embedded player's messages, for a member only: accepted from the provider's origin and
  // from this episode's iframe only. Until the player answers, it is asked again every second
  // (its page may not listen yet when the iframe's load event fires).
  useEffect(() => {
    if (!signedIn || !kind || !iframe) return
    const target = EMBED_ORIGINS[kind]
    const subscribe = () => {
      for (const message of subscribeMessages(kind, `episode-${episodeId}`))
        iframe.contentWindow?.postMessage(message, target)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return
      const sample = parseEmbedMessage(kind, event.origin, event.data)
      if (!sample) return
      const before = playback.current
      playback.current = applySample(before, sample)
      // Vimeo's `ready` may come after our first request was lost: ask once more.
      if (!before.ready) subscribe()
      if (sample.state === 'paused' && before.playing) settle(false)
      if (sample.state === 'ended' && !before.ended) settle(true)
    }
    window.addEventListener('message', onMessage)
    iframe.addEventListener('load', subscribe)
    subscribe()
    const retry = window.setInterval(() => {
      if (playback.current.ready) window.clearInterval(retry)
      else subscribe()
    }, progressIntervalMs)
    return () => {
      window.removeEventListener('message', onMessage)
      iframe.removeEventListener('load', subscribe)
      window.clearInterval(retry)
    }
  }, [signedIn, kind, iframe, episodeId, settle])

  return (
    <div className="episode-player" ref={frame}>
      {embed ? (
        <div className="player episode-player__embed">
          <ConsentGate
            category="media"
            provider={embedProvider(embed)}
            className="player__placeholder"
          >
            {pageOrigin ? (
              <iframe
                ref={attachIframe}
                className="player__frame"
                src={kind ? withPlayerApi(embed, kind, pageOrigin) : embed}
                title={title}
                width={PLAYER_WIDTH}
                height={PLAYER_HEIGHT}
                allow="encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : null}
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
