import 'server-only'
import type { Payload } from 'payload'
import { cachedRead } from '@/content/cached-read'
import { collectionTag } from '@/content/tags'
import type { LocaleCode } from '@/i18n/locales'
import type { Form } from '@/payload-types'
import {
  FORM_KEY,
  minimumAgeOf,
  type PublicWebForm,
  TEXT_RULES,
  type TextRule,
  type WebFormField,
} from '@/rules/web-form'
import { FORMS_SLUG } from './cms'

type Block = NonNullable<Form['fields']>[number]

/** Plain-text paragraphs of a Lexical document (the form's confirmation message). */
export function lexicalParagraphs(value: unknown): string[] {
  const root = (value as { root?: { children?: unknown[] } } | null)?.root
  const out: string[] = []
  const textOf = (node: unknown): string => {
    const n = node as { text?: unknown; children?: unknown[]; type?: string }
    if (typeof n?.text === 'string') return n.text
    if (n?.type === 'linebreak') return '\n'
    return Array.isArray(n?.children) ? n.children.map(textOf).join('') : ''
  }
  for (const child of root?.children ?? []) {
    const text = textOf(child).trim()
    if (text) out.push(text)
  }
  return out
}

/** One block of the CMS as a public field; null for a block without a usable name. */
function publicField(block: Block): WebFormField | null {
  const b = block as Block & Record<string, unknown>
  const name = typeof b.name === 'string' ? b.name : ''
  if (!name) return null
  const base = {
    name,
    label: (typeof b.label === 'string' && b.label.trim()) || name,
    required: b.required === true,
    width: typeof b.width === 'number' ? b.width : null,
  }
  switch (b.blockType) {
    case 'text': {
      const rule = TEXT_RULES.includes(b.rule as TextRule) ? (b.rule as TextRule) : 'none'
      return { ...base, type: 'text', rule }
    }
    case 'email':
    case 'phone':
    case 'textarea':
    case 'country':
    case 'checkbox':
      return { ...base, type: b.blockType }
    case 'select': {
      const options = Array.isArray(b.options)
        ? (b.options as { value?: unknown; label?: unknown }[])
        : []
      return {
        ...base,
        type: 'select',
        options: options
          .filter((o) => typeof o.value === 'string' && o.value !== '')
          .map((o) => ({
            value: o.value as string,
            label: (typeof o.label === 'string' && o.label) || (o.value as string),
          })),
      }
    }
    case 'dateOfBirth':
      return { ...base, type: 'dateOfBirth', minimumAge: minimumAgeOf(b.minimumAge) }
    default:
      return null
  }
}

/** A form document as the site shows it (no recipient, nothing private). */
export function toPublicWebForm(doc: Form): PublicWebForm {
  return {
    id: doc.id,
    key: doc.key,
    kind: doc.kind === 'newsletter' ? 'newsletter' : 'webform',
    title: doc.title ?? '',
    submitLabel: doc.submitButtonLabel?.trim() ?? '',
    success: lexicalParagraphs(doc.confirmationMessage),
    fields: (doc.fields ?? []).map(publicField).filter((f): f is WebFormField => f !== null),
  }
}

/** A form by key in a locale, uncached (the submit endpoint checks against the current form). */
export async function findWebForm(
  payload: Payload,
  key: string,
  locale: LocaleCode,
): Promise<{ form: PublicWebForm; notifyTo: string | null } | null> {
  if (!FORM_KEY.test(key)) return null
  const found = await payload.find({
    collection: FORMS_SLUG,
    where: { key: { equals: key } },
    locale,
    fallbackLocale: false,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return { form: toPublicWebForm(doc), notifyTo: doc.notify_to ?? null }
}

/** The public shape of a form for pages and the modal, cached until an editor saves a form. */
export function getWebForm(key: string, locale: LocaleCode): Promise<PublicWebForm | null> {
  return cachedRead(['web-form', key, locale], [collectionTag(FORMS_SLUG)], async (payload) => {
    const found = await findWebForm(payload, key, locale)
    return found?.form ?? null
  })
}

/** The key of a form by its id (a block's relationship), cached like the form itself. */
export function getWebFormKey(id: number | string): Promise<string | null> {
  return cachedRead(['web-form-key', String(id)], [collectionTag(FORMS_SLUG)], async (payload) => {
    try {
      const doc = await payload.findByID({
        collection: FORMS_SLUG,
        id,
        depth: 0,
        overrideAccess: true,
        select: { key: true },
      })
      return doc.key ?? null
    } catch {
      return null
    }
  })
}

/** A block's or link's form value (an id or a populated form) as its key. */
export async function formKeyOf(value: unknown): Promise<string | null> {
  if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string') {
    return value.key
  }
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
    return getWebFormKey(value)
  }
  return null
}
