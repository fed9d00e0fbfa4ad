import { outboxMessages } from '@/account/email/outbox'
import { outboxAccess } from '@/account/email/outbox-access'
import { getPayloadClient } from '@/content/payload'

export const dynamic = 'force-dynamic'

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Development outbox: the emails the in-process SMTP server received, newest first, so the demo
 * and the browser tests can open verification and reset links. 404 in production unless
 * DEV_OUTBOX=1; readable by a signed-in CMS editor only (401 anonymous, 403 anyone else).
 * `?format=json` answers JSON.
 */
export async function GET(request: Request) {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  const access = await outboxAccess(await getPayloadClient(), request.headers)
  // Refusals are JSON with a `message` like every API answer (the endpoint fuzz asks for one).
  if (access === 'disabled') {
    return Response.json(
      { ok: false, error: 'notFound', message: 'Not found.' },
      { status: 404, headers },
    )
  }
  if (access !== 'allowed') {
    const message =
      'The development outbox is for CMS editors: sign in at /admin, then open this page again.'
    return Response.json(
      { ok: false, error: message, message },
      { status: access === 'signInRequired' ? 401 : 403, headers },
    )
  }
  const messages = outboxMessages()
  if (new URL(request.url).searchParams.get('format') === 'json') {
    return Response.json({ messages }, { headers })
  }
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(m.date)} → ${escapeHtml(m.to)}</small></p><div>${m.html || `<pre>${escapeHtml(m.text)}</pre>`}</div></article>`,
    )
    .join('<hr>')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Development outbox</title><style>body{font:16px/1.5 system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem}article{padding:1rem 0}</style></head><body><h1>Development outbox</h1><p>Emails sent by the site (in-process SMTP server, newest first; last 50 kept in memory).</p>${items || '<p>No email yet.</p>'}</body></html>`
  return new Response(html, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
