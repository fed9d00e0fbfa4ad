import type { ExclusiveSource } from '@/account/ExclusiveGate'
import { ExclusiveGateLazy as ExclusiveGate } from '@/account/ExclusiveGateLazy'
import { LockIcon } from '@/components/cards/LockIcon'
import { requiredLevel } from '@/content/exclusive'
import type { ContentKit } from '@/server/content-kit'
import './detail.css'

interface Props {
  kit: ContentKit
  /** The item's own path: where a visitor comes back after signing in. */
  path: string
  minLevel?: string | null
  /** Where a member of the item's level gets its content; none: the page has none to give. */
  source?: ExclusiveSource
}

/**
 * In place of a members-only item's content (SPEC §2.9, §6): the lock and its title, rendered on
 * the server, and the one message the viewer needs (ExclusiveGate, decided by exclusiveView): a
 * visitor the sign-in link that comes back here (`redirect_to`), a member below the item's level
 * that level and how to reach it, a member of the level the content itself.
 */
export function ExclusiveTeaser({ kit, path, minLevel, source }: Props) {
  return (
    <ExclusiveGate path={path} minLevel={requiredLevel(minLevel)} source={source}>
      <LockIcon className="exclusive-teaser__icon" />
      <h2 id="exclusive-teaser-title" className="block__title">
        {kit.t('exclusive.title')}
      </h2>
    </ExclusiveGate>
  )
}
