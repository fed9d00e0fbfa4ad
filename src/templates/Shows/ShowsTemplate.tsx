import { CardList } from '@/components/cards/CardList'
import { listCards } from '@/content/cards'
import { contentKit } from '@/server/content-kit'
import { PagedCards } from '../lists/PagedCards'
import { splitShows } from '../lists/shows'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'

/**
 * The shows page (SPEC §2.2 Shows): upcoming shows, then past shows 6 per page (SPEC §7
 * past_shows is paged). Past and upcoming are decided when the page is rendered; the page is
 * regenerated at least every 5 minutes (revalidate), so a show moves to the past on its day.
 */
export async function ShowsTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [kit, shows] = await Promise.all([
    contentKit(locale),
    listCards('shows', locale, { sort: '-date' }),
  ])
  const dated = shows.flatMap((show) => (show.date ? [{ ...show, date: show.date }] : []))
  const { upcoming, past } = splitShows(dated, new Date())
  return (
    <TemplateBody locale={locale} page={page} name="shows">
      <section className="list-section" aria-labelledby="shows-upcoming">
        <h2 id="shows-upcoming" className="block__title">
          {kit.t('shows.upcoming')}
        </h2>
        {upcoming.length > 0 ? (
          <CardList kit={kit} items={upcoming} />
        ) : (
          <p className="list-empty">{kit.t('shows.noUpcoming')}</p>
        )}
      </section>
      {past.length > 0 ? (
        <section className="list-section" aria-labelledby="shows-past">
          <h2 id="shows-past" className="block__title">
            {kit.t('shows.past')}
          </h2>
          <PagedCards kit={kit} items={past} label={kit.t('shows.past')} />
        </section>
      ) : null}
    </TemplateBody>
  )
}
