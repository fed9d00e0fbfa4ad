import type { ExclusiveCollection } from '@/account/cms/bookmarkable'
import type { ContentKit } from '@/server/content-kit'
import { ExclusiveTeaser } from './ExclusiveTeaser'

/**
 * A members-only item's content (SPEC §2.9, §6). The static page carries only the lock; a
 * signed-in member of the item's level gets the content from the authenticated members API,
 * which then takes the lock's place (ExclusiveGate).
 */
export function MembersOnly({
  kit,
  path,
  minLevel,
  collection,
  id,
}: {
  kit: ContentKit
  path: string
  minLevel?: string | null
  collection: ExclusiveCollection
  id: number
}) {
  return (
    <div className="exclusive-gate">
      <ExclusiveTeaser kit={kit} path={path} minLevel={minLevel} source={{ collection, id }} />
    </div>
  )
}
