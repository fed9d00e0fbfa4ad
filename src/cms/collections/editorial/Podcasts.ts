import { membersOnlyField } from '@/account/cms/exclusive-access'
import { exclusiveFields, imageField } from '../../fields/common'
import { contentCollection } from '../factory'
import { dateField, excerptField, mediaUrlField, secondsField, tagsField } from './fields'

/** Podcast episodes (SPEC §2.9 podcast cards: members-only episodes show a lock). */
export const Podcasts = contentCollection({
  slug: 'podcasts',
  labels: { singular: 'Podcast episode', plural: 'Podcasts' },
  group: 'Editorial',
  columns: ['date', 'episode_number', 'exclusive'],
  fields: [
    dateField(),
    imageField('cover', { required: true }),
    excerptField(),
    membersOnlyField(
      'podcasts',
      mediaUrlField('audio_url', { required: true, label: 'Audio URL' }),
    ),
    secondsField('duration_seconds', 'Duration (seconds)', 'Episode length in seconds.'),
    {
      name: 'episode_number',
      label: 'Episode number',
      type: 'number',
      min: 1,
      admin: { step: 1, position: 'sidebar' },
    },
    tagsField(),
    ...exclusiveFields(),
  ],
})
