import type { Field } from 'payload'
import { MEMBER_LEVELS } from '@/rules/member-levels'

/**
 * The per-locale "available in this locale" switch: content has no fallback between locales, so a
 * document is shown (and offered as a translation) only where an editor switched it on.
 */
export function availableField(): Field {
  return {
    name: 'available',
    type: 'checkbox',
    localized: true,
    defaultValue: false,
    label: 'Available in this locale',
    admin: { position: 'sidebar' },
    // A duplicate starts unavailable everywhere: it is shown once an editor switches it on.
    // (Only in locales the original has: a value for another locale would create its row.)
    hooks: { beforeDuplicate: [({ value }) => (value == null ? undefined : false)] },
  }
}

/** An image from the media collection. */
export function imageField(
  name: string,
  extra: { required?: boolean; localized?: boolean } = {},
): Field {
  return { name, type: 'upload', relationTo: 'media', ...extra }
}

/** SEO title, description (cut to 400 characters on the page) and share image, per locale. */
export function seoField(): Field {
  return {
    name: 'seo',
    type: 'group',
    admin: { position: 'sidebar' },
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'description', type: 'textarea', localized: true },
      imageField('share_image'),
      {
        name: 'no_index',
        type: 'checkbox',
        defaultValue: false,
        label: 'Hide from search engines',
      },
    ],
  }
}

/** Members-only items (SPEC §2.9, §6): the lock, and the lowest member level that opens them. */
export function exclusiveFields(): Field[] {
  return [
    { name: 'exclusive', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'min_level',
      type: 'select',
      defaultValue: 'level1',
      options: MEMBER_LEVELS.map((value) => ({ value, label: value })),
      admin: {
        position: 'sidebar',
        condition: (_, siblingData) => Boolean(siblingData?.exclusive),
        description: 'Members below this level see the teaser only.',
      },
    },
  ]
}
