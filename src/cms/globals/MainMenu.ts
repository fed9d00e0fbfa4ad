import type { GlobalConfig } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { wordOptions } from '@/cms/fields/options'
import { marketLocalesOnlyGlobal, mayEditContent } from '../access'
import { imageField } from '../fields/common'
import { docLinkField } from '../fields/doc-link'
import { noteGlobalPublication } from '../hooks/publication'
import { revalidateGlobalAfterChange } from '../hooks/revalidate'
import { globalVersions } from '../versions'

export const MENU_PANELS = ['news', 'collection', 'la-maison', 'cocktails', 'visit-us'] as const

/** A panel entry's link: a page or document by reference, or an external address. */
const link = docLinkField('link')

/**
 * The main menu per locale (SPEC §3 "Menu item"). The whole item list is per locale, so fields
 * inside it are not localized one by one. panel_content_v2 fills the desktop panel: links on the
 * left, cards on the right; the latest news, cocktails and products come from the content itself.
 */
export const MainMenu: GlobalConfig = {
  slug: 'main-menu',
  label: 'Main menu',
  admin: { group: 'Site' },
  access: { read: mayEditContent, update: mayEditContent, readVersions: mayEditContent },
  versions: globalVersions,
  hooks: {
    beforeOperation: [noteGlobalPublication],
    beforeValidate: [marketLocalesOnlyGlobal],
    afterChange: [revalidateGlobalAfterChange],
  },
  fields: [
    {
      name: 'items',
      type: 'array',
      localized: true,
      admin: { ...rowLabel('title', 'Menu item'), initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        docLinkField('link', {
          description:
            'Where the entry leads: a page or document of this site, or an external address.',
        }),
        { name: 'key', type: 'text' },
        {
          name: 'icon_link',
          label: 'Icon link',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Shown as an icon in the header (e.g. the newsletter).' },
        },
        {
          name: 'secondary_link',
          label: 'Secondary link',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Shown among the secondary links of the footer and mobile menu.' },
        },
        {
          name: 'panel',
          type: 'select',
          options: wordOptions(MENU_PANELS),
        },
        {
          name: 'panel_content_v2',
          label: 'Panel contents',
          type: 'group',
          admin: {
            condition: (_, sibling) => Boolean(sibling?.panel),
            description: 'The cards and links of the panel this item opens in the header.',
          },
          fields: [
            {
              name: 'sublinks_news',
              admin: rowLabel('label', 'Link'),
              label: 'News links',
              type: 'array',
              dbName: 'menu_sublinks_news',
              fields: [
                { name: 'label', type: 'text', required: true },
                link,
                {
                  name: 'type',
                  type: 'select',
                  options: wordOptions(['news', 'articles', 'videos', 'shows', 'page']),
                },
              ],
            },
            {
              name: 'sublinks_collection',
              admin: rowLabel('label', 'Link'),
              label: 'Collection links',
              type: 'array',
              dbName: 'menu_sublinks_collection',
              fields: [
                { name: 'label', type: 'text', required: true },
                link,
                {
                  name: 'push',
                  type: 'relationship',
                  relationTo: 'products',
                  admin: { description: 'A product pushed beside the link.' },
                },
              ],
            },
            {
              name: 'cards_pushs',
              admin: rowLabel('title', 'Card'),
              label: 'Promoted cards',
              type: 'array',
              dbName: 'menu_cards_pushs',
              fields: [
                imageField('card_image', { label: 'Card image', required: true }),
                { name: 'title', type: 'text' },
                link,
              ],
            },
            {
              name: 'selected_news',
              label: 'Featured news',
              type: 'relationship',
              relationTo: 'news',
              hasMany: true,
            },
            {
              name: 'selected_cocktails',
              label: 'Featured cocktails',
              type: 'relationship',
              relationTo: 'cocktails',
              hasMany: true,
            },
            {
              name: 'journey_cards',
              admin: rowLabel('title', 'Card'),
              label: 'Journey cards',
              type: 'array',
              dbName: 'menu_journey_cards',
              fields: [
                imageField('image', { required: true }),
                { name: 'title', type: 'text', required: true },
                link,
              ],
            },
          ],
        },
      ],
    },
  ],
}
