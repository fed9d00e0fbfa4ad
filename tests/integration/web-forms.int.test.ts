import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '@/account/email/outbox'
import { deferredIdle } from '@/account/server/deferred'
import { solvedCaptcha } from '../support/captcha'
import { type Harness, startPayload } from './payload-harness'
import { rest } from './rest-client'

/**
 * Web forms built by editors (issue 12) through the real route handler, on SQLite and
 * PostgreSQL: a submission checked against the form in the visitor's locale (SPEC §5 rules,
 * translated field messages), stored and mailed to the form's address from SITE_URL; a missing
 * captcha, an unknown form and bad JSON are 400/404, never a 500; forms and submissions stay
 * out of REST for visitors; an unknown form is refused when a page block is saved.
 */

let h: Harness
type Handler = (request: Request, route?: unknown) => Promise<Response>
let POST: Handler
let GET: Handler
const SITE = 'http://site.test'
const ctx = { disableRevalidate: true }
let clients = 0
let formId = 0

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        children: [{ type: 'text', text, version: 1, format: 0, mode: 'normal', detail: 0 }],
      },
    ],
  },
})

async function createForm() {
  const created = await h.payload.create({
    collection: 'forms',
    locale: 'en-ww',
    overrideAccess: true,
    context: ctx,
    data: {
      key: 'contact-test',
      kind: 'webform',
      title: 'Write to us',
      submitButtonLabel: 'Send',
      confirmationType: 'message',
      confirmationMessage: paragraph('Thank you for your message.'),
      notify_to: 'contact@maison.test',
      fields: [
        { blockType: 'text', name: 'firstName', label: 'First name', required: true, rule: 'name' },
        { blockType: 'email', name: 'email', label: 'Email', required: true },
        { blockType: 'phone', name: 'phone', label: 'Phone', required: false },
        {
          blockType: 'select',
          name: 'subject',
          label: 'Subject',
          required: true,
          options: [
            { value: 'visit', label: 'A visit' },
            { value: 'press', label: 'Press' },
          ],
        },
        { blockType: 'country', name: 'country', label: 'Country', required: true },
        {
          blockType: 'dateOfBirth',
          name: 'dob',
          label: 'Date of birth',
          required: true,
          minimumAge: 18,
        },
        { blockType: 'textarea', name: 'message', label: 'Message', required: true },
        { blockType: 'checkbox', name: 'consent', label: 'I agree', required: true },
      ],
    } as never,
  })
  // The same rows in fr-fr, with French labels (labels are localized, the fields are shared).
  const rows = (created.fields ?? []) as Array<Record<string, unknown>>
  const fr = [
    'Prénom',
    'E-mail',
    'Téléphone',
    'Objet',
    'Pays',
    'Date de naissance',
    'Message',
    'J’accepte',
  ]
  await h.payload.update({
    collection: 'forms',
    id: created.id,
    locale: 'fr-fr',
    overrideAccess: true,
    context: ctx,
    data: {
      title: 'Écrivez-nous',
      submitButtonLabel: 'Envoyer',
      confirmationMessage: paragraph('Merci pour votre message.'),
      fields: rows.map((row, i) => ({
        ...row,
        label: fr[i],
        ...(Array.isArray(row.options)
          ? {
              options: (row.options as Array<Record<string, unknown>>).map((o, j) => ({
                ...o,
                label: ['Une visite', 'Presse'][j],
              })),
            }
          : {}),
      })),
    } as never,
  })
  return created.id as number
}

const values = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  email: 'zoe@example.com',
  phone: '+331 234 5678',
  subject: 'visit',
  country: 'FR',
  dob: { day: 5, month: 3, year: 1990 },
  message: 'We would like to visit the cellar in June.',
  consent: true,
  ...overrides,
})

async function post(
  body: Record<string, unknown> | string,
  { captcha = true, host = SITE }: { captcha?: boolean; host?: string } = {},
) {
  const data =
    typeof body === 'string'
      ? body
      : JSON.stringify(captcha ? { ...body, altcha: await solvedCaptcha() } : body)
  const response = await POST(
    new Request(`${host}/api/web-forms/`, {
      method: 'POST',
      body: data,
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-ms-test-client': `198.20.${Math.floor(++clients / 250)}.${clients % 250}`,
      },
    }),
  )
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below.
    json: (await response.json().catch(() => undefined)) as Record<string, any>,
  }
}

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CLIENT_ADDRESS_HEADER = 'x-ms-test-client'
  h = await startPayload()
  const route = await import('@/app/api/web-forms/route')
  POST = route.POST as Handler
  GET = route.GET as Handler
  formId = await createForm()
}, 300_000)
afterAll(async () => {
  delete process.env.CLIENT_ADDRESS_HEADER
  await h?.close()
})

