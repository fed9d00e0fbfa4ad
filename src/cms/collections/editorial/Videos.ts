import { membersOnlyField } from '@/account/cms/exclusive-access'
import { exclusiveFields, imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import {
  dateField,
  excerptField,
  hideTimeField,
  mediaUrlField,
  secondsField,
  tagsField,
  thumbnailField,
} from './fields'

/** Videos (SPEC §2.1 Video page, §3 "Article or video card"). */
export const Videos = contentCollection({
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  group: 'Editorial',
  columns: ['date', 'video_length', 'exclusive'],
  fields: [
    dateField(),
    imageField('cover', { required: true }),
    thumbnailField(),
    excerptField(),
    membersOnlyField('videos', mediaUrlField('video_url', { required: true, label: 'Video URL' })),
    secondsField('video_length', 'Video length (seconds)', 'Video length in seconds.'),
    hideTimeField(),
    tagsField(),
    ...exclusiveFields(),
    seoField(),
  ],
})
