import 'server-only'
import type { Payload } from 'payload'
import { MISSING_SITE_URL_MESSAGE, publicOrigin } from '@/account/rules/public-origin'
import { defer } from '@/account/server/deferred'
import type { LocaleCode } from '@/i18n/locales'
import { labelled } from '@/i18n/punctuation'
import { translator } from '@/i18n/strings'
import { checkWebFormSubmission, type PublicWebForm, type WebFormError } from '@/rules/web-form'
import { FORM_SUBMISSIONS_SLUG } from './cms'
import { findWebForm } from './definition'

export type SubmitOutcome =
  | { ok: true; id: number | string; form: PublicWebForm }
  | { ok: false; status: 404; error: 'unknownForm' }
  | { ok: false; status: 400; error: 'invalid'; fields: Record<string, WebFormError> }

export interface SubmitInput {
  form: string
  locale: LocaleCode
  values: Record<string, unknown>
  /** The page the form was sent from (a path on this site), kept with the submission. */
  page?: string
  /** SPEC §3 formParams.bottle_id, stored and mailed as one more row. */
  bottleId?: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only a path of this site is kept as the page (never a URL to somewhere else). */
function pathOnly(page: string | undefined): string | null {
  if (!page?.startsWith('/') || page.startsWith('//')) return null
  return page.slice(0, 300)
}

/**
 * One submission of an editor's form (issue 12): checked field by field against the form as it
 * is now in the visitor's locale (SPEC §5 rules), stored (submission data + locale + page), then
 * mailed to the form's recipient after the answer has gone out. The newsletter "form" takes no
 * submissions here: it has its own endpoint.
 */
export async function submitWebForm(
  payload: Payload,
  input: SubmitInput,
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  const found = await findWebForm(payload, input.form, input.locale)
  if (found?.form.kind !== 'webform') {
    return { ok: false, status: 404, error: 'unknownForm' }
  }
  const { form, notifyTo } = found
  const checked = checkWebFormSubmission(form, input.values, now)
  if (!checked.ok) return { ok: false, status: 400, error: 'invalid', fields: checked.errors }
  const page = pathOnly(input.page)
  const bottle = input.bottleId?.trim()
  if (bottle) checked.data.push({ field: 'bottle_id', value: bottle })
  const doc = await payload.create({
    collection: FORM_SUBMISSIONS_SLUG,
    data: {
      form: form.id as number,
      submissionData: checked.data,
      locale: input.locale,
      page,
    },
    locale: input.locale,
    overrideAccess: true,
    depth: 0,
  })
  if (notifyTo)
    mailSubmission(payload, {
      form,
      to: notifyTo,
      data: checked.data,
      id: doc.id,
      page,
      locale: input.locale,
    })
  return { ok: true, id: doc.id, form }
}

/** The mail to the form's recipient: every field with its label, and where to read it. */
export function submissionEmail(args: {
  form: PublicWebForm
  data: { field: string; value: string }[]
  id: number | string
  page: string | null
  locale: LocaleCode
  base: string
}) {
  const t = translator(args.locale)
  const labelOf = new Map(args.form.fields.map((f) => [f.name, f.label]))
  const rows = args.data.map(({ field, value }) => ({ label: labelOf.get(field) ?? field, value }))
  const admin = `${args.base}/admin/collections/form-submissions/${encodeURIComponent(String(args.id))}`
  const page = args.page ? `${args.base}${args.page}` : null
  const subject = t('webForm.email.subject', { form: args.form.title })
  const text =
    `${t('webForm.email.intro', { form: args.form.title })}\n\n` +
    rows.map((r) => labelled(args.locale, r.label, r.value || '—')).join('\n') +
    `\n\n${labelled(args.locale, t('webForm.email.locale'), args.locale)}` +
    (page ? `\n${labelled(args.locale, t('webForm.email.page'), page)}` : '') +
    `\n${labelled(args.locale, t('webForm.email.admin'), admin)}\n`
  const html =
    `<p>${escapeHtml(t('webForm.email.intro', { form: args.form.title }))}</p><table>` +
    rows
      .map(
        (r) =>
          `<tr><th align="left">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value || '—').replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('') +
    `</table><p>${escapeHtml(labelled(args.locale, t('webForm.email.locale'), args.locale))}` +
    (page ? `<br>${escapeHtml(labelled(args.locale, t('webForm.email.page'), page))}` : '') +
    `</p><p><a href="${escapeHtml(admin)}">${escapeHtml(t('webForm.email.admin'))}</a></p>`
  return { subject, text, html }
}

function mailSubmission(
  payload: Payload,
  args: {
    form: PublicWebForm
    to: string
    data: { field: string; value: string }[]
    id: number | string
    page: string | null
    locale: LocaleCode
  },
) {
  defer(
    async () => {
      // Links from SITE_URL only, never from the request's Host.
      const origin = publicOrigin()
      if (!origin) {
        payload.logger.error(MISSING_SITE_URL_MESSAGE)
        return
      }
      await payload.sendEmail({ to: args.to, ...submissionEmail({ ...args, base: origin.base }) })
    },
    (error) => payload.logger.error({ err: error, msg: 'web form: submission email failed' }),
  )
}
