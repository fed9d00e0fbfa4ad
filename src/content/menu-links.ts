import type { Payload } from 'payload'
import type {
  MenuItem,
  MenuPanelContent,
  StoredMenuItem,
  StoredMenuPanel,
} from '@/components/chrome/chrome-model'
import type { LocaleCode } from '@/i18n/locales'
import {
  type LinkTarget,
  linkPath,
  linkTargetIds,
  type StoredLink,
  type TargetLookup,
} from '@/routing/link-targets'

/** An entry whose `link` (src/cms/fields/doc-link.ts) became its address. */
export type Resolved<T> = Omit<T, 'link'> & { url: string }

/**
 * The targets of some links as they are now in `locale`: one read per linked collection, only
 * the fields the address is built from (slug or page path, availability).
 */
export async function readLinkTargets(
  payload: Payload,
  locale: LocaleCode,
  links: readonly (StoredLink | null | undefined)[],
): Promise<TargetLookup> {
  const targets = new Map<string, LinkTarget>()
  await Promise.all(
    [...linkTargetIds(links)].map(async ([collection, ids]) => {
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
  return (collection, id) => targets.get(`${collection}:${id}`)
}

/** Entries with their link as an address in `locale`; an entry that links nowhere is dropped. */
function withPaths<T extends { link?: StoredLink | null }>(
  entries: readonly T[] | null | undefined,
  locale: LocaleCode,
  lookup: TargetLookup,
): Resolved<T>[] {
  return (entries ?? []).flatMap((entry) => {
    const url = linkPath(entry.link, locale, lookup)
    if (url === null) return []
    const { link: _link, ...rest } = entry
    return [{ ...rest, url }]
  })
}

const PANEL_LINKS = [
  'sublinks_news',
  'sublinks_collection',
  'cards_pushs',
  'journey_cards',
] as const

/**
 * The menu entries of one locale with their links as paths (or external URLs), read from the
 * linked documents as they are now; entries whose target is gone or unavailable are dropped,
 * and so are the links and cards of their panels. One read per linked collection for all.
 */
export async function resolveMenuItems(
  payload: Payload,
  locale: LocaleCode,
  items: readonly StoredMenuItem[],
): Promise<MenuItem[]> {
  const links = items.flatMap((item) => [
    item.link,
    ...PANEL_LINKS.flatMap((name) => (item.panel_content_v2?.[name] ?? []).map((e) => e.link)),
  ])
  const lookup = await readLinkTargets(payload, locale, links)
  return withPaths(items, locale, lookup).map(({ panel_content_v2: panel, ...item }) => ({
    ...item,
    ...(panel ? { panel_content_v2: resolvePanel(panel, locale, lookup) } : {}),
  }))
}

function resolvePanel(
  panel: StoredMenuPanel,
  locale: LocaleCode,
  lookup: TargetLookup,
): MenuPanelContent {
  return {
    ...panel,
    sublinks_news: withPaths(panel.sublinks_news, locale, lookup),
    sublinks_collection: withPaths(panel.sublinks_collection, locale, lookup),
    cards_pushs: withPaths(panel.cards_pushs, locale, lookup),
    journey_cards: withPaths(panel.journey_cards, locale, lookup),
  }
}

/**
 * Links of any list (a page's menu override) resolved the same way: addresses from the targets
 * as they are now in `locale`, entries whose target is gone or unavailable dropped.
 */
export async function resolveLinkEntries<T extends { link?: StoredLink | null }>(
  payload: Payload,
  locale: LocaleCode,
  entries: readonly T[] | null | undefined,
): Promise<Resolved<T>[]> {
  const list = entries ?? []
  if (list.length === 0) return []
  const lookup = await readLinkTargets(
    payload,
    locale,
    list.map((entry) => entry.link),
  )
  return withPaths(list, locale, lookup)
}
