import type { ArrayField, Field, NumberField, TextField } from 'payload'
import { rowLabel } from '@/cms/admin/row-label'
import { validateMediaSource } from '@/rules/media-source'
import { imageField } from '../../fields/common'

/** Taste filters of the header's cocktail panel and the cocktails list (SPEC §2.7, §9). */
export const COCKTAIL_TASTES = ['soft', 'creamy', 'sweet', 'sour', 'bitter'] as const
export type CocktailTaste = (typeof COCKTAIL_TASTES)[number]

const TASTE_LABELS: Record<CocktailTaste, string> = {
  soft: 'Soft',
  creamy: 'Creamy',
  sweet: 'Sweet',
  sour: 'Sour',
  bitter: 'Bitter',
}

export function tasteField(): Field {
  return {
    name: 'taste',
    type: 'select',
    hasMany: true,
    options: COCKTAIL_TASTES.map((value) => ({ value, label: TASTE_LABELS[value] })),
    admin: {
      position: 'sidebar',
      description: 'One to three tastes: the cocktails list and the header panel filter by them.',
    },
  }
}

/** The publication date: lists sort by it (newest first). */
export function dateField(): Field {
  return {
    name: 'date',
    type: 'date',
    required: true,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
  }
}

/** Minutes, shown in the hero and as the structured data prepTime (SPEC §9). */
export function minutesField(
  name: string,
  label: string,
  admin: { width?: string } = {},
): NumberField {
  return { name, type: 'number', min: 0, label, admin: { description: 'In minutes.', ...admin } }
}

const HTTP_URL = /^https?:\/\/\S+$/

/** A video file or page URL (http or https), empty allowed. */
export function urlField(
  name: string,
  extra: { required?: boolean; label?: string; admin?: { description?: string } } = {},
): TextField {
  return {
    name,
    type: 'text',
    validate: (value: unknown) =>
      value == null ||
      value === '' ||
      (typeof value === 'string' && HTTP_URL.test(value)) ||
      'Use a full URL starting with https://',
    ...extra,
  }
}

/** A video file: a full http(s) URL or a path on this site (`/demo-media/pour.mp4`), empty allowed. */
export function mediaUrlField(
  name: string,
  extra: { required?: boolean; label?: string; admin?: { description?: string } } = {},
): TextField {
  return { name, type: 'text', validate: validateMediaSource, ...extra }
}

/**
 * Ingredients: quantity is text the people counter scales ("1/2", "1,5"; "a dash" or "top up"
 * are not numbers, so the counter shows nothing for them and the unit carries the words).
 *
 * The rows are per locale (issue 17 item 4): with rows shared by every locale, deleting one in
 * en-ww removed it from fr-fr, and a new row blocked saving the other locales until its required
 * name was translated. `localized` is off inside V2 blocs: the whole blocs field is localized
 * there, and Payload ignores a localized field nested in a localized one.
 */
export function ingredientsField(options: { localized: boolean }): ArrayField {
  return {
    name: 'ingredients',
    type: 'array',
    localized: options.localized,
    labels: { singular: 'Ingredient', plural: 'Ingredients' },
    admin: {
      initCollapsed: true,
      ...rowLabel(['quantity', 'unit', 'name'], 'Ingredient', { join: true }),
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'quantity',
            type: 'text',
            admin: {
              width: '20%',
              description: 'For one person: 2, 1/2, 1,5 … or words (a dash, top up).',
            },
          },
          { name: 'unit', type: 'text', admin: { width: '30%' } },
          { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        ],
      },
    ],
  }
}

/**
 * Numbered preparation steps (title, description, image), shared by cocktails and food recipes.
 * Each locale has its own rows, as for the ingredients.
 */
export function stepsField(name: string, extra: Field[] = []): ArrayField {
  return {
    name,
    type: 'array',
    localized: true,
    labels: { singular: 'Step', plural: 'Steps' },
    admin: { initCollapsed: true, ...rowLabel('title', 'Step') },
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'description', type: 'textarea' },
      imageField('image'),
      ...extra,
    ],
  }
}
