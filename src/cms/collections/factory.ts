import type { CollectionConfig, Field } from 'payload'
import { marketLocalesOnly, mayEditContent, mayManageSite } from '../access'
import { availableField, localesColumnField, titleField } from '../fields/common'
import { slugField } from '../fields/slug'
import { notePublication } from '../hooks/publication'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '../hooks/revalidate'
import { redirectOnAddressChange } from '../hooks/slug-redirects'
import { contentVersions } from '../versions'

interface ContentCollectionOptions {
  slug: string
  labels: { singular: string; plural: string }
  group: 'Catalog' | 'Recipes' | 'Editorial' | 'Experiences' | 'Content'
  fields: Field[]
  /** Extra columns for the admin list, after title. */
  columns?: string[]
  /** Off for documents without their own page (outlets, events, tags in some uses). */
  hasPage?: boolean
  /** Newest first unless said otherwise. */
  defaultSort?: string
}

/**
 * A site content collection: a localized title, a localized slug and the per-locale availability
 * switch, read and written by the content roles, market editors in their locales only (over REST; the site reads through the Local API), and cache revalidation on publish. Every content type of
 * the site is made here, so they all behave alike.
 */
export function contentCollection(options: ContentCollectionOptions): CollectionConfig {
  const {
    slug,
    labels,
    group,
    fields,
    columns = [],
    hasPage = true,
    defaultSort = '-date',
  } = options
  return {
    slug,
    labels,
    defaultSort,
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: [
        'title',
        ...(hasPage ? ['slug'] : []),
        ...columns,
        'locale_versions',
        'updatedAt',
      ],
    },
    access: {
      read: mayEditContent,
      create: mayEditContent,
      update: mayEditContent,
      delete: mayManageSite,
      // Payload's default lets any signed-in user (a member too) read versions, drafts included.
      readVersions: mayEditContent,
    },
    versions: contentVersions,
    hooks: {
      beforeOperation: [notePublication],
      beforeValidate: [marketLocalesOnly],
      afterChange: [revalidateCollectionAfterChange, ...(hasPage ? [redirectOnAddressChange] : [])],
      afterDelete: [revalidateCollectionAfterDelete],
    },
    fields: [
      titleField(),
      ...(hasPage ? [slugField()] : []),
      availableField(),
      localesColumnField(),
      ...fields,
    ],
  }
}
