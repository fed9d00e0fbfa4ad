import { cancelRegistration } from '@/events/server/registrations'
import { cancelByTokenRoute } from '@/server/http/cancel-by-token'

export const dynamic = 'force-dynamic'

/** Cancels an event registration (issue 13): see cancelByTokenRoute. */
export const POST = cancelByTokenRoute(cancelRegistration, 'event-registration/cancel')
