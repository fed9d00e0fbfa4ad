import type { CollectionConfig, Field } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { contentCollection } from '../factory'

/** What an outlet is (issue 13): the store locator filters on it. */
export const OUTLET_KINDS = [
  'wine-merchant',
  'department-store',
  'bar',
  'restaurant',
  'travel-retail',
] as const
export type OutletKind = (typeof OUTLET_KINDS)[number]

/** ISO 3166-1 alpha-2, upper case (the store locator and event finder filter on it). */
export function countryField(): Field {
  return {
    name: 'country',
    type: 'text',
    required: true,
    index: true,
    maxLength: 2,
    validate: (value: unknown) =>
      (typeof value === 'string' && /^[A-Z]{2}$/.test(value)) ||
      'Use the two upper-case letters of the ISO country code (FR, US, HK…).',
    admin: { description: 'ISO 3166-1 alpha-2 code, e.g. FR, US, HK.', width: '25%' },
  }
}

/** Latitude and longitude in decimal degrees (WGS 84), side by side. */
export function coordinateFields(): Field {
  return {
    type: 'row',
    fields: [
      { name: 'lat', label: 'Latitude', type: 'number', required: true, min: -90, max: 90 },
      { name: 'lng', label: 'Longitude', type: 'number', required: true, min: -180, max: 180 },
    ],
  }
}

/**
 * A point of sale in the store locator (SPEC §7: pr-storelocator/outlets). An outlet is one
 * wine merchant, department store, bar, restaurant or travel-retail shop written as on its
 * street sign, so its fields are shared by every locale: the factory's title (the outlet's
 * name) and availability switch are made unlocalized here, and an outlet shows in the locator
 * of every locale once switched on.
 */
const base = contentCollection({
  slug: 'outlets',
  labels: { singular: 'Outlet', plural: 'Outlets' },
  group: 'Catalog',
  hasPage: false,
  versioned: false,
  defaultSort: 'title',
  columns: ['city', 'country', 'kind'],
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'wine-merchant',
      options: [
        { value: 'wine-merchant', label: 'Wine merchant' },
        { value: 'department-store', label: 'Department store' },
        { value: 'bar', label: 'Bar' },
        { value: 'restaurant', label: 'Restaurant' },
        { value: 'travel-retail', label: 'Travel retail (airport, duty free)' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'address', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'postcode', type: 'text', admin: { width: '25%' } },
        { name: 'city', type: 'text', required: true, index: true, admin: { width: '50%' } },
        countryField(),
      ],
    },
    coordinateFields(),
    {
      name: 'phone',
      type: 'text',
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && /^\+?[0-9][0-9 ().-]{5,23}$/.test(value)) ||
        'Digits, spaces, dots, hyphens and brackets only, with an optional leading +.',
    },
    {
      name: 'website',
      type: 'text',
      maxLength: 300,
      validate: (value: unknown) =>
        value == null ||
        value === '' ||
        (typeof value === 'string' && /^https?:\/\/[^\s/?#]+\.[^\s]*$/.test(value)) ||
        'A full web address starting with https:// (or http://).',
    },
    {
      name: 'opening_hours',
      label: 'Opening hours',
      type: 'array',
      labels: { singular: 'Opening hours', plural: 'Opening hours' },
      admin: {
        ...rowLabel(['days', 'hours'], 'Opening hours', { join: true }),
        description: 'Written in the language of the outlet, e.g. "Mon–Sat" / "10:00–20:00".',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'text', required: true },
            { name: 'hours', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'products',
      label: 'Products carried',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      admin: { description: 'The products this outlet sells or pours (store locator filter).' },
    },
  ],
})

export const Outlets: CollectionConfig = {
  ...base,
  fields: base.fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'title') return { ...field, localized: false, label: 'Name' }
    if (field.name === 'available') {
      return { ...field, localized: false, label: 'Shown in the store locator' }
    }
    return field
  }) as Field[],
}
