import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'
import { devOutboxEnabled, startOutboxServer } from './outbox'

let transport: Promise<Transporter> | null = null

/**
 * SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465) chooses the mail server; without it, in
 * development, tests or with DEV_OUTBOX=1, mail goes to the in-process outbox server.
 */
function getTransport(): Promise<Transporter> {
  transport ??= (async () => {
    const url = process.env.SMTP_URL
    if (url) return nodemailer.createTransport(url)
    if (devOutboxEnabled()) {
      const { host, port } = await startOutboxServer()
      return nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true })
    }
    throw new Error('No mail server: set SMTP_URL (or DEV_OUTBOX=1 for the development outbox).')
  })()
  return transport
}

/**
 * Payload's email adapter over nodemailer (the official @payloadcms/email-nodemailer is not
 * installed): every email Payload or the members API sends goes through it.
 */
export function smtpEmailAdapter(): EmailAdapter {
  const defaultFromAddress = process.env.SMTP_FROM ?? 'no-reply@maison-solaine.example'
  const defaultFromName = 'Maison Solaine'
  return () => ({
    name: 'smtp',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message) => {
      const t = await getTransport()
      return t.sendMail({
        ...message,
        from: message.from ?? `${defaultFromName} <${defaultFromAddress}>`,
      })
    },
  })
}
