import type { CollectionConfig } from 'payload'
import { countryLabel } from '@/cms/fields/options'
import { LOCALES } from '@/i18n/locales'
import { AVAILABILITIES, INTERNATIONAL_MARKET, isRetailerUrl } from '@/rules/offers'
import { mayEditContent, mayManageSite } from '../../access'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '../../hooks/revalidate'

/** The markets offers are written for: each country of the locales, and WW for en-ww. */
export const OFFER_MARKETS: readonly string[] = [
  INTERNATIONAL_MARKET,
  ...new Set(LOCALES.flatMap((l) => (l.country ? [l.country] : []))),
]

const AVAILABILITY_LABELS: Record<(typeof AVAILABILITIES)[number], string> = {
  in_stock: 'In stock',
  limited: 'Limited stock',
  out_of_stock: 'Out of stock',
}

/**
 * A retailer's offer for a product in one market (issue 14, click-to-buy): who sells it, at
 * what price and pack size, whether it is in stock, and the page where it is bought. A market is
 * a country (the locales en-ca and fr-ca share CA's offers), or WW for the international locale.
 * The offer is the retailer's own wording, so nothing is localized. Editors only over REST: the
 * site reads offers through the Local API (src/commerce) and shows them in the ctb_modal.
 */
export const RetailerOffers: CollectionConfig = {
  slug: 'retailer-offers',
  labels: { singular: 'Retailer offer', plural: 'Retailer offers' },
  admin: {
    group: 'Catalog',
    useAsTitle: 'retailer',
    defaultColumns: ['retailer', 'product', 'market', 'price', 'currency', 'availability'],
    description:
      'The retailers listed in the click-to-buy window of a product, per market (country).',
  },
  defaultSort: 'retailer',
  access: {
    read: mayEditContent,
    create: mayManageSite,
    update: mayManageSite,
    delete: mayManageSite,
  },
  hooks: {
    afterChange: [revalidateCollectionAfterChange],
    afterDelete: [revalidateCollectionAfterDelete],
  },
  fields: [
    { name: 'retailer', type: 'text', required: true, maxLength: 80 },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'market',
          type: 'select',
          required: true,
          index: true,
          options: OFFER_MARKETS.map((m) => ({
            value: m,
            label: m === INTERNATIONAL_MARKET ? 'International (en-ww)' : countryLabel(m),
          })),
          admin: { width: '25%', description: 'Country (ISO code), or WW for en-ww.' },
        },
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0.01,
          max: 1_000_000_000,
          admin: { width: '25%', step: 0.01 },
        },
        {
          name: 'currency',
          type: 'text',
          required: true,
          maxLength: 3,
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[A-Z]{3}$/.test(value)) ||
            'The three upper-case letters of the ISO 4217 currency (EUR, GBP, USD…).',
          admin: { width: '25%' },
        },
        {
          name: 'pack_size',
          label: 'Pack size',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { width: '25%', description: 'As the retailer writes it: 70 cl, 6 × 70 cl.' },
        },
      ],
    },
    {
      name: 'availability',
      type: 'select',
      required: true,
      defaultValue: 'in_stock',
      options: AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] })),
    },
    {
      name: 'url',
      label: 'Link to the product at the retailer',
      type: 'text',
      required: true,
      maxLength: 500,
      validate: (value: unknown) =>
        isRetailerUrl(value) || 'A full https:// address of the retailer’s page for this product.',
    },
  ],
}
