/** The default share image (src/app/share-image.png/route.tsx), 1200×630 as social cards want. */
export const DEFAULT_SHARE_IMAGE = {
  url: '/share-image.png',
  width: 1200,
  height: 630,
} as const
