import type { ExclusiveCollection } from '@/account/cms/bookmarkable'
import { ExclusiveBody } from '@/account/ExclusiveBody'
import type { ContentKit } from '@/content-types/kit'
import { ExclusiveTeaser } from './ExclusiveTeaser'

/**
 * A members-only item's content (SPEC §2.9, §6). The static page carries only the teaser (lock,
 * sign-in link with redirect_to); a signed-in member of the item's level gets the content from
 * the authenticated members API, which then takes the teaser's place.
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
      <ExclusiveTeaser kit={kit} path={path} minLevel={minLevel} />
      <ExclusiveBody collection={collection} id={id} />
    </div>
  )
}
