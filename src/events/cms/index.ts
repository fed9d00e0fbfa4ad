import type { CollectionConfig } from 'payload'
import { EventRegistrations } from './EventRegistrations'

/** Event registration (issue 13), registered in payload.config.ts after the visits. */
export const EVENT_REGISTRATION_COLLECTIONS: CollectionConfig[] = [EventRegistrations]
