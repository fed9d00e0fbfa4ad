import { z } from 'zod'
import { getPayloadClient } from '@/content/payload'
import { getLocale, isLocale, type LocaleCode } from '@/i18n/locales'
import { endpoint, HttpRefusal, NO_STORE } from '@/server/http/endpoint'
import { checkChatMessage } from '@/support-chat/chat-rules'
import { pathOnly, startConversation } from '@/support-chat/conversation'

export const dynamic = 'force-dynamic'

// Generous caps: the field rules (chat-rules.ts) give the translated per-field answers.
const schema = z.object({
  locale: z.string().max(10),
  name: z.string().max(1000),
  email: z.string().max(1000),
  message: z.string().max(10_000),
  page: z.string().max(1000).optional(),
})

/** A locale with the support-chat capability (en-us), else a translated 400. */
function chatLocale(value: string): LocaleCode {
  if (!isLocale(value) || !getLocale(value).capabilities.supportChat) {
    throw new HttpRefusal(400, 'unavailable', 'chat.error.unavailable')
  }
  return value
}

/**
 * The support chat's own form (issue 14, SPEC §6): `POST /api/support-chat/` with `{ locale,
 * name, email, message, page?, altcha }` → 201 `{ ok: true }`, the conversation stored (Admin →
 * Support chats) and the team emailed. 400 `{ error: 'invalid', message, fields, fieldCodes }`
 * with a translated text per field; the shared layer's 400s (captcha, bad JSON), 413, 429. A
 * public form that stores and mails what strangers type: captcha and a rate limit.
 */
export const POST = endpoint(
  async ({ json, scope }) => {
    const body = await json(schema)
    const locale = chatLocale(body.locale)
    const checked = checkChatMessage(body)
    if (!checked.ok) {
      return Response.json(
        {
          ok: false,
          error: 'invalid',
          message: scope.t('chat.error.invalid'),
          fields: Object.fromEntries(
            Object.entries(checked.fields).map(([name, key]) => [name, scope.t(key)]),
          ),
          fieldCodes: checked.fields,
        },
        { status: 400, headers: NO_STORE },
      )
    }
    await startConversation(await getPayloadClient(), {
      message: checked.message,
      locale,
      page: pathOnly(body.page),
    })
    return Response.json({ ok: true }, { status: 201, headers: NO_STORE })
  },
  {
    captcha: true,
    limit: 'supportChat',
    maxBytes: 16 * 1024,
    invalid: () => new HttpRefusal(400, 'invalid', 'chat.error.invalid'),
  },
)
