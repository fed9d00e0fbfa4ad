import type { Block } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { imageField } from '../../../fields/common'
import { ingredientsField } from '../fields'

/** V2 recipe (SPEC §3): ingredients with the people counter, the bottle used, tips and tools. */
export const BlocRecipe: Block = {
  slug: 'bloc_recipe',
  interfaceName: 'BlocRecipe',
  labels: { singular: 'Recipe', plural: 'Recipes' },
  fields: [
    { name: 'title', type: 'text' },
    ingredientsField({ localized: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'related_product',
          label: 'Related product',
          type: 'relationship',
          relationTo: 'products',
          admin: { width: '50%', description: 'The house cognac of this recipe.' },
        },
        imageField('related_image', { label: 'Related image' }),
      ],
    },
    {
      name: 'without_alcohol',
      label: 'Alcohol-free',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A zero-proof version: the bottle is not shown.' },
    },
    { name: 'tips_show', type: 'checkbox', defaultValue: false, label: 'Show the tips' },
    {
      name: 'tips_label',
      label: 'Tips heading',
      type: 'text',
      admin: { condition: (_, sibling) => Boolean(sibling?.tips_show) },
    },
    {
      name: 'tips_description',
      label: 'Tips text',
      type: 'textarea',
      admin: { condition: (_, sibling) => Boolean(sibling?.tips_show) },
    },
    { name: 'tools_show', type: 'checkbox', defaultValue: false, label: 'Show the tools' },
    {
      name: 'tools_label',
      label: 'Tools heading',
      type: 'text',
      admin: { condition: (_, sibling) => Boolean(sibling?.tools_show) },
    },
    {
      name: 'tools_items',
      label: 'Tools',
      type: 'array',
      labels: { singular: 'Tool', plural: 'Tools' },
      admin: {
        ...rowLabel(['key', 'value'], 'Tool'),
        condition: (_, sibling) => Boolean(sibling?.tools_show),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', required: true, label: 'Tool', admin: { width: '50%' } },
            { name: 'value', type: 'text', label: 'Detail', admin: { width: '50%' } },
          ],
        },
      ],
    },
  ],
}
