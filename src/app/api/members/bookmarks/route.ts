import { z } from 'zod'
import { BOOKMARKABLE } from '@/account/cms/bookmarkable'
import { addBookmark, listBookmarks, removeBookmark } from '@/account/server/bookmarks'
import {
  badRequest,
  currentSession,
  privateJson,
  readBody,
  rejectCrossSite,
  signInRequired,
} from '@/account/server/http'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** The member's bookmarks, titled and linked in the `locale` query parameter's locale. */
export async function GET(request: Request) {
  const { payload, member } = await currentSession()
  if (!member) return signInRequired()
  const locale = new URL(request.url).searchParams.get('locale')
  return privateJson({
    bookmarks: await listBookmarks(payload, member.id, isLocale(locale) ? locale : DEFAULT_LOCALE),
  })
}

const schema = z.object({ collection: z.enum(BOOKMARKABLE), id: z.number().int().positive() })

export async function POST(request: Request) {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const { payload, member } = await currentSession()
  if (!member) return signInRequired()
  const body = await readBody(request, schema)
  if (!body) return badRequest()
  const ok = await addBookmark(payload, member, body.collection, body.id)
  return ok ? privateJson({ ok: true }) : badRequest()
}

export async function DELETE(request: Request) {
  const refused = rejectCrossSite(request)
  if (refused) return refused
  const { payload, member } = await currentSession()
  if (!member) return signInRequired()
  const body = await readBody(request, schema)
  if (!body) return badRequest()
  await removeBookmark(payload, member, body.collection, body.id)
  return privateJson({ ok: true })
}
