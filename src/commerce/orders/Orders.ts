import type { CollectionConfig } from 'payload'
import { mayHandleMemberData } from '@/cms/access'
import { rowLabel } from '@/cms/admin/row-label'
import { LOCALE_OPTIONS, wordOptions } from '@/cms/fields/options'
import { FULFILMENT_METHODS } from '../rules/cart'

const nobody = () => false

export const ORDERS_SLUG = 'orders'
export const ORDER_STATUSES = ['handed_off'] as const

/**
 * An en-us cart handed over to a retailer (issue 14): what was asked, of whom, for which ZIP
 * code, and the email the confirmation went to. No payment data: the retailer takes payment on
 * its side. Written only by POST /api/cart/checkout/ (Local API); over REST editors read them,
 * visitors and members nothing (docs/decisions.md "en-us cart"). The confirmation link's token
 * is kept as a hash only.
 */
export const Orders: CollectionConfig = {
  slug: ORDERS_SLUG,
  labels: { singular: 'Order', plural: 'Orders' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Catalog',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'retailer', 'zip', 'status', 'createdAt'],
  },
  access: { read: mayHandleMemberData, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'handed_off',
      options: [{ value: 'handed_off', label: 'Handed off' }],
    },
    { name: 'retailer', type: 'text', required: true, index: true },
    { name: 'zip', type: 'text', required: true },
    { name: 'state', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALE_OPTIONS,
    },
    {
      name: 'lines',
      admin: rowLabel(['quantity', 'product_name'], 'Line', { join: true }),
      type: 'array',
      required: true,
      fields: [
        { name: 'product', type: 'text', required: true },
        { name: 'product_name', label: 'Product name', type: 'text', required: true },
        {
          name: 'method',
          type: 'select',
          required: true,
          options: wordOptions(FULFILMENT_METHODS),
        },
        { name: 'quantity', type: 'number', required: true, min: 1, max: 12 },
        { name: 'unit_price', label: 'Unit price', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'currency', type: 'text', required: true },
    { name: 'total_cents', label: 'Total (cents)', type: 'number', required: true, min: 0 },
    { name: 'token_hash', type: 'text', required: true, unique: true, hidden: true },
    { name: 'member', type: 'relationship', relationTo: 'members', index: true },
  ],
}
