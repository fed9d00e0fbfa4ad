import {
  currentSession,
  privateJson,
  rejectCrossSite,
  withClearedSession,
} from '@/account/server/http'
import { revokeSession, sessionIdOf } from '@/account/server/session'
import { endpoint } from '@/server/http/endpoint'

export const POST = endpoint(async ({ request }) => {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const { payload, member, token } = await currentSession()
  const sid = token ? sessionIdOf(token) : null
  if (member && sid) await revokeSession(payload, member.id, sid)
  return withClearedSession(privateJson({ ok: true }))
})
