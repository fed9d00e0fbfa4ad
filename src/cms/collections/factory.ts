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
  /**
   * Drafts, versions and scheduling (src/cms/versions.ts); on unless said otherwise. Off for
   * outlets only: 50,000 store rows bulk-loaded, dots on the map with no page, where a version
   * per row would double the data for no editorial gain; their availability switch stays their
   * published state.
   */
  versioned?: boolean
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
    versioned = true,
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
        ...(versioned ? ['_status'] : []),
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
    ...(versioned ? { versions: contentVersions } : {}),
    hooks: {
      beforeOperation: versioned ? [notePublication] : [],
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
