import { Suspense } from 'react'
import { ContentCard } from '@/components/cards/ContentCard'
import type { CardSource } from '@/content/card-sources'
import type { ContentKit } from '@/server/content-kit'
import type { PagedItem } from './PagedList'
import { FirstPageLazy as FirstPage, PagedListLazy as PagedList } from './PagedListLazy'
import { LIST_PAGE_SIZE } from './pagination'
import './lists.css'

interface Props {
  kit: ContentKit
  items: readonly CardSource[]
  label: string
  pageSize?: number
}

/** Cards paged 6 at a time (SPEC §9), statically rendered; see PagedList. */
export function PagedCards({ kit, items, label, pageSize = LIST_PAGE_SIZE }: Props) {
  if (items.length === 0) return <p className="list-empty">{kit.t('list.empty')}</p>
  const paged: PagedItem[] = items.map((item) => ({
    key: `${item.kind}:${item.slug ?? item.title}`,
    node: <ContentCard card={kit.card(item)} labels={kit.cardLabels(item.kind)} />,
  }))
  return (
    // useSearchParams in a static page: the first page is prerendered as the fallback.
    <Suspense fallback={<FirstPage items={paged.slice(0, pageSize)} label={label} />}>
      <PagedList items={paged} pageSize={pageSize} label={label} />
    </Suspense>
  )
}
