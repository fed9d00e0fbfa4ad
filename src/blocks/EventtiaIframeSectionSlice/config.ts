import type { Block } from 'payload'
import { validateHttpsUrl } from '@/cms/fields/link'

/** The event-registration iframe in the page (700 px high, full width: SPEC §2.7, §9). */
export const EventtiaIframeSectionSliceBlock: Block = {
  slug: 'eventtia_iframe_section_slice',
  interfaceName: 'EventtiaIframeSectionSlice',
  labels: { singular: 'Event registration iframe', plural: 'Event registration iframes' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'iframe_url',
      label: 'Embedded page URL',
      type: 'text',
      required: true,
      validate: validateHttpsUrl,
      admin: { description: 'The registration page of the event platform (https only).' },
    },
  ],
}
