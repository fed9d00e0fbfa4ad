'use client'

import dynamic from 'next/dynamic'

/**
 * The event registration island as a chunk of its own, loaded only by event pages (the split
 * must be made on the client: see StoreLocatorLazy).
 */
export const EventRegistrationLazy = dynamic(() =>
  import('./EventRegistration').then((m) => m.EventRegistration),
)
