import type { Block } from 'payload'
import { imageField } from '../../../fields/common'
import { minutesField } from '../fields'

/** V2 hero (SPEC §3 "Cocktail V2 blocks: hero"): the first bloc of a V2 cocktail page. */
export const BlocHero: Block = {
  slug: 'bloc_hero',
  interfaceName: 'BlocHero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    imageField('image', { required: true }),
    minutesField('time', 'Preparation time'),
  ],
}
