import type { CollectionConfig } from 'payload'

const nobody = () => false

export const USED_CHALLENGES_SLUG = 'captcha-challenges'

/**
 * Captcha challenges already accepted (src/security/captcha/service.ts), kept until they expire
 * so that a solved challenge is accepted once. Written and swept by the server only (Local API
 * with overrideAccess): no REST access for anyone, not shown in the admin.
 */
export const UsedCaptchaChallenges: CollectionConfig = {
  slug: USED_CHALLENGES_SLUG,
  labels: { singular: 'Used captcha challenge', plural: 'Used captcha challenges' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // Editors never open these: no locking, no versions.
  lockDocuments: false,
  fields: [
    { name: 'nonce', type: 'text', required: true, unique: true },
    { name: 'expires_at', label: 'Expires at', type: 'date', required: true, index: true },
  ],
}
