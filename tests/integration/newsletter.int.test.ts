import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpForNewsletter } from '@/newsletter/signup'
import { type Harness, startPayload } from './payload-harness'

let h: Harness

beforeAll(async () => {
  h = await startPayload()
})
afterAll(async () => {
  await h?.close()
})

const entries = (email: string) =>
  h.payload.find({
    collection: 'newsletter-signups',
    where: { email: { equals: email } },
    overrideAccess: true,
    sort: 'locale',
  })

describe('newsletter sign-up (POST /api/newsletter/)', () => {
  it('stores a valid entry with its locale, consent text, date and source', async () => {
    const before = Date.now()
    const result = await signUpForNewsletter(h.payload, {
      email: 'Camille@Example.fr',
      locale: 'fr-fr',
      consent: true,
      consentText: 'J’accepte de recevoir les nouvelles.',
      source: 'footer',
    })
    expect(result).toEqual({ status: 200, body: { ok: true, created: true } })
    const { docs } = await entries('camille@example.fr')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      email: 'camille@example.fr',
      locale: 'fr-fr',
      consent_text: 'J’accepte de recevoir les nouvelles.',
      source: 'footer',
    })
    expect(Date.parse(docs[0]?.consented_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  it('updates the entry of a repeated email and locale instead of duplicating it', async () => {
    const again = await signUpForNewsletter(h.payload, {
      email: 'camille@example.fr',
      locale: 'fr-fr',
      consent: true,
      consentText: 'Nouveau texte de consentement.',
    })
    expect(again).toEqual({ status: 200, body: { ok: true, created: false } })
    const { docs } = await entries('camille@example.fr')
    expect(docs).toHaveLength(1)
    expect(docs[0]?.consent_text).toBe('Nouveau texte de consentement.')

    // The same address in another locale is a separate subscription.
    const other = await signUpForNewsletter(h.payload, {
      email: 'camille@example.fr',
      locale: 'fr-ca',
      consent: true,
      consentText: 'J’accepte.',
    })
    expect(other.status).toBe(200)
    expect((await entries('camille@example.fr')).docs.map((d) => d.locale)).toEqual([
      'fr-ca',
      'fr-fr',
    ])
  })

  it('rejects an invalid email with a message in the locale’s language and stores nothing', async () => {
    const result = await signUpForNewsletter(h.payload, {
      email: 'camille@example',
      locale: 'fr-fr',
      consent: true,
      consentText: 'J’accepte.',
    })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({
      ok: false,
      errors: [
        {
          field: 'email',
          message: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
        },
      ],
    })
    expect((await entries('camille@example')).docs).toHaveLength(0)
  })

  it.each([
    [{ email: 'a@b.com', locale: 'en-ww', consent: false, consentText: 'x' }, 'consent'],
    [{ email: 'a@b.com', locale: 'en-ww', consentText: 'x' }, 'consent'],
    [{ email: 'a@b.com', locale: 'xx-yy', consent: true, consentText: 'x' }, 'locale'],
    [null, 'email'],
  ])('rejects %j (field %s)', async (body, field) => {
    const result = await signUpForNewsletter(h.payload, body)
    expect(result.status).toBe(400)
    if (result.body.ok) throw new Error('expected an error')
    expect(result.body.errors.map((e) => e.field)).toContain(field)
    expect(result.body.message).not.toBe('')
  })

  it('lets nobody create or edit entries through the API without the endpoint', async () => {
    await expect(
      h.payload.create({
        collection: 'newsletter-signups',
        data: {
          email: 'x@y.com',
          locale: 'en-ww',
          consent_text: 'x',
          consented_at: new Date().toISOString(),
          source: 'footer',
          status: 'pending',
        },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
