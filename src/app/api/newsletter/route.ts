import { getPayloadClient } from '@/content/payload'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { translator } from '@/i18n/strings'
import { signUpForNewsletter } from './signup'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** POST /api/newsletter/ {email, locale, consent, consentText, source}: stores a sign-up. */
export async function POST(request: Request) {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    const message = translator(DEFAULT_LOCALE)('chrome.newsletter.error')
    return Response.json({ ok: false, message, errors: [] }, { status: 400, headers: noStore })
  }
  const result = await signUpForNewsletter(await getPayloadClient(), body)
  return Response.json(result.body, { status: result.status, headers: noStore })
}
