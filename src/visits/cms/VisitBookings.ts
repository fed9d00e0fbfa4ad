import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { LOCALE_OPTIONS, wordOptions } from '@/cms/fields/options'
import { BOOKING_STATUSES } from '@/rules/visit-booking'

const nobody = () => false

export const VISIT_BOOKINGS_SLUG = 'visit-bookings'

/**
 * A booking of a visit slot (issue 13). Written only by POST /api/visit-bookings/ and its
 * cancellation link (Local API with overrideAccess). Personal data: over REST, editors read
 * them (never visitors or members) and nobody writes them by hand, since `booked` on the slot
 * must stay the sum of its confirmed bookings. The cancellation token is kept as a hash only.
 */
export const VisitBookings: CollectionConfig = {
  slug: VISIT_BOOKINGS_SLUG,
  labels: { singular: 'Visit booking', plural: 'Visit bookings' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Catalog',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'slot', 'party_size', 'status', 'createdAt'],
  },
  access: { read: mayHandleMemberData, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'slot', type: 'relationship', relationTo: 'visit-slots', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'phone', type: 'text' },
    {
      name: 'date_of_birth',
      label: 'Date of birth',
      type: 'text',
      required: true,
      admin: { description: 'YYYY-MM-DD' },
    },
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
      options: wordOptions(BOOKING_STATUSES),
    },
    { name: 'consent_text', label: 'Consent text shown', type: 'textarea', required: true },
    { name: 'cancelled_at', label: 'Cancelled at', type: 'date' },
    {
      name: 'cancel_token_hash',
      type: 'text',
      required: true,
      unique: true,
      hidden: true,
    },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
  ],
}
