import type { Payload } from 'payload'
import type { MenuItem, StoredMenuItem } from '@/components/chrome/chrome-model'
import type { LocaleCode } from '@/i18n/locales'
import { type LinkTarget, linkPath, linkTargetIds } from '@/routing/link-targets'

/**
 * The menu entries of one locale with their links as paths (or external URLs), read from the
 * linked documents as they are now; entries whose target is gone or unavailable are dropped.
 * One read per linked collection, only the fields the address is built from.
 */
export async function resolveMenuItems(
  payload: Payload,
  locale: LocaleCode,
  items: readonly StoredMenuItem[],
): Promise<MenuItem[]> {
  const targets = new Map<string, LinkTarget>()
  await Promise.all(
    [...linkTargetIds(items.map((item) => item.link))].map(async ([collection, ids]) => {
      const found = await payload.find({
        collection,
        locale,
        fallbackLocale: false,
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
        // Pages keep their full path; documents only a slug. (`select` is typed per collection,
        // which a loop over several cannot name.)
        select:
          collection === 'pages'
            ? { path: true, available: true }
            : ({ slug: true, available: true } as never),
      })
      for (const doc of found.docs as (LinkTarget & { id: number | string })[]) {
        targets.set(`${collection}:${doc.id}`, doc)
      }
    }),
  )
  return items.flatMap((item) => {
    const url = linkPath(item.link, locale, (collection, id) => targets.get(`${collection}:${id}`))
    if (url === null) return []
    const { link: _link, ...rest } = item
    return [{ ...rest, url }]
  })
}
