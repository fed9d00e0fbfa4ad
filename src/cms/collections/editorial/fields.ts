import type { DateFieldValidation, Field } from 'payload'
import { validateMediaSource } from '@/rules/media-source'

/** SPEC §9 "Default line-up entry length 5 mins": what an artist gets when no length is given. */
export const LINE_UP_DEFAULT_LENGTH_MINUTES = 5

/** True for an absolute http:// or https:// URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** A text field checked by `check` (a message when wrong); it does the required check too. */
function checkedTextField(
  name: string,
  { required = false, label }: { required?: boolean; label?: string },
  check: (value: unknown) => true | string,
): Field {
  return {
    name,
    type: 'text',
    required,
    ...(label ? { label } : {}),
    validate: (value: unknown) => {
      if (value == null || value === '') return required ? 'This field is required.' : true
      return check(value)
    },
  }
}

/**
 * A media or streaming link: an absolute http(s) URL. A custom validate replaces Payload's own,
 * so the required check is done here too.
 */
export function httpUrlField(
  name: string,
  extra: { required?: boolean; label?: string } = {},
): Field {
  return checkedTextField(
    name,
    extra,
    (value) =>
      (typeof value === 'string' && isHttpUrl(value)) || 'Enter an http:// or https:// URL.',
  )
}

/**
 * A video or audio file: an absolute http(s) URL or a path on this site such as
 * `/demo-media/pour.mp4` (issue 15: the demo files the site serves itself).
 */
export function mediaUrlField(
  name: string,
  extra: { required?: boolean; label?: string } = {},
): Field {
  return checkedTextField(name, extra, validateMediaSource)
}

/**
 * The publication date (day only): lists sort on it, newest first. A new document's `date`
 * starts at today (a function default: computed when the document is created, no database
 * default).
 */
export function dateField(
  name = 'date',
  extra: {
    required?: boolean
    withTime?: boolean
    label?: string
    validate?: DateFieldValidation
  } = {},
): Field {
  const { required = true, withTime = false, label, validate } = extra
  return {
    name,
    type: 'date',
    required,
    index: true,
    ...(label ? { label } : {}),
    ...(validate ? { validate } : {}),
    ...(name === 'date' && !withTime ? { defaultValue: () => new Date().toISOString() } : {}),
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: withTime ? 'dayAndTime' : 'dayOnly' },
    },
  }
}

/** SPEC §3 Post thumbnail: the card image, optional (the card falls back on the cover). */
export function thumbnailField(): Field {
  return {
    name: 'thumbnail',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'The card image (ratio 0.737). Empty: the card uses the cover.' },
  }
}

/** The short text of cards and list pages, per locale. */
export function excerptField(name = 'excerpt'): Field {
  return { name, type: 'textarea', localized: true }
}

/** The body text, per locale (members-only on articles: see Articles.ts). */
export function bodyField(): Field {
  return { name: 'body', type: 'richText', localized: true }
}

/** A duration in seconds (reading time, video or audio length). */
export function secondsField(name: string, label: string, description: string): Field {
  return { name, type: 'number', min: 0, label, admin: { step: 1, description } }
}

/** SPEC §3 card hide_time: the card leaves out its reading or video time. */
export function hideTimeField(): Field {
  return {
    name: 'hide_time',
    type: 'checkbox',
    defaultValue: false,
    label: 'Hide the reading or video time',
  }
}

/** The tags of an item: the Tags page (`/{locale}/tag/{slug}/`) lists everything tagged. */
export function tagsField(): Field {
  return {
    name: 'tags',
    type: 'relationship',
    relationTo: 'tags',
    hasMany: true,
    admin: { position: 'sidebar' },
  }
}
