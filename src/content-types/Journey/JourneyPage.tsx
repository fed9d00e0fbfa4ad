import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import { BookmarkButtonLazy as BookmarkButton } from '@/account/BookmarkButtonLazy'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { LocaleCode } from '@/i18n/locales'
import type { Journey } from '@/payload-types'
import { siteHref } from '@/routing/site-href'
import { contentKit } from '@/server/content-kit'
import { DetailHero } from '../shared/DetailHero'

/** A journey (SPEC §2.1): its chapters in order, and booking a visit when it can be booked. */
export async function JourneyPage({
  locale,
  data: journey,
}: {
  locale: LocaleCode
  data: Journey
}) {
  const kit = await contentKit(locale)
  const chapters = journey.chapters ?? []
  const booking = journey.bookable && journey.booking_url ? journey.booking_url : null
  const bookingIsExternal = booking ? /^https?:\/\//.test(booking) : false
  return (
    <article className="template template--journey">
      <DetailHero title={journey.title} image={journey.cover}>
        <p className="lede">{journey.intro}</p>
        <BookmarkButton collection="journeys" id={journey.id} />
      </DetailHero>
      {chapters.length > 0 ? (
        <section className="detail-section" aria-labelledby="journey-chapters">
          <h2 id="journey-chapters" className="block__title">
            {kit.t('journey.chapters')}
          </h2>
          <ol className="ordered-list">
            {chapters.map((chapter, i) => (
              <li key={chapter.id ?? i}>
                <span className="ordered-list__number">{String(i + 1).padStart(2, '0')}</span>
                <h3>{chapter.title}</h3>
                <ResponsiveImage media={chapter.image} sizes="(min-width: 769px) 68ch, 100vw" />
                {chapter.text ? <RichText data={chapter.text} className="prose" /> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {booking ? (
        <p className="detail-section">
          {bookingIsExternal ? (
            <a className="button" href={booking} target="_blank" rel="noopener noreferrer">
              {kit.t('journey.book')}
              <span className="visually-hidden"> {kit.t('card.opensNewTab')}</span>
            </a>
          ) : (
            <Link className="button" href={siteHref(locale, booking)}>
              {kit.t('journey.book')}
            </Link>
          )}
        </p>
      ) : null}
    </article>
  )
}
