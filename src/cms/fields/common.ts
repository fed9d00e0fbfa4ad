import type { Field } from 'payload'
import { MEMBER_LEVEL_OPTIONS } from '@/cms/fields/options'

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
  extra: { required?: boolean; localized?: boolean; label?: string; description?: string } = {},
): Field {
  const { description, ...rest } = extra
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    ...rest,
    ...(description ? { admin: { description } } : {}),
  }
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
      imageField('share_image', {
        label: 'Share image',
        description: 'Shown when the page is shared on social networks (Open Graph).',
      }),
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
    {
      name: 'exclusive',
      label: 'Members only',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Only signed-in members of the level below (or higher) see it in full; others see a teaser.',
      },
    },
    {
      name: 'min_level',
      label: 'Lowest member level',
      type: 'select',
      defaultValue: 'level1',
      options: MEMBER_LEVEL_OPTIONS,
      admin: {
        position: 'sidebar',
        condition: (_, siblingData) => Boolean(siblingData?.exclusive),
        description: 'Members below this level see the teaser only.',
      },
    },
  ]
}

/**
 * A content document's localized title; in the admin list, a document not written in the
 * locale being edited shows the default locale's title, marked (issue 17 item 9).
 */
export function titleField(): Field {
  return {
    name: 'title',
    type: 'text',
    required: true,
    localized: true,
    admin: { components: { Cell: '/cms/admin/LocaleColumns#TitleCell' } },
  }
}

/**
 * The admin list's "Locales" column: where the document has a title, and where it is not
 * switched on. Not stored and not in the API (a `ui` field); nothing on the edit page.
 */
export function localesColumnField(): Field {
  return {
    name: 'locale_versions',
    label: 'Locales',
    type: 'ui',
    admin: { components: { Cell: '/cms/admin/LocaleColumns#LocalesCell' } },
  }
}
