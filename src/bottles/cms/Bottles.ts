import type { CollectionConfig } from 'payload'
import { mayEditContent } from '@/cms/access'

const nobody = () => false

export const BOTTLES_SLUG = 'bottles'

/**
 * A connected bottle (issue 15): one row per minted tag, made by `npm run bottles:mint` (Local
 * API). The tag's code is not stored: it is re-derived from the batch and serial and the site's
 * secret (src/rules/bottle-code.ts). Scans are counted by POST /api/bottles/verify/. Editors read
 * them over REST; nobody writes them by hand (a scan history must not be edited).
 */
export const Bottles: CollectionConfig = {
  slug: BOTTLES_SLUG,
  labels: { singular: 'Connected bottle', plural: 'Connected bottles' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Catalog',
    useAsTitle: 'code_id',
    defaultColumns: ['code_id', 'product', 'first_scan_at', 'scan_count'],
    description: 'Bottles with a signed NFC / QR tag. Mint a batch with npm run bottles:mint.',
  },
  access: { read: mayEditContent, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  fields: [
    {
      name: 'code_id',
      label: 'Tag code',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Batch and serial: XO-2026-A/42' },
    },
    { name: 'batch', type: 'text', required: true, index: true },
    { name: 'serial', type: 'number', required: true, min: 1 },
    { name: 'product', type: 'relationship', relationTo: 'products', required: true },
    {
      name: 'bottled_on',
      label: 'Bottled on',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'first_scan_at', label: 'First scanned at', type: 'date' },
    { name: 'last_scan_at', label: 'Last scanned at', type: 'date' },
    { name: 'scan_count', label: 'Scans', type: 'number', required: true, defaultValue: 0, min: 0 },
  ],
}

export const codeIdOf = (batch: string, serial: number) => `${batch}/${serial}`
