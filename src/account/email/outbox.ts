import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface OutboxMessage {
  id: number
  date: string
  to: string
  subject: string
  text: string
  html: string
  /** The List-Unsubscribe header, when the mail has one (newsletter mail). */
  listUnsubscribe?: string
  /** Attached files as text (e.g. a visit booking's .ics). */
  attachments: { filename: string; contentType: string; content: string }[]
}

/**
 * A real SMTP server inside the app process, for the demo and the tests: mail sent through the
 * normal SMTP transport lands here and is kept (last 50) so a developer or a test can open the
 * verification and reset links. Only used when no SMTP_URL is configured and the outbox is
 * enabled (see devOutboxEnabled).
 */
interface OutboxState {
  messages: OutboxMessage[]
  nextId: number
  server: Promise<{ host: string; port: number }> | null
}

const KEEP = 50
const globalKey = Symbol.for('maison-solaine.member-outbox')
const store = globalThis as unknown as Record<symbol, OutboxState | undefined>

function state(): OutboxState {
  store[globalKey] ??= { messages: [], nextId: 1, server: null }
  return store[globalKey]
}

/** Off in production unless DEV_OUTBOX=1; on in development and tests. */
export function devOutboxEnabled(): boolean {
  return process.env.DEV_OUTBOX === '1' || process.env.NODE_ENV !== 'production'
}

export function outboxMessages(): readonly OutboxMessage[] {
  return state().messages
}

/** Starts the in-process SMTP server once per process, on a free local port. */
export function startOutboxServer(): Promise<{ host: string; port: number }> {
  const s = state()
  s.server ??= new Promise((resolve, reject) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to)
              ? mail.to.map((a) => a.text).join(', ')
              : mail.to?.text
            s.messages.unshift({
              id: s.nextId++,
              date: (mail.date ?? new Date()).toISOString(),
              to: to ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              listUnsubscribe: mail.headerLines
                .find((h) => h.key === 'list-unsubscribe')
                ?.line.replace(/^list-unsubscribe:\s*/i, ''),
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
            })
            s.messages.length = Math.min(s.messages.length, KEEP)
            callback()
          })
          .catch((error: Error) => callback(error))
      },
    })
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address() as AddressInfo
      // The server must not keep a test process or a build alive on its own.
      server.server.unref()
      resolve({ host: '127.0.0.1', port: address.port })
    })
  })
  return s.server
}