describe('POST /api/web-forms/', () => {
  it('stores a valid submission and mails it to the form’s address with SITE_URL links', async () => {
    const before = outboxMessages().length
    const answer = await post(
      {
        form: 'contact-test',
        locale: 'fr-fr',
        values: values({ extra: 'dropped' }),
        page: '/fr-fr/contact/',
      },
      { host: 'http://evil.test' },
    )
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual({ ok: true })
    const stored = await h.payload.find({
      collection: 'form-submissions',
      where: { form: { equals: formId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(stored.docs).toHaveLength(1)
    const doc = stored.docs[0]
    expect(doc?.locale).toBe('fr-fr')
    expect(doc?.page).toBe('/fr-fr/contact/')
    expect(doc?.submissionData?.map((r) => [r.field, r.value])).toEqual([
      ['firstName', 'Zoë'],
      ['email', 'zoe@example.com'],
      ['phone', '+331 234 5678'],
      ['subject', 'visit'],
      ['country', 'FR'],
      ['dob', '05-03-1990'],
      ['message', 'We would like to visit the cellar in June.'],
      ['consent', 'yes'],
    ])

    await deferredIdle()
    expect(outboxMessages().length).toBe(before + 1)
    const mail = outboxMessages()[0]
    expect(mail?.to).toContain('contact@maison.test')
    expect(mail?.subject).toBe('Nouveau message du formulaire « Écrivez-nous »')
    // French puts a no-break space before the colon (src/i18n/punctuation.ts).
    expect(mail?.text).toContain('Prénom\u00a0: Zoë')
    expect(mail?.text).toContain('Date de naissance\u00a0: 05-03-1990')
    expect(mail?.text).toContain(`${SITE}/admin/collections/form-submissions/${doc?.id}`)
    expect(mail?.text).not.toContain('evil.test')
  })

  it('refuses bad values: 400 with a translated message per field, nothing stored', async () => {
    const count = async () =>
      (await h.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs
    const before = await count()
    const answer = await post({
      form: 'contact-test',
      locale: 'fr-fr',
      values: values({
        firstName: 'R2D2',
        email: 'zoe@',
        phone: '12',
        subject: 'spam',
        country: 'XX',
        dob: { day: 1, month: 1, year: new Date().getFullYear() - 10 },
        message: '   ',
        consent: false,
      }),
    })
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('invalid')
    expect(answer.json.message).toBe('Vérifiez les champs signalés en rouge.')
    expect(answer.json.fieldCodes).toEqual({
      firstName: 'validation.name',
      email: 'validation.email',
      phone: 'validation.phone',
      subject: 'webForm.error.choice',
      country: 'webForm.error.country',
      dob: 'webForm.error.tooYoung',
      message: 'validation.required',
      consent: 'validation.required',
    })
    expect(answer.json.fields.country).toBe('Choisissez un pays dans la liste.')
    expect(await count()).toBe(before)
  })

  it('answers in English for en-ww', async () => {
    const answer = await post({
      form: 'contact-test',
      locale: 'en-ww',
      values: values({ email: 'x' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.json.fields).toEqual({ email: 'Enter a valid email address.' })
  })

  it('refuses a POST without a solved captcha (400 captcha)', async () => {
    const answer = await post(
      { form: 'contact-test', locale: 'en-ww', values: values() },
      { captcha: false },
    )
    expect(answer.status).toBe(400)
    expect(answer.json.error).toBe('captcha')
  })

  it('refuses an unknown form (404) and the newsletter stand-in (it has its own endpoint)', async () => {
    await h.payload.create({
      collection: 'forms',
      locale: 'en-ww',
      overrideAccess: true,
      context: ctx,
      data: {
        key: 'newsletter',
        kind: 'newsletter',
        title: 'Newsletter',
        confirmationType: 'message',
        confirmationMessage: paragraph('Thanks.'),
        fields: [],
      } as never,
    })
    for (const form of ['no-such-form', 'newsletter', '../contact-test']) {
      const answer = await post({ form, locale: 'en-ww', values: values() })
      expect(answer.status, form).toBe(404)
      expect(answer.json.error).toBe('unknownForm')
    }
  })

  it('takes a submission in a locale whose labels are not written yet (the fields are shared)', async () => {
    // Labels then fall back to the field names in the mail.
    const answer = await post({ form: 'contact-test', locale: 'ru-ru', values: values() })
    expect(answer.status).toBe(201)
  })

  it.each([
    ['not JSON', '{"form":'],
    ['an unknown locale', { form: 'contact-test', locale: 'xx-xx', values: values() }],
    ['values that are not an object', { form: 'contact-test', locale: 'en-ww', values: [1, 2] }],
    [
      'a value of the wrong shape',
      { form: 'contact-test', locale: 'en-ww', values: { dob: { day: 'x' } } },
    ],
  ])('answers 400, never 500, for %s', async (_name, body) => {
    const answer = await post(body as never)
    expect(answer.status).toBe(400)
  })
})

describe('GET /api/web-forms/', () => {
  const get = (query: string) =>
    GET(
      new Request(`${SITE}/api/web-forms/?${query}`, {
        headers: { 'x-ms-test-client': '198.21.0.1' },
      }),
    )

  it('gives the form’s public shape in the locale, without its recipient', async () => {
    const response = await get('form=contact-test&locale=fr-fr')
    expect(response.status).toBe(200)
    const { form } = (await response.json()) as { form: Record<string, unknown> }
    expect(form).toMatchObject({
      key: 'contact-test',
      kind: 'webform',
      title: 'Écrivez-nous',
      submitLabel: 'Envoyer',
      success: ['Merci pour votre message.'],
    })
    expect((form.fields as Array<{ label: string }>).map((f) => f.label)).toEqual([
      'Prénom',
      'E-mail',
      'Téléphone',
      'Objet',
      'Pays',
      'Date de naissance',
      'Message',
      'J’accepte',
    ])
    expect(JSON.stringify(form)).not.toContain('contact@maison.test')
  })

  it('answers 404 for an unknown form and 400 for an unknown locale', async () => {
    expect((await get('form=nope&locale=en-ww')).status).toBe(404)
    expect((await get('form=contact-test&locale=xx')).status).toBe(400)
  })
})

describe('forms over REST and on save', () => {
  it('gives a visitor no form, no submission and no open create', async () => {
    expect((await rest('GET', '/api/forms/')).status).toSatisfy((s: number) =>
      [401, 403].includes(s),
    )
    expect((await rest('GET', `/api/forms/${formId}/`)).status).toSatisfy((s: number) =>
      [401, 403, 404].includes(s),
    )
    expect((await rest('GET', '/api/form-submissions/')).status).toSatisfy((s: number) =>
      [401, 403].includes(s),
    )
    const create = await rest('POST', '/api/form-submissions/', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ form: formId, submissionData: [{ field: 'email', value: 'x@y.zz' }] }),
    })
    expect(create.status).toSatisfy((s: number) => [401, 403].includes(s))
  })

  it('refuses a page block naming a form that does not exist, accepts one that does', async () => {
    const page = (form: number) => ({
      title: 'Form page',
      slug: `form-page-${form}`,
      template: 'universal',
      available: true,
      layout: [
        {
          blockType: 'button_web_form_slice',
          form,
          action: 'open_form',
          button_title: 'Open',
          button_color: 'blue',
          button_align: 'center',
        },
      ],
    })
    await expect(
      h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        context: ctx,
        data: page(987654) as never,
      }),
    ).rejects.toThrow()
    const ok = await h.payload.create({
      collection: 'pages',
      locale: 'en-ww',
      context: ctx,
      data: page(formId) as never,
    })
    expect(ok.id).toBeTruthy()
  })

  it('refuses a #form: link to an unknown form key on save', async () => {
    const page = (url: string) => ({
      title: 'Link page',
      slug: `link-page-${url.length}`,
      template: 'universal',
      available: true,
      layout: [{ blockType: 'squared_cta', label: 'Write', url, position: 'center' }],
    })
    await expect(
      h.payload.create({
        collection: 'pages',
        locale: 'en-ww',
        context: ctx,
        data: page('#form:no-such-form?action=open_form') as never,
      }),
    ).rejects.toThrow()
    const ok = await h.payload.create({
      collection: 'pages',
      locale: 'en-ww',
      context: ctx,
      data: page('#form:contact-test?action=open_form&locale=fr') as never,
    })
    expect(ok.id).toBeTruthy()
  })
})
