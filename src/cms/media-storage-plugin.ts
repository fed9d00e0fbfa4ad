import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { mediaS3, STORAGE_PREFIXES } from './media-storage'

/**
 * Payload's S3 adapter for the upload collections. Applied with or without a bucket
 * (`alwaysInsertFields`), so the columns it adds (`prefix`, `_objectKey`) exist in both modes and
 * one set of PostgreSQL migrations fits every deployment. The site and the admin read the files
 * through our route (src/app/api/media/file/[filename]/route.ts), which shadows Payload's.
 */
export function mediaStoragePlugin(s3 = mediaS3()): Plugin {
  return s3Storage({
    enabled: s3 !== null,
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3?.client ?? {},
    collections: {
      media: { prefix: STORAGE_PREFIXES.media },
      'video-cards': { prefix: STORAGE_PREFIXES['video-cards'] },
    },
  })
}
