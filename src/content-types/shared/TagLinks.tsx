import Link from 'next/link'
import { tagPath } from '@/components/cards/card-model'
import { tagsOf } from '@/content/card-sources'
import type { Tag } from '@/payload-types'
import type { ContentKit } from '@/server/content-kit'
import './detail.css'

/** The tags of an item, each linking to its tag page. */
export function TagLinks({
  kit,
  tags,
}: {
  kit: ContentKit
  tags: Array<number | Tag> | null | undefined
}) {
  const list = tagsOf(tags).filter((tag) => tag.slug)
  if (list.length === 0) return null
  return (
    <ul className="tag-links" aria-label={kit.t('card.tags')}>
      {list.map((tag) => (
        <li key={tag.slug}>
          <Link href={tagPath(kit.locale, tag.slug as string)}>{tag.title}</Link>
        </li>
      ))}
    </ul>
  )
}
