/**
 * The app's own write paths in a process of its own, for crash-durability.int.test.ts.
 *   write: newsletter sign-ups and member sign-ups stream in from concurrent writers; each one
 *          acknowledged (the call returned success) is printed `ACK <kind> <email>` at once
 *          (stdout to a pipe is synchronous on Linux), until the test kills the process with -9.
 *   verify: a fresh start on the same database prints every stored email as one JSON line.
 * DATABASE_URL (and PAYLOAD_SECRET) come from the test.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { signUp } from '@/account/server/accounts'
import { signUpForNewsletter } from '@/newsletter/signup'

/** A write that throws is simply not acknowledged (and said so, for the test's log). */
async function attempt(kind: string, email: string, write: () => Promise<boolean>) {
  try {
    process.stdout.write(`${(await write()) ? 'ACK' : 'REFUSED'} ${kind} ${email}\n`)
  } catch (error) {
    process.stdout.write(`FAILED ${kind} ${email} ${String(error).slice(0, 200)}\n`)
  }
}

const newsletterEntry = (payload: Payload, email: string) => async () =>
  (
    await signUpForNewsletter(payload, {
      email,
      locale: 'fr-fr',
      consent: true,
      consentText: 'J’accepte de recevoir les nouvelles.',
      source: 'footer',
    })
  ).status === 200

const memberSignUp = (payload: Payload, email: string, ip: string) => async () => {
  // A distinct client per sign-up: the per-client rate limit is not what is tested here.
  const info = { origin: 'http://localhost:3000', ip }
  const outcome = await signUp(
    payload,
    {
      firstName: 'Zoë',
      lastName: 'Marchand',
      email,
      password: 'Cognac#2026',
      dateOfBirth: { day: 14, month: 7, year: 1990 },
      country: 'FR',
      newsletter: false,
      newsletterConsentText: 'I agree.',
      locale: 'fr-fr',
    },
    info,
  )
  return outcome.ok
}

async function write() {
  const payload = await getPayload({ config })
  process.stdout.write('READY\n')
  let n = 0
  // One newsletter writer and two member writers: a sign-up is many times slower (password
  // hash, verification email), so this keeps both kinds arriving.
  const newsletter = async () => {
    for (;;) {
      const email = `nl-${n++}@example.com`
      await attempt('newsletter', email, newsletterEntry(payload, email))
      // libSQL answers from the main thread: without a turn of the event loop between writes this
      // loop would starve the sign-ups' password hashing (as requests arriving over HTTP would not).
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const members = async (w: number) => {
    for (;;) {
      const i = n++
      const email = `member-${w}-${i}@example.com`
      await attempt('member', email, memberSignUp(payload, email, `198.51.${w}.${i % 250}`))
    }
  }
  await Promise.all([newsletter(), members(0), members(1)])
}

async function verify() {
  const payload = await getPayload({ config })
  const all = async (collection: 'newsletter-signups' | 'members') => {
    const found = await payload.find({
      collection,
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs.map((d) => (d as { email: string }).email)
  }
  const stored = { newsletter: await all('newsletter-signups'), member: await all('members') }
  process.stdout.write(`STORED ${JSON.stringify(stored)}\n`)
  process.exit(0)
}

const mode = process.argv[2]
if (mode === 'write') await write()
else if (mode === 'verify') await verify()
else throw new Error('usage: writer.ts write|verify')
