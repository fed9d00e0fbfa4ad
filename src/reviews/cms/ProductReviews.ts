import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload'
import { reviewApprovedPoints } from '@/account/server/earn-points'
import { mayManageSite } from '@/cms/access'
import { LOCALE_OPTIONS, wordOptions } from '@/cms/fields/options'
import { expire } from '@/cms/hooks/revalidate'
import {
  MAX_RATING,
  MAX_REVIEW_TEXT,
  MAX_REVIEW_TITLE,
  MIN_RATING,
  REVIEW_STATUSES,
} from '@/rules/reviews'
import { productReviewsTag } from '../tags'

const nobody = () => false

export const PRODUCT_REVIEWS_SLUG = 'product-reviews'

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : null

/**
 * Only what the public sees expires the product's cached reviews: a review that is or was
 * approved. A new pending review (every submission) leaves the cache alone.
 */
const expireIfShown: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  const shown = doc.status === 'approved' || previousDoc?.status === 'approved'
  if (!shown) return doc
  for (const product of new Set([idOf(doc.product), idOf(previousDoc?.product)])) {
    if (product != null) expire(productReviewsTag(product))
  }
  return doc
}

/** When an editor approves or rejects, the time is kept (a new submission clears it). */
const stampModeration: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status && data.status !== originalDoc?.status) {
    data.moderated_at = data.status === 'pending' ? null : new Date().toISOString()
  }
  return data
}

const expireAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  const product = idOf(doc.product)
  if (!context.disableRevalidate && doc.status === 'approved' && product != null) {
    expire(productReviewsTag(product))
  }
  return doc
}

/**
 * A member's review of a product (issue 14; docs/decisions.md "Product reviews"). Written only by
 * POST /api/members/reviews/ (Local API with overrideAccess): one review per member and product
 * (a compound unique index), a second submission replaces the first and goes back to pending.
 * Editors moderate in the admin (status pending → approved or rejected; the list filters by
 * status); only approved reviews are shown, through src/content/reviews.ts. Over REST editors
 * read and moderate; visitors and members read nothing (members' names and texts before
 * moderation are not public).
 */
export const ProductReviews: CollectionConfig = {
  slug: PRODUCT_REVIEWS_SLUG,
  labels: { singular: 'Product review', plural: 'Product reviews' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Catalog',
    useAsTitle: 'title',
    defaultColumns: ['title', 'product', 'rating', 'status', 'locale', 'author_name', 'createdAt'],
    listSearchableFields: ['title', 'text', 'author_name'],
    description:
      'Reviews written by members on product pages. Set the status to "approved" to show a review (and count it in the average), "rejected" to keep it hidden.',
  },
  access: { read: mayManageSite, create: nobody, update: mayManageSite, delete: mayManageSite },
  lockDocuments: false,
  indexes: [{ fields: ['product', 'member'], unique: true }],
  hooks: {
    beforeChange: [stampModeration],
    afterChange: [expireIfShown, reviewApprovedPoints],
    afterDelete: [expireAfterDelete],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: wordOptions(REVIEW_STATUSES),
      admin: { position: 'sidebar' },
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'author_name',
      label: 'Author name',
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        description: 'Shown with the review: the first name and the initial of the last name.',
      },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      index: true,
      options: LOCALE_OPTIONS,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: MIN_RATING,
      max: MAX_RATING,
      admin: { readOnly: true, step: 1 },
    },
    { name: 'title', type: 'text', maxLength: MAX_REVIEW_TITLE, admin: { readOnly: true } },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: MAX_REVIEW_TEXT * 2,
      admin: { readOnly: true },
    },
    {
      name: 'moderated_at',
      label: 'Moderated at',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
