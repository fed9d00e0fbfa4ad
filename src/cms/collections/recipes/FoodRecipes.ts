import type { CollectionConfig } from 'payload'
import { imageField, seoField } from '../../fields/common'
import { contentCollection } from '../factory'
import { dateField, ingredientsField, minutesField, stepsField } from './fields'

/** Food recipes paired with a cognac of the house (SPEC §2.1 FoodRecipe page). */
export const FoodRecipes: CollectionConfig = contentCollection({
  slug: 'food-recipes',
  labels: { singular: 'Food recipe', plural: 'Food recipes' },
  group: 'Recipes',
  columns: ['paired_product'],
  fields: [
    dateField(),
    { name: 'description', type: 'textarea', localized: true },
    imageField('cover', { required: true }),
    {
      type: 'row',
      fields: [
        minutesField('preparation_time', 'Preparation time', { width: '50%' }),
        {
          name: 'servings',
          type: 'number',
          min: 1,
          defaultValue: 4,
          admin: { width: '50%', description: 'The quantities below are for this many people.' },
        },
      ],
    },
    ingredientsField({ localized: true }),
    stepsField('steps'),
    {
      name: 'paired_product',
      label: 'Paired product',
      type: 'relationship',
      relationTo: 'products',
      admin: { position: 'sidebar', description: 'The house cognac served with the dish.' },
    },
    seoField(),
  ],
})
