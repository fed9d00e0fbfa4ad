import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { LOCALE_OPTIONS, wordOptions } from '@/cms/fields/options'
import { REGISTRATION_STATUSES } from '@/rules/event-registration'

const nobody = () => false

export const EVENT_REGISTRATIONS_SLUG = 'event-registrations'

/**
 * A registration for an event of the event finder (issue 13), made on the event's page when no
 * external registration URL is set. Written only by POST /api/event-registrations/ and its
 * cancellation link (Local API with overrideAccess), like visit bookings: editors read them over
 * REST (never visitors or members), nobody writes them by hand, since `registered` on the event
 * must stay the sum of its confirmed registrations. The cancellation token is kept as a hash.
 */
export const EventRegistrations: CollectionConfig = {
  slug: EVENT_REGISTRATIONS_SLUG,
  labels: { singular: 'Event registration', plural: 'Event registrations' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Catalog',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'event', 'party_size', 'status', 'createdAt'],
  },
  access: { read: mayHandleMemberData, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'party_size', label: 'Party size', type: 'number', required: true, min: 1 },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALE_OPTIONS,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      options: wordOptions(REGISTRATION_STATUSES),
    },
    { name: 'consent_text', label: 'Consent text shown', type: 'textarea', required: true },
    { name: 'cancelled_at', label: 'Cancelled at', type: 'date' },
    { name: 'cancel_token_hash', type: 'text', required: true, unique: true, hidden: true },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
  ],
}
