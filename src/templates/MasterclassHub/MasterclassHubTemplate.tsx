import Link from 'next/link'
import { SESSION_LEVELS } from '@/cms/collections/experiences/Sessions'
import { ContentCard } from '@/components/cards/ContentCard'
import { listHubSessions } from '@/content/sessions'
import { SessionTick } from '@/masterclass/ProgressBadgesLazy'
import { contentKit } from '@/server/content-kit'
import '@/masterclass/masterclass.css'
import { labelled } from '@/i18n/punctuation'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/**
 * The masterclass hub (SPEC §2.2 Masterclass hub, §3 Hero (sessions), §4): every session as a
 * card with its level, episode count, description and a link to its first episode, easiest
 * first. The page is the same for everyone; a member's completed ticks load in the browser.
 */
export async function MasterclassHubTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, sessions] = await Promise.all([contentKit(locale), listHubSessions(locale)])
  const ordered = [...sessions].sort(
    (a, b) => SESSION_LEVELS.indexOf(a.level) - SESSION_LEVELS.indexOf(b.level),
  )
  return (
    <TemplateBody locale={locale} page={page} name="masterclass-hub">
      <section className="list-section masterclass-hub" aria-label={page.title}>
        {ordered.length === 0 ? (
          <p className="list-empty">{kit.t('masterclass.hub.empty')}</p>
        ) : (
          <ul className="card-grid">
            {ordered.map((s) => (
              <li key={s.id} data-session={s.id}>
                <ContentCard
                  card={kit.card(s.card)}
                  labels={kit.cardLabels(s.card.kind)}
                  actions={
                    <>
                      <p className="hub-session__facts">
                        <span>
                          {labelled(locale, kit.t('session.level'), kit.t(`session.${s.level}`))}
                        </span>
                        {s.episodesCount ? (
                          <span>{kit.tn('session.episodeCount', s.episodesCount)}</span>
                        ) : null}
                      </p>
                      <div className="hub-session__actions">
                        {s.firstEpisodeLink ? (
                          <Link className="button" href={s.firstEpisodeLink}>
                            {kit.t('session.start')}
                          </Link>
                        ) : null}
                        <SessionTick sessionId={s.id} />
                      </div>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </TemplateBody>
  )
}
