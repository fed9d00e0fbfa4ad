import Link from 'next/link'
import { itemPath } from '@/components/cards/card-model'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { listTimelineEntries } from '@/content/cards'
import { contentKit } from '@/server/content-kit'
import '../lists/lists.css'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/** The timeline page (SPEC §2.2): the moments of the house's history, oldest first. */
export async function TimelineTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, entries] = await Promise.all([contentKit(locale), listTimelineEntries(locale)])
  return (
    <TemplateBody locale={locale} page={page} name="timeline">
      {entries.length > 0 ? (
        <ol className="timeline-list" aria-label={kit.t('timeline.title')}>
          {entries.map((entry) => {
            const href = itemPath(locale, 'timeline', entry.slug)
            return (
              <li key={entry.slug ?? entry.year}>
                <p className="timeline-list__year">{entry.dateLabel || entry.year}</p>
                <h2>{href ? <Link href={href}>{entry.title}</Link> : entry.title}</h2>
                <ResponsiveImage media={entry.cover} sizes="(min-width: 769px) 40rem, 100vw" />
                <p>{entry.summary}</p>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="list-empty">{kit.t('list.empty')}</p>
      )}
    </TemplateBody>
  )
}
