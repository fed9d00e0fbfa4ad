/**
 * The support chat's own form (issue 14, SPEC §1, §6): what a visitor's message must be before
 * it is stored and mailed to the team. Pure: no React, no I/O; the browser form and the route
 * share it.
 */
import { isValidEmail } from '@/rules/validation'

export const CHAT_LIMITS = { name: 100, email: 254, message: 2000 } as const
export const CHAT_FIELDS = ['name', 'email', 'message'] as const
export type ChatField = (typeof CHAT_FIELDS)[number]

/** The message key of each field's problem (src/support-chat/support-chat.strings.ts). */
export const CHAT_ERRORS = {
  name: 'chat.error.name',
  email: 'chat.error.email',
  message: 'chat.error.message',
} as const satisfies Record<ChatField, string>
export type ChatError = (typeof CHAT_ERRORS)[ChatField]

export interface ChatMessage {
  name: string
  email: string
  message: string
}

// Control characters other than tab and line breaks: nothing a person types, and they would
// travel into the team's mail and the admin.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Trimmed, control characters dropped, Windows line ends made plain. */
function clean(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim() : ''
}

/**
 * A message checked field by field: a name (1–100 characters, one line), a valid email and a
 * message of 1–2000 characters. Either the cleaned message or every field's problem.
 */
export function checkChatMessage(
  input: Partial<Record<ChatField, unknown>>,
):
  | { ok: true; message: ChatMessage }
  | { ok: false; fields: Partial<Record<ChatField, ChatError>> } {
  const name = clean(input.name).replace(/\s+/g, ' ')
  const email = clean(input.email)
  const message = clean(input.message)
  const fields: Partial<Record<ChatField, ChatError>> = {}
  if (name === '' || name.length > CHAT_LIMITS.name) fields.name = CHAT_ERRORS.name
  if (email.length > CHAT_LIMITS.email || !isValidEmail(email)) fields.email = CHAT_ERRORS.email
  if (message === '' || message.length > CHAT_LIMITS.message) fields.message = CHAT_ERRORS.message
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, message: { name, email, message } }
}
