'use client'

import { useEffect, useState } from 'react'
import { episodeCompleted } from '@/account/rules/level-progress'
import { useSiteContext } from '@/components/SiteContext'
import { formatMessage } from '@/i18n/format-message'
import { loadProgress, type MasterclassProgress } from './progress-client'
import './masterclass.css'

function useProgress(): MasterclassProgress | null {
  const [progress, setProgress] = useState<MasterclassProgress | null>(null)
  useEffect(() => {
    let current = true
    loadProgress().then((p) => {
      if (current) setProgress(p)
    })
    return () => {
      current = false
    }
  }, [])
  return progress
}

/** SPEC §4: the completed tick, when the session's ID is in the member's completed list. */
export function SessionTick({ sessionId }: { sessionId: number }) {
  const { strings } = useSiteContext()
  const progress = useProgress()
  if (!progress?.completed.includes(sessionId)) return null
  return (
    <span className="masterclass-tick" data-testid="session-completed">
      <span aria-hidden="true">✓</span> {strings['masterclass.completed']}
    </span>
  )
}

/** The session page's summary for a member: episodes completed out of the session's, and the tick. */
export function SessionSummary({ sessionId, total }: { sessionId: number; total: number }) {
  const { strings, locale } = useSiteContext()
  const progress = useProgress()
  if (!progress) return null
  const done = progress.sessions[sessionId]?.completedAmount ?? 0
  return (
    <p className="masterclass-summary">
      {formatMessage(strings['masterclass.episodesDone'], { done, total }, locale)}
      {progress.completed.includes(sessionId) ? (
        <span className="masterclass-tick" data-testid="session-completed">
          <span aria-hidden="true">✓</span> {strings['masterclass.completed']}
        </span>
      ) : null}
    </p>
  )
}

/** An episode's state in its session's list: watched, or how far the member got. */
export function EpisodeStatus({ episodeId }: { episodeId: number }) {
  const { strings, locale } = useSiteContext()
  const progress = useProgress()
  const percent = progress?.episodes[episodeId]
  if (!percent) return null
  if (episodeCompleted(percent))
    return (
      <span className="masterclass-tick">
        <span aria-hidden="true">✓</span> {strings['masterclass.watched']}
      </span>
    )
  return (
    <span className="masterclass-percent">
      {formatMessage(strings['masterclass.percent'], { n: percent }, locale)}
    </span>
  )
}
