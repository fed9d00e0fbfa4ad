/**
 * Share popup targets (SPEC §2.9): Facebook, Twitter and LinkedIn share pages for one URL.
 * Pure: no React, no I/O.
 */

export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The page of each network that shares `url` (with `title` as the text where it takes one). */
export function shareUrls(url: string, title?: string | null): Record<ShareNetwork, string> {
  const text = title?.trim()
  const twitter = new URLSearchParams({ url })
  if (text) twitter.set('text', text)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    twitter: `https://twitter.com/intent/tweet?${twitter}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
  }
}

/**
 * SPEC §2.9: "On mobile devices with native sharing, the native share sheet is used instead."
 * Mobile is read as a touch-first (coarse) pointer: desktop browsers also have navigator.share
 * but keep the popup.
 */
export function prefersNativeShare(device: { canShare: boolean; coarsePointer: boolean }): boolean {
  return device.canShare && device.coarsePointer
}
