import { RichText } from '@payloadcms/richtext-lexical/react'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { getLocale, type LocaleCode } from '@/i18n/locales'
import type { Show } from '@/payload-types'
import { formatDate } from '@/rules/format'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'
import { TagLinks } from '../shared/TagLinks'

/** The hour of a show in the house's own time zone (the shows are in Cognac). */
function showTime(iso: string, htmlLocale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(htmlLocale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(date)
}

/** The show page (SPEC §2.1): when and where, the programme and its line-up. */
export async function ShowPage({ locale, data: show }: { locale: LocaleCode; data: Show }) {
  const kit = await contentKit(locale)
  const lang = getLocale(locale).htmlLang
  const start = showTime(show.date, lang)
  const end = show.end_date ? showTime(show.end_date, lang) : ''
  const where = [show.venue, show.city].filter(Boolean).join(', ')
  const lineUp = show.line_up ?? []
  return (
    <article className="template template--show">
      <DetailHero title={show.title} image={show.cover}>
        {show.excerpt ? <p className="lede">{show.excerpt}</p> : null}
        <TagLinks kit={kit} tags={show.tags} />
        <BookmarkButton collection="shows" id={show.id} />
      </DetailHero>
      <dl className="detail-facts detail-section">
        <div>
          <dt>{kit.t('show.when')}</dt>
          <dd>
            <time dateTime={show.date}>{formatDate(show.date, locale)}</time>
            {start ? ` · ${start}${end ? `–${end}` : ''}` : ''}
          </dd>
        </div>
        {where ? (
          <div>
            <dt>{kit.t('show.where')}</dt>
            <dd>{where}</dd>
          </div>
        ) : null}
      </dl>
      {show.body ? <RichText data={show.body} className="prose detail-body" /> : null}
      {lineUp.length > 0 ? (
        <section className="detail-section" aria-labelledby="show-line-up">
          <h2 id="show-line-up" className="block__title">
            {kit.t('show.lineUp')}
          </h2>
          <ol className="ordered-list">
            {lineUp.map((artist, i) => (
              <li key={artist.id ?? i}>
                <h3>{artist.title}</h3>
                <p className="card__meta">
                  {artist.place ? <span>{artist.place}</span> : null}
                  {artist.length ? <span>{kit.tn('show.minutes', artist.length)}</span> : null}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  )
}
