import { formBuilderPlugin, fields as pluginBlocks } from '@payloadcms/plugin-form-builder'
import type { Block, Field, Plugin, TextFieldSingleValidation } from 'payload'
import { mayEditContent, mayHandleMemberData, mayManageSite } from '@/cms/access'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '@/cms/hooks/revalidate'
import { isValidEmail } from '@/rules/validation'
import { FIELD_NAME, FORM_KEY, type TEXT_RULES } from '@/rules/web-form'

const nobody = () => false

export const FORMS_SLUG = 'forms'
export const FORM_SUBMISSIONS_SLUG = 'form-submissions'

const validateKey: TextFieldSingleValidation = (value) =>
  (typeof value === 'string' && FORM_KEY.test(value)) ||
  'Use lower-case letters, digits and hyphens, e.g. contact or trade-enquiry.'

const validateFieldName: TextFieldSingleValidation = (value) =>
  (typeof value === 'string' && FIELD_NAME.test(value)) ||
  'Start with a letter; then letters, digits or _ (at most 50), e.g. firstName.'

const validateRecipient: TextFieldSingleValidation = (value) =>
  value == null || value === '' || (typeof value === 'string' && isValidEmail(value))
    ? true
    : 'Enter one email address.'

/** The plugin's name / label / width / required fields of a block, found by name. */
const common = (block: Block): Field[] => block.fields

/** Puts our check on every `name` field of a block's rows (the plugin leaves it free text). */
function withNameCheck(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (field.type === 'row') return { ...field, fields: withNameCheck(field.fields) }
    if ('name' in field && field.name === 'name' && field.type === 'text' && !field.hasMany) {
      return { ...field, validate: validateFieldName } as Field
    }
    return field
  })
}

const blocks = pluginBlocks as unknown as Record<
  'text' | 'email' | 'select' | 'country' | 'checkbox' | 'textarea',
  Block
>

/** text: with the SPEC §5 rule it must follow (none, name, word text). */
const textBlock: Block = {
  ...blocks.text,
  slug: 'text',
  fields: [
    ...withNameCheck(common(blocks.text)),
    {
      name: 'rule',
      type: 'select',
      defaultValue: 'none',
      options: [
        { value: 'none', label: 'Any text' },
        { value: 'name', label: 'A name (letters, at least 2)' },
        { value: 'wordText', label: 'Words (letters, single spaces or hyphens)' },
      ] satisfies { value: (typeof TEXT_RULES)[number]; label: string }[],
    },
  ],
}

/** phone: SPEC §5 "Phone" (the plugin has no phone field). */
const phoneBlock: Block = {
  ...blocks.email,
  slug: 'phone',
  labels: { singular: 'Phone', plural: 'Phone fields' },
  fields: withNameCheck(common(blocks.email)),
}

/** date of birth: three dropdowns (SPEC §5), refused under a minimum age (18 by default). */
const dateOfBirthBlock: Block = {
  slug: 'dateOfBirth',
  labels: { singular: 'Date of birth', plural: 'Date of birth fields' },
  fields: [
    ...withNameCheck(common(blocks.email)),
    {
      name: 'minimumAge',
      type: 'number',
      defaultValue: 18,
      min: 0,
      max: 120,
      admin: { description: 'Younger visitors are refused (SPEC §5: 18 unless told).' },
    },
  ],
}

const plainBlock = (name: keyof typeof blocks): Block => ({
  ...blocks[name],
  fields: withNameCheck(common(blocks[name])),
})

/**
 * Payload's form builder (issue 12): editors build forms from text, email, phone, select,
 * country, checkbox, date of birth and message (textarea) fields, each with a required flag and
 * localized labels. Forms and submissions are the editors' alone over REST: the site reads a
 * form's public shape on the server (src/web-forms/definition.ts) and stores submissions only
 * through POST /api/web-forms/ (zod, captcha, rate limit, body cap). The plugin's own emails
 * (templated recipients) are replaced by one recipient per form, mailed by our endpoint.
 */
export function webFormsPlugin(): Plugin {
  return formBuilderPlugin({
    fields: {
      text: false,
      email: false,
      select: false,
      country: false,
      checkbox: false,
      textarea: false,
      number: false,
      state: false,
      date: false,
      message: false,
      payment: false,
      upload: false,
      radio: false,
      // The order editors see them in.
      textField: textBlock,
      emailField: plainBlock('email'),
      phoneField: phoneBlock,
      selectField: plainBlock('select'),
      countryField: plainBlock('country'),
      checkboxField: plainBlock('checkbox'),
      dateOfBirthField: dateOfBirthBlock,
      textareaField: {
        ...plainBlock('textarea'),
        labels: { singular: 'Message', plural: 'Messages' },
      },
    },
    formOverrides: {
      slug: FORMS_SLUG,
      access: {
        read: mayEditContent,
        create: mayManageSite,
        update: mayManageSite,
        delete: mayManageSite,
      },
      admin: { group: 'Forms', useAsTitle: 'title', defaultColumns: ['title', 'key', 'kind'] },
      hooks: {
        afterChange: [revalidateCollectionAfterChange],
        afterDelete: [revalidateCollectionAfterDelete],
      },
      fields: ({ defaultFields }) => [
        {
          name: 'key',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: validateKey,
          admin: { description: 'How links name this form: #form:<key>. Not shown to visitors.' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'webform',
          options: [
            { value: 'webform', label: 'A form built here' },
            { value: 'newsletter', label: 'The newsletter sign-up (its fields are ignored)' },
          ],
        },
        ...defaultFields
          // One recipient per form, mailed by our endpoint, replaces the plugin's templated emails.
          .filter((field) => !('name' in field && field.name === 'emails'))
          .map((field) =>
            'name' in field && field.name === 'title'
              ? ({ ...field, localized: true } as Field)
              : field,
          ),
        {
          name: 'notify_to',
          label: 'Send submissions to',
          type: 'text',
          validate: validateRecipient,
          access: { read: ({ req }) => req.user?.collection === 'users' },
          admin: { description: 'Each submission is emailed to this address.' },
        },
      ],
    },
    formSubmissionOverrides: {
      slug: FORM_SUBMISSIONS_SLUG,
      // Stored only by POST /api/web-forms/ (Local API, overrideAccess): never open REST create.
      access: {
        read: mayHandleMemberData,
        create: nobody,
        update: nobody,
        delete: mayHandleMemberData,
      },
      admin: { group: 'Forms', defaultColumns: ['form', 'locale', 'createdAt'] },
      fields: ({ defaultFields }) => [
        ...defaultFields,
        { name: 'locale', type: 'text', admin: { readOnly: true } },
        { name: 'page', type: 'text', admin: { readOnly: true } },
      ],
    },
  })
}
