import { clientImage } from '@/components/media/image-sources'
import type { ComparatorProduct } from '@/content/comparator'
import type { GridBottle } from './SelectionGrid'

/** What the selection grid needs of each cognac (no more in the page's data than that). */
export function bottlesOf(products: readonly ComparatorProduct[]): GridBottle[] {
  return products.map((p) => ({
    slug: p.slug,
    title: p.title,
    image: clientImage(p.image),
  }))
}
