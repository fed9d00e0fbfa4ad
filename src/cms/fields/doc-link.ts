import type { Field, RelationshipFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { isExternalLinkUrl, LINK_TARGET_COLLECTIONS } from '@/routing/link-targets'

type Sibling = { type?: string | null } | undefined

const validateDoc: RelationshipFieldSingleValidation = (value, { siblingData }) =>
  (siblingData as Sibling)?.type === 'external' || value != null || 'Choose a page or document.'

const validateUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as Sibling)?.type !== 'external') return true
  if (value == null || value.trim() === '') return 'An external link needs its URL.'
  return (
    isExternalLinkUrl(value) ||
    'Use a full address starting with https:// (or a path below the locale such as /cocktails/).'
  )
}

/**
 * A link to a page or document of the site, or to an external URL (issue 17 item 7). An internal
 * link stores the document, not its address: the site builds the address from the document's
 * current slug (or page path) in the locale being read, so renaming a slug moves the link with it.
 * maxDepth 0 keeps the target unpopulated in reads (the site looks up only its slug).
 */
export function docLinkField(
  name = 'link',
  options: { label?: string; description?: string } = {},
): Field {
  return {
    name,
    type: 'group',
    label: options.label ?? 'Link',
    admin: {
      hideGutter: true,
      ...(options.description ? { description: options.description } : {}),
    },
    fields: [
      {
        name: 'type',
        label: 'Links to',
        type: 'radio',
        required: true,
        defaultValue: 'internal',
        options: [
          { label: 'A page or document of this site', value: 'internal' },
          { label: 'An external address', value: 'external' },
        ],
        admin: { layout: 'horizontal' },
      },
      {
        name: 'doc',
        label: 'Page or document',
        type: 'relationship',
        relationTo: [...LINK_TARGET_COLLECTIONS],
        maxDepth: 0,
        validate: validateDoc,
        admin: {
          condition: (_, sibling) => (sibling as Sibling)?.type !== 'external',
          description:
            'The link follows the document’s slug in this language. If the document is not available in this language, the entry is not shown.',
        },
      },
      {
        name: 'url',
        label: 'External address',
        type: 'text',
        validate: validateUrl,
        admin: {
          condition: (_, sibling) => (sibling as Sibling)?.type === 'external',
          description:
            'A full address such as https://www.example.com/. Paths below the language such as /cocktails/ still work (older entries) but do not follow slug changes: prefer a page or document.',
        },
      },
    ],
  }
}
