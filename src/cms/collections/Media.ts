import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { fileUrlWithoutSlash, mediaVersion, versionedUrl } from '@/server/http/media-file'
import { contentOrStaticFile, marketLocalesOnly, mayEditContent, mayManageSite } from '../access'
import { altFallbackHook } from '../media-alt'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Image sizes named as SPEC §3 names them, each with its width. */
export const IMAGE_SIZES = [
  { name: 'card-small', width: 360 },
  { name: 'card-medium', width: 600 },
  { name: 'medium', width: 768 },
  { name: 'card-full', width: 1200 },
  { name: 'large', width: 1600 },
] as const

/** WebP quality of the derived sizes (sharp's scale). */
const IMAGE_QUALITY = 78

/**
 * Uploaded files live beside the database they belong to: MEDIA_DIR, else data/media. Tests and
 * the browser-test build give each throwaway database its own folder.
 */
export const mediaDir = () => process.env.MEDIA_DIR || path.join(root, 'data', 'media')

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: {
    read: contentOrStaticFile,
    create: mayEditContent,
    update: mayEditContent,
    delete: mayManageSite,
  },
  hooks: {
    beforeValidate: [marketLocalesOnly],
    // Every reader (pages, metadata, JSON-LD, the admin) gets file addresses Next.js serves
    // without a redirect first, each with its version, so the file can be cached for a year.
    afterRead: [
      ({ doc }) => {
        const own = mediaVersion(doc.filename, doc.filesize, doc.updatedAt)
        doc.url = versionedUrl(fileUrlWithoutSlash(doc.url), own)
        const sizes = Object.values(doc.sizes ?? {}) as Array<{
          url?: string | null
          filename?: string | null
          filesize?: number | null
        } | null>
        for (const size of sizes) {
          if (!size?.url) continue
          size.url = versionedUrl(
            fileUrlWithoutSlash(size.url),
            mediaVersion(size.filename, size.filesize, doc.updatedAt),
          )
        }
        // The admin's thumbnail is the card-small size (adminThumbnail below), versioned like it.
        const thumbnail = (
          doc.sizes as Record<string, { url?: string | null } | null> | undefined
        )?.['card-small']?.url
        doc.thumbnailURL = thumbnail ?? fileUrlWithoutSlash(doc.thumbnailURL)
        return doc
      },
    ],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*'],
    // Derived sizes are WebP (a quarter to a third smaller than JPEG at the same look; every
    // browser we support reads it); the original stays as uploaded.
    imageSizes: IMAGE_SIZES.map(({ name, width }) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: IMAGE_QUALITY } },
    })),
    // The editor's focal point: kept on the document, used as the object-position of every crop.
    focalPoint: true,
    adminThumbnail: 'card-small',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: 'Alt text',
      admin: {
        description:
          'What a screen reader says for this image, in this language. Until a language has its own text, its visitors read the en-ww text.',
      },
      hooks: { afterRead: [altFallbackHook] },
    },
    { name: 'title', type: 'text', localized: true },
  ],
}
