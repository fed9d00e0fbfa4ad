import type { Payload } from 'payload'
import { DEFAULT_LOCALE, getLocale, LOCALE_CODES } from '../../src/i18n/locales'
import { FORM_WORDS, type FormWords as Words } from './data/form-words'
import { richText } from './lexical'
import { type SeedReport, seedContext } from './upsert'

/**
 * Forms built with the form builder (issue 12), in every locale: the newsletter (the sign-up
 * form stands in for it), the Contact form, the trade Qualification form, a trade enquiry and an
 * event form. Labels in the 7 languages; each form mails one address of the house.
 */

// biome-ignore lint/suspicious/noExplicitAny: seed data is checked by Payload's validation at write time.
type Row = Record<string, any>

const text = (
  name: string,
  label: string,
  required: boolean,
  rule = 'none',
  width?: number,
): Row => ({
  blockType: 'text',
  name,
  label,
  required,
  rule,
  ...(width ? { width } : {}),
})
const simple = (
  blockType: string,
  name: string,
  label: string,
  required: boolean,
  width?: number,
): Row => ({
  blockType,
  name,
  label,
  required,
  ...(width ? { width } : {}),
})
const select = (
  name: string,
  label: string,
  required: boolean,
  values: string[],
  labels: string[],
): Row => ({
  blockType: 'select',
  name,
  label,
  required,
  options: values.map((value, i) => ({ value, label: labels[i] })),
})
const dob = (w: Words): Row => ({
  blockType: 'dateOfBirth',
  name: 'dateOfBirth',
  label: w.dob,
  required: true,
  minimumAge: 18,
})

interface FormDef {
  key: string
  kind: 'webform' | 'newsletter'
  notifyTo: string | null
  title: (w: Words) => string
  submit: (w: Words) => string
  success: (w: Words) => string
  fields: (w: Words) => Row[]
}

