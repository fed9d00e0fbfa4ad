'use client'

import dynamic from 'next/dynamic'

/**
 * The booking island as a chunk of its own, loaded only by the Booking page (the split must be
 * made on the client: see StoreLocatorLazy). Still rendered on the server, so the visits are
 * listed before the script runs.
 */
export const VisitBookingLazy = dynamic(() => import('./VisitBooking').then((m) => m.VisitBooking))
