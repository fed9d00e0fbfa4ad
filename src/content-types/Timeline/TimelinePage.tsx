import { RichText } from '@payloadcms/richtext-lexical/react'
import type { LocaleCode } from '@/i18n/locales'
import { labelSeparator } from '@/i18n/punctuation'
import type { Timeline } from '@/payload-types'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'

/** A moment of the house's history (SPEC §2.1 timeline): its year, summary and story. */
export async function TimelinePage({
  locale,
  data: entry,
}: {
  locale: LocaleCode
  data: Timeline
}) {
  const kit = await contentKit(locale)
  return (
    <article className="template template--timeline-entry">
      <DetailHero
        title={entry.title}
        eyebrow={entry.date_label || String(entry.year)}
        image={entry.cover}
        meta={
          <span>
            {kit.t('timeline.year')}
            {labelSeparator(locale)}
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </span>
        }
      >
        <p className="lede">{entry.summary}</p>
      </DetailHero>
      {entry.body ? <RichText data={entry.body} className="prose detail-body" /> : null}
    </article>
  )
}
