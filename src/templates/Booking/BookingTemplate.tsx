import { getSiteOptions } from '@/content/site'
import { getBookableVisits } from '@/content/visits'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { VisitBookingLazy as VisitBooking } from './BookingLazy'
import './booking.css'

/**
 * The Booking page (issue 13, SPEC §2.2): the editor's title and blocks, then the booking of a
 * visit: choose the visit (the Visit us page's "Book" buttons preselect it with `?visit=<key>`),
 * a date and a time with its places left, then the guest's details; confirmed on the page and
 * by email. Slots are read fresh by the browser (places change with every booking).
 */
export async function BookingTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const [visits, options] = await Promise.all([getBookableVisits(locale), getSiteOptions(locale)])
  return (
    <TemplateBody locale={locale} page={page} name="booking">
      <VisitBooking
        visits={visits.map(({ id: _id, ...visit }) => visit)}
        minimumAge={options.age_gate?.minimum_age ?? DEFAULT_MINIMUM_AGE}
      />
    </TemplateBody>
  )
}
