import { z } from 'zod'
import { BOOKMARKABLE } from '@/account/cms/bookmarkable'
import { addBookmark, listBookmarks, removeBookmark } from '@/account/server/bookmarks'
import { badRequest, memberAction, memberRead, privateJson } from '@/account/server/http'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** The member's bookmarks, titled and linked in the `locale` query parameter's locale. */
export const GET = memberRead(async ({ payload, member, request }) => {
  const locale = new URL(request.url).searchParams.get('locale')
  return privateJson({
    bookmarks: await listBookmarks(payload, member.id, isLocale(locale) ? locale : DEFAULT_LOCALE),
  })
})

const schema = z.object({ collection: z.enum(BOOKMARKABLE), id: z.number().int().positive() })

export const POST = memberAction(schema, async ({ payload, member, body }) => {
  const ok = await addBookmark(payload, member, body.collection, body.id)
  return ok ? privateJson({ ok: true }) : badRequest()
})

export const DELETE = memberAction(schema, async ({ payload, member, body }) => {
  await removeBookmark(payload, member, body.collection, body.id)
  return privateJson({ ok: true })
})
