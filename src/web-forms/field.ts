import type { Field, RelationshipFieldSingleValidation } from 'payload'
import { FORMS_SLUG } from './cms'

/** The id a relationship value holds: a bare id, or a populated document. */
function idOf(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'value' in value) return idOf(value.value)
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id)
  return null
}

/**
 * A form chosen from the list of forms (no free-text key); on save the server refuses a form
 * that does not exist (deleted since, or an id typed over the API).
 */
export const validateFormChoice: RelationshipFieldSingleValidation = async (
  value,
  { req, required },
) => {
  const id = idOf(value)
  if (id === null || id === '') return required ? 'Choose a form.' : true
  // In the browser the admin has no Local API: the server checks again on save.
  if (!req?.payload?.findByID) return true
  try {
    await req.payload.findByID({
      collection: FORMS_SLUG,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: false,
      select: { key: true },
    })
    return true
  } catch {
    return 'This form does not exist: choose one from the list.'
  }
}

/** The `form` field of a block or a link: a relationship to one form, checked on save. */
export function formField(name = 'form', required = true): Field {
  return {
    name,
    type: 'relationship',
    relationTo: FORMS_SLUG,
    required,
    hasMany: false,
    maxDepth: 0,
    validate: validateFormChoice,
    admin: { description: 'Choose a form built under Forms.' },
  }
}
