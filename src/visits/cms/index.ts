import type { CollectionConfig } from 'payload'
import { VisitBookings } from './VisitBookings'
import { VisitSlots } from './VisitSlots'
import { Visits } from './Visits'

/** Visit booking (issue 13), registered in payload.config.ts in this order. */
export const VISIT_COLLECTIONS: CollectionConfig[] = [Visits, VisitSlots, VisitBookings]
