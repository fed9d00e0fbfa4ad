import { comparatorCatalog } from '@/content/comparator'
import { COMPARATOR_RESULTS_PATH } from '@/routing/comparator-paths'
import { localizedPath } from '@/routing/paths'
import { templateLocale } from '../shared/locale'
import { TemplateBody } from '../shared/TemplateBody'
import type { TemplateProps } from '../types'
import { bottlesOf } from './bottles'
import { ComparatorLazy as Island } from './ComparatorLazy'
import './comparator.css'

/**
 * The comparator page (SPEC §2.2 Comparator): the editor's title and blocks, then the product
 * selection grid of the locale's cognacs. Static: choosing happens in the browser (or in a plain
 * GET form without JavaScript), and Compare opens the results page with `?p=`.
 */
export async function ComparatorTemplate({ locale: code, page }: TemplateProps) {
  const locale = templateLocale(code)
  const { products } = await comparatorCatalog(locale)
  return (
    <TemplateBody locale={locale} page={page} name="comparator">
      <section className="comparator">
        <Island
          island="grid"
          bottles={bottlesOf(products)}
          action={localizedPath(locale, COMPARATOR_RESULTS_PATH)}
        />
      </section>
    </TemplateBody>
  )
}
