import type { Block } from 'payload'
import { urlField } from '@/cms/fields/link'
import { wordOptions } from '@/cms/fields/options'

export const SQUARED_CTA_POSITIONS = ['center', 'right', 'left'] as const

/** A single button; its position sets its alignment (SPEC §2.5 "squared_cta"). */
export const SquaredCtaBlock: Block = {
  slug: 'squared_cta',
  interfaceName: 'SquaredCta',
  labels: { singular: 'Squared call to action', plural: 'Squared calls to action' },
  fields: [
    { name: 'label', type: 'text', required: true },
    urlField('url', { required: true }),
    {
      name: 'position',
      type: 'select',
      required: true,
      defaultValue: 'center',
      options: wordOptions(SQUARED_CTA_POSITIONS),
    },
  ],
}
