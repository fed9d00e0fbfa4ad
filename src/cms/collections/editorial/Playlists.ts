import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '../../fields/common'
import { contentCollection } from '../factory'
import { httpUrlField } from './fields'

/** Playlists of the house on a streaming service (the Playlists template page lists them). */
export const Playlists = contentCollection({
  slug: 'playlists',
  labels: { singular: 'Playlist', plural: 'Playlists' },
  group: 'Editorial',
  // No date: the newest playlist comes first.
  defaultSort: '-createdAt',
  columns: ['external_url'],
  fields: [
    imageField('cover', { required: true }),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'tracks',
      type: 'array',
      labels: { singular: 'Track', plural: 'Tracks' },
      admin: { ...rowLabel('title', 'Track'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'artist', type: 'text', required: true },
        {
          name: 'duration_seconds',
          label: 'Duration (seconds)',
          type: 'number',
          min: 0,
          admin: { step: 1 },
        },
      ],
    },
    httpUrlField('external_url', { label: 'Streaming link' }),
  ],
})