export const SEEDED_FORMS: FormDef[] = [
  {
    key: 'newsletter',
    kind: 'newsletter',
    notifyTo: null,
    title: (w) => w.newsletterTitle,
    submit: (w) => w.send,
    success: (w) => w.newsletterSuccess,
    fields: () => [],
  },
  {
    key: 'contact',
    kind: 'webform',
    notifyTo: 'contact@maison-solaine.test',
    title: (w) => w.contactTitle,
    submit: (w) => w.contactSubmit,
    success: (w) => w.contactSuccess,
    fields: (w) => [
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, false, 50),
      simple('country', 'country', w.country, true),
      dob(w),
      select('subject', w.subject, true, ['cognacs', 'visit', 'press', 'other'], w.subjects),
      simple('textarea', 'message', w.message, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'trade-qualification',
    kind: 'webform',
    notifyTo: 'trade@maison-solaine.test',
    title: (w) => w.qualificationTitle,
    submit: (w) => w.qualificationSubmit,
    success: (w) => w.qualificationSuccess,
    fields: (w) => [
      text('company', w.company, true),
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, true, 50),
      simple('country', 'country', w.country, true, 50),
      text('city', w.city, true, 'wordText', 50),
      select(
        'businessType',
        w.businessType,
        true,
        ['bar', 'shop', 'distributor', 'hotel'],
        w.businessTypes,
      ),
      simple('textarea', 'message', w.message, false),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'trade-enquiry',
    kind: 'webform',
    notifyTo: 'trade@maison-solaine.test',
    title: (w) => w.enquiryTitle,
    submit: (w) => w.send,
    success: (w) => w.enquirySuccess,
    fields: (w) => [
      text('fullName', w.fullName, true, 'name'),
      text('company', w.company, true),
      simple('email', 'email', w.email, true, 50),
      simple('phone', 'phone', w.phone, false, 50),
      simple('country', 'country', w.country, true),
      select('volume', w.volume, false, ['small', 'medium', 'large'], w.volumes),
      simple('textarea', 'message', w.message, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'noblige-card',
    kind: 'webform',
    notifyTo: 'noblesse@maison-solaine.test',
    title: (w) => w.cardTitle,
    submit: (w) => w.cardSubmit,
    success: (w) => w.cardSuccess,
    fields: (w) => [
      text('recipientName', w.recipientName, true, 'name', 50),
      text('senderName', w.senderName, true, 'name', 50),
      simple('email', 'email', w.email, true),
      simple('textarea', 'words', w.cardWords, true),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
  {
    key: 'event',
    kind: 'webform',
    notifyTo: 'events@maison-solaine.test',
    title: (w) => w.eventTitle,
    submit: (w) => w.eventSubmit,
    success: (w) => w.eventSuccess,
    fields: (w) => [
      text('firstName', w.firstName, true, 'name', 50),
      text('lastName', w.lastName, true, 'name', 50),
      simple('email', 'email', w.email, true),
      dob(w),
      text('city', w.city, true, 'wordText', 50),
      select('guests', w.guests, true, ['1', '2', '3', '4'], ['1', '2', '3', '4']),
      simple('checkbox', 'consent', w.consent, true),
    ],
  },
]

export const wordsOf = (locale: string) => FORM_WORDS[getLocale(locale as never).language]

/** The localized data of a form in a locale, onto the rows (and option rows) that exist. */
function localized(def: FormDef, w: Words, existing: Row[] | null) {
  const rows = def.fields(w).map((row, i) => {
    const id = existing?.[i]?.id
    const options = Array.isArray(row.options)
      ? row.options.map((o: Row, j: number) => ({ ...o, id: existing?.[i]?.options?.[j]?.id }))
      : undefined
    return { ...row, ...(id ? { id } : {}), ...(options ? { options } : {}) }
  })
  return {
    title: def.title(w),
    submitButtonLabel: def.submit(w),
    confirmationType: 'message',
    confirmationMessage: richText([def.success(w)]),
    fields: rows,
  }
}

/** Creates the seeded forms once and fills each locale that has no title yet (idempotent). */
export async function seedForms(payload: Payload, report: SeedReport): Promise<void> {
  for (const def of SEEDED_FORMS) {
    const found = await payload.find({
      collection: 'forms',
      where: { key: { equals: def.key } },
      locale: DEFAULT_LOCALE,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let doc = found.docs[0]
    if (!doc) {
      doc = await payload.create({
        collection: 'forms',
        locale: DEFAULT_LOCALE,
        context: seedContext,
        overrideAccess: true,
        depth: 0,
        data: {
          key: def.key,
          kind: def.kind,
          notify_to: def.notifyTo,
          ...localized(def, wordsOf(DEFAULT_LOCALE), null),
        } as never,
      })
      report.created++
    }
    const all = (await payload.findByID({
      collection: 'forms',
      id: doc.id,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
      select: { title: true },
    })) as unknown as { title?: Partial<Record<string, string | null>> | null }
    for (const locale of LOCALE_CODES) {
      if (all.title?.[locale]) continue
      const current = await payload.findByID({
        collection: 'forms',
        id: doc.id,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
      })
      await payload.update({
        collection: 'forms',
        id: doc.id,
        locale,
        context: seedContext,
        overrideAccess: true,
        depth: 0,
        data: localized(def, wordsOf(locale), (current.fields ?? []) as Row[]) as never,
      })
      report.updated++
    }
  }
}

export type SeededFormKey =
  | 'newsletter'
  | 'contact'
  | 'trade-qualification'
  | 'trade-enquiry'
  | 'noblige-card'
  | 'event'

/** The ids of the seeded forms (for the pages' blocks). */
export async function seededFormIds(payload: Payload): Promise<Record<SeededFormKey, number>> {
  const ids = {} as Record<SeededFormKey, number>
  for (const def of SEEDED_FORMS) {
    const found = await payload.find({
      collection: 'forms',
      where: { key: { equals: def.key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const id = found.docs[0]?.id
    if (id === undefined) throw new Error(`seed: form "${def.key}" must be seeded first`)
    ids[def.key as SeededFormKey] = id as number
  }
  return ids
}
