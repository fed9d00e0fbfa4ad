import { cancelByTokenRoute } from '@/server/http/cancel-by-token'
import { cancelBooking } from '@/visits/server/bookings'

export const dynamic = 'force-dynamic'

/** Cancels a visit booking (issue 13): see cancelByTokenRoute. */
export const POST = cancelByTokenRoute(cancelBooking, 'visit-booking/cancel')
