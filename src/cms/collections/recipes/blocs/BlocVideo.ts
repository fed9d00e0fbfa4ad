import type { Block } from 'payload'
import { imageField } from '../../../fields/common'
import { mediaUrlField, urlField } from '../fields'

/**
 * V2 video (SPEC §3): a video that plays only when clicked (SPEC §2.6), its cover, and a link.
 * `external_url`: the same video on an outside platform, opened instead of playing `video.url`
 * when set.
 */
export const BlocVideo: Block = {
  slug: 'bloc_video',
  interfaceName: 'BlocVideo',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'video',
      type: 'group',
      fields: [
        mediaUrlField('url', { required: true }),
        { name: 'title', type: 'text' },
        { name: 'name', type: 'text', admin: { description: 'Tracking and accessibility name.' } },
        { name: 'description', type: 'textarea' },
        { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    imageField('cover'),
    {
      name: 'link',
      type: 'text',
      admin: { description: 'A site path (/cocktails/…/) or URL for the "see more" link.' },
    },
    urlField('external_url', { label: 'External URL' }),
  ],
}
